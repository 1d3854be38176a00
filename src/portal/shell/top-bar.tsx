import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from './links';
import { useLogout, useProfile } from '../../api/identity';
import { useShellProfile } from '../../api/shell-profile';
import { useSignedIn } from './auth';
import { useLive } from '../../renderer/use-live';
import { useCopy, useOrg } from '../org-context';
import { CopyAddress } from './copy-address';
import { LanguageSwitch } from './language-switch';
import { LOGIN_PATH, loginUrl } from '../session/paths';
import { importWithReload } from './lazy-page';
import { OrgLogo } from './org-logo';
// drawn on every page, the first screen's header included: part of its script, not a request of its own during hydration
import SupportHours from './support-hours';
import { formatPhone, telHref } from '../../lib/format-basic';
import { DASHBOARD_PATH } from '../../lib/page-paths';

const CeoFeedbackModal = lazy(() => importWithReload(() => import('./ceo-feedback-modal')));
// Only a signed-in applicant has notifications: their menu loads when it is shown, not with the opening pages.
const NotificationsMenu = lazy(() => importWithReload(() => import('./notifications-menu').then((m) => ({ default: m.NotificationsMenu }))));

export interface TopBarProps {
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
  showNotifications: boolean;
  showFeedback: boolean;
}

/** Logo, support line, notifications, feedback, and the menu button for the side navigation on small screens. */
export function TopBar(props: TopBarProps) {
  const org = useOrg();
  const copy = useCopy();
  const live = useLive();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // The shell profile (wallet service) names the account; the identity profile's wallet is the
  // fallback. Only a lender on the wider platform shows a wallet at all (org file `platform.wallet`),
  // and only to someone signed in.
  const signedIn = useSignedIn();
  const walletShown = org.platform.wallet && signedIn;
  const shell = useShellProfile(walletShown).data;
  const identityWallet = useProfile().data?.wallet?.accountAddress;
  const wallet = walletShown ? shell?.authorizedWallet.address ?? identityWallet : undefined;
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const moreId = `${props.navId}-more`;
  const login = signedIn || location.pathname.startsWith(LOGIN_PATH) ? null : (
    <Link className="button button--small" to={loginUrl(here)}>
      {copy('nav.login')}
    </Link>
  );
  // On phones the support line, wallet and account buttons fold into the menu, so the header is one
  // row (logo, menu, notifications) and the page starts near the top of the screen.
  return (
    <header className={`site-header ${props.navOpen ? 'site-header--open' : ''}`}>
      <Link to={DASHBOARD_PATH} className="site-header__brand">
        <OrgLogo org={org} />
        <span className="visually-hidden">{copy('nav.home', { brand: org.orgBrand })}</span>
      </Link>
      <button type="button" className="icon-button site-header__menu" aria-expanded={props.navOpen} aria-controls={`${moreId} ${props.navId}`} disabled={!live} onClick={props.onToggleNav}>
        {copy('nav.menu')}
      </button>
      <div className="site-header__more" id={moreId}>
        <div className="site-header__support">
          <SupportHours />
        </div>
        <div className="site-header__actions">
          {wallet ? (
            <span className="site-header__wallet">
              {shell ? <span className="site-header__account">{shell.account.name} </span> : null}
              <span className="visually-hidden">{copy('wallet.label')} </span>
              <CopyAddress address={wallet} />
            </span>
          ) : null}
          {props.showFeedback ? (
            <button type="button" className="button button--small" onClick={() => setFeedbackOpen(true)} aria-haspopup="dialog">
              {copy('nav.feedback')}
            </button>
          ) : null}
          {signedIn ? (
            <button type="button" className="button button--small" onClick={() => void logout((to) => navigate(to, { replace: true }))}>
              {copy('nav.logout')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="site-header__always">
        {/* phones: the support line is folded into the menu, so the number stays one tap away here */}
        <a className="site-header__call button button--small" href={telHref(org.support.phone)} aria-label={copy('support.callShortLabel', { phone: formatPhone(org.support.phone) })}>
          {copy('support.callShort')}
        </a>
        {props.showNotifications ? <Suspense fallback={null}><NotificationsMenu /></Suspense> : null}
        <LanguageSwitch />
        {login}
      </div>
      {feedbackOpen ? (
        <Suspense fallback={null}>
          <CeoFeedbackModal onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout, useProfile } from '../../api/identity';
import { useShellProfile } from '../../api/shell-profile';
import { useSignedIn } from './auth';
import { useCopy, useOrg } from '../org-context';
import { CopyAddress } from './copy-address';
import { NotificationsMenu } from './notifications-menu';
import { OrgLogo } from './org-logo';

const SupportHours = lazy(() => import('./support-hours'));
const CeoFeedbackModal = lazy(() => import('./ceo-feedback-modal'));

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
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // The shell profile (wallet service) names the account; the identity profile's wallet is the fallback.
  const shell = useShellProfile().data;
  const identityWallet = useProfile().data?.wallet?.accountAddress;
  const wallet = shell?.authorizedWallet.address ?? identityWallet;
  const signedIn = useSignedIn();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <header className="site-header">
      <Link to="/dashboard" className="site-header__brand">
        <OrgLogo org={org} />
        <span className="visually-hidden">{copy('nav.home', { brand: org.orgBrand })}</span>
      </Link>
      <button type="button" className="icon-button site-header__menu" aria-expanded={props.navOpen} aria-controls={props.navId} onClick={props.onToggleNav}>
        {copy('nav.menu')}
      </button>
      <div className="site-header__support">
        <Suspense fallback={null}>
          <SupportHours />
        </Suspense>
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
        {props.showNotifications ? <NotificationsMenu /> : null}
        {signedIn ? (
          <button type="button" className="button button--small" onClick={() => void logout((to) => navigate(to, { replace: true }))}>
            {copy('nav.logout')}
          </button>
        ) : location.pathname.startsWith('/account/heloc/login') ? null : (
          <Link className="button button--small" to={`/account/heloc/login?redirect=${encodeURIComponent(here)}`}>
            {copy('nav.login')}
          </Link>
        )}
      </div>
      {feedbackOpen ? (
        <Suspense fallback={null}>
          <CeoFeedbackModal onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { NavLink } from './links';
import { useLogout } from '../../api/identity';
import { useCopy, useOrg } from '../org-context';
import { useSignedIn, useTokenRole } from './auth';
import { Loader } from './loader';
import { PageMain } from './page-main';
import { importWithReload } from './lazy-page';
import { logoPath, STAFF_PATHS } from '../../lib/page-paths';

// Only platform staff switch lenders: the switch (and the staff calls it makes) loads when it is shown.
const LenderSwitch = lazy(() => importWithReload(() => import('./lender-switch').then((m) => ({ default: m.LenderSwitch }))));

const LINKS = [
  { to: STAFF_PATHS.applications, key: 'staff.nav.applications', roles: ['STAFF', 'PLATFORM_STAFF'] },
  { to: STAFF_PATHS.queue, key: 'staff.nav.queue', roles: ['STAFF', 'PLATFORM_STAFF'] },
  { to: STAFF_PATHS.funnel, key: 'staff.nav.funnel', roles: ['STAFF', 'PLATFORM_STAFF'] },
  { to: STAFF_PATHS.studio, key: 'staff.nav.studio', roles: ['STAFF', 'PLATFORM_STAFF'] },
  { to: STAFF_PATHS.agent, key: 'staff.nav.chat', roles: ['AGENT'] },
] as const;

/**
 * The staff area's layout: the lender's logo, the staff links the signed-in role can use and sign
 * out. No wallet, customer menu, chat button or marketing footer.
 */
export function StaffFrame({ ready }: { ready: boolean }) {
  const org = useOrg();
  const copy = useCopy();
  const role = useTokenRole();
  const signedIn = useSignedIn();
  const logout = useLogout();
  const navigate = useNavigate();
  const links = LINKS.filter((l) => role !== null && (l.roles as readonly string[]).includes(role));
  return (
    <div className="staff-area">
      <a className="skip-link" href="#main">{copy('app.skipToContent')}</a>
      <header className="staff-bar">
        <span className="staff-bar__brand">
          <img src={logoPath(org.theme.logo)} alt={org.theme.logoAlt} height={32} />
          <span>{copy('staff.area', { brand: org.orgBrand })}</span>
        </span>
        {links.length ? (
          <nav aria-label={copy('staff.nav.label')} className="staff-bar__nav">
            <ul>
              {links.map((l) => <li key={l.to}><NavLink to={l.to}>{copy(l.key)}</NavLink></li>)}
            </ul>
          </nav>
        ) : null}
        {role === 'PLATFORM_STAFF' ? <Suspense fallback={null}><LenderSwitch /></Suspense> : null}
        {signedIn ? (
          <button type="button" className="button button--small" onClick={() => void logout((to) => navigate(to, { replace: true }))}>
            {copy('nav.logout')}
          </button>
        ) : null}
      </header>
      <PageMain ready={ready} className="page page--staff" />
      <Loader loading={!ready} />
    </div>
  );
}

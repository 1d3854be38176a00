import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signedOutOnPurpose, useStoredToken } from '../../api/identity';
import { LOGIN_PATH, loginUrl } from './paths';

/**
 * Pages other than the anonymous ones require a session: without one the visitor goes to the login
 * page, which brings them back here afterwards. Wrap route elements (`<RequireAuth><Page /></RequireAuth>`)
 * or use it as a layout route (`{ element: <RequireAuth />, children }`).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useStoredToken();
  const location = useLocation();
  // signing out leaves for the login page itself; a page still on screen meanwhile must not add a way back to it
  if (!token) return <Navigate to={signedOutOnPurpose() ? LOGIN_PATH : loginUrl(location.pathname + location.search)} replace />;
  return <>{children ?? <Outlet />}</>;
}

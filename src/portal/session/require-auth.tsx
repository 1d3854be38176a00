import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signedOutOnPurpose, useStoredToken } from '../../api/identity';
import { LOGIN_PATH, SIGNER_AREA, SIGNER_LOGIN_PATH, sessionEndTarget } from './paths';

/**
 * Pages other than the anonymous ones require a session: without one the visitor goes to the login
 * page (the signer login from a signer page), which brings them back here afterwards. Wrap route elements (`<RequireAuth><Page /></RequireAuth>`)
 * or use it as a layout route (`{ element: <RequireAuth />, children }`).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useStoredToken();
  const location = useLocation();
  if (!token) {
    const signer = location.pathname.startsWith(SIGNER_AREA);
    // signing out leaves for the login page itself; a page still on screen meanwhile must not add a way back to it
    if (signedOutOnPurpose()) return <Navigate to={signer ? SIGNER_LOGIN_PATH : LOGIN_PATH} replace />;
    // a signer page sends its visitor to the signer login, any other to the login (both come back here)
    return <Navigate to={sessionEndTarget(location, false)} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}

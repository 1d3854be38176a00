import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredToken } from '../../api/identity';
import { loginUrl } from './paths';

/**
 * Pages other than the anonymous ones require a session: without one the visitor goes to the login
 * page, which brings them back here afterwards. Wrap route elements (`<RequireAuth><Page /></RequireAuth>`)
 * or use it as a layout route (`{ element: <RequireAuth />, children }`).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useStoredToken();
  const location = useLocation();
  if (!token) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  return <>{children ?? <Outlet />}</>;
}

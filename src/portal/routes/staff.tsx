import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { lazyPage } from '../shell/lazy-page';

/** Staff pages below /account/heloc/staff: sign-in first; the server checks the STAFF role on every call. */
export const staffRoutes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: 'staff/funnel', lazy: lazyPage(() => import('../pages/staff/funnel')) }] },
];

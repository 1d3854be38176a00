import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { lazyPage } from '../shell/lazy-page';

/** /dashboard: signed-in users only. */
export const dashboardPageRoutes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ index: true, Component: lazyPage(() => import('../pages/dashboard/dashboard-page')) }] },
];

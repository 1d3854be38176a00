import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { lazyPage } from '../shell/lazy-page';
import { STAFF_LAYOUT } from '../shell/staff-frame';

/**
 * The staff area below /account/heloc/staff, in its own layout: sign-in first; the server checks the
 * STAFF role and the lender on every call.
 */
export const staffRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    handle: STAFF_LAYOUT,
    children: [
      { path: 'staff', element: <Navigate to="applications" replace /> },
      { path: 'staff/applications', lazy: lazyPage(() => import('../pages/staff/applications')) },
      { path: 'staff/applications/:uuid', lazy: lazyPage(() => import('../pages/staff/application')) },
      { path: 'staff/funnel', lazy: lazyPage(() => import('../pages/staff/funnel')) },
      {
        path: 'staff/studio',
        lazy: lazyPage(() => import('../pages/staff/studio/studio-layout')),
        children: [
          { index: true, element: <Navigate to="screens" replace /> },
          { path: 'screens', lazy: lazyPage(() => import('../pages/staff/studio/screens-tab')) },
          // the graph and its layout engine are heavy: loaded only when the tab opens
          { path: 'flow', lazy: lazyPage(() => import('../pages/staff/studio/flow-tab')) },
          { path: 'lenders', lazy: lazyPage(() => import('../pages/staff/studio/lenders-tab')) },
          { path: 'publish', lazy: lazyPage(() => import('../pages/staff/studio/publish-tab')) },
        ],
      },
    ],
  },
];

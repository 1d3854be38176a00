import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { lazyPage } from '../shell/lazy-page';
import { STAFF_LAYOUT } from '../shell/staff-layout';

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
      { path: 'staff/applications', Component: lazyPage(() => import('../pages/staff/applications')) },
      { path: 'staff/applications/:uuid', Component: lazyPage(() => import('../pages/staff/application')) },
      { path: 'staff/funnel', Component: lazyPage(() => import('../pages/staff/funnel')) },
      { path: 'staff/queue', Component: lazyPage(() => import('../pages/staff/queue')) },
      {
        path: 'staff/studio',
        Component: lazyPage(() => import('../pages/staff/studio/studio-layout')),
        children: [
          { index: true, element: <Navigate to="screens" replace /> },
          { path: 'screens', Component: lazyPage(() => import('../pages/staff/studio/screens-tab')) },
          // the graph and its layout engine are heavy: loaded only when the tab opens
          { path: 'flow', Component: lazyPage(() => import('../pages/staff/studio/flow-tab')) },
          { path: 'lenders', Component: lazyPage(() => import('../pages/staff/studio/lenders-tab')) },
          { path: 'publish', Component: lazyPage(() => import('../pages/staff/studio/publish-tab')) },
        ],
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session';
import { lazyPage } from '../shell/lazy-page';

/**
 * The application steps below /account/heloc/{uuid}: the step renderer finds the flow state of the
 * route (flows/applicant.flow.json). Explicit routes of other groups take precedence over this
 * catch-all for their paths.
 */
export const applicantRoutes: RouteObject[] = [
  {
    path: ':uuid',
    element: <RequireAuth />,
    children: [
      { index: true, Component: lazyPage(() => import('../pages/application/step-page')) },
      { path: '*', Component: lazyPage(() => import('../pages/application/step-page')) },
    ],
  },
];

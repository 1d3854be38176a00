import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/lazy-page';
import { staffRoutes } from './staff';
import { registrationRoutes } from './registration';
import { authRoutes } from './auth';
import { agentRoutes } from './agent';
import { dashboardPageRoutes } from './dashboard';
import { fundingRoutes } from './funding';
import { signerRoutes } from './signer';
import { applicantRoutes } from './applicant';
import { LatestContent } from '../shell/latest-content';

/**
 * Route groups. Each area adds its own file in this folder and one spread here; pages are lazily
 * loaded so only the first route's code is fetched up front.
 */
export const appRoutes: RouteObject[] = [
  {
    // every page outside an application runs on the latest content; the steps choose their application's
    element: <LatestContent />,
    children: [
      { index: true, Component: lazyPage(() => import('../pages/home')) },
      ...staffRoutes,
      ...registrationRoutes,
      ...agentRoutes,
      ...authRoutes,
      ...fundingRoutes,
      ...signerRoutes,
    ],
  },
  ...applicantRoutes,
];

export const dashboardRoutes: RouteObject[] = [
  { element: <LatestContent />, children: dashboardPageRoutes },
];

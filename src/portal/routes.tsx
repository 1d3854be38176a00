import type { RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';
import { appRoutes, dashboardRoutes } from './routes/index';
import { lazyPage } from './shell/lazy-page';

export const APP_BASE = '/account/heloc';

/**
 * The app answers under /account/heloc (the spec's router base) and at /dashboard, the shell's own
 * landing page, so the router is rooted at / with both trees below it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: APP_BASE, errorElement: <RouteError />, children: appRoutes },
      { path: '/dashboard', errorElement: <RouteError />, children: dashboardRoutes },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found')) },
    ],
  },
];

import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RouteErrors } from './shell/route-error';
import { appRoutes, dashboardRoutes } from './routes/index';
import { lazyPage } from './shell/lazy-page';
import { APP_BASE, AUTH_LOGIN_PATH, DASHBOARD_PATH, LOGIN_PATH } from '../lib/page-paths';


/**
 * The app answers under /account/heloc (the spec's router base) and at /dashboard, the shell's own
 * landing page, so the router is rooted at / with both trees below it.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteErrors><AppShell /></RouteErrors>,
    children: [
      { path: APP_BASE, element: <RouteErrors><Outlet /></RouteErrors>, children: appRoutes },
      { path: DASHBOARD_PATH, element: <RouteErrors><Outlet /></RouteErrors>, children: dashboardRoutes },
      // where signing out lands when the sign-out call fails: the login page
      { path: AUTH_LOGIN_PATH, element: <Navigate to={LOGIN_PATH} replace /> },
      { path: '*', Component: lazyPage(() => import('./pages/not-found')) },
    ],
  },
];

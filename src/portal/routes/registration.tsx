import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/lazy-page';

/** Registration (anonymous): the steps, account setup and support. */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'register',
    children: [
      { index: true, Component: lazyPage(() => import('../pages/register/register-page'), { opening: true }) },
      { path: 'account-setup', Component: lazyPage(() => import('../pages/register/account-setup'), { opening: true }) },
      { path: 'support', Component: lazyPage(() => import('../pages/register/support'), { opening: true }) },
    ],
  },
  // Anonymous too (spec section 6); the legal pages of the same list are server redirects to the main site.
  { path: 'coming-soon', Component: lazyPage(() => import('../pages/not-accepting/coming-soon'), { opening: true }) },
];

import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { installSessionErrorHandling } from '../session/session-errors';
import { lazyPage } from '../shell/lazy-page';

// Every service call of the app goes through one client; its 401/403 handling is installed once, here.
installSessionErrorHandling();

// Non-production builds only: the constant is false in production builds, so this import and the
// toolbar's code are dropped from the bundle.
if (__DEV_TOOLS__) {
  void import('../dev-toolbar/mount').then((m) => m.mountDevToolbar());
}

/**
 * The login page, and every other path of the app that no area claims: such paths are not public,
 * so a visitor without a session logs in first (and then sees the not-found page if it really is one).
 */
export const authRoutes: RouteObject[] = [
  { path: 'login', Component: lazyPage(() => import('../pages/login/login-page'), { opening: true }) },
  // public: a visitor who cannot sign in asks for a link, and follows it from the e-mail
  { path: 'forgot-password', Component: lazyPage(() => import('../pages/login/forgot-password'), { opening: true }) },
  { path: 'reset-password', Component: lazyPage(() => import('../pages/login/reset-password'), { opening: true }) },
  { element: <RequireAuth />, children: [{ path: '*', Component: lazyPage(() => import('../pages/not-found')) }] },
];

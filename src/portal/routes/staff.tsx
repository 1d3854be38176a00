import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/lazy-page';

/** Staff pages below /account/heloc/staff (the server checks the STAFF role on every call they make). */
export const staffRoutes: RouteObject[] = [
  { path: 'staff/funnel', lazy: lazyPage(() => import('../pages/staff/funnel')) },
];

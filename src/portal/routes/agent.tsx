import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { lazyPage } from '../shell/lazy-page';
import { STAFF_LAYOUT } from '../shell/staff-layout';

/** The live-chat agent console, in the staff area's layout (the server answers its calls only for the AGENT role). */
export const agentRoutes: RouteObject[] = [
  { element: <RequireAuth />, handle: STAFF_LAYOUT, children: [{ path: 'agent', Component: lazyPage(() => import('../pages/agent-console/agent-console')) }] },
];

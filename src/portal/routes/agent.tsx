import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session/require-auth';
import { lazyPage } from '../shell/lazy-page';

/** The live-chat agent console (the server answers its calls only for the AGENT role). */
export const agentRoutes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: 'agent', lazy: lazyPage(() => import('../pages/agent-console/agent-console')) }] },
];

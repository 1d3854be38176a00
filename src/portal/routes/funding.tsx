import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/lazy-page';

/**
 * A bank's OAuth login returns to /account/heloc/plaid-oauth-success, outside any application; it
 * sends the reader back to their bank step. Every route below /account/heloc/{uuid} is the flow's
 * (the step page, routes/applicant.tsx).
 */
export const fundingRoutes: RouteObject[] = [
  { path: 'plaid-oauth-success', Component: lazyPage(async () => ({ default: (await import('../pages/funding/bank')).OauthSuccessPage })) },
];

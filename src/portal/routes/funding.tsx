import type { RouteObject } from 'react-router';
import { RequireAuth } from '../session';
import { lazyPage } from '../shell/lazy-page';

type Mod = Record<string, unknown>;
/** A named export of a lazily loaded module as a route component. */
const named = <M extends Mod>(load: () => Promise<M>, name: keyof M & string) =>
  lazyPage(async () => ({ default: (await load())[name] as React.ComponentType }));

const funding = () => import('../pages/funding/routes-index');

/**
 * The funding steps below /account/heloc/{uuid}: income, bank, identity, conditions, documents and
 * signing, notary, insurance, valuation and completion. These explicit routes take precedence over the
 * step renderer's catch-all for the same paths.
 */
export const fundingRoutes: RouteObject[] = [
  {
    path: ':uuid',
    element: <RequireAuth />,
    children: [
      { path: 'income/review', lazy: named(funding, 'IncomeReviewPage') },
      { path: 'income/link/:type', lazy: named(funding, 'IncomeLinkRedirect') },
      { path: 'income/pointserv-callback', lazy: named(funding, 'PointservCallback') },
      { path: 'income/upload/:type', lazy: named(funding, 'IncomeUploadPage') },
      { path: 'income/employer-verification', lazy: named(funding, 'EmployerVerificationPage') },
      { path: 'payoff/hold', lazy: named(funding, 'PayoffHoldPage') },
      { path: 'bank/disburse', lazy: named(funding, 'BankLinkPage') },
      { path: 'bank/confirm', lazy: named(funding, 'BankConfirmPage') },
      { path: 'bank/autopay', lazy: named(funding, 'AutopayPage') },
      { path: 'bank/manual-disburse', lazy: named(funding, 'ManualDisbursePage') },
      { path: 'identity', lazy: named(funding, 'IdentityPage') },
      { path: 'conditions', lazy: named(funding, 'ConditionsPage') },
      { path: 'conditions/upload-document', lazy: named(funding, 'ConditionAnswerPage') },
      { path: 'conditions/phone-number', lazy: named(funding, 'ConditionAnswerPage') },
      { path: 'conditions/identity', lazy: named(funding, 'ConditionAnswerPage') },
      { path: 'document/disclosures', lazy: named(funding, 'DisclosuresPage') },
      { path: 'signing/intro', lazy: named(funding, 'SigningIntroPage') },
      { path: 'signing/sign', lazy: named(funding, 'SigningPage') },
      { path: 'signing/additional', lazy: named(funding, 'SigningAdditionalPage') },
      { path: 'signing/support', lazy: named(funding, 'SigningSupportPage') },
      { path: 'notary/intro', lazy: named(funding, 'NotaryIntroPage') },
      { path: 'notary/schedule-manual', lazy: named(funding, 'NotarySchedulePage') },
      { path: 'notary/reserve-manual', lazy: named(funding, 'NotaryReservedPage') },
      { path: 'notary/session', lazy: named(funding, 'NotarySessionPage') },
      { path: 'notary/error', lazy: named(funding, 'NotaryErrorPage') },
      { path: 'insurance/requirements', lazy: named(funding, 'InsurancePage') },
      { path: 'insurance/upload', lazy: named(funding, 'InsurancePage') },
      { path: 'complete', lazy: named(funding, 'CompletePage') },
      { path: 'bpo/estimate-value', lazy: named(funding, 'EstimateValuePage') },
      { path: 'bpo/condition', lazy: named(funding, 'EstimateValuePage') },
      { path: 'bpo/order-bpo', lazy: named(funding, 'EstimateValuePage') },
      { path: 'bpo/waiting', lazy: named(funding, 'BpoWaitingPage') },
      { path: 'bpo/hold', lazy: named(funding, 'BpoHoldPage') },
    ],
  },
  { path: 'plaid-oauth-success', lazy: named(funding, 'OauthSuccessPage') },
];

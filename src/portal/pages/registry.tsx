import { lazy, type ComponentType } from 'react';
import type { PageName } from '../../product/registry-names';
import { importWithReload } from '../shell/lazy-page';
import { OfferSelectPage } from './application/offer-select';
import type { StepPageProps } from './application/step-props';

type Funding = typeof import('./funding/routes-index');
const loadFunding = () => importWithReload(() => import('./funding/routes-index'), { screen: true });
/** A funding page, loaded with its chunk only when a flow state shows it or is next (reloading on a failed load). */
const funding = (name: keyof Funding): ComponentType<StepPageProps> =>
  lazy(async () => ({ default: (await loadFunding())[name] as ComponentType<StepPageProps> }));

/**
 * Pages that are more than a form, by the names flows use (PAGE_NAMES): a state's page, a sub-route
 * of it, or a page of any state. The step page shows the one the flow names; a name without a
 * component here does not compile.
 */
export const pages: Record<PageName, ComponentType<StepPageProps>> = {
  'offer-select': OfferSelectPage,
  conditions: funding('ConditionsPage'),
  'condition-answer': funding('ConditionAnswerPage'),
  'income-upload': funding('IncomeUploadPage'),
  'income-verify': funding('IncomeVerifyPage'),
  'income-link': funding('IncomeLinkRedirect'),
  'income-callback': funding('IncomeCallback'),
  'bank-link': funding('BankLinkPage'),
  'bank-confirm': funding('BankConfirmPage'),
  'identity-upload': funding('IdentityPage'),
  'bpo-hold': funding('BpoHoldPage'),
  signing: funding('SigningPage'),
  'signing-additional': funding('SigningAdditionalPage'),
  'notary-schedule': funding('NotarySchedulePage'),
  'notary-session': funding('NotarySessionPage'),
  'notary-error': funding('NotaryErrorPage'),
  'notary-reserved': funding('NotaryReservedPage'),
  insurance: funding('InsurancePage'),
  'funding-complete': funding('CompletePage'),
  disclosures: funding('DisclosuresPage'),
  'signing-support': funding('SigningSupportPage'),
};

/** The pages in the funding chunk: every page but the offers (bundled with the step page). */
const funded = new Set(Object.entries(pages).filter(([, page]) => page !== OfferSelectPage).map(([name]) => name));

/** Loads the chunk of the page a flow names (none to load for a page bundled with the step page). */
export function preloadPage(name: string): Promise<unknown> {
  return funded.has(name) ? loadFunding() : Promise.resolve();
}

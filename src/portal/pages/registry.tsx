import { lazy, type ComponentType } from 'react';
import type { PageName } from '../../engine/registry-names';
import { OfferSelectPage } from './application/offer-select';
import type { StepPageProps } from './application/step-props';
import { WaitingView } from './application/waiting-view';

type Funding = typeof import('./funding/routes-index');
/** A funding page, loaded with its chunk only when a flow state shows it here. */
const funding = (name: keyof Funding): ComponentType<StepPageProps> =>
  lazy(async () => ({ default: (await import('./funding/routes-index'))[name] as ComponentType<StepPageProps> }));

/**
 * Pages that are more than a form, by the names flows use (PAGE_NAMES). The step renderer shows the
 * page a flow state names; a name without a component here does not compile.
 */
export const pages: Record<PageName, ComponentType<StepPageProps>> = {
  waiting: ({ uuid, route }) => <WaitingView uuid={uuid} route={route} />,
  'offer-select': OfferSelectPage,
  conditions: funding('ConditionsPage'),
  'income-upload': funding('IncomeUploadPage'),
  'bank-link': funding('BankLinkPage'),
  'identity-upload': funding('IdentityPage'),
  signing: funding('SigningPage'),
  'notary-schedule': funding('NotarySchedulePage'),
  insurance: funding('InsurancePage'),
};

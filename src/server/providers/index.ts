import type { BankProvider } from './bank';
import { sandboxBankProvider } from './bank';
import type { CreditProvider } from './credit';
import { sandboxCreditProvider } from './credit-sandbox';
import type { IncomeProvider } from './income';
import { sandboxIncomeProvider } from './income-sandbox';
import type { ENotaryProvider } from './notary';
import { sandboxENotary } from './notary';
import type { PropertyProvider } from './property';
import { sandboxPropertyProvider } from './property-sandbox';

/** The third parties the journey calls, decorated once on the server as `app.providers`. */
export interface Providers {
  credit: CreditProvider;
  property: PropertyProvider;
  income: IncomeProvider;
  bankLink: BankProvider;
  eNotary: ENotaryProvider;
}
export type ProviderKind = keyof Providers;

/**
 * Implementations by kind and name. A real vendor is added here under its own name and chosen in
 * configuration (`CREDIT_PROVIDER=...`); nothing else in the server names a vendor.
 */
export const PROVIDER_IMPLEMENTATIONS: { [K in ProviderKind]: Record<string, () => Providers[K]> } = {
  credit: { sandbox: () => sandboxCreditProvider },
  property: { sandbox: () => sandboxPropertyProvider },
  income: { sandbox: () => sandboxIncomeProvider },
  bankLink: { sandbox: () => sandboxBankProvider },
  eNotary: { sandbox: () => sandboxENotary },
};

/** Environment variable naming each kind's implementation (default: sandbox). */
export const PROVIDER_ENV: Record<ProviderKind, string> = {
  credit: 'CREDIT_PROVIDER', property: 'PROPERTY_PROVIDER', income: 'INCOME_PROVIDER', bankLink: 'BANK_LINK_PROVIDER', eNotary: 'ENOTARY_PROVIDER',
};

export type ProviderChoice = Record<ProviderKind, string>;

/** Reads the choice from the environment; an unknown name stops the start with the names there are. */
export function providerChoice(env: NodeJS.ProcessEnv): ProviderChoice {
  const choice = {} as ProviderChoice;
  for (const kind of Object.keys(PROVIDER_ENV) as ProviderKind[]) {
    const name = env[PROVIDER_ENV[kind]] ?? 'sandbox';
    if (!PROVIDER_IMPLEMENTATIONS[kind][name]) {
      throw new Error(`${PROVIDER_ENV[kind]}="${name}" is not a known provider; known: ${Object.keys(PROVIDER_IMPLEMENTATIONS[kind]).join(', ')}`);
    }
    choice[kind] = name;
  }
  return choice;
}

export function createProviders(choice: ProviderChoice, overrides: Partial<Providers> = {}): Providers {
  const pick = <K extends ProviderKind>(kind: K): Providers[K] => overrides[kind] ?? (PROVIDER_IMPLEMENTATIONS[kind][choice[kind]] as () => Providers[K])();
  return { credit: pick('credit'), property: pick('property'), income: pick('income'), bankLink: pick('bankLink'), eNotary: pick('eNotary') };
}

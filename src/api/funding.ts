import { useQuery } from '@tanstack/react-query';
import { FRESH, applicationPath } from './application';
import { api } from './client';
import type { IncomeLinkType } from '../contracts/portal';
import type { BankAccount, ClosingDetails, IncomeSourceProvider, Institution, NotarySlots } from '../contracts/funding';

/** The notary's open slots for an application. */
export const notarySlotsKey = (uuid: string) => ['notary-slots', uuid] as const;

export type { BankAccount, ClosingDetails, IncomeLinkType, IncomeSourceProvider, Institution, NotarySlots };

export const closingKey = (uuid: string) => ['closing', uuid] as const;

/** Read once per visit and per state: the status poller, not this, follows the application. */
export function useClosingDetails(uuid: string, state: string) {
  return useQuery({ queryKey: [...closingKey(uuid), state], queryFn: () => api.get<ClosingDetails>(`${applicationPath(uuid)}/funding`), ...FRESH });
}


export const institutions = (uuid: string, q?: string) => api.get<Institution[]>(`${applicationPath(uuid)}/bank/institutions`, { query: q ? { q } : undefined });
/** Logs in to the bank through the bank-link provider; the chosen account is then written with the bank-disburse screen. */
export const linkBank = (uuid: string, body: { institutionId: string; username: string; password: string }) => api.post<BankAccount[]>(`${applicationPath(uuid)}/bank/link`, body);

/** The payroll providers or banks the income provider can sign in to; the login itself is the income-review screen's write. */
export const incomeProviders = (uuid: string, type: IncomeLinkType, q?: string) =>
  api.get<IncomeSourceProvider[]>(`${applicationPath(uuid)}/income/providers`, { query: q ? { type, q } : { type } });

export const useNotarySlots = (uuid: string) => useQuery({ queryKey: notarySlotsKey(uuid), queryFn: () => api.get<NotarySlots>(`${applicationPath(uuid)}/notary/slots`) });

import { useQuery } from '@tanstack/react-query';
import { FRESH, applicationPath, type ApplicationRecord, type SignerRecord } from './application';
import { api } from './client';
import type { IncomeLinkType, IncomeSourceProvider } from '../contracts/portal';

/** The notary's open slots for an application. */
export const notarySlotsKey = (uuid: string) => ['notary-slots', uuid] as const;

export type { IncomeLinkType, IncomeSourceProvider };

/** The closing details the funding pages show: dates, insurance asked for and received, signers still to sign. */
export interface ClosingDetails {
  state: string;
  signedOn?: string;
  rescissionEndsOn?: string;
  fundingOn?: string;
  insuranceRequired: string[];
  insuranceUploaded: string[];
  pendingSigners: number;
  /** The caller's view: the applicant's own, or an additional signer's. */
  application: ApplicationRecord | SignerRecord;
}

export const closingKey = (uuid: string) => ['closing', uuid] as const;

/** Read once per visit and per state: the status poller, not this, follows the application. */
export function useClosingDetails(uuid: string, state: string) {
  return useQuery({ queryKey: [...closingKey(uuid), state], queryFn: () => api.get<ClosingDetails>(`${applicationPath(uuid)}/funding`), ...FRESH });
}

export interface Institution { id: string; name: string }
export interface BankAccount { uuid: string; mask: string; institutionName: string; accountName: string; accountType: string; routingNumber?: string }

export const institutions = (uuid: string, q?: string) => api.get<Institution[]>(`${applicationPath(uuid)}/bank/institutions`, { query: q ? { q } : undefined });
/** Logs in to the bank through the bank-link provider; the chosen account is then written with the bank-disburse screen. */
export const linkBank = (uuid: string, body: { institutionId: string; username: string; password: string }) => api.post<BankAccount[]>(`${applicationPath(uuid)}/bank/link`, body);

/** The payroll providers or banks the income provider can sign in to; the login itself is the income-review screen's write. */
export const incomeProviders = (uuid: string, type: IncomeLinkType, q?: string) =>
  api.get<IncomeSourceProvider[]>(`${applicationPath(uuid)}/income/providers`, { query: q ? { type, q } : { type } });

export interface NotarySlots { feeCents: number; timeZone: string; slots: string[] }
export const useNotarySlots = (uuid: string) => useQuery({ queryKey: notarySlotsKey(uuid), queryFn: () => api.get<NotarySlots>(`${applicationPath(uuid)}/notary/slots`) });

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const appPath = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

/** The application as the funding pages read it; other fields pass through. */
export interface FundingApplication {
  uuid: string;
  loanNumber: string;
  state: string;
  status: string;
  amount?: number;
  rate?: number;
  term?: number;
  disburseAccount?: { uuid: string; mask: string; routingNumber?: string; institutionName?: string; accountName?: string };
  autopayAccount?: { uuid: string; mask: string };
  payType?: 'AUTOPAY' | 'MANUAL';
  paystubsRequired?: number;
  requestedManualNotaryTime?: string;
  additionalSignerVersion?: string;
  helocSigners: { uuid: string; identityUuid: string | null; email: string; firstName: string; lastName: string; status: string }[];
  [key: string]: unknown;
}

export interface FundingStatus {
  state: string;
  signedOn?: string;
  rescissionEndsOn?: string;
  fundingOn?: string;
  insuranceRequired: string[];
  insuranceUploaded: string[];
  pendingSigners: number;
  application: FundingApplication;
}

/**
 * The funding pages read where the application stands each time one opens: the shared client does
 * not refetch on mount by default, and a step finished on another page must show at once.
 */
export const FRESH = { staleTime: 0, refetchOnMount: 'always' } as const;

export const applicationKey = (uuid: string) => ['application', uuid] as const;
export const fundingKey = (uuid: string) => ['funding', uuid] as const;

export function useApplication(uuid: string) {
  return useQuery({ queryKey: applicationKey(uuid), queryFn: () => api.get<FundingApplication>(appPath(uuid)), ...FRESH });
}

/** Spec polling: base 1000 ms doubling to a 5000 ms cap while a waiting step lasts. */
export const pollDelay = (attempt: number): number => Math.min(5000, 1000 * 2 ** attempt);

/**
 * Where the closing stands. Reading it also lets the server finish waiting steps whose work is
 * done, so pages at a waiting step poll it (with the spec's backoff) until the state moves.
 */
export function useFundingStatus(uuid: string, opts: { poll?: boolean } = {}) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: fundingKey(uuid),
    queryFn: async () => {
      const status = await api.get<FundingStatus>(`${appPath(uuid)}/funding`);
      qc.setQueryData(applicationKey(uuid), status.application);
      return status;
    },
    refetchInterval: opts.poll ? (q) => pollDelay(q.state.dataUpdateCount) : false,
    ...FRESH,
  });
}

/** Writes one of the funding plain-form screens; answers with the updated application. */
export async function submitFundingScreen(uuid: string, screenId: string, body: unknown) {
  return api.put<FundingApplication & { invitations?: { email: string; name: string; inviteUrl: string }[] }>(`${appPath(uuid)}/funding/screens/${screenId}`, body);
}

export const linkIncome = (uuid: string, body: { linkType: string; username: string; password: string }) =>
  api.post<FundingApplication>(`${appPath(uuid)}/income/link`, body);

export interface Institution { id: string; name: string }
export interface BankAccount { uuid: string; mask: string; institutionName: string; accountName: string; accountType: string; routingNumber?: string }

export const institutions = (uuid: string, q?: string) => api.get<Institution[]>(`${appPath(uuid)}/bank/institutions`, { query: q ? { q } : undefined });
export const linkBank = (uuid: string, body: { institutionId: string; username: string; password: string }) => api.post<BankAccount[]>(`${appPath(uuid)}/bank/link`, body);
export const chooseDisburseAccount = (uuid: string, accountUuid: string) => api.post<FundingApplication>(`${appPath(uuid)}/bank/disburse`, { accountUuid });

export interface NotarySlots { feeCents: number; timeZone: string; slots: string[] }
export const useNotarySlots = (uuid: string) => useQuery({ queryKey: ['notary-slots', uuid], queryFn: () => api.get<NotarySlots>(`${appPath(uuid)}/notary/slots`) });
export const reserveNotary = (uuid: string, slot: string) => api.post<FundingApplication>(`${appPath(uuid)}/notary/reserve`, { slot, acceptFee: true });
export const eNotaryStep = (uuid: string, body: { step: 'ID_CHECK'; lastFourOfId: string } | { step: 'CEREMONY'; consent: true }) =>
  api.post<FundingApplication>(`${appPath(uuid)}/notary/session`, body);

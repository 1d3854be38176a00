import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import { APPLICATION_PATHS, serviceApplication } from '../lib/application-paths';
import type { ApplicationStatus } from '../contracts/portal';
import type { Offer } from '../contracts/offers';
import type { ApplicantView, CostEstimate, SignerView } from '../contracts/role-views';
import type { ScreenExtras } from '../contracts/screen-answer';

/**
 * The application as the applicant reads it (src/contracts/role-views.ts, the schema the server answers
 * through), plus the answers of screens staff added, read by key.
 */
export type ApplicationRecord = ApplicantView & { [key: string]: unknown };

/** The application as an additional signer reads it. */
export type SignerRecord = SignerView;

/** What some screen writes answer beside the application (signing-additional: the invitation links; signing-consent: the signature). */
export type ScreenAnswer = ApplicationRecord & ScreenExtras;

/** An offer with what its whole line costs over its longest term. */
export type { Offer };

/** The server's own status of an application. */
export type StatusAnswer = ApplicationStatus;

export const applicationPath = (uuid: string) => serviceApplication(`${APPLICATION_PATHS.v1}/${uuid}`);
export const screenWritePath = (uuid: string, screenId: string) => `${applicationPath(uuid)}/screens/${screenId}`;
export const statusPath = (uuid: string) => `${SERVICE.krangHeloc}/borrower/secure/api/v1/${uuid}/status`;

/** The one cache entry of an application, whichever page reads it. */
export const applicationKey = (uuid: string) => ['application', uuid] as const;
export const offersKey = (uuid: string) => ['application', uuid, 'offers'] as const;

/**
 * Pages read where the application stands each time one opens: the shared client does not refetch on
 * mount by default, and a step finished elsewhere (another tab, a co-signer) must show at once.
 */
export const FRESH = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useApplicationRecord(uuid: string) {
  return useQuery({ queryKey: applicationKey(uuid), queryFn: () => api.get<ApplicationRecord>(applicationPath(uuid)), ...FRESH });
}

export function useOffers(uuid: string, enabled = true) {
  return useQuery({ queryKey: offersKey(uuid), queryFn: () => api.get<Offer[]>(`${applicationPath(uuid)}/offers`), enabled });
}

/**
 * What an amount and term cost under one offer, priced by the server (the figures the write stores and
 * the disclosures print); the last answer stays shown while the next one loads.
 */
export function useOfferCosts(uuid: string, offerUuid: string | undefined, amount: number | undefined, termYears: number | undefined) {
  return useQuery({
    queryKey: [...offersKey(uuid), offerUuid, 'costs', amount, termYears] as const,
    queryFn: ({ signal }) => api.get<CostEstimate>(`${applicationPath(uuid)}/offers/${offerUuid}/costs?amount=${amount}&termYears=${termYears}`, { signal }),
    enabled: Boolean(offerUuid && amount && termYears),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const fetchStatus = (uuid: string, signal?: AbortSignal) => api.get<StatusAnswer>(statusPath(uuid), { signal });

/**
 * Saves a screen through the generic write; the answer is the application, which replaces the cached one.
 * With `holdAnswer` the cache keeps the application as it was until `keep(answer)` is called, so a page
 * can show the outcome before the step it leads to replaces it.
 */
export function useScreenWrite(uuid: string, opts: { holdAnswer?: boolean } = {}) {
  const qc = useQueryClient();
  const keep = (app: ScreenAnswer) => {
    qc.setQueryData(applicationKey(uuid), app);
    void qc.invalidateQueries({ queryKey: offersKey(uuid) });
  };
  const mutation = useMutation({
    mutationFn: ({ screenId, data }: { screenId: string; data: unknown }) => api.put<ScreenAnswer>(screenWritePath(uuid, screenId), data),
    onSuccess: (app) => {
      if (!opts.holdAnswer) keep(app);
    },
  });
  return Object.assign(mutation, { keep });
}

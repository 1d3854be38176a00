import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { isUuid } from '../lib/format-basic';
import { api } from './client';
import type { OriginatorDisplayInfo, OriginatorReply } from '../contracts/originator';

/** Spec: the referral query parameter carrying the loan originator. */
export const ORIGINATOR_PARAM = 'loanOriginatorUuid';
/** Spec: public originator info is cached 10 minutes. */
export const ORIGINATOR_CACHE_MS = 10 * 60_000;

export type { OriginatorDisplayInfo };

/**
 * The referring originator of this visit: the query parameter when present (kept in session storage
 * so it survives navigation and registration steps), else the one kept earlier in this tab.
 */
export function referralOriginatorUuid(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(ORIGINATOR_PARAM);
  // where the server renders a page, the link's own is all there is
  const store = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  if (isUuid(fromQuery)) {
    store?.setItem(ORIGINATOR_PARAM, fromQuery.toLowerCase());
    return fromQuery.toLowerCase();
  }
  const kept = store?.getItem(ORIGINATOR_PARAM) ?? null;
  return isUuid(kept) ? kept : null;
}

/** The originator's public info and the org they work for. */
export function fetchOriginator(uuid: string): Promise<OriginatorReply> {
  return api.get(`${SERVICE.leadPortal}/api/lo/${uuid}`);
}

export function useOriginator(uuid: string | null) {
  return useQuery({
    queryKey: ['originator', uuid],
    queryFn: () => fetchOriginator(uuid as string),
    enabled: Boolean(uuid),
    staleTime: ORIGINATOR_CACHE_MS,
    gcTime: ORIGINATOR_CACHE_MS,
  });
}

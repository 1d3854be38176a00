import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { STATE_LICENSES_PATH } from './org';
import type { StateLicenses } from '../contracts/org';

/** The states the org is licensed in (abbreviations, sorted), one request for every caller (footer, registration). */
export function useStateLicenses(orgCode: string | undefined) {
  return useQuery({
    queryKey: ['state-licenses', orgCode],
    queryFn: async () => (await api.get<StateLicenses>(STATE_LICENSES_PATH, { query: { orgCode } })).map((s) => s.abbrev).sort((a, b) => a.localeCompare(b)),
    enabled: Boolean(orgCode),
    staleTime: 10 * 60_000,
  });
}

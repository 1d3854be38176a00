import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { STATE_LICENSES_PATH } from './org';

/** The states the org is licensed in (abbreviations, sorted). */
export function useStateLicenses(orgCode: string) {
  return useQuery({
    // A key of its own: other callers cache the raw list under ['state-licenses', orgCode].
    queryKey: ['state-licenses', orgCode, 'abbrevs'],
    queryFn: async () => (await api.get<{ abbrev: string }[]>(STATE_LICENSES_PATH, { query: { orgCode } })).map((s) => s.abbrev),
    staleTime: 5 * 60_000,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STUDIO_FLOW_COUNTS_PATH, STUDIO_LOGO_PATH, type LogoUpload, type StateCounts } from '../contracts/studio-flow';
import { api, staffLenderHeader } from './client';
import { studioKeys } from './studio';

export type { LogoUpload, StateCounts } from '../contracts/studio-flow';
export { MAX_LOGO_BYTES } from '../contracts/studio-flow';

/** The flow graph's counts for the staff's lender (platform staff: the lender chosen) and a period. */
export const fetchStateCounts = (lender: string, period: { from?: string; to?: string }) =>
  api.get<StateCounts>(STUDIO_FLOW_COUNTS_PATH, {
    query: Object.fromEntries(Object.entries(period).filter(([, v]) => v)) as Record<string, string>,
    headers: staffLenderHeader(lender),
  });

export const useStateCounts = (lender: string, period: { from?: string; to?: string }) =>
  useQuery({ queryKey: ['studio-flow-counts', lender, period], queryFn: () => fetchStateCounts(lender, period), refetchInterval: 60_000 });

/** Uploads a lender's logo; the answer names the file to write in the org's theme.logo. */
export function useLogoUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<LogoUpload>(STUDIO_LOGO_PATH, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.audit }),
  });
}

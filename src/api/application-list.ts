import { useQuery } from '@tanstack/react-query';
import type { SignerView } from '../contracts/role-views';
import { api } from './client';
import { APPLICATION_PATHS, serviceApplication } from '../lib/application-paths';

export const APPLICATIONS_PATH = serviceApplication(`${APPLICATION_PATHS.v1}/all`);

/**
 * One application as the list returns it: the owner's view for an application the caller owns, the
 * signer's view for one they sign. The signer's view is the part both share, so the list reads that.
 */
export type ApplicationSummary = SignerView;

/** The signed-in user's applications (owned or signing), newest first. */
export function useMyApplications(enabled = true) {
  return useQuery({
    queryKey: ['applications', 'all'],
    queryFn: () => api.get<ApplicationSummary[]>(APPLICATIONS_PATH),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export const APPLICATIONS_PATH = '/service-application/api/v1/application/heloc/all';

/** One application as the list returns it (the fields the dashboard reads). */
export interface ApplicationSummary {
  uuid: string;
  loanNumber: string;
  state: string;
  status: string;
  orgCode?: string;
  amount?: number;
  property?: { address?: { street1?: string; street2?: string; city?: string; state?: string; zip?: string } };
  helocSigners: { identityUuid: string | null }[];
  additionalSignerVersion?: string;
  auditFields: { createdDate: string; updatedDate?: string };
}

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

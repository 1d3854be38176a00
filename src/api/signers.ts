import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { appPath } from './funding';

const base = '/service-application/api/v1/heloc-signer';

export interface SignerApplication { applicationUuid: string; loanNumber: string; status: string; state: string }

export const useInvitation = (token: string) =>
  useQuery({ queryKey: ['invitation', token], queryFn: () => api.get<{ email: string; firstName: string; lastName: string }>(`${base}/invitations/${encodeURIComponent(token)}`), retry: false, enabled: !!token });

export const acceptInvitation = (token: string, password: string, confirmPassword: string) =>
  api.post<{ jwt: string; applicationUuid: string }>(`${base}/invitations/accept`, { token, password, confirmPassword });

export const useSignerApplications = () =>
  useQuery({ queryKey: ['signer-applications'], queryFn: () => api.get<SignerApplication[]>(`${base}/applications`) });

export const cancelInvitation = (uuid: string, signerUuid: string) => api.delete<void>(`${appPath(uuid)}/signers/${signerUuid}`);

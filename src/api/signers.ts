import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import { FRESH, applicationPath } from './application';
import { CO_DEED_STATUS, serviceApplication } from '../lib/application-paths';
import type {
  CoDeedEntry, CoDeedStatus, CoDeedStatusAnswer, Invitation, InvitationAccept, InvitationAccepted, InvitationClaim, InvitationClaimed, SignerApplication,
} from '../contracts/signers';

/** The additional signer's invitation and applications, and the co-deed status. */
export const signerKeys = {
  invitation: (token: string) => ['invitation', token] as const,
  applications: ['signer-applications'] as const,
  coDeedStatus: ['co-deed-status'] as const,
};

const base = `${SERVICE.application}/api/v1/heloc-signer`;

export type { CoDeedEntry, CoDeedStatus, SignerApplication };

export const useInvitation = (token: string) =>
  useQuery({ queryKey: signerKeys.invitation(token), queryFn: () => api.get<Invitation>(`${base}/invitations/${encodeURIComponent(token)}`), retry: false, enabled: !!token });

export const acceptInvitation = (token: string, password: string, confirmPassword: string) =>
  api.post<InvitationAccepted>(`${base}/invitations/accept`, { token, password, confirmPassword } satisfies InvitationAccept);

/** Accepts an invitation with the login the signer already has (signed in; the invitation must be for its email). */
export const claimInvitation = (token: string) => api.post<InvitationClaimed>(`${base}/invitations/claim`, { token } satisfies InvitationClaim);

export const useSignerApplications = () =>
  useQuery({ queryKey: signerKeys.applications, queryFn: () => api.get<SignerApplication[]>(`${base}/applications`), ...FRESH });


/** Where the deed signatures of each of the caller's applications stand (owned or signing). */
export const useCoDeedStatus = () =>
  useQuery({ queryKey: signerKeys.coDeedStatus, queryFn: () => api.get<CoDeedStatusAnswer>(serviceApplication(CO_DEED_STATUS)), ...FRESH });

/** Signers of an entry who have not signed yet (a cancelled invitation no longer counts). */
export const unsignedSigners = (entry: CoDeedEntry): number =>
  (entry.signers ?? []).filter((s) => s.status !== 'SIGNED' && s.status !== 'COMPLETE' && s.status !== 'CANCELLED').length;

export const cancelInvitation = (uuid: string, signerUuid: string) => api.delete<void>(`${applicationPath(uuid)}/signers/${signerUuid}`);

/**
 * Spec: an additional signer is recognised by membership in the application's helocSigners list
 * (when its additionalSignerVersion is v1) or by the profile type CO_DEEDER.
 */
export function isAdditionalSigner(
  app: { additionalSignerVersion?: string; helocSigners?: { identityUuid: string | null }[] } | undefined,
  profile: { uuid: string; profileType?: string; userType?: string } | undefined,
): boolean {
  if (!profile) return false;
  if ((profile.profileType ?? profile.userType) === 'CO_DEEDER') return true;
  return app?.additionalSignerVersion === 'v1' && (app.helocSigners ?? []).some((s) => s.identityUuid === profile.uuid);
}

import type { FromSchema } from 'json-schema-to-ts';
import { uuid } from './uuid';

/** Additional signers (co-deeders) as the server answers about them and the signer pages read them. */

/** An invitation link's secret. */
export const invitationTokenSchema = { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** Who an invitation is for, and whose application it is. */
export const invitationSchema = {
  type: 'object', required: ['email', 'firstName', 'lastName', 'orgCode'],
  properties: { email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' }, orgCode: { type: 'string' }, applicantName: { type: 'string' } },
} as const;
export type Invitation = FromSchema<typeof invitationSchema>;

/** Accepting an invitation with a new account: its password, twice. */
export const invitationAcceptSchema = {
  type: 'object', required: ['token', 'password', 'confirmPassword'], additionalProperties: false,
  properties: { token: invitationTokenSchema, password: { type: 'string' }, confirmPassword: { type: 'string' } },
} as const;
export type InvitationAccept = FromSchema<typeof invitationAcceptSchema>;

/** The new signer's session and the application they sign. */
export const invitationAcceptedSchema = {
  type: 'object', required: ['jwt', 'applicationUuid'], properties: { jwt: { type: 'string' }, applicationUuid: uuid },
} as const;
export type InvitationAccepted = FromSchema<typeof invitationAcceptedSchema>;

/** Accepting an invitation with the login the signer already has. */
export const invitationClaimSchema = { type: 'object', required: ['token'], additionalProperties: false, properties: { token: invitationTokenSchema } } as const;
export type InvitationClaim = FromSchema<typeof invitationClaimSchema>;
export const invitationClaimedSchema = { type: 'object', required: ['applicationUuid'], properties: { applicationUuid: uuid } } as const;
export type InvitationClaimed = FromSchema<typeof invitationClaimedSchema>;

/** An application the caller signs as an additional signer, with their signer status. */
export const signerApplicationSchema = {
  type: 'object', required: ['applicationUuid', 'loanNumber', 'status', 'state'],
  properties: { applicationUuid: uuid, loanNumber: { type: 'string' }, status: { type: 'string' }, state: { type: 'string' } },
} as const;
export type SignerApplication = FromSchema<typeof signerApplicationSchema>;

/** Where the deed signatures of an application stand. */
export const CO_DEED_STATUSES = ['NOT_REQUIRED', 'PENDING', 'COMPLETE'] as const;
export type CoDeedStatus = (typeof CO_DEED_STATUSES)[number];

/** The co-deed status of each of the caller's applications (owned or signing), with its signers. */
export const coDeedEntrySchema = {
  type: 'object', required: ['uuid', 'role', 'coDeedStatus'],
  properties: {
    uuid, role: { type: 'string', enum: ['owner', 'signer'] },
    coDeedStatus: { type: 'string', enum: CO_DEED_STATUSES },
    signers: { type: 'array', items: { type: 'object', properties: { email: { type: 'string' }, status: { type: 'string' } } } },
  },
} as const;
export type CoDeedEntry = FromSchema<typeof coDeedEntrySchema>;
export const coDeedStatusAnswerSchema = {
  type: 'object', required: ['applications'], properties: { applications: { type: 'array', items: coDeedEntrySchema } },
} as const;
export type CoDeedStatusAnswer = FromSchema<typeof coDeedStatusAnswerSchema>;

/** An invitation just sent: to whom, and its link (returned to the applicant too, to share when e-mail is not set up). */
export const sentInvitationSchema = {
  type: 'object', required: ['signerUuid', 'email', 'name', 'inviteUrl'],
  properties: { signerUuid: uuid, email: { type: 'string' }, name: { type: 'string' }, inviteUrl: { type: 'string' } },
} as const;
export type SentInvitation = FromSchema<typeof sentInvitationSchema>;

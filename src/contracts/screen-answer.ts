import type { FromSchema } from 'json-schema-to-ts';
import { CALLER_VIEW, isoTime } from './role-views';
import { sentInvitationSchema } from './signers';
import { uuid } from './uuid';

/** What some screen writes answer beside the caller's view: signing-additional the invitations sent, signing-consent the signature made. */
export const screenExtrasSchema = {
  type: 'object',
  properties: {
    invitations: { type: 'array', items: sentInvitationSchema },
    signature: { type: 'object', required: ['uuid', 'signedAt'], properties: { uuid, signedAt: isoTime } },
  },
} as const;
export type ScreenExtras = FromSchema<typeof screenExtrasSchema>;

/** The answer of a screen write: the caller's view with the screen's extras. */
export const SCREEN_ANSWER = {
  ...CALLER_VIEW,
  description: `${CALLER_VIEW.description}, with what the screen answers beside it (signing-additional: invitations; signing-consent: signature)`,
  properties: screenExtrasSchema.properties,
} as const;

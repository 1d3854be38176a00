import type { FromSchema } from 'json-schema-to-ts';

/** A loan originator's public details for a referral link, and the lender they work for (service-lead-portal). */
export const originatorDisplayInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['originatorName', 'email', 'phoneNumber', 'nmls'],
  properties: {
    originatorName: { type: 'string' }, brokerName: { type: 'string' }, avatarUri: { type: 'string' },
    email: { type: 'string' }, phoneNumber: { type: 'string' }, nmls: { type: 'string' },
  },
} as const;

export const originatorReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['originatorDisplayInfo'],
  properties: { originatorDisplayInfo: originatorDisplayInfoSchema, orgCode: { type: 'string' } },
} as const;

export type OriginatorDisplayInfo = FromSchema<typeof originatorDisplayInfoSchema>;
export type OriginatorReply = FromSchema<typeof originatorReplySchema>;

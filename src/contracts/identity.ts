import type { FromSchema } from 'json-schema-to-ts';
import { uuid } from './uuid';

/** Accounts as the identity and profile services answer them and the shell reads them (spec: chat-identity-helpers section 3, portal section 3). */

/** The kinds of account: applicants, additional signers (co-deeders), brokers, chat agents, lender staff, platform staff. */
export const ROLES = ['APPLICANT', 'CO_DEEDER', 'BROKER', 'AGENT', 'STAFF', 'PLATFORM_STAFF'] as const;
export type Role = (typeof ROLES)[number];

const nameSchema = {
  type: ['object', 'null'],
  properties: { firstName: { type: 'string' }, middleName: { type: 'string' }, lastName: { type: 'string' }, suffix: { type: 'string' } },
} as const;

/** The identity profile: who is signed in, of which lender, and what kind of account (v1 names it profileType, v1_1 userType, the broker path both). */
export const identityProfileSchema = {
  type: 'object',
  required: ['uuid', 'organizationCode', 'email', 'isBroker', 'wallet'],
  properties: {
    uuid,
    organizationCode: { type: 'string' },
    profileType: { type: 'string', enum: ROLES },
    userType: { type: 'string', enum: ROLES },
    email: { type: 'string' },
    updatedAt: { type: 'string' },
    isManageable: { type: 'boolean' },
    isBroker: { type: 'boolean' },
    aliases: { type: 'array', items: { type: 'string' } },
    twoFactorEnabled: { type: 'boolean' },
    totpVerified: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    wallet: {
      type: 'object', required: ['accountAddress', 'groupPolicyAddress'],
      properties: { accountAddress: { type: 'string' }, groupPolicyAddress: { type: 'string' } },
    },
    activeLegacyCustomerOrgs: { type: 'array', items: { type: 'string' } },
    name: nameSchema,
  },
} as const;
export type IdentityProfile = FromSchema<typeof identityProfileSchema>;

/** The person profile of the portal: name, date of birth, addresses, e-mail, phone numbers (the SSN only as whether one is held). */
export const personProfileSchema = {
  type: 'object',
  required: ['uuid', 'name', 'dob', 'email', 'addresses', 'phoneNumbers', 'hasSsn'],
  properties: {
    uuid: { type: 'string' },
    name: nameSchema,
    dob: { type: ['string', 'null'] },
    hasSsn: { type: 'boolean' },
    addresses: {
      type: 'array',
      items: {
        type: 'object', required: ['uuid', 'ownership'],
        properties: {
          uuid: { type: 'string' }, ownership: { type: 'string' }, street1: { type: 'string' }, street2: { type: 'string' },
          city: { type: 'string' }, state: { type: 'string' }, zip: { type: 'string' },
        },
      },
    },
    email: { type: 'string' },
    phoneNumbers: { type: 'array', items: { type: 'object', required: ['number'], properties: { number: { type: 'string' }, type: { type: 'string' } } } },
  },
} as const;
export type PersonProfile = FromSchema<typeof personProfileSchema>;

/** Registered: the application made and where to go; a session only for a signed-in applicant adding an application (a visitor logs in next). */
export const registerResultSchema = {
  type: 'object', required: ['applicationUuid', 'redirect'],
  properties: { jwt: { type: 'string' }, applicationUuid: uuid, redirect: { type: 'string' } },
} as const;
export type RegisterResult = FromSchema<typeof registerResultSchema>;

/** Signed in (legacy path): the session. */
export const sessionAnswerSchema = { type: 'object', required: ['jwt'], properties: { jwt: { type: 'string' } } } as const;
export type SessionAnswer = FromSchema<typeof sessionAnswerSchema>;

/** Signed in (broker path): the session and where to go next. */
export const brokerSessionAnswerSchema = {
  type: 'object', required: ['jwt', 'redirect'], properties: { jwt: { type: 'string' }, redirect: { type: 'string' } },
} as const;
export type BrokerSessionAnswer = FromSchema<typeof brokerSessionAnswerSchema>;

/** Signed out (broker path): where to go. */
export const signedOutAnswerSchema = { type: 'object', required: ['redirect'], properties: { redirect: { type: 'string' } } } as const;
export type SignedOutAnswer = FromSchema<typeof signedOutAnswerSchema>;

/** A plain sentence for the visitor (the password reset's answers). */
export const messageAnswerSchema = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } as const;
export type MessageAnswer = FromSchema<typeof messageAnswerSchema>;

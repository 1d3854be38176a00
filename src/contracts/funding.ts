import type { FromSchema } from 'json-schema-to-ts';
import { INCOME_LINK_TYPES } from './portal';
import { CALLER_VIEW, type CallerView } from './role-views';

/** The funding steps' look-ups, as the server answers them and the browser reads them. */

/** An institution the bank-link provider supports. */
export const institutionSchema = {
  type: 'object', required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;
export type Institution = FromSchema<typeof institutionSchema>;

/** A payroll provider or bank the income provider can sign in to. */
export const incomeSourceProviderSchema = {
  type: 'object', required: ['id', 'name', 'type'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, type: { type: 'string', enum: INCOME_LINK_TYPES } },
} as const;
export type IncomeSourceProvider = FromSchema<typeof incomeSourceProviderSchema>;

/** A bank account linked or entered for the application (masks only). */
export const bankAccountSchema = {
  type: 'object', required: ['uuid', 'mask', 'institutionName', 'accountName', 'accountType'],
  properties: {
    uuid: { type: 'string' }, routingNumber: { type: 'string' }, mask: { type: 'string' }, institutionName: { type: 'string' },
    accountName: { type: 'string' }, accountType: { type: 'string' },
  },
} as const;
export type BankAccount = FromSchema<typeof bankAccountSchema>;

/** The manual notary's free appointments (ISO times) in the lender's time zone, and its fee. */
export const notarySlotsSchema = {
  type: 'object', required: ['feeCents', 'timeZone', 'slots'],
  properties: { feeCents: { type: 'integer' }, timeZone: { type: 'string' }, slots: { type: 'array', items: { type: 'string' } } },
} as const;
export type NotarySlots = FromSchema<typeof notarySlotsSchema>;

/** The closing details the funding pages show: dates, insurance asked for and received, signers still to sign. */
const closingFacts = {
  type: 'object', required: ['state', 'insuranceRequired', 'insuranceUploaded', 'pendingSigners'],
  properties: {
    state: { type: 'string' },
    signedOn: { type: 'string' }, rescissionEndsOn: { type: 'string' }, fundingOn: { type: 'string' },
    insuranceRequired: { type: 'array', items: { type: 'string' } },
    insuranceUploaded: { type: 'array', items: { type: 'string' } },
    pendingSigners: { type: 'integer' },
  },
} as const;
export const closingDetailsSchema = {
  ...closingFacts,
  required: [...closingFacts.required, 'application'],
  properties: { ...closingFacts.properties, application: CALLER_VIEW },
} as const;
/** `application` is the caller's view: the applicant's own, or an additional signer's. */
export type ClosingDetails = FromSchema<typeof closingFacts> & { application: CallerView };

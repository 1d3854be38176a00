import type { FromSchema } from 'json-schema-to-ts';
import { COSTS } from './role-views';
import { uuid } from './uuid';

/**
 * Shapes the server sends and the browser reads, declared once for both sides.
 */

/**
 * The id of the element in which the server writes the page's organisation record (the private label
 * answer) into the HTML it serves, so the portal starts without asking for it.
 */
export const PAGE_ORG_ELEMENT_ID = 'private-label';

/** Terms of one offer (the store adds its uuid). */
export const offerTermsSchema = {
  type: 'object',
  required: ['apr', 'minAmount', 'maxAmount', 'termsYears', 'originationPct', 'avmFee', 'recordingFee', 'recordingTaxPer100k', 'maxCltv'],
  properties: {
    apr: { type: 'number' },
    minAmount: { type: 'number' },
    maxAmount: { type: 'number' },
    termsYears: { type: 'array', items: { type: 'integer' } },
    originationPct: { type: 'number' },
    avmFee: { type: 'number', description: 'AVM fee charged when no automated value was available for the home' },
    recordingFee: { type: 'number' },
    recordingTaxPer100k: { type: 'number' },
    maxCltv: { type: 'number', description: 'Combined LTV bracket the rate belongs to' },
  },
} as const;
export type OfferTerms = FromSchema<typeof offerTermsSchema>;

/** An offer as the applicant reads it: its terms and what its whole line costs over its longest term. */
export const offerSchema = {
  type: 'object',
  required: ['uuid', ...offerTermsSchema.required, 'costs'],
  properties: { uuid, ...offerTermsSchema.properties, costs: COSTS },
} as const;
export type Offer = FromSchema<typeof offerSchema>;

/** A notification as the menu shows it, with its buttons (each a label and the portal path it opens). */
export const notificationSchema = {
  type: 'object',
  required: ['uuid', 'created', 'title', 'description', 'status', 'ctas'],
  properties: {
    uuid,
    created: { type: 'string', format: 'date-time' },
    title: { type: 'string' },
    description: { type: 'string' },
    status: { type: 'string', enum: ['UNREAD', 'READ'] },
    walletAddress: { type: 'string' },
    ctas: {
      type: 'array',
      items: { type: 'object', required: ['title', 'redirectPath'], properties: { title: { type: 'string' }, redirectPath: { type: 'string' } } },
    },
  },
} as const;
export type NotificationView = FromSchema<typeof notificationSchema>;
export type NotificationCta = NotificationView['ctas'][number];

/** How income is verified through the income provider: a payroll account, or a bank account's transactions. */
export const INCOME_LINK_TYPES = ['payroll', 'bank-transactions'] as const;
export type IncomeLinkType = (typeof INCOME_LINK_TYPES)[number];

/** The server's own status of an application, polled by the portal after each action (mapped to a page by flows/status-routes.json). */
export const applicationStatusSchema = {
  type: 'object', required: ['uuid', 'status', 'state', 'uwDecision', 'uwSubDecision', 'readyInMs'],
  properties: {
    uuid, status: { type: 'string' }, state: { type: 'string' },
    uwDecision: { type: ['string', 'null'] }, uwSubDecision: { type: ['string', 'null'] },
    readyInMs: { type: ['integer', 'null'], description: 'Milliseconds until the server moves the application by itself (a provider finishing), or null' },
  },
} as const;
export type ApplicationStatus = FromSchema<typeof applicationStatusSchema>;

/** A credit pull made for the application (soft for the rate check, hard on application), with its consent time. */
export const creditPullSchema = {
  type: 'object',
  required: ['uuid', 'kind', 'consentAt', 'pulledAt', 'bureau', 'outcome', 'score'],
  properties: {
    uuid: { type: 'string' }, kind: { type: 'string', enum: ['SOFT', 'HARD'] }, consentAt: { type: 'string' }, pulledAt: { type: 'string' },
    bureau: { type: 'string' }, outcome: { type: 'string' }, score: { type: ['integer', 'null'] },
  },
} as const;
export type CreditPull = FromSchema<typeof creditPullSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { uuid } from './uuid';

/**
 * Shapes the server sends and the browser reads, declared once for both sides. The first route imports this
 * module (the page's org record element), so it holds no schema built from the role views: those are in
 * role-views.ts, offers.ts and screen-answer.ts.
 */

/**
 * The id of the element in which the server writes the page's organisation record (the private label
 * answer) into the HTML it serves, so the portal starts without asking for it.
 */
export const PAGE_ORG_ELEMENT_ID = 'private-label';


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

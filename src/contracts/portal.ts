import type { FromSchema } from 'json-schema-to-ts';

/**
 * Shapes the server sends and the browser reads, declared once for both sides.
 */

/**
 * The id of the element in which the server writes the page's organisation record (the private label
 * answer) into the HTML it serves, so the portal starts without asking for it.
 */
export const PAGE_ORG_ELEMENT_ID = 'private-label';

/** Terms of one offer (the store adds its uuid). */
export interface OfferTerms {
  apr: number;
  minAmount: number;
  maxAmount: number;
  termsYears: number[];
  originationPct: number;
  /** AVM fee charged when no automated value was available for the home. */
  avmFee: number;
  recordingFee: number;
  recordingTaxPer100k: number;
  /** Combined LTV bracket the rate belongs to. */
  maxCltv: number;
}

/** A notification as the menu shows it, with its buttons (each a label and the portal path it opens). */
export const notificationSchema = {
  type: 'object',
  required: ['uuid', 'created', 'title', 'description', 'status', 'ctas'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
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

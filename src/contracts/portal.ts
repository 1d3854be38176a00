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

/** A button on a notification: its label and the portal path it opens. */
export type NotificationCta = {
  title: string;
  redirectPath: string;
};

/** A notification as the menu shows it. */
export type NotificationView = {
  uuid: string;
  created: string;
  title: string;
  description: string;
  status: 'UNREAD' | 'READ';
  walletAddress?: string;
  ctas: NotificationCta[];
};

/** How income is verified through the income provider: a payroll account, or a bank account's transactions. */
export const INCOME_LINK_TYPES = ['payroll', 'bank-transactions'] as const;
export type IncomeLinkType = (typeof INCOME_LINK_TYPES)[number];

/** A payroll provider or bank the income provider can sign in to. */
export type IncomeSourceProvider = {
  id: string;
  name: string;
  type: IncomeLinkType;
};

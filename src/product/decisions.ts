import type { CopyKey } from '../generated/copy-keys';
import type { ScreenData } from '../generated/screen-types';

/** Kind of the documents the lender writes to the applicant (notices, confirmations). */
export const LETTER_KIND = 'LETTER';
/** The notice of action taken a decline produces (ECOA / Regulation B, FCRA). */
export const ADVERSE_ACTION_NOTICE = 'ADVERSE_ACTION_NOTICE';
/** The confirmation the right to cancel produces (document type of spec: cancellation proof). */
export const CANCELLATION_PROOF = 'CANCELLATION_PROOF';

/** Staff permissions of the decisions: underwriters decide reviews, closers run the closing. */
export const UNDERWRITER = 'underwriter';
export const CLOSER = 'closer';
export const DECISION_PERMISSIONS = [UNDERWRITER, CLOSER] as const;
export type DecisionPermission = (typeof DECISION_PERMISSIONS)[number];

/**
 * What staff decide, each one event of flows/applicant.flow.json sent through applyEvent: an
 * underwriter approves (underwrite: back to the offers with a recalculated decision) or declines
 * (decline, with reasons); a closer releases the notary step (notarize), orders a valuation
 * (bpoProcess), records the funding (fund) or cancels at the borrower's request (cancel: before
 * signing a withdrawal, after it a cancellation). Asking for documents is raising a condition
 * (requestDocuments), open to every staff member. Each action's request body is its form
 * (schemas/forms/staff-*), the one schema of the console's form and of the route.
 */
export const STAFF_ACTIONS = {
  approve: { event: 'underwrite', permission: UNDERWRITER, form: 'forms/staff-approve' },
  decline: { event: 'decline', permission: UNDERWRITER, form: 'forms/staff-decline' },
  releaseNotary: { event: 'notarize', permission: CLOSER, form: 'forms/staff-release-notary' },
  orderValuation: { event: 'bpoProcess', permission: CLOSER, form: 'forms/staff-order-valuation' },
  recordFunding: { event: 'fund', permission: CLOSER, form: 'forms/staff-record-funding' },
  cancel: { event: 'cancel', permission: CLOSER, form: 'forms/staff-cancel' },
} as const satisfies Record<string, { event: string; permission: DecisionPermission; form: string }>;
export type StaffActionId = keyof typeof STAFF_ACTIONS;
export const STAFF_ACTION_IDS = Object.keys(STAFF_ACTIONS) as StaffActionId[];

/** Each action's words: its button, what doing it is called (refusals, history) and the announcement once done. */
export const STAFF_ACTION_COPY: Record<StaffActionId, { label: CopyKey; doing: CopyKey; done: CopyKey }> = {
  approve: { label: 'staff.action.approve.label', doing: 'staff.action.approve.doing', done: 'staff.action.approve.done' },
  decline: { label: 'staff.action.decline.label', doing: 'staff.action.decline.doing', done: 'staff.action.decline.done' },
  releaseNotary: { label: 'staff.action.releaseNotary.label', doing: 'staff.action.releaseNotary.doing', done: 'staff.action.releaseNotary.done' },
  orderValuation: { label: 'staff.action.orderValuation.label', doing: 'staff.action.orderValuation.doing', done: 'staff.action.orderValuation.done' },
  recordFunding: { label: 'staff.action.recordFunding.label', doing: 'staff.action.recordFunding.doing', done: 'staff.action.recordFunding.done' },
  cancel: { label: 'staff.action.cancel.label', doing: 'staff.action.cancel.doing', done: 'staff.action.cancel.done' },
};

/** What staff send with each action: its form's answers. */
export type StaffActionBody<A extends StaffActionId = StaffActionId> = ScreenData[(typeof STAFF_ACTIONS)[A]['form']];

/** Why an application was closed without a decision on its merits: withdrawn at the borrower's request, or left incomplete. */
export const CLOSED_AS = { withdrawn: 'WITHDRAWN', incomplete: 'INCOMPLETE' } as const;
/** Days an application may wait on the applicant before it is closed as incomplete, unless its lender sets its own (org underwriting.incompleteAfterDays). */
export const DEFAULT_INCOMPLETE_AFTER_DAYS = 30;

/** Server statuses of the reviews an underwriter decides (the work queue's first list). */
export const REVIEW_STATUSES = ['UW_REVIEW', 'DELINQUENCY', 'NO_CREDIT_FILE', 'NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES', 'DATATREE_NO_MATCH', 'INCORRECT_OWNERSHIP'] as const;
/** The server status of applications waiting for their funds (the work queue's fundings). */
export const FUNDING_STATUS = 'WAITING_FOR_FUNDING';

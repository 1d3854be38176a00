import type { CopyKey } from '../generated/copy-keys';

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
 * (bpoProcess), records the funding (fund) or cancels at the borrower's request (cancel). Asking for
 * documents is raising a condition (requestDocuments), open to every staff member.
 */
export const STAFF_ACTIONS = {
  approve: { event: 'underwrite', permission: UNDERWRITER },
  decline: { event: 'decline', permission: UNDERWRITER },
  releaseNotary: { event: 'notarize', permission: CLOSER },
  orderValuation: { event: 'bpoProcess', permission: CLOSER },
  recordFunding: { event: 'fund', permission: CLOSER },
  cancel: { event: 'cancel', permission: CLOSER },
} as const satisfies Record<string, { event: string; permission: DecisionPermission }>;
export type StaffActionId = keyof typeof STAFF_ACTIONS;
export const STAFF_ACTION_IDS = Object.keys(STAFF_ACTIONS) as StaffActionId[];

/** The principal reasons an underwriter may give for a decline (Regulation B's sample reasons); their words are content. */
export const DECLINE_REASONS = [
  'creditHistory', 'insufficientCreditFile', 'excessiveObligations', 'incomeInsufficient', 'unableToVerifyIncome',
  'collateralInsufficient', 'propertyListed', 'ownershipUnverified', 'incompleteApplication',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const declineReasonKey = (id: DeclineReason): CopyKey => `decision.reason.${id}`;

/** Each action's words: its button, what doing it is called (refusals, history) and the announcement once done. */
export const STAFF_ACTION_COPY: Record<StaffActionId, { label: CopyKey; doing: CopyKey; done: CopyKey }> = {
  approve: { label: 'staff.action.approve.label', doing: 'staff.action.approve.doing', done: 'staff.action.approve.done' },
  decline: { label: 'staff.action.decline.label', doing: 'staff.action.decline.doing', done: 'staff.action.decline.done' },
  releaseNotary: { label: 'staff.action.releaseNotary.label', doing: 'staff.action.releaseNotary.doing', done: 'staff.action.releaseNotary.done' },
  orderValuation: { label: 'staff.action.orderValuation.label', doing: 'staff.action.orderValuation.doing', done: 'staff.action.orderValuation.done' },
  recordFunding: { label: 'staff.action.recordFunding.label', doing: 'staff.action.recordFunding.doing', done: 'staff.action.recordFunding.done' },
  cancel: { label: 'staff.action.cancel.label', doing: 'staff.action.cancel.doing', done: 'staff.action.cancel.done' },
};

/** Server statuses of the reviews an underwriter decides (the work queue's first list). */
export const REVIEW_STATUSES = ['UW_REVIEW', 'DELINQUENCY', 'NO_CREDIT_FILE', 'NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES', 'DATATREE_NO_MATCH', 'INCORRECT_OWNERSHIP'] as const;
/** The server status of applications waiting for their funds (the work queue's fundings). */
export const FUNDING_STATUS = 'WAITING_FOR_FUNDING';

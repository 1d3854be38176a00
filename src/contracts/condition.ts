import type { FromSchema } from 'json-schema-to-ts';

/**
 * Underwriting conditions on the wire: what the applicant reads of one, what staff read of one, and what staff send
 * to raise one. The server answers with these schemas (and validates the raise with newConditionSchema); the
 * browser takes its types from them.
 */

const when = { type: ['string', 'null'] } as const;

/** A condition as the applicant reads it: a known category, the page that answers it (pointer) and its notes. */
export const conditionViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'categoryEnum', 'created', 'notes', 'commentsToBorrower', 'actionNeeded', 'requestDocuments', 'xtraData', 'status', 'pointer'],
  properties: {
    uuid: { type: 'string' }, categoryEnum: { type: 'string' }, created: { type: 'string' },
    notes: when, commentsToBorrower: when, actionNeeded: when,
    requestDocuments: { type: 'boolean' },
    /** What the category needs besides: how many documents, the account a fraud review is about. */
    xtraData: { type: 'object', additionalProperties: true, properties: { numDocsRequired: { type: 'integer' }, accountMask: { type: 'string' } } },
    status: { type: 'string' }, pointer: { type: 'string' },
  },
} as const;

/** A condition as staff read it in an application's records, with who did what when. */
export const staffConditionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'category', 'status', 'created', 'requestDocuments', 'notes', 'commentsToBorrower', 'satisfiedAt', 'satisfiedBy', 'reviewedAt', 'reviewedBy', 'clearedAt', 'clearedBy'],
  properties: {
    uuid: { type: 'string' }, category: { type: 'string' }, status: { type: 'string', enum: ['OPEN', 'SATISFIED', 'CLEARED'] },
    notes: when, commentsToBorrower: when, requestDocuments: { type: 'boolean' }, created: { type: 'string' },
    satisfiedAt: when, satisfiedBy: when, reviewedAt: when, reviewedBy: when, clearedAt: when, clearedBy: when,
  },
} as const;

/** Staff raise a condition: the console's form sends category, note to the borrower and notes; the API may add the rest. */
export const newConditionSchema = {
  type: 'object', required: ['category'], additionalProperties: false,
  properties: {
    category: { type: 'string', minLength: 1, maxLength: 60 },
    notes: { type: 'string', maxLength: 2000 },
    commentsToBorrower: { type: 'string', maxLength: 2000 },
    actionNeeded: { type: 'string', maxLength: 500 },
    numDocsRequired: { type: 'integer', minimum: 1, maximum: 20 },
    /** Extra data such as the bank account mask for BANK_ACCOUNT_FRAUD_REVIEW. */
    xtraData: { type: 'object', additionalProperties: true },
  },
} as const;

export type Condition = FromSchema<typeof conditionViewSchema>;
export type StaffCondition = FromSchema<typeof staffConditionSchema>;
export type NewCondition = FromSchema<typeof newConditionSchema>;

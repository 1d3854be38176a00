/**
 * The spec's shared enumerations (chat-identity-helpers.md section 3), stated once for content, the
 * server and the browser. Each list is the enum of a JSON Schema (`enumSchema`), so role views, route
 * schemas and content:check (src/product/enumerations.ts) read the same values.
 */

/** Condition categories the portal knows; a condition of any other category is not shown to applicants. */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW', 'FALSE_OWNERSHIP_TYPE_REVIEW', 'GENERIC_DOCUMENT_REQUEST', 'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD', 'ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW', 'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'REVIEW_TRUST_REQUIREMENTS',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/** Identity document types that satisfy identity verification. */
export const IDENTITY_DOCUMENT_TYPES = [
  'DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_FRONT',
] as const;

/** Document types an applicant may upload. */
export const UPLOAD_DOCUMENT_TYPES = [
  ...IDENTITY_DOCUMENT_TYPES,
  'DRIVERS_LICENSE_BACK', 'ID_CARD_BACK', 'BANK_STATEMENT', 'CERTIFICATE_OF_TRUST', 'PROOF_OF_FLOOD_INSURANCE',
  'PROOF_OF_HAZARD_INSURANCE', 'USER_UPLOADED_PAYSTUB', 'PROPERTY_DESCRIPTION_SOURCE', 'CANCELLATION_PROOF', 'SUPPORT',
] as const;

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS'] as const;
export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether a step may be skipped: still to be decided, skipped, or required. */
export const BYPASS_STATUSES = ['WAITING', 'BYPASS', 'NO_BYPASS'] as const;
/** Where a list of tasks stands (the closing checklist). */
export const PROGRESS_STATUSES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
/** The outcome of a third party's check (the bank account's GIACT verification). */
export const VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** The home valuation (broker price opinion). */
export const BPO_STATUSES = ['BPO_NOT_REQUIRED', 'BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING', 'BPO_COMPLETE'] as const;
export type BpoStatus = (typeof BPO_STATUSES)[number];
export const PROPERTY_CONDITIONS = ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'] as const;
/** The title search: the preliminary one before the offer, the final one before closing. */
export const TITLE_STATUSES = [
  'TITLE_REQUIRED', 'TITLE_NOT_REQUIRED', 'PREQUAL_TITLE_PROCESSING', 'PREQUAL_TITLE_COMPLETE',
  'FINAL_TITLE_PROCESSING', 'FINAL_TITLE_COMPLETE', 'UNKNOWN_TITLE_STATUS',
] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];
export const UW_DECISIONS = ['APPROVED', 'ASSET_DEPLETION', 'DECLINE', 'ERROR', 'FINAL', 'INELIGIBLE', 'INITIAL', 'REVIEW', 'SELECT', 'UNKNOWN'] as const;
export type UwDecision = (typeof UW_DECISIONS)[number];
export const UW_SUB_DECISIONS = [
  'BPO_PENDING', 'CREDIT_FROZEN', 'FINAL_OFFER', 'UNKNOWN_SUBDECISION', 'UNVERIFIED_DTI_LIMITED', 'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE', 'VERIFIED_DTI_LIMITED', 'VERIFIED_INCOME_MATCHED_OFFER', 'VERIFIED_OFFER', 'VERIFIED_RESERVE_LIMITED',
] as const;
export type UwSubDecision = (typeof UW_SUB_DECISIONS)[number];
export const INCOME_SOURCES = [
  'EMPINFO', 'MANUAL_PAYSTUB', 'OTHER', 'PLAID_TRANSACTIONS', 'POINTSERV_1099_MISC', 'POINTSERV_PAYROLL', 'POINTSERV_TAX',
  'TRUV_FINANCIAL_ACCOUNTS', 'TRUV_PAYROLL', 'UNKNOWN',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const RATE_TYPES = ['UNKNOWN', 'FIXED', 'FLOATING'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/**
 * Steps of an application's task list, in journey order. The spec names these and says the list is
 * longer; the title, credit and waiting steps here are the ones this product reports.
 */
export const TASK_STEPS = [
  'APP_SUBMISSION', 'SOFT_CREDIT_PULL', 'PREQUAL_TITLE', 'OFFER_SELECTION', 'HARD_CREDIT_PULL', 'INCOME_VERIFICATION',
  'WAITING_FOR_INCOME', 'BANK_ACCOUNT', 'IDENTITY_VERIFICATION', 'NAV_BPO', 'NAV_RESI_EVAL', 'WAITING_FOR_VALUATION',
  'WAITING_FOR_FLOOD_CERT', 'FINAL_TITLE', 'FINAL_OFFER', 'NOTE_SIGNING', 'DEED_SIGNING', 'RECORDING', 'RESCISSION',
  'FUNDABLE', 'COMPLETE', 'CANCELLED', 'DECLINED',
] as const;
export type TaskStep = (typeof TASK_STEPS)[number];

/**
 * Organisation codes of lender partners the platform knows (the spec: "ALL_IN, AUTOPAY, CREDIT_UNION,
 * QUORUM and others"). An org file's `partnerCode` names one when the lender is such a partner.
 */
export const PARTNER_ORG_CODES = ['ALL_IN', 'AUTOPAY', 'CREDIT_UNION', 'QUORUM', 'BANK', 'WHOLESALE', 'CRYPTO'] as const;
export type PartnerOrgCode = (typeof PARTNER_ORG_CODES)[number];

/** A JSON Schema for a string of one enumeration: the one way a schema in code names one of these lists. */
export const enumSchema = <const T extends readonly string[]>(values: T) => ({ type: 'string', enum: values }) as const;

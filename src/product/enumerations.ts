/**
 * The spec's shared enumerations that content may use (chat-identity-helpers.md section 3), stated once
 * for the server, the browser and content:check.
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
  'DRIVERS_LICENSE_BACK', 'BANK_STATEMENT', 'CERTIFICATE_OF_TRUST', 'PROOF_OF_FLOOD_INSURANCE',
  'PROOF_OF_HAZARD_INSURANCE', 'USER_UPLOADED_PAYSTUB', 'PROPERTY_DESCRIPTION_SOURCE', 'CANCELLATION_PROOF', 'SUPPORT',
] as const;

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS'] as const;
export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export const PROPERTY_CONDITIONS = ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'] as const;

/** The enumeration a form field carries, by the field's name: content:check holds every choice to it. */
export const FIELD_ENUMERATIONS: Record<string, readonly string[]> = {
  documentType: UPLOAD_DOCUMENT_TYPES,
  employmentType: EMPLOYMENT_TYPES,
  payType: PAYMENT_METHODS,
  propertyCondition: PROPERTY_CONDITIONS,
  categoryEnum: CONDITION_CATEGORIES,
};

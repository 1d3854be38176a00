import { backDocumentType, CONDITION_CATEGORIES, type ConditionCategory } from '../../product/enumerations';

export { CONDITION_CATEGORIES, type ConditionCategory };

export const isKnownCategory = (c: string): c is ConditionCategory => (CONDITION_CATEGORIES as readonly string[]).includes(c);

/**
 * What satisfies each category: uploaded documents of one of the listed types (at least
 * numDocsRequired of them), or the category's form alone. The pointer is the portal route that
 * handles it (spec: a condition may point to identity or to conditions/phone-number).
 */
export const CATEGORY_RULES: Record<ConditionCategory, { documentTypes: string[]; pointer: string }> = {
  BANK_ACCOUNT_FRAUD_REVIEW: { documentTypes: ['BANK_STATEMENT'], pointer: 'conditions/upload-document' },
  FALSE_OWNERSHIP_TYPE_REVIEW: { documentTypes: ['PROPERTY_DESCRIPTION_SOURCE', 'CERTIFICATE_OF_TRUST', 'SUPPORT'], pointer: 'conditions/upload-document' },
  GENERIC_DOCUMENT_REQUEST: { documentTypes: ['SUPPORT'], pointer: 'conditions/upload-document' },
  HARD_CREDIT_INQUIRY_REVIEW: { documentTypes: [], pointer: 'conditions/upload-document' },
  HELOC_MANUAL_PAYSTUB_UPLOAD: { documentTypes: ['USER_UPLOADED_PAYSTUB'], pointer: 'conditions/upload-document' },
  ID_VERIFICATION_FAILURE: { documentTypes: ['DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_FRONT'], pointer: 'identity' },
  IDENTITY_DOCUMENT_FRAUD_REVIEW: { documentTypes: ['DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_FRONT'], pointer: 'identity' },
  MISSING_PHONE_NUMBER: { documentTypes: [], pointer: 'conditions/phone-number' },
  PROPERTY_LEGAL_DESCRIPTION: { documentTypes: ['PROPERTY_DESCRIPTION_SOURCE'], pointer: 'conditions/upload-document' },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: { documentTypes: ['PROPERTY_DESCRIPTION_SOURCE', 'SUPPORT'], pointer: 'conditions/upload-document' },
  REVIEW_TRUST_REQUIREMENTS: { documentTypes: ['CERTIFICATE_OF_TRUST'], pointer: 'conditions/upload-document' },
};

/** Plain names of the document types a condition may ask for, for refusal messages. */
const DOCUMENT_NAMES: Record<string, string> = {
  BANK_STATEMENT: 'a bank statement', CERTIFICATE_OF_TRUST: 'a certificate of trust', SUPPORT: 'a supporting document',
  USER_UPLOADED_PAYSTUB: 'a paystub', PROPERTY_DESCRIPTION_SOURCE: 'a deed or title document',
  DRIVERS_LICENSE_FRONT: "a driver's licence", ID_CARD_FRONT: 'a state ID card', PASSPORT_FRONT: 'a passport',
  PERMANENT_RESIDENT_FRONT: 'a permanent resident card',
};

/** Whether an upload of this type counts towards a condition of this category. */
/** A type the category asks for, or the back of one (a licence's back goes with its front). */
export const acceptsDocument = (category: ConditionCategory, documentType: string): boolean =>
  CATEGORY_RULES[category].documentTypes.some((t) => t === documentType || backDocumentType(t) === documentType);

/** "a bank statement", "a deed or title document, a certificate of trust or a supporting document". */
export function conditionDocumentNames(category: ConditionCategory): string {
  const names = CATEGORY_RULES[category].documentTypes.map((t) => DOCUMENT_NAMES[t] ?? t);
  if (!names.length) return 'no documents';
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Answers only the applicant can give: their own phone number and an explanation of a credit inquiry
 * on their own report. Additional signers are not shown these (their area has no phone-number page).
 */
export const APPLICANT_ONLY_CATEGORIES: ReadonlySet<string> = new Set<ConditionCategory>(['MISSING_PHONE_NUMBER', 'HARD_CREDIT_INQUIRY_REVIEW']);

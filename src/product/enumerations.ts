import {
  BPO_STATUSES, BYPASS_STATUSES, CONDITION_CATEGORIES, EMPLOYMENT_TYPES, INCOME_SOURCES, PARTNER_ORG_CODES, PAYMENT_METHODS,
  PROGRESS_STATUSES, PROPERTY_CONDITIONS, RATE_TYPES, TASK_STEPS, TITLE_STATUSES, UPLOAD_DOCUMENT_TYPES, UW_DECISIONS,
  UW_SUB_DECISIONS, VERIFICATION_STATUSES,
} from '../lib/enumerations';

export * from '../lib/enumerations';

/** The front of an identity document (a passport's photo page included). */
export const isDocumentFront = (type: string): boolean => /_FRONT$/.test(type);

/**
 * The document type of an identity document's back, for a front type whose document has one (a
 * driver's licence, a state ID card); undefined for one without (a passport's photo page). Whether
 * the back is asked for is the identity-document screen's rule.
 */
export function backDocumentType(front: string): string | undefined {
  if (!isDocumentFront(front)) return undefined;
  const back = front.replace(/_FRONT$/, '_BACK');
  return (UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(back) ? back : undefined;
}

/**
 * The enumeration a form field carries, by the field's name: content:check holds every choice of a
 * content schema (`enum`, `const`, `default`, conditions) to it.
 */
export const FIELD_ENUMERATIONS: Record<string, readonly string[]> = {
  documentType: UPLOAD_DOCUMENT_TYPES,
  employmentType: EMPLOYMENT_TYPES,
  payType: PAYMENT_METHODS,
  propertyCondition: PROPERTY_CONDITIONS,
  categoryEnum: CONDITION_CATEGORIES,
  bypass: BYPASS_STATUSES,
  checklistStatus: PROGRESS_STATUSES,
  giactAccountStatus: VERIFICATION_STATUSES,
  bpo: BPO_STATUSES,
  titleStatus: TITLE_STATUSES,
  uwDecision: UW_DECISIONS,
  uwSubDecision: UW_SUB_DECISIONS,
  incomeSource: INCOME_SOURCES,
  rateType: RATE_TYPES,
  taskStep: TASK_STEPS,
  partnerCode: PARTNER_ORG_CODES,
};

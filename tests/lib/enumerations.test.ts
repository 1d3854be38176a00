import { describe, expect, it } from 'vitest';
import * as E from '../../src/lib/enumerations';
import { FIELD_ENUMERATIONS } from '../../src/product/enumerations';
import { APPLICANT_VIEW } from '../../src/contracts/role-views';

describe('the spec enumerations are stated once, exactly', () => {
  // each list as chat-identity-helpers.md section 3 writes it, in its order
  it.each([
    ['Employment', E.EMPLOYMENT_TYPES, ['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS']],
    ['Payment method', E.PAYMENT_METHODS, ['AUTOPAY', 'MANUAL']],
    ['Bypass', E.BYPASS_STATUSES, ['WAITING', 'BYPASS', 'NO_BYPASS']],
    ['Progress', E.PROGRESS_STATUSES, ['INITIAL', 'IN_PROGRESS', 'COMPLETE']],
    ['Verification', E.VERIFICATION_STATUSES, ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW']],
    ['Valuation (BPO)', E.BPO_STATUSES, ['BPO_NOT_REQUIRED', 'BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING', 'BPO_COMPLETE']],
    ['Property condition', E.PROPERTY_CONDITIONS, ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT']],
    ['Title status', E.TITLE_STATUSES, ['TITLE_REQUIRED', 'TITLE_NOT_REQUIRED', 'PREQUAL_TITLE_PROCESSING', 'PREQUAL_TITLE_COMPLETE', 'FINAL_TITLE_PROCESSING', 'FINAL_TITLE_COMPLETE', 'UNKNOWN_TITLE_STATUS']],
    ['Decision', E.UW_DECISIONS, ['APPROVED', 'ASSET_DEPLETION', 'DECLINE', 'ERROR', 'FINAL', 'INELIGIBLE', 'INITIAL', 'REVIEW', 'SELECT', 'UNKNOWN']],
    ['Sub-decision', E.UW_SUB_DECISIONS, ['BPO_PENDING', 'CREDIT_FROZEN', 'FINAL_OFFER', 'UNKNOWN_SUBDECISION', 'UNVERIFIED_DTI_LIMITED', 'UNVERIFIED_OFFER', 'UNVERIFIED_ONBOARDING_COMPLETE', 'VERIFIED_DTI_LIMITED', 'VERIFIED_INCOME_MATCHED_OFFER', 'VERIFIED_OFFER', 'VERIFIED_RESERVE_LIMITED']],
    ['Income sources', E.INCOME_SOURCES, ['EMPINFO', 'MANUAL_PAYSTUB', 'OTHER', 'PLAID_TRANSACTIONS', 'POINTSERV_1099_MISC', 'POINTSERV_PAYROLL', 'POINTSERV_TAX', 'TRUV_FINANCIAL_ACCOUNTS', 'TRUV_PAYROLL', 'UNKNOWN']],
    ['Rate type', E.RATE_TYPES, ['UNKNOWN', 'FIXED', 'FLOATING']],
    ['Condition categories', E.CONDITION_CATEGORIES, ['BANK_ACCOUNT_FRAUD_REVIEW', 'FALSE_OWNERSHIP_TYPE_REVIEW', 'GENERIC_DOCUMENT_REQUEST', 'HARD_CREDIT_INQUIRY_REVIEW', 'HELOC_MANUAL_PAYSTUB_UPLOAD', 'ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW', 'MISSING_PHONE_NUMBER', 'PROPERTY_LEGAL_DESCRIPTION', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'REVIEW_TRUST_REQUIREMENTS']],
  ] as const)('%s', (_name, list, spec) => {
    expect([...list]).toEqual(spec);
  });

  it('the open lists hold every value the spec names', () => {
    // the spec shows only part of these ("for example ... and others", "the complete list is not shown")
    expect(E.TASK_STEPS).toEqual(expect.arrayContaining([
      'APP_SUBMISSION', 'IDENTITY_VERIFICATION', 'INCOME_VERIFICATION', 'HARD_CREDIT_PULL', 'OFFER_SELECTION', 'FINAL_OFFER', 'NOTE_SIGNING',
      'DEED_SIGNING', 'RECORDING', 'RESCISSION', 'FUNDABLE', 'COMPLETE', 'CANCELLED', 'DECLINED', 'NAV_BPO', 'NAV_RESI_EVAL',
    ]));
    expect(E.PARTNER_ORG_CODES).toEqual(expect.arrayContaining(['ALL_IN', 'AUTOPAY', 'CREDIT_UNION', 'QUORUM']));
    for (const list of [E.TASK_STEPS, E.PARTNER_ORG_CODES]) expect(new Set(list).size).toBe(list.length);
  });

  it('content:check and the role views read the same lists', () => {
    expect(FIELD_ENUMERATIONS.employmentType).toBe(E.EMPLOYMENT_TYPES);
    expect(FIELD_ENUMERATIONS.uwSubDecision).toBe(E.UW_SUB_DECISIONS);
    expect(FIELD_ENUMERATIONS.titleStatus).toBe(E.TITLE_STATUSES);
    const p = APPLICANT_VIEW.properties;
    expect(p.uwDecision.enum).toBe(E.UW_DECISIONS);
    expect(p.giactAccountStatus.enum).toBe(E.VERIFICATION_STATUSES);
    expect(p.checklistStatus.enum).toBe(E.PROGRESS_STATUSES);
    expect(p.bpo.enum).toBe(E.BPO_STATUSES);
    expect(p.incomeSources.items.properties.source.enum).toBe(E.INCOME_SOURCES);
  });
});

import { describe, expect, it } from 'vitest';
import '../../helpers/whole-content';
import type { Condition } from '../../../src/api/conditions';
import { conditionHref, conditionText } from '../../../src/portal/pages/conditions/conditions';

const condition = (categoryEnum: string, xtraData: Condition['xtraData'] = {}): Condition => ({
  uuid: '6f1c1d5e-0d1f-4c89-9a53-2b6d0f3f7a11', categoryEnum, created: '2026-11-20T10:00:00Z', notes: null,
  commentsToBorrower: null, actionNeeded: null, requestDocuments: true, xtraData, status: 'OPEN', pointer: 'conditions/upload-document',
});

describe('condition text', () => {
  it('asks for one paystub when underwriting gives no count', () => {
    expect(conditionText(condition('HELOC_MANUAL_PAYSTUB_UPLOAD')).intro).toMatch(/^Upload one of your most recent paystubs/);
  });

  it('writes larger paystub counts in words, up to the most underwriting may ask for', () => {
    expect(conditionText(condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { numDocsRequired: 3 })).intro).toMatch(/^Upload three of/);
    expect(conditionText(condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { numDocsRequired: 12 })).intro).toMatch(/^Upload twelve of/);
    expect(conditionText(condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { numDocsRequired: 20 })).intro).toMatch(/^Upload twenty of/);
  });

  it('names the bank account by its last four digits only', () => {
    const { intro } = conditionText(condition('BANK_ACCOUNT_FRAUD_REVIEW', { accountMask: '000123456781' }));
    expect(intro).toContain('ending in 6781');
    expect(intro).not.toContain('123456781');
  });

  it('sends identity and phone conditions to their own pages', () => {
    const base = '/account/heloc/x';
    expect(conditionHref(base, { ...condition('ID_VERIFICATION_FAILURE'), pointer: 'identity' })).toMatch(/\/conditions\/identity\?conditionUuid=/);
    expect(conditionHref(base, { ...condition('MISSING_PHONE_NUMBER'), pointer: 'conditions/phone-number' })).toMatch(/\/conditions\/phone-number\?/);
  });
});

import { describe, expect, it } from 'vitest';
import { field, guards, hasConsent } from '../../src/product/guards';

const g = (name: string) => {
  const fn = guards[name];
  if (!fn) throw new Error(`no guard ${name}`);
  return fn;
};

describe('guards', () => {
  it('reads dotted paths safely', () => {
    expect(field({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(field({ a: null }, 'a.b')).toBeUndefined();
  });

  it('profileComplete needs name, birth date, a selected property and the soft-credit consent', () => {
    const ok = { borrower: { name: { firstName: 'A', lastName: 'B' }, dob: '1980-01-01' }, selectedPropertyUuid: 'p', consents: [{ type: 'SOFT_CREDIT_PULL' }] };
    expect(g('profileComplete')(ok)).toBe(true);
    expect(g('profileComplete')({ ...ok, selectedPropertyUuid: null })).toBe(false);
    expect(g('profileComplete')({ ...ok, consents: [{ type: 'HARD_CREDIT_PULL' }] })).toBe(false);
    expect(g('profileComplete')({ ...ok, borrower: { name: { firstName: 'A', lastName: '' }, dob: '1980-01-01' } })).toBe(false);
  });

  it('hardCreditReady needs ownership, an SSN and the hard-credit consent', () => {
    const ok = { ownershipType: 'SOLE_OWNER', hasSsn: true, consents: [{ type: 'HARD_CREDIT_PULL' }] };
    expect(g('hardCreditReady')(ok)).toBe(true);
    expect(g('hardCreditReady')({ ...ok, hasSsn: false })).toBe(false);
    expect(hasConsent(ok, 'SOFT_CREDIT_PULL')).toBe(false);
  });

  it('offerChosen needs a term and an amount above zero', () => {
    expect(g('offerChosen')({ term: 10, amount: 15_000 })).toBe(true);
    expect(g('offerChosen')({ term: 0, amount: 15_000 })).toBe(false);
    expect(g('offerChosen')({ term: 10, amount: '15000' })).toBe(false);
  });

  it('tells the three declines apart', () => {
    expect(g('uwDeclined')({ uwDecision: 'DECLINE' })).toBe(true);
    expect(g('uwDeclined')({ uwDecision: 'DECLINE', dtiDecline: true })).toBe(false);
    expect(g('dtiDecline')({ dtiDecline: true })).toBe(true);
    expect(g('creditScoreDecline')({ creditScoreDecline: true })).toBe(true);
  });

  it('sends Texas homes to valuation after the ID upload unless the valuation is done', () => {
    const tx = { documents: [{ type: 'DRIVERS_LICENSE_FRONT' }], property: { address: { state: 'TX' } } };
    expect(g('needsValuation')(tx)).toBe(true);
    expect(g('needsValuation')({ ...tx, bpo: 'BPO_COMPLETE' })).toBe(false);
    expect(g('needsValuation')({ ...tx, documents: [] })).toBe(false);
    expect(g('idUploaded')({ documents: [{ type: 'BANK_STATEMENT' }] })).toBe(false);
  });

  it('accepts income as matched only for the matched or final offer', () => {
    expect(g('incomeMatched')({ uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' })).toBe(true);
    expect(g('incomeMatched')({ uwSubDecision: 'FINAL_OFFER' })).toBe(true);
    expect(g('incomeMatched')({ uwSubDecision: 'UNVERIFIED_OFFER' })).toBe(false);
  });

  it('accountsSet needs the disbursement account and autopay or manual payment', () => {
    expect(g('accountsSet')({ disburseAccount: { uuid: 'd' }, payType: 'AUTOPAY', autopayAccount: { uuid: 'a' } })).toBe(true);
    expect(g('accountsSet')({ disburseAccount: { uuid: 'd' }, payType: 'AUTOPAY' })).toBe(false);
    expect(g('accountsSet')({ disburseAccount: { uuid: 'd' }, payType: 'MANUAL' })).toBe(true);
  });
});

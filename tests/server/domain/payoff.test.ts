import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pricingOf } from '../../../src/server/domain/pricing';
import { underwrite } from '../../../src/server/domain/underwriting';
import type { OrgFile } from '../../../src/engine/types';

const pricing = pricingOf(JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8')) as OrgFile);
const base = { pricing, credit: { score: 790, monthlyDebt: 500, delinquent: false }, statedIncome: 150_000, propertyValue: 600_000, avmAvailable: true, texas: false, existingLiens: 150_000 };

describe('liens the line pays off', () => {
  it('raises the smallest line of every offer to the payoff and leaves the paid-off lien out of the combined LTV', () => {
    const plain = underwrite(base);
    const withPayoff = underwrite({ ...base, payoffAmount: 40_000 });
    expect(withPayoff.uwDecision).toBe('APPROVED');
    expect(withPayoff.offers.map((o) => o.minAmount)).toEqual(withPayoff.offers.map(() => 40_000));
    // The second lien is replaced by the line, so the largest lines are those of the first mortgage alone.
    expect(withPayoff.offers.map((o) => o.maxAmount)).toEqual(plain.offers.map((o) => o.maxAmount));
  });

  it('declines when the equity cannot cover the payoff', () => {
    const result = underwrite({ ...base, existingLiens: 400_000, payoffAmount: 200_000 });
    expect(result).toMatchObject({ uwDecision: 'DECLINE', offers: [] });
  });
});

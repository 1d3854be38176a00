import { describe, expect, it } from 'vitest';
import { offerChoiceErrors } from '../../src/product/offer-choice';

const offer = { minAmount: 15_000, maxAmount: 270_000, termsYears: [10, 20, 30] };

describe('offerChoiceErrors', () => {
  it("names this offer's maximum, not the product's", () => {
    const [error] = offerChoiceErrors(offer, 500_000, 30);
    expect(error?.path).toBe('/amount');
    expect(error?.message).toContain('$270,000');
    expect(error?.message).not.toContain('$400,000');
  });
  it('refuses an amount between the offer maximum and the product maximum', () => {
    expect(offerChoiceErrors(offer, 300_000, 30)).toHaveLength(1);
  });
  it("names this offer's minimum", () => {
    expect(offerChoiceErrors({ ...offer, minAmount: 42_500 }, 20_000, 10)[0]?.message).toContain('$42,500');
  });
  it('refuses a term the offer does not have', () => {
    expect(offerChoiceErrors(offer, 100_000, 7)).toEqual([{ path: '/termYears', message: 'Choose a term of 10, 20, 30 years' }]);
  });
  it('accepts a choice within the offer', () => {
    expect(offerChoiceErrors(offer, 270_000, 20)).toEqual([]);
  });
});

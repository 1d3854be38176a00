import { describe, expect, it } from 'vitest';
import { buildOffers, priceSelection } from '../../../src/server/domain/offers';
import { pricingOf } from '../../../src/server/domain/pricing';

const fees = { originationPct: 12, originationPctMax: 12, avmFee: 180, recordingFeeMax: 900, recordingTaxPer100kMax: 5000, manualNotaryFee: 300 };

describe('org pricing within the spec section 9 limits', () => {
  it('keeps recording fees to $315 and recording taxes to $1,400 per $100,000 whatever the org file says', () => {
    const greedy = pricingOf({ orgPricingData: [{ fees }] });
    expect(greedy.fees).toMatchObject({ recordingFeeMax: 315, recordingTaxPer100kMax: 1400, originationPct: 4.99, originationPctMax: 4.99 });
    const [offer] = buildOffers({ pricing: greedy, creditScore: 790, propertyValue: 600_000, existingLiens: 150_000, texas: false, avmAvailable: true, dtiMaxLine: Infinity });
    if (!offer) throw new Error('expected an offer');
    const s = priceSelection(offer, 100_000, offer.termsYears[0] as number, 300);
    expect(s).toMatchObject({ recordingFees: 315, recordingTaxes: 1400, originationFee: 4990 });
  });

  it('never charges a negative fee', () => {
    const odd = pricingOf({ orgPricingData: [{ fees: { ...fees, originationPct: -1, recordingFeeMax: -50, recordingTaxPer100kMax: -10 } }] });
    expect(odd.fees).toMatchObject({ originationPct: 0, recordingFeeMax: 0, recordingTaxPer100kMax: 0 });
  });
});

import { maxLineForCltv } from '../../lib/lending-math';
import { offerChoiceErrors } from '../../product/offer-choice';
import { costsOf, type CostEstimate } from './costs';

export type { CostEstimate };
import type { OfferTerms } from '../../contracts/offers';
import { LIMITS, type Pricing } from './pricing';

export type { OfferTerms };

export interface OfferInput {
  pricing: Pricing;
  creditScore: number;
  propertyValue: number;
  existingLiens: number;
  texas: boolean;
  avmAvailable: boolean;
  /** Highest line the borrower's debt-to-income allows (Infinity when unlimited). */
  dtiMaxLine: number;
  /** Smallest line the applicant may take, above the org's minimum (the liens the line pays off). */
  minLine?: number;
}

/** The pricing grid row of a credit score: the highest tier whose minimum it reaches. */
export function creditTier(pricing: Pricing, score: number) {
  return pricing.aprGrid.find((t) => score >= t.minCreditScore);
}

/** The combined LTV cap: the org's, and at most 80% for Texas homes. */
export const cltvCap = (pricing: Pricing, texas: boolean): number => (texas ? Math.min(pricing.texasMaxCltv, LIMITS.texasMaxCltv) : pricing.maxCltv);

/**
 * One offer per combined-LTV bracket of the borrower's credit tier: a lower line at a lower rate or
 * a larger one at a higher rate. Each is limited by equity (Texas at most 80% combined LTV), the
 * org's line range and the DTI limit; brackets that cannot reach the minimum line are left out.
 */
export function buildOffers(input: OfferInput): OfferTerms[] {
  const { pricing } = input;
  const tier = creditTier(pricing, input.creditScore);
  if (!tier) return [];
  const cap = cltvCap(pricing, input.texas);
  const minAmount = Math.max(pricing.lineAmount.min, Math.ceil(input.minLine ?? 0));
  const offers: OfferTerms[] = [];
  for (const bracket of [...tier.byMaxCltv].sort((a, b) => a.maxCltv - b.maxCltv)) {
    const cltv = Math.min(bracket.maxCltv, cap);
    const byEquity = maxLineForCltv(input.propertyValue, input.existingLiens, cltv);
    const maxAmount = Math.floor(Math.min(byEquity, pricing.lineAmount.max, input.dtiMaxLine));
    if (maxAmount < minAmount) continue;
    // A higher bracket that adds no amount would only cost more: keep the cheaper offer.
    if (offers.some((o) => o.maxAmount >= maxAmount)) continue;
    offers.push({
      apr: Math.min(LIMITS.aprMax, Math.max(LIMITS.aprMin, bracket.apr)),
      minAmount,
      maxAmount,
      termsYears: pricing.termsYears,
      originationPct: Math.min(pricing.fees.originationPct, pricing.fees.originationPctMax),
      avmFee: input.avmAvailable ? 0 : pricing.fees.avmFee,
      recordingFee: pricing.fees.recordingFeeMax,
      recordingTaxPer100k: pricing.fees.recordingTaxPer100kMax,
      maxCltv: cltv,
    });
    if (bracket.maxCltv >= cap) break;
  }
  return offers;
}

export class SelectionError extends Error {
  constructor(readonly path: string, message: string) {
    super(message);
  }
}

/**
 * The costs of the amount and term the applicant chose under an offer; an amount outside the offer's
 * range or a term it does not have is refused (the page's own estimate is never trusted).
 */
export function priceSelection(offer: OfferTerms, amount: number, termYears: number, inPersonNotaryFee: number): CostEstimate {
  const [error] = offerChoiceErrors(offer, amount, termYears);
  if (error) throw new SelectionError(error.path, error.message);
  return costsOf(offer, amount, termYears, inPersonNotaryFee);
}

/** The costs an offer card shows before the applicant chooses: the whole line over the longest term. */
export const offerCosts = (offer: OfferTerms, inPersonNotaryFee: number): CostEstimate =>
  costsOf(offer, offer.maxAmount, offer.termsYears.at(-1) ?? 0, inPersonNotaryFee);

import { mergePricing } from '../../product/org-file';
import type { OrgFile } from '../../engine/types';

/** The org's pricing data merged into one object (keys documented in schemas/meta/org.schema.json). */
export interface Pricing {
  lineAmount: { min: number; max: number };
  aprGrid: { minCreditScore: number; byMaxCltv: { maxCltv: number; apr: number }[] }[];
  fees: {
    originationPct: number;
    originationPctMax: number;
    avmFee: number;
    recordingFeeMax: number;
    recordingTaxPer100kMax: number;
    manualNotaryFee: number;
  };
  termsYears: number[];
  maxCltv: number;
  texasMaxCltv: number;
  minCreditScore: number;
}

/** Spec section 9 limits: every org's numbers are kept within them whatever the file says. */
export const LIMITS = {
  lineMin: 15_000, lineMax: 400_000, aprMin: 7.6, aprMax: 17.2, originationPctMax: 4.99, texasMaxCltv: 80, recordingFeeMax: 315, recordingTaxPer100kMax: 1400,
} as const;

const within = (v: number, max: number): number => Math.min(max, Math.max(0, v));

const DEFAULTS: Pricing = {
  lineAmount: { min: LIMITS.lineMin, max: LIMITS.lineMax },
  aprGrid: [{ minCreditScore: 640, byMaxCltv: [{ maxCltv: 80, apr: 12 }] }],
  fees: { originationPct: 2.99, originationPctMax: 4.99, avmFee: 180, recordingFeeMax: 315, recordingTaxPer100kMax: 1400, manualNotaryFee: 300 },
  termsYears: [5, 10, 15, 30],
  maxCltv: 90,
  texasMaxCltv: 80,
  minCreditScore: 640,
};

/** What a notary visit in person costs the applicant with this lender (the online notary is free). */
export const inPersonNotaryFee = (org: Pick<OrgFile, 'orgPricingData'>): number => pricingOf(org).fees.manualNotaryFee;

export function pricingOf(org: Pick<OrgFile, 'orgPricingData'>): Pricing {
  const merged = { ...DEFAULTS, ...(mergePricing(org) as unknown as Partial<Pricing>) };
  return {
    ...merged,
    lineAmount: {
      min: Math.max(LIMITS.lineMin, merged.lineAmount.min),
      max: Math.min(LIMITS.lineMax, merged.lineAmount.max),
    },
    fees: {
      ...DEFAULTS.fees,
      ...merged.fees,
      originationPct: within(merged.fees.originationPct ?? DEFAULTS.fees.originationPct, LIMITS.originationPctMax),
      originationPctMax: within(merged.fees.originationPctMax ?? LIMITS.originationPctMax, LIMITS.originationPctMax),
      // Spec section 9: recording fees $0 to $315, recording taxes $0 to $1,400 per $100,000 borrowed.
      recordingFeeMax: within(merged.fees.recordingFeeMax ?? DEFAULTS.fees.recordingFeeMax, LIMITS.recordingFeeMax),
      recordingTaxPer100kMax: within(merged.fees.recordingTaxPer100kMax ?? DEFAULTS.fees.recordingTaxPer100kMax, LIMITS.recordingTaxPer100kMax),
    },
    texasMaxCltv: Math.min(LIMITS.texasMaxCltv, merged.texasMaxCltv),
    aprGrid: [...merged.aprGrid].sort((a, b) => b.minCreditScore - a.minCreditScore),
    termsYears: [...merged.termsYears].sort((a, b) => a - b),
  };
}

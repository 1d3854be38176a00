import { mergePricing } from '../../engine/org';
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
export const LIMITS = { lineMin: 15_000, lineMax: 400_000, aprMin: 7.6, aprMax: 17.2, originationPctMax: 4.99, texasMaxCltv: 80 } as const;

const DEFAULTS: Pricing = {
  lineAmount: { min: LIMITS.lineMin, max: LIMITS.lineMax },
  aprGrid: [{ minCreditScore: 640, byMaxCltv: [{ maxCltv: 80, apr: 12 }] }],
  fees: { originationPct: 2.99, originationPctMax: 4.99, avmFee: 180, recordingFeeMax: 315, recordingTaxPer100kMax: 1400, manualNotaryFee: 300 },
  termsYears: [5, 10, 15, 30],
  maxCltv: 90,
  texasMaxCltv: 80,
  minCreditScore: 640,
};

export function pricingOf(org: Pick<OrgFile, 'orgPricingData'>): Pricing {
  const merged = { ...DEFAULTS, ...(mergePricing(org) as unknown as Partial<Pricing>) };
  return {
    ...merged,
    lineAmount: {
      min: Math.max(LIMITS.lineMin, merged.lineAmount.min),
      max: Math.min(LIMITS.lineMax, merged.lineAmount.max),
    },
    fees: { ...DEFAULTS.fees, ...merged.fees, originationPctMax: Math.min(LIMITS.originationPctMax, merged.fees.originationPctMax ?? LIMITS.originationPctMax) },
    texasMaxCltv: Math.min(LIMITS.texasMaxCltv, merged.texasMaxCltv),
    aprGrid: [...merged.aprGrid].sort((a, b) => b.minCreditScore - a.minCreditScore),
    termsYears: [...merged.termsYears].sort((a, b) => a - b),
  };
}

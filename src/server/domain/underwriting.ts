import type { OrgFile } from '../../engine/types';
import type { UwDecision, UwSubDecision } from '../../lib/enumerations';
import { maxLineForCltv, monthlyPayment } from '../../lib/lending-math';
import { buildOffers, creditTier, cltvCap, type OfferTerms } from './offers';
import type { Pricing } from './pricing';

/** Debt-to-income limits: above MAX the application is declined; above TARGET only asset depletion can support it. */
export const DTI = { target: 43, max: 50 } as const;

export interface CreditFile {
  score: number;
  /** Monthly payments on other debts, from the credit report. */
  monthlyDebt: number;
  delinquent: boolean;
}

export interface UnderwritingInput {
  pricing: Pricing;
  credit: CreditFile;
  /** Yearly income the applicant stated. */
  statedIncome: number;
  propertyValue: number;
  avmAvailable: boolean;
  texas: boolean;
  existingLiens: number;
  /** Liens the new line pays off at closing (not counted in existingLiens): the smallest line must cover them. */
  payoffAmount?: number;
  /** The home is listed for sale now, and what the lender does then (its org's underwriting.listedForSale). */
  listedForSale?: ListedForSaleRule;
}

/** What a lender does with a home listed for sale (org setting underwriting.listedForSale, default DECLINE). */
export type ListedForSaleRule = NonNullable<NonNullable<OrgFile['underwriting']>['listedForSale']>;
export const DEFAULT_LISTED_FOR_SALE: ListedForSaleRule = 'DECLINE';
export const LISTED_FOR_SALE_REASON = 'The home is listed for sale';

export type Decision = Extract<UwDecision, 'APPROVED' | 'ASSET_DEPLETION' | 'DECLINE' | 'REVIEW'>;
export type SubDecision = Extract<UwSubDecision, 'UNVERIFIED_OFFER' | 'UNVERIFIED_DTI_LIMITED' | 'BPO_PENDING' | 'UNKNOWN_SUBDECISION'>;

export interface UnderwritingResult {
  uwDecision: Decision;
  uwSubDecision: SubDecision;
  /** Status flags of spec section 3 this decision sets. */
  flags: { dtiDecline: boolean; creditScoreDecline: boolean; delinquency: boolean; bpo: string };
  reasons: string[];
  /** DTI in percent with the smallest line at the highest tier rate over the longest term. */
  dti: number;
  offers: OfferTerms[];
}

/** Monthly payment per dollar borrowed at a rate over the longest term the org offers. */
const paymentFactor = (apr: number, years: number): number => monthlyPayment(100_000, apr, years * 12) / 100_000;

/**
 * The underwriting decision, in order: credit score, delinquency, equity, debt-to-income; then a home
 * listed for sale, which a line secured by it does not outlive: declined, or (by the lender's choice)
 * held for an underwriter's review with its offers kept. Pure and deterministic; the sandbox personas
 * (docs/flow.md, "Test personas") exercise each branch.
 */
export function underwrite(input: UnderwritingInput): UnderwritingResult {
  const result = decide(input);
  if (!input.listedForSale || result.uwDecision === 'DECLINE') return result;
  const reasons = [...result.reasons, LISTED_FOR_SALE_REASON];
  if (input.listedForSale === 'DECLINE') return { ...result, uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', reasons, offers: [] };
  return { ...result, uwDecision: 'REVIEW', reasons };
}

function decide(input: UnderwritingInput): UnderwritingResult {
  const { pricing, credit } = input;
  const none = { dtiDecline: false, creditScoreDecline: false, delinquency: false, bpo: input.texas ? 'BPO_REQUIRED' : 'BPO_NOT_REQUIRED' };
  const tier = creditTier(pricing, credit.score);
  if (credit.score < pricing.minCreditScore || !tier) {
    return { uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', flags: { ...none, creditScoreDecline: true }, reasons: ['Credit score below the minimum'], dti: 0, offers: [] };
  }
  if (credit.delinquent) {
    return { uwDecision: 'REVIEW', uwSubDecision: 'UNKNOWN_SUBDECISION', flags: { ...none, delinquency: true }, reasons: ['Recent delinquency on the credit report'], dti: 0, offers: [] };
  }
  const cap = cltvCap(pricing, input.texas);
  const byEquity = Math.min(maxLineForCltv(input.propertyValue, input.existingLiens, cap), pricing.lineAmount.max);
  const payoff = Math.max(0, input.payoffAmount ?? 0);
  if (byEquity < Math.max(pricing.lineAmount.min, payoff)) {
    return { uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', flags: none, reasons: ['Not enough equity in the home'], dti: 0, offers: [] };
  }

  const monthlyIncome = input.statedIncome / 12;
  const worstApr = Math.max(...tier.byMaxCltv.map((b) => b.apr));
  const longest = Math.max(...pricing.termsYears);
  const factor = paymentFactor(worstApr, longest);
  const dtiWith = (line: number) => (monthlyIncome > 0 ? ((credit.monthlyDebt + line * factor) / monthlyIncome) * 100 : Number.POSITIVE_INFINITY);
  const dti = Math.round(dtiWith(pricing.lineAmount.min) * 100) / 100;
  if (dti > DTI.max) {
    return { uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', flags: { ...none, dtiDecline: true }, reasons: ['Debt-to-income ratio too high'], dti, offers: [] };
  }
  const limited = dti > DTI.target;
  const dtiLimit = limited ? DTI.max : DTI.target;
  const dtiMaxLine = Math.max(0, ((dtiLimit / 100) * monthlyIncome - credit.monthlyDebt) / factor);
  const offers = buildOffers({
    pricing, creditScore: credit.score, propertyValue: input.propertyValue, existingLiens: input.existingLiens,
    texas: input.texas, avmAvailable: input.avmAvailable, dtiMaxLine, minLine: payoff,
  });
  if (!offers.length) {
    return { uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', flags: { ...none, dtiDecline: true }, reasons: ['Debt-to-income ratio too high'], dti, offers: [] };
  }
  if (limited) {
    return { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED', flags: none, reasons: ['Income alone does not support the line; assets can'], dti, offers };
  }
  return {
    uwDecision: 'APPROVED',
    uwSubDecision: input.texas && !input.avmAvailable ? 'BPO_PENDING' : 'UNVERIFIED_OFFER',
    flags: none, reasons: [], dti, offers,
  };
}

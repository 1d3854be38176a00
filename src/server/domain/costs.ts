import { monthlyPayment, originationFee, recordingTax, roundCents } from '../../lib/lending-math';
import type { OfferTerms } from '../../contracts/offers';
import type { CostEstimate } from '../../contracts/role-views';

export type { CostEstimate };

/** The parts of an offer's terms its costs depend on. */
export type CostTerms = Pick<OfferTerms, 'apr' | 'originationPct' | 'avmFee' | 'recordingFee' | 'recordingTaxPer100k'>;

/**
 * What a line of `amount` over `termYears` costs under an offer: the one computation behind the
 * offer cards, the application summary and the disclosures, so all three agree to the cent. The
 * online notary is free; a visit in person costs `inPersonNotaryFee` and only if the applicant books one.
 * Recording fees and taxes are the most the county may charge, so the cash figure is the least paid out.
 */
export function costsOf(terms: CostTerms, amount: number, termYears: number, inPersonNotaryFee: number): CostEstimate {
  const fee = originationFee(amount, terms.originationPct);
  const taxes = recordingTax(amount, terms.recordingTaxPer100k);
  const notaryFee = 0;
  return {
    amount,
    apr: terms.apr,
    termYears,
    monthlyPayment: amount > 0 && termYears > 0 ? monthlyPayment(amount, terms.apr, termYears * 12) : 0,
    originationFee: fee,
    valuationFee: terms.avmFee,
    recordingFees: terms.recordingFee,
    recordingTaxes: taxes,
    notaryFee,
    inPersonNotaryFee,
    cashToApplicant: roundCents(amount - fee - terms.avmFee - terms.recordingFee - taxes - notaryFee),
  };
}

/** The amount and term an applicant may choose under one offer, stated once for the page and the server. */
export interface OfferRange {
  minAmount: number;
  maxAmount: number;
  termsYears: number[];
}

const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * What is wrong with an amount and term under this offer, one entry per field (JSON pointer and a plain
 * sentence naming this offer's own limits); empty when the choice stands.
 */
export function offerChoiceErrors(offer: OfferRange, amount: unknown, termYears: unknown): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  if (typeof amount === 'number' && Number.isFinite(amount)) {
    if (amount > offer.maxAmount) errors.push({ path: '/amount', message: `This offer goes up to ${dollars(offer.maxAmount)}: enter ${dollars(offer.maxAmount)} or less, or choose another offer` });
    else if (amount < offer.minAmount) errors.push({ path: '/amount', message: `The amount must be at least ${dollars(offer.minAmount)} for this offer` });
  }
  if (typeof termYears === 'number' && !offer.termsYears.includes(termYears)) {
    errors.push({ path: '/termYears', message: `Choose a term of ${offer.termsYears.join(', ')} years` });
  }
  return errors;
}

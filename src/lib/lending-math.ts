/**
 * Lending arithmetic shared by the pricing service and the offer pages. Pure functions; money is in
 * dollars and rounded to cents only where a figure is shown or stored.
 */

/** Interest day count for daily interest (spec: 365.25). */
export const DAYS_PER_YEAR = 365.25;

export const roundCents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * Level monthly payment of a fully amortising loan: P * r / (1 - (1 + r)^-n), r the monthly rate.
 * A zero rate pays the principal down evenly.
 */
export function monthlyPayment(principal: number, aprPercent: number, months: number): number {
  if (!(principal >= 0) || !(aprPercent >= 0) || !(months > 0) || !Number.isInteger(months)) {
    throw new RangeError('monthlyPayment needs principal >= 0, apr >= 0 and a whole number of months > 0');
  }
  if (principal === 0) return 0;
  const r = aprPercent / 100 / 12;
  if (r === 0) return roundCents(principal / months);
  return roundCents((principal * r) / (1 - (1 + r) ** -months));
}

/** Interest accrued in one day on a balance (365.25-day year). */
export function dailyInterest(balance: number, aprPercent: number): number {
  return roundCents((balance * aprPercent) / 100 / DAYS_PER_YEAR);
}

/** Combined loan-to-value in percent: existing liens plus the new line over the property value. */
export function combinedLtv(value: number, existingLiens: number, lineAmount: number): number {
  if (!(value > 0)) throw new RangeError('combinedLtv needs a property value above zero');
  return ((existingLiens + lineAmount) / value) * 100;
}

/**
 * The largest line the equity allows at a combined LTV cap, rounded down to whole dollars
 * (Texas: value 100,000, liens 30,000, cap 80% -> 50,000). Never negative.
 */
export function maxLineForCltv(value: number, existingLiens: number, maxCltvPercent: number): number {
  return Math.max(0, Math.floor((value * maxCltvPercent) / 100 - existingLiens + 1e-9));
}

/** Origination fee on the initial draw; the rate may not exceed the cap (spec: 4.99%). */
export function originationFee(initialDraw: number, pct: number, maxPct = 4.99): number {
  return roundCents((initialDraw * Math.min(pct, maxPct)) / 100);
}

/** Recording tax charged per $100,000 borrowed (spec: $0 to $1,400 per $100,000). */
export function recordingTax(amount: number, per100k: number): number {
  return roundCents((amount / 100_000) * per100k);
}

/** Total paid over the term with a level payment (for disclosures of the monthly figure). */
export function totalOfPayments(principal: number, aprPercent: number, months: number): number {
  return roundCents(monthlyPayment(principal, aprPercent, months) * months);
}

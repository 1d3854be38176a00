import { describe, expect, it } from 'vitest';
import {
  combinedLtv, dailyInterest, maxLineForCltv, monthlyPayment, originationFee, recordingTax, totalOfPayments,
} from '../../src/lib/lending-math';

describe('monthly payment (standard amortisation)', () => {
  it.each([
    [10_000, 10, 36, 322.67],
    [162_000, 3.875, 360, 761.78],
    [200_000, 6.5, 360, 1264.14],
  ])('$%d at %d%% for %d months is $%d', (principal, apr, months, expected) => {
    expect(monthlyPayment(principal, apr, months)).toBe(expected);
  });

  it('pays a zero-rate loan down evenly and a zero balance costs nothing', () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100);
    expect(monthlyPayment(0, 9, 120)).toBe(0);
  });

  it('refuses nonsense input', () => {
    expect(() => monthlyPayment(-1, 9, 120)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, 9, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, Number.NaN, 12)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, 9, 12.5)).toThrow(RangeError);
  });

  it('totals the payments over the term', () => {
    expect(totalOfPayments(10_000, 10, 36)).toBe(11_616.12);
  });
});

describe('equity limits', () => {
  it('Texas: value $100,000 with $30,000 of liens allows at most $50,000 at 80% combined LTV', () => {
    expect(maxLineForCltv(100_000, 30_000, 80)).toBe(50_000);
  });

  it('never goes below zero when liens exceed the cap', () => {
    expect(maxLineForCltv(100_000, 95_000, 80)).toBe(0);
  });

  it('computes combined LTV in percent', () => {
    expect(combinedLtv(100_000, 30_000, 50_000)).toBe(80);
    expect(() => combinedLtv(0, 1, 1)).toThrow(RangeError);
  });
});

describe('fees and interest', () => {
  it('caps the origination fee at 4.99% of the initial draw', () => {
    expect(originationFee(100_000, 2.99)).toBe(2990);
    expect(originationFee(100_000, 6)).toBe(4990);
  });

  it('charges recording tax per $100,000 borrowed', () => {
    expect(recordingTax(250_000, 1400)).toBe(3500);
  });

  it('uses a 365.25-day year for daily interest', () => {
    expect(dailyInterest(100_000, 7.305)).toBe(20);
  });
});

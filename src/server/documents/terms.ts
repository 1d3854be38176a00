import type { ApplicationRow } from '../applications/repo';

/** The figures printed in the disclosures, read from the application the applicant completed. */
export interface DisclosureTerms {
  loanNumber: string;
  borrowerName: string;
  propertyAddress: string;
  lenderName: string;
  lenderNmls: string;
  amount: number;
  apr: number;
  termYears: number;
  originationFee: number;
  monthlyPayment: number;
  createdAt: Date;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Fully amortising monthly payment; zero when there is nothing to repay. */
export function monthlyPayment(amount: number, aprPercent: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (amount <= 0 || n <= 0) return 0;
  const r = aprPercent / 100 / 12;
  const payment = r === 0 ? amount / n : (amount * r) / (1 - (1 + r) ** -n);
  return Math.round(payment * 100) / 100;
}

export function termsOf(app: ApplicationRow, lender: { name: string; nmls: string }): DisclosureTerms {
  const d = { ...app.data, ...app.flags };
  const offer = obj(d.selectedOffer ?? d.offer);
  const amount = num(d.amount ?? offer.amount);
  const apr = num(d.rate ?? offer.rate ?? offer.apr);
  const termYears = num(d.term ?? offer.term);
  const feePercent = num(d.originationFeePercent ?? offer.originationFeePercent);
  const name = obj(obj(d.borrower).name);
  const address = obj(obj(d.property).address);
  return {
    loanNumber: app.loan_number,
    borrowerName: [name.firstName, name.middleName, name.lastName, name.suffix].map(str).filter(Boolean).join(' ') || 'Applicant',
    propertyAddress: [address.street1, address.street2, address.city, [address.state, address.zip].map(str).filter(Boolean).join(' ')].map(str).filter(Boolean).join(', '),
    lenderName: lender.name,
    lenderNmls: lender.nmls,
    amount,
    apr,
    termYears,
    // the offer step stores the fee in dollars; older records only carry the percentage
    originationFee: num(obj(d.fees).origination) || Math.round(amount * feePercent) / 100,
    monthlyPayment: monthlyPayment(amount, apr, termYears),
    createdAt: new Date(app.created_at),
  };
}

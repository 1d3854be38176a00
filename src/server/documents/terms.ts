import type { ApplicationRow } from '../applications/repo';
import { costsOf, type CostEstimate, type CostTerms } from '../domain/costs';

/** The figures printed in the disclosures, read from the application the applicant completed. */
export interface DisclosureTerms {
  loanNumber: string;
  borrowerName: string;
  propertyAddress: string;
  /** The home's state, two letters ('' when not given): where a document may have to be in English (src/product/english-only.ts). */
  homeState: string;
  lenderName: string;
  lenderNmls: string;
  /** The line's costs from the same computation as the offer page and the application summary. */
  costs: CostEstimate;
  createdAt: Date;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The disclosure figures of an application: the chosen offer's terms priced for the chosen amount and
 * term. An application without a current offer (made at a later step directly) is priced from its
 * own rate and fee percentage alone.
 */
export function termsOf(app: ApplicationRow, lender: { name: string; nmls: string }, offer: CostTerms | undefined, inPersonNotaryFee: number): DisclosureTerms {
  const d = { ...app.data, ...app.flags };
  const chosen = obj(d.selectedOffer ?? d.offer);
  const amount = num(d.amount ?? chosen.amount);
  const termYears = num(d.term ?? chosen.term);
  const terms: CostTerms = offer ?? {
    apr: num(d.rate ?? chosen.rate ?? chosen.apr),
    originationPct: num(d.originationFeePercent ?? chosen.originationFeePercent),
    avmFee: 0,
    recordingFee: 0,
    recordingTaxPer100k: 0,
  };
  const name = obj(obj(d.borrower).name);
  const address = obj(obj(d.property).address);
  return {
    loanNumber: app.loan_number,
    borrowerName: [name.firstName, name.middleName, name.lastName, name.suffix].map(str).filter(Boolean).join(' ') || 'Applicant',
    propertyAddress: [address.street1, address.street2, address.city, [address.state, address.zip].map(str).filter(Boolean).join(' ')].map(str).filter(Boolean).join(', '),
    homeState: str(address.state).toUpperCase(),
    lenderName: lender.name,
    lenderNmls: lender.nmls,
    costs: costsOf(terms, amount, termYears, inPersonNotaryFee),
    createdAt: new Date(app.created_at),
  };
}

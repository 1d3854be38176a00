import type { IncomeLinkType } from '../../contracts/portal';
import type { IncomeSourceProvider } from '../../contracts/funding';

export type { IncomeLinkType, IncomeSourceProvider };

export interface IncomeResult {
  /** An income source code of the spec's enumeration (a payroll connection, bank transactions, ...). */
  source: string;
  outcome: 'VERIFIED_INCOME_MATCHED' | 'INCOME_MISMATCH' | 'EMPLOYMENT_VERIFICATION_NEEDED';
  employerName: string;
  verifiedAnnualIncome: number;
  /** Paystubs the applicant must upload when the linked income does not match the stated one. */
  paystubsRequired: number;
}

/**
 * An income verification vendor (payroll connection or bank-transaction analysis). The applicant signs
 * in to their payroll provider or bank inside the vendor's window; the portal passes the login on and
 * keeps none of it.
 */
export interface IncomeProvider {
  /** The payroll providers or banks of one kind, whose names contain the query (all when none). */
  providers(type: IncomeLinkType, query?: string): Promise<IncomeSourceProvider[]>;
  link(input: { type: IncomeLinkType; providerId?: string; username: string; password: string; statedIncome: number }): Promise<IncomeResult>;
  /**
   * The underwriter's review of uploaded paystubs or stated employer details: matched, or not
   * confirmed (the applicant links another source).
   */
  review(input: { statedIncome: number; documentNames: string[]; employerName?: string }): Promise<{ matched: boolean }>;
}

/** Paystubs asked for when the applicant chooses to upload them instead of signing in to a provider. */
export const MANUAL_PAYSTUBS_REQUIRED = 2;

import { badRequest } from '../core/errors';

/** How income was linked: a payroll account or the transactions of a bank account. */
export type IncomeLinkType = 'payroll' | 'bank-transactions';

export interface IncomeResult {
  /** An income source code of the spec's enumeration (a payroll connection, bank transactions, ...). */
  source: string;
  outcome: 'VERIFIED_INCOME_MATCHED' | 'INCOME_MISMATCH' | 'EMPLOYMENT_VERIFICATION_NEEDED';
  employerName: string;
  verifiedAnnualIncome: number;
  /** Paystubs the applicant must upload when the linked income does not match the stated one. */
  paystubsRequired: number;
}

/** An income verification vendor (payroll connection or bank-transaction analysis). */
export interface IncomeProvider {
  link(input: { type: IncomeLinkType; username: string; password: string; statedIncome: number }): Promise<IncomeResult>;
  /**
   * The underwriter's review of uploaded paystubs or stated employer details: matched, or not
   * confirmed (the applicant links another source).
   */
  review(input: { statedIncome: number; documentNames: string[]; employerName?: string }): Promise<{ matched: boolean }>;
}

export const SANDBOX_INCOME_PASSWORD = 'pass_good';

/**
 * Sandbox: the outcome is chosen by the username typed in the link widget (docs/flow.md, "Test personas"):
 * user_good -> income verified and matched; user_mismatch -> income lower than stated, two paystubs
 * needed; user_employment -> employment must be verified. The password is always pass_good.
 */
export const sandboxIncomeProvider: IncomeProvider = {
  /** Sandbox review: confirmed, unless a paystub's file name starts with "unreadable". */
  async review({ documentNames }) {
    return { matched: !documentNames.some((n) => n.toLowerCase().startsWith('unreadable')) };
  },
  async link({ type, username, password, statedIncome }) {
    if (password !== SANDBOX_INCOME_PASSWORD) throw badRequest('Those credentials did not work. Check your username and password and try again.');
    const source = type === 'payroll' ? 'POINTSERV_PAYROLL' : 'PLAID_TRANSACTIONS';
    const stated = statedIncome > 0 ? statedIncome : 120_000;
    switch (username.trim().toLowerCase()) {
      case 'user_good':
        return { source, outcome: 'VERIFIED_INCOME_MATCHED', employerName: 'Cascade Robotics Inc.', verifiedAnnualIncome: stated, paystubsRequired: 0 };
      case 'user_mismatch':
        return { source, outcome: 'INCOME_MISMATCH', employerName: 'Cascade Robotics Inc.', verifiedAnnualIncome: Math.round(stated * 0.6), paystubsRequired: 2 };
      case 'user_employment':
        return { source, outcome: 'EMPLOYMENT_VERIFICATION_NEEDED', employerName: '', verifiedAnnualIncome: 0, paystubsRequired: 0 };
      default:
        throw badRequest('Those credentials did not work. Check your username and password and try again.');
    }
  },
};

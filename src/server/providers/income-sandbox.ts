import { HttpError, badRequest } from '../core/errors';
import type { IncomeProvider, IncomeSourceProvider } from './income';

export const SANDBOX_INCOME_PASSWORD = 'pass_good';
/** The sandbox provider that never answers (docs/flow.md, "Test personas"). */
export const SANDBOX_INCOME_DOWN = 'pay_offline';

const BAD_LOGIN = 'Those credentials did not work. Check your username and password and try again.';

const PROVIDERS: IncomeSourceProvider[] = [
  { id: 'pay_summit', name: 'Summit Payroll Services', type: 'payroll' },
  { id: 'pay_crestline', name: 'Crestline HR', type: 'payroll' },
  { id: 'pay_northwind', name: 'Northwind Payroll', type: 'payroll' },
  { id: SANDBOX_INCOME_DOWN, name: 'Offline Payroll Co.', type: 'payroll' },
  { id: 'bank_first_harbor', name: 'First Harbor Bank', type: 'bank-transactions' },
  { id: 'bank_redwood', name: 'Redwood Credit Union', type: 'bank-transactions' },
  { id: 'bank_lakeside', name: 'Lakeside Savings', type: 'bank-transactions' },
];

/**
 * Sandbox: the outcome is chosen by the username typed in the provider's window (docs/flow.md, "Test
 * personas"): user_good -> income verified and matched; user_mismatch -> income lower than stated,
 * two paystubs needed; user_employment -> employment must be verified. The password is always
 * pass_good. Offline Payroll Co. never answers.
 */
export const sandboxIncomeProvider: IncomeProvider = {
  async providers(type, query) {
    const q = query?.trim().toLowerCase() ?? '';
    return PROVIDERS.filter((p) => p.type === type && (!q || p.name.toLowerCase().includes(q)));
  },
  /** Sandbox review: confirmed, unless a paystub's file name starts with "unreadable". */
  async review({ documentNames }) {
    return { matched: !documentNames.some((n) => n.toLowerCase().startsWith('unreadable')) };
  },
  async link({ type, providerId, username, password, statedIncome }) {
    const provider = providerId === undefined ? undefined : PROVIDERS.find((p) => p.id === providerId && p.type === type);
    if (providerId !== undefined && !provider) throw badRequest('Choose your payroll provider or bank again: that one is not in the list.');
    if (provider?.id === SANDBOX_INCOME_DOWN) {
      throw new HttpError(502, `${provider.name} is not answering right now. Try again in a few minutes, or upload your paystubs instead.`);
    }
    if (password !== SANDBOX_INCOME_PASSWORD) throw badRequest(BAD_LOGIN);
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
        throw badRequest(BAD_LOGIN);
    }
  },
};

import type { VerificationStatus } from '../../lib/enumerations';
import type { Institution } from '../../contracts/funding';
import { refuse } from '../core/errors';

export type { Institution };

export interface LinkedAccount {
  id: string;
  name: string;
  type: 'CHECKING' | 'SAVINGS';
  mask: string;
  routingNumber: string;
  accountNumber: string;
  ownerName: string;
}

/** A bank account aggregator: pick an institution, log in, choose an account. */
export interface BankProvider {
  institutions(query?: string): Promise<Institution[]>;
  link(input: { institutionId: string; username: string; password: string; ownerName: string }): Promise<{ institution: Institution; accounts: LinkedAccount[] }>;
  /** The account verification (GIACT): the account exists, is open and is the owner's. */
  verifyAccount(input: { routingNumber: string; accountNumber: string; ownerName: string }): Promise<VerificationStatus>;
}

/** Sandbox: an account number ending in this fails the account verification (docs/flow.md, "Test personas"). */
export const SANDBOX_GIACT_FAILING_SUFFIX = '0000';

const INSTITUTIONS: Institution[] = [
  { id: 'ins_sandbox_1', name: 'Sandbox Federal Bank' },
  { id: 'ins_sandbox_2', name: 'Harbor Test Credit Union' },
  { id: 'ins_sandbox_3', name: 'Evergreen Sandbox Savings' },
];

/** Real routing numbers, so the accounts pass the same checks as hand-entered ones. */
const ROUTING: Record<string, string> = { ins_sandbox_1: '021000021', ins_sandbox_2: '322271627', ins_sandbox_3: '121000358' };

export const SANDBOX_BANK_CREDENTIALS = { username: 'user_good', password: 'pass_good' };

/**
 * Sandbox aggregator: every institution accepts user_good / pass_good and has a checking and a savings
 * account; every account passes the verification but one whose number ends in 0000.
 */
export const sandboxBankProvider: BankProvider = {
  async verifyAccount({ accountNumber }) {
    return accountNumber.endsWith(SANDBOX_GIACT_FAILING_SUFFIX) ? 'FAILED_VERIFICATION' : 'VERIFIED';
  },
  async institutions(query) {
    const q = query?.trim().toLowerCase();
    return q ? INSTITUTIONS.filter((i) => i.name.toLowerCase().includes(q)) : INSTITUTIONS;
  },
  async link({ institutionId, username, password, ownerName }) {
    const institution = INSTITUTIONS.find((i) => i.id === institutionId);
    if (!institution) throw refuse(404, 'refusal.bankUnknown');
    if (username !== SANDBOX_BANK_CREDENTIALS.username || password !== SANDBOX_BANK_CREDENTIALS.password) {
      throw refuse(400, 'refusal.bankCredentials');
    }
    const routingNumber = ROUTING[institutionId] as string;
    const suffix = institutionId.slice(-1);
    return {
      institution,
      accounts: [
        { id: `${institutionId}-chk`, name: 'Everyday Checking', type: 'CHECKING', mask: `678${suffix}`, routingNumber, accountNumber: `00012345678${suffix}`, ownerName },
        { id: `${institutionId}-sav`, name: 'High Yield Savings', type: 'SAVINGS', mask: `432${suffix}`, routingNumber, accountNumber: `00098764321${suffix}`, ownerName },
      ],
    };
  },
};

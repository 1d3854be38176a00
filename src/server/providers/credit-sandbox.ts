import type { CreditProvider, CreditReport, CreditRequest } from './credit';

/** The freeze PIN the sandbox bureau accepts for the Frozen persona. */
export const SANDBOX_FREEZE_PIN = '1234';

/**
 * Test personas, chosen by the applicant's last name (case-insensitive). Debts scale with the
 * stated income so each persona's debt-to-income ratio is the same whatever income is typed.
 * Documented in the docs/flow.md ("Test personas").
 */
export const CREDIT_PERSONAS: Record<string, { score: number; dtiShare: number; mortgage: number; delinquent?: boolean }> = {
  prime: { score: 790, dtiShare: 0.1, mortgage: 150_000 },
  debt: { score: 720, dtiShare: 0.58, mortgage: 150_000 },
  lowscore: { score: 590, dtiShare: 0.1, mortgage: 150_000 },
  late: { score: 700, dtiShare: 0.12, mortgage: 150_000, delinquent: true },
  assets: { score: 760, dtiShare: 0.44, mortgage: 150_000 },
  underwater: { score: 760, dtiShare: 0.1, mortgage: 590_000 },
  thinfile: { score: 700, dtiShare: 0.1, mortgage: 150_000 },
};
const DEFAULT_PERSONA: { score: number; dtiShare: number; mortgage: number; delinquent?: boolean } = { score: 760, dtiShare: 0.12, mortgage: 200_000 };
const TEXAS_MORTGAGE = 120_000;

export const sandboxCreditProvider: CreditProvider = {
  async pull(req: CreditRequest): Promise<CreditReport> {
    const bureau = 'SANDBOX_BUREAU';
    const name = req.lastName.trim().toLowerCase();
    if (name === 'outage' && req.previousAttempts === 0) return { outcome: 'ERROR', bureau };
    if (name === 'frozen' && req.freezePin !== SANDBOX_FREEZE_PIN) return { outcome: 'FROZEN', bureau };
    if ((name === 'nofile' || name === 'thinfile') && !req.ssn) return { outcome: 'NEEDS_SSN', bureau };
    if (name === 'nofile') return { outcome: 'NO_FILE', bureau };
    const p = CREDIT_PERSONAS[name] ?? DEFAULT_PERSONA;
    const mortgage = req.address.state === 'TX' && !CREDIT_PERSONAS[name] ? TEXAS_MORTGAGE : p.mortgage;
    return {
      outcome: 'FOUND',
      bureau,
      score: p.score,
      monthlyDebt: Math.round((req.statedIncome / 12) * p.dtiShare),
      mortgageBalance: mortgage,
      delinquent: p.delinquent === true,
    };
  },
};

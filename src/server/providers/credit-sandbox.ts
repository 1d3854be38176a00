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
      scoreRange: SANDBOX_SCORE_RANGE,
      keyFactors: keyFactorsOf(p),
    };
  },
  bureauContact: () => SANDBOX_BUREAU_CONTACT,
};

/** The sandbox bureau's scoring model runs from 300 to 850, like the common ones. */
export const SANDBOX_SCORE_RANGE = { min: 300, max: 850 } as const;

/** The sandbox bureau, as an adverse action notice names it (fictitious, like the personas). */
export const SANDBOX_BUREAU_CONTACT = {
  name: 'Sandbox Credit Bureau', address: 'PO Box 1000, Sandbox City, CA 94000', phone: '(800) 555-0100', website: 'https://bureau.sandbox.example',
} as const;

/** Key factors follow the persona: a low score reads as late payments and high balances, a high debt load as balances. */
function keyFactorsOf(p: { score: number; dtiShare: number; delinquent?: boolean }): string[] {
  const factors: string[] = [];
  if (p.delinquent || p.score < 620) factors.push('Serious delinquency or late payments on accounts');
  if (p.dtiShare > 0.4 || p.score < 620) factors.push('Proportion of balances to credit limits is too high');
  if (p.score < 700) factors.push('Length of time accounts have been established');
  factors.push('Too many inquiries in the last 12 months');
  return factors.slice(0, 4);
}

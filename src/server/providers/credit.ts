/** Credit bureau behind an interface: the sandbox answers from test personas, a real bureau would plug in here. */
export type CreditPullKind = 'SOFT' | 'HARD';

export interface CreditRequest {
  kind: CreditPullKind;
  firstName: string;
  lastName: string;
  dob: string;
  address: { street1: string; city: string; state: string; zip: string };
  /** Full SSN when the applicant gave one (never stored by the portal). */
  ssn?: string;
  /** PIN of a frozen credit file. */
  freezePin?: string;
  /** Yearly income the applicant stated (the sandbox scales its debts to it). */
  statedIncome: number;
  /** How many pulls of this kind came before (the sandbox's bureau outage clears on retry). */
  previousAttempts: number;
}

export type CreditOutcome = 'FOUND' | 'FROZEN' | 'NEEDS_SSN' | 'NO_FILE' | 'ERROR';

export interface CreditReport {
  outcome: CreditOutcome;
  bureau: string;
  score?: number;
  monthlyDebt?: number;
  /** Balance of the first mortgage, used to prefill the liens step. */
  mortgageBalance?: number;
  delinquent?: boolean;
  /** The scoring model's lowest and highest scores (the adverse action notice's score disclosure). */
  scoreRange?: { min: number; max: number };
  /** The key factors that lowered the score, in the bureau's words, most important first (at most four). */
  keyFactors?: string[];
  /** The date the score was created (yyyy-MM-dd). */
  scoredOn?: string;
}

/** How a consumer reaches the bureau that supplied a score (FCRA: printed on an adverse action notice). */
export interface BureauContact {
  name: string;
  address: string;
  phone: string;
  website: string;
}

export interface CreditProvider {
  pull(request: CreditRequest): Promise<CreditReport>;
  /** The contact details of a bureau the provider named in a report. */
  bureauContact(bureau: string): BureauContact;
}

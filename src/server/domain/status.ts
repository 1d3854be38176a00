/**
 * The server's own status of an application (the value GET .../{uuid}/status answers and the
 * client routes on, flows/status-routes.json). It follows from the flow state, plus the flags that
 * tell apart the cases one state covers and the short server-side waits.
 */
export const STATUS_FOR_STATE: Readonly<Record<string, string>> = {
  profile: 'IN_PROGRESS',
  ssnCredit: 'CREDIT_NO_MATCH',
  errorCredit: 'CREDIT_ERROR',
  incorrectPin: 'CREDIT_FROZEN',
  noCredit: 'NO_CREDIT_FILE',
  noProperty: 'NO_PROPERTY_FOUND',
  datatreeError: 'DATATREE_NO_MATCH',
  incorrectOwnership: 'INCORRECT_OWNERSHIP',
  uwReview: 'UW_REVIEW',
  delinquency: 'DELINQUENCY',
  liens: 'LIENS',
  product: 'OFFER_SELECTION',
  assetDepletion: 'ASSETS_PREQUAL',
  moreProfile: 'APP_SUBMISSION',
  hmda: 'HMDA',
  waitSummary: 'WAITING_FOR_APP_SUMMARY',
  appSummary: 'APP_SUMMARY',
  incomeReview: 'INCOME_VERIFICATION',
  manualPaystubUpload: 'MANUAL_PAYSTUB_UPLOAD',
  waitMerchant: 'WAITING_FOR_INCOME',
  emplVerify: 'EMPLOYMENT_VERIFICATION',
  ach: 'BANK_ACCOUNT',
  autopay: 'BANK_ACCOUNT',
  manualAutopay: 'BANK_ACCOUNT',
  lienAttestation: 'PAYOFF_HOLD',
  docVerify: 'IDENTITY_VERIFICATION',
  bpo: 'NAV_BPO',
  bpoProcessing: 'WAITING_FOR_VALUATION',
  documents: 'CONDITIONS',
  waitSign: 'GENERATING_DISCLOSURES',
  sign: 'NOTE_SIGNING',
  codeed: 'DEED_SIGNING',
  waitNotary: 'WAITING_FOR_NOTARY',
  notary: 'NOTARY',
  insurance: 'INSURANCE',
  waitFund: 'WAITING_FOR_FUNDING',
  complete: 'COMPLETE',
  declined: 'DECLINED',
  dtiDeclined: 'DECLINED_DTI',
  creditScoreDeclined: 'DECLINED_CREDIT_SCORE',
};

export interface StatusInput {
  state: string;
  flags: Record<string, unknown>;
}

const before = (iso: unknown, now: Date): boolean => typeof iso === 'string' && now.getTime() < Date.parse(iso);

/** The status at `now`. */
export function serverStatus(app: StatusInput, now: Date): string {
  const { state, flags } = app;
  if (flags.cancelled === true) return 'CANCELLED';
  if (state === 'noProperty' && flags.multipleProperties === true) return 'MULTIPLE_PROPERTIES';
  // The hard pull runs in the background after the contact step; the client keeps polling meanwhile.
  if (state === 'hmda' && before(flags.hardPullPendingUntil, now)) return 'HARD_CREDIT_PULL';
  return STATUS_FOR_STATE[state] ?? 'IN_PROGRESS';
}

/** Waiting states the server leaves by itself once their time has come: state -> [event, flag holding the time]. */
export const TIMED_STEPS: Readonly<Record<string, { event: string; readyAtFlag: string; readyFlag: string }>> = {
  waitSummary: { event: 'summaryReady', readyAtFlag: 'appSummaryReadyAt', readyFlag: 'appSummaryReady' },
};

/** When a timed waiting state is due, the flags that let its transition pass; otherwise undefined. */
export function dueStep(app: StatusInput, now: Date): { event: string; flags: Record<string, unknown> } | undefined {
  const step = TIMED_STEPS[app.state];
  if (!step) return undefined;
  const at = app.flags[step.readyAtFlag];
  if (typeof at !== 'string' || now.getTime() < Date.parse(at)) return undefined;
  return { event: step.event, flags: { [step.readyFlag]: true } };
}

/**
 * Holds the server puts an application on by itself when a flag asks for it: state -> events tried in
 * order, each moving only when its guard in flows/applicant.flow.json passes. Liens other than the
 * first mortgage must be paid off from the new line, so the bank step waits for the applicant to
 * confirm that payoff (ach -> lienAttestation, payoff/hold).
 */
export const AUTOMATIC_EVENTS: Readonly<Record<string, readonly string[]>> = {
  ach: ['holdForPayoff'],
};

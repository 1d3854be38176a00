import type { Guard, GuardContext } from '../engine/flow-machine';
import { IDENTITY_DOCUMENT_TYPES } from './enumerations';
import { valuationPending } from './rules';

/**
 * Named predicates over the application record, referred to by name from flow files.
 * Each is small and pure so that flows stay data and guards stay testable.
 *
 * The record is the application as GET .../application/heloc/{uuid} returns it: the data the screens
 * wrote (borrower, property, consents, term, amount, ...) merged with the status flags the server
 * sets (uwDecision, liensComplete, creditFrozenWithPin, ...), see spec section 3.
 */

/** Reads a dotted path ('borrower.name.firstName') from the record. */
export function field(ctx: GuardContext, path: string): unknown {
  let node: unknown = ctx;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const is = (ctx: GuardContext, path: string): boolean => field(ctx, path) === true;
const positive = (v: unknown): boolean => typeof v === 'number' && v > 0;

/** Consent types recorded on the application (consents: [{type, acceptedAt}]). */
export const CONSENT = { softCredit: 'SOFT_CREDIT_PULL', hardCredit: 'HARD_CREDIT_PULL' } as const;

export const hasConsent = (ctx: GuardContext, type: string): boolean => {
  const consents = field(ctx, 'consents');
  return Array.isArray(consents) && consents.some((c) => c && typeof c === 'object' && (c as { type?: unknown }).type === type);
};

const ID_TYPES: readonly string[] = IDENTITY_DOCUMENT_TYPES;
const idDocumentUploaded: Guard = (ctx) => {
  const docs = field(ctx, 'documents');
  return Array.isArray(docs) && docs.some((d) => d !== null && typeof d === 'object' && ID_TYPES.includes(String((d as { type?: unknown }).type)));
};

const INCOME_MATCHED = ['VERIFIED_INCOME_MATCHED_OFFER', 'FINAL_OFFER'];

/** Another offer may be chosen after Back until the documents are signed (and not while assets must be shown). */
const offerChangeable: Guard = (ctx) =>
  positive(field(ctx, 'term')) && positive(field(ctx, 'amount')) && !is(ctx, 'primaryParticipantAcceptComplete') &&
  field(ctx, 'uwSubDecision') !== 'UNVERIFIED_DTI_LIMITED' && field(ctx, 'uwDecision') !== 'DECLINE';

export const guards: Record<string, Guard> = {
  // Profile and soft credit
  profileComplete: (ctx) =>
    present(field(ctx, 'borrower.name.firstName')) && present(field(ctx, 'borrower.name.lastName')) &&
    present(field(ctx, 'borrower.dob')) && present(field(ctx, 'selectedPropertyUuid')) && hasConsent(ctx, CONSENT.softCredit),
  creditFrozen: (ctx) => is(ctx, 'creditFrozenWithPin'),
  creditNeedsSsn: (ctx) => is(ctx, 'creditNeedsSsn') && !is(ctx, 'hasSsn'),
  softPullComplete: (ctx) => is(ctx, 'softPullComplete'),
  propertyFound: (ctx) => present(field(ctx, 'selectedPropertyUuid')) && !is(ctx, 'datatreeNoMatch'),
  multipleProperties: (ctx) => is(ctx, 'multipleProperties'),
  /** The bureau answers the hard pull in the background for a moment after the contact step. */
  hardPullPending: (ctx) => typeof ctx.hardPullPendingUntil === 'string' && typeof ctx.now === 'string' && ctx.now < ctx.hardPullPendingUntil,

  // Underwriting and offers
  liensDoneOrDecision: (ctx) => is(ctx, 'liensComplete') || present(field(ctx, 'uwDecision')),
  unverifiedDtiLimited: (ctx) => field(ctx, 'uwSubDecision') === 'UNVERIFIED_DTI_LIMITED' && !is(ctx, 'assetDepletion.complete'),
  offerChosen: (ctx) => positive(field(ctx, 'term')) && positive(field(ctx, 'amount')),
  offerChangeable,
  /**
   * Another offer once the summary was ready: the summary is shown again with the new terms to confirm;
   * the steps before it (contact, demographics) do not depend on the offer, the ones after it stay done.
   */
  offerChangedAfterSummary: (ctx) => offerChangeable(ctx) && (is(ctx, 'appSummaryAccepted') || is(ctx, 'appSummaryReady')),
  assetsComplete: (ctx) => is(ctx, 'assetDepletion.complete'),
  uwReview: (ctx) => field(ctx, 'uwDecision') === 'REVIEW' && !is(ctx, 'delinquency'),

  // More about the applicant
  hardCreditReady: (ctx) => present(field(ctx, 'ownershipType')) && is(ctx, 'hasSsn') && hasConsent(ctx, CONSENT.hardCredit),
  hmdaComplete: (ctx) => is(ctx, 'hasHmda'),
  summaryReady: (ctx) => is(ctx, 'appSummaryReady'),
  summaryAccepted: (ctx) => is(ctx, 'appSummaryAccepted'),

  // Income
  incomeMatched: (ctx) => INCOME_MATCHED.includes(String(field(ctx, 'uwSubDecision'))),
  incomeLinked: (ctx) => present(field(ctx, 'incomeSources')),
  manualPaystubNeeded: (ctx) => is(ctx, 'manualPaystubUpload'),
  manualPaystubTasksComplete: (ctx) => is(ctx, 'manualPaystubTasksComplete'),
  incomeReviewed: (ctx) => is(ctx, 'incomeReviewComplete'),
  employmentVerificationNeeded: (ctx) => is(ctx, 'employmentVerificationNeeded') && !is(ctx, 'employmentVerified'),
  employmentVerified: (ctx) => is(ctx, 'employmentVerified'),

  // Bank accounts
  disburseAccountSet: (ctx) => present(field(ctx, 'disburseAccount.uuid')),
  /** The applicant chose to enter the account that receives the funds by hand. */
  manualDisburseChosen: (ctx) => field(ctx, 'disburseMethod') === 'MANUAL' && !present(field(ctx, 'disburseAccount.uuid')),
  /** Both accounts set, and any lien to pay off from the line confirmed: nothing goes on to identity before that. */
  accountsSet: (ctx) =>
    present(field(ctx, 'disburseAccount.uuid')) &&
    ((field(ctx, 'payType') === 'AUTOPAY' && present(field(ctx, 'autopayAccount.uuid'))) || field(ctx, 'payType') === 'MANUAL') &&
    (!is(ctx, 'inquiryAttestNeeded') || is(ctx, 'inquiryAttestComplete')),
  inquiryAttestNeeded: (ctx) => is(ctx, 'inquiryAttestNeeded') && !is(ctx, 'inquiryAttestComplete'),
  inquiryAttestComplete: (ctx) => is(ctx, 'inquiryAttestComplete'),

  // Identity and valuation
  needsValuation: (ctx) => idDocumentUploaded(ctx) && valuationPending(ctx),
  idUploaded: (ctx) => idDocumentUploaded(ctx),
  bpoOrdered: (ctx) => field(ctx, 'bpo') === 'BPO_PROCESSING',
  bpoComplete: (ctx) => field(ctx, 'bpo') === 'BPO_COMPLETE',
  /** The home is in a flood zone and its flood certificate is not back yet: nothing goes on until it is. */
  waitingOnFloodCert: (ctx) => is(ctx, 'waitingOnFloodCert'),
  floodCertReceived: (ctx) => !is(ctx, 'waitingOnFloodCert'),

  // Signing, notary, insurance, funding
  disclosuresReady: (ctx) => is(ctx, 'disclosuresReady'),
  primarySigned: (ctx) => is(ctx, 'primaryParticipantAcceptComplete'),
  coDeedComplete: (ctx) => field(ctx, 'coDeedStatus') === 'COMPLETE' || is(ctx, 'manualDeedSigningComplete'),
  notaryReady: (ctx) => is(ctx, 'notaryReady') && !is(ctx, 'notaryComplete'),
  eNotaryIdChecked: (ctx) => is(ctx, 'eNotaryIdVerified'),
  notaryComplete: (ctx) => is(ctx, 'notaryComplete'),
  insuranceComplete: (ctx) => is(ctx, 'insurance.complete'),
  /** Funds sent, with no condition open and no cancellation: an open condition holds funding. */
  funded: (ctx) => is(ctx, 'funded') && !is(ctx, 'condition') && !is(ctx, 'cancelRequested'),
  /** The borrower used the right to cancel before its deadline, or staff withdrew the application at their request. */
  cancelRequested: (ctx) => is(ctx, 'cancelRequested'),
  /** A cancel before the documents are signed is a withdrawal of the application, not the right to cancel. */
  withdrawnBeforeSigning: (ctx) => is(ctx, 'cancelRequested') && !is(ctx, 'primaryParticipantAcceptComplete'),
  /** The incomplete-application sweep found the application waiting on the applicant past its lender's days. */
  leftIncomplete: (ctx) => field(ctx, 'closedAs') === 'INCOMPLETE',
  conditionsCleared: (ctx) => !is(ctx, 'condition'),

  // Outcomes the server decides (global transitions)
  uwDeclined: (ctx) => field(ctx, 'uwDecision') === 'DECLINE' && !is(ctx, 'dtiDecline') && !is(ctx, 'creditScoreDecline'),
  dtiDecline: (ctx) => is(ctx, 'dtiDecline'),
  creditScoreDecline: (ctx) => is(ctx, 'creditScoreDecline'),
  delinquent: (ctx) => is(ctx, 'delinquency'),
  bpoProcessing: (ctx) => field(ctx, 'bpo') === 'BPO_PROCESSING',
  hasOpenConditions: (ctx) => is(ctx, 'condition'),
  creditError: (ctx) => is(ctx, 'creditError'),
  noCreditFile: (ctx) => is(ctx, 'noCreditFile'),
  propertyNotFound: (ctx) => is(ctx, 'noPropertyFound') || is(ctx, 'multipleProperties'),
  datatreeNoMatch: (ctx) => is(ctx, 'datatreeNoMatch'),
  incorrectOwnership: (ctx) => is(ctx, 'incorrectOwnership'),

  // Registration (flows/registration.flow.json): the context is the draft by step id
  /** An e-mail and a phone are already known (a referral link or the profile gave them): skip contact info. */
  registrationContactKnown: (ctx) => present(field(ctx, 'contact-info.email')) && present(field(ctx, 'contact-info.phone')),
  /** The visitor is signed in already: no account to create, so no login info. */
  registrationSignedIn: (ctx) => is(ctx, 'signedIn'),
  /** Signed in and the account has an e-mail and a phone: nothing more to ask after the birth date. */
  registrationSignedInWithContact: (ctx) => is(ctx, 'signedIn') && present(field(ctx, 'contact-info.email')) && present(field(ctx, 'contact-info.phone')),
};

export const GUARD_NAMES = (): string[] => Object.keys(guards);

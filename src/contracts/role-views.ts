import type { FromSchema } from 'json-schema-to-ts';
import {
  BPO_STATUSES, EMPLOYMENT_TYPES, enumSchema, INCOME_SOURCES, PAYMENT_METHODS, PROGRESS_STATUSES, RATE_TYPES, TITLE_STATUSES,
  UW_DECISIONS, UW_SUB_DECISIONS, VERIFICATION_STATUSES,
} from '../lib/enumerations';

/**
 * The application as each role reads it, declared once for both sides: the server answers every
 * route that returns an application through the caller's view (a field not declared here is never
 * sent), and the browser's types come from the same schemas.
 *
 * Roles: the applicant who owns it, an additional signer (co-deeder), the lender's staff and its
 * chat agents. Each view is closed: adding a field to what a role sees is an edit here.
 */

const text = { type: 'string' } as const;
/** The language the application speaks: the borrower's portal, mail and documents (docs/languages.md), en or es. */
const language = text;
const flag = { type: 'boolean' } as const;
const money = { type: 'number' } as const;
export const isoTime = { type: 'string' } as const;
/** Screen answers pass through as the screen's own schema accepted them (closed and bounded there). */
const answer = {} as const;

const signerEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'identityUuid', 'email', 'firstName', 'lastName', 'status'],
  properties: {
    uuid: text, identityUuid: { type: ['string', 'null'] }, email: text, firstName: text, lastName: text, status: text,
  },
} as const;

const auditFields = {
  type: 'object', additionalProperties: false, required: ['createdDate', 'updatedDate'],
  properties: { createdDate: isoTime, updatedDate: isoTime },
} as const;

/** What every role that may read an application sees of it: which one, where it stands, the line. */
const identification = {
  uuid: text,
  loanNumber: text,
  orgCode: text,
  state: text,
  status: text,
  /** The content version the application started on: its flow and screens (the portal loads that version's content). */
  contentVersion: text,
} as const;

const address = {
  type: 'object', additionalProperties: false,
  properties: { street1: text, street2: text, city: text, state: text, zip: text },
} as const;

/** The home: its address and state (the signer's part); the applicant also reads what else was kept. */
const homeDeclared = { address, state: text } as const;
/** The applicant's name (the signer's part of the borrower). */
const nameDeclared = { name: { type: 'object', additionalProperties: false, properties: { firstName: text, lastName: text } } } as const;

const lineTerms = {
  amount: money,
  rate: money,
  term: { type: 'integer' },
} as const;

/**
 * What a line costs the applicant, per offer and for the chosen one: the offers answer, the
 * application's own view and the disclosures all carry this one computation (src/server/domain/costs.ts).
 */
export const COSTS = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'apr', 'termYears', 'monthlyPayment', 'originationFee', 'valuationFee', 'recordingFees', 'recordingTaxes', 'notaryFee', 'inPersonNotaryFee', 'cashToApplicant'],
  properties: {
    amount: money,
    apr: money,
    termYears: { type: 'integer' },
    monthlyPayment: money,
    originationFee: money,
    /** Charged when no automated value exists for the home. */
    valuationFee: money,
    recordingFees: money,
    recordingTaxes: money,
    /** The online notary the applicant is offered first. */
    notaryFee: money,
    /** What a notary visit in person costs instead, if the applicant chooses one. */
    inPersonNotaryFee: money,
    /** Paid out at closing: the line less the fees above. */
    cashToApplicant: money,
  },
} as const;

const account = {
  type: ['object', 'null'], additionalProperties: false, required: ['uuid', 'mask'],
  properties: { uuid: text, mask: text, routingNumber: text, institutionName: text, accountName: text, accountType: text },
} as const;

const applicantProperties = {
  ...identification,
  ...lineTerms,
  additionalSignerVersion: text,
  helocSigners: { type: 'array', items: signerEntry },
  auditFields,
  coDeedStatus: text,

  // the applicant's answers (screens and the steps' own work)
  borrower: { type: 'object', additionalProperties: true, properties: nameDeclared },
  property: { type: 'object', additionalProperties: true, properties: homeDeclared },
  selectedPropertyUuid: { type: ['string', 'null'] },
  consents: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['type', 'acceptedAt'], properties: { type: text, acceptedAt: isoTime } } },
  hasSsn: flag,
  ssnLast4: text,
  hasHmda: flag,
  statedIncome: money,
  /** From the credit report, the one figure the applicant is shown: the mortgage balance that prefills the liens step. */
  credit: { type: 'object', additionalProperties: false, properties: { mortgageBalance: money } },
  offerId: text,
  selectedOfferId: text,
  termYears: { type: 'integer' },
  monthlyPayment: money,
  costs: COSTS,
  incomeSources: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { source: enumSchema(INCOME_SOURCES), employerName: text, employmentType: enumSchema(EMPLOYMENT_TYPES), verifiedAnnualIncome: money } } },
  paystubDocuments: { type: 'array', items: text },
  documents: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { uuid: text, type: text } } },
  disburseMethod: text,
  disburseAccount: account,
  autopayAccount: account,
  payType: enumSchema(PAYMENT_METHODS),
  rateType: enumSchema(RATE_TYPES),
  isCrypto: flag,
  requestedManualNotaryTime: text,
  assetDepletion: answer,
  insurance: answer,

  // where the steps stand (status data the server sets)
  uwDecision: enumSchema(UW_DECISIONS),
  uwSubDecision: enumSchema(UW_SUB_DECISIONS),
  /** The preliminary title search before the offer, the final one before closing. */
  titleStatus: enumSchema(TITLE_STATUSES),
  appSummaryReady: flag,
  appSummaryReadyAt: isoTime,
  appSummaryAccepted: flag,
  submittedAt: isoTime,
  incomeReviewComplete: flag,
  paystubsRequired: { type: 'integer' },
  manualPaystubUpload: flag,
  manualPaystubTasksComplete: flag,
  employmentVerificationNeeded: flag,
  employmentVerified: flag,
  inquiryAttestNeeded: flag,
  inquiryAttestComplete: flag,
  identityDocumentType: text,
  /** The bank account check (GIACT) of the account that receives the funds. */
  giactAccountStatus: enumSchema(VERIFICATION_STATUSES),
  bpo: enumSchema(BPO_STATUSES),
  /** The home is in a flood zone and its flood certificate has not come back yet (route error/flood-cert). */
  waitingOnFloodCert: flag,
  floodCertReceivedAt: isoTime,
  disclosuresReady: flag,
  /** The disclosures generated for signing: how many, how many the applicant signed, and each one. */
  disclosureListSummary: {
    type: 'object', additionalProperties: false, required: ['total', 'signed', 'documents'],
    properties: {
      total: { type: 'integer' }, signed: { type: 'integer' },
      documents: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { documentUuid: text, sha256: text, generatedAt: isoTime, signedAt: isoTime } } },
    },
  },
  /** The closing checklist: INITIAL from the offer, IN_PROGRESS from the disclosures, COMPLETE with the insurance proofs. */
  checklistStatus: enumSchema(PROGRESS_STATUSES),
  primaryParticipantAcceptComplete: flag,
  manualDeedSigningComplete: flag,
  notaryReady: flag,
  manualNotary: flag,
  notaryFeeCents: { type: 'integer' },
  eNotaryIdVerified: flag,
  notaryComplete: flag,
  rescissionEndsOn: text,
  fundingDate: text,
  funded: flag,
  fundedAt: isoTime,
  condition: flag,
  /** When the notice of action taken (a decline, a withdrawal, an incomplete application) was sent. */
  adverseActionNoticeAt: isoTime,
  /** Why an application closed without a decision on its merits (state withdrawn). */
  closedAs: enumSchema(['WITHDRAWN', 'INCOMPLETE']),
  /** When the right to cancel was used, and its confirmation sent. */
  cancelledAt: isoTime,
  cancellationNoticeAt: isoTime,
} as const;

/**
 * The applicant's view: everything they told us and where each step stands. The underwriting
 * detail behind the decision (bureau data, ratios, valuations, provider references) is staff's.
 * Screens staff add keep their answers under keys this list cannot know; the server adds those from
 * the content the application runs on (see applicantViewSchema on the server).
 */
export const APPLICANT_VIEW = {
  $id: 'ApplicantView',
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'loanNumber', 'orgCode', 'state', 'status', 'helocSigners', 'auditFields'],
  properties: applicantProperties,
} as const;

/**
 * An additional signer's view: the line they sign for, the home and the applicant's name; never the
 * applicant's credit, income, SSN digits, demographics, contact details or bank accounts.
 */
export const SIGNER_VIEW = {
  $id: 'SignerView',
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'loanNumber', 'orgCode', 'state', 'status', 'helocSigners', 'auditFields', 'borrower', 'property'],
  properties: {
    ...identification,
    ...lineTerms,
    coDeedStatus: text,
    additionalSignerVersion: text,
    helocSigners: { type: 'array', items: signerEntry },
    auditFields,
    property: { type: 'object', additionalProperties: false, properties: homeDeclared },
    borrower: { type: 'object', additionalProperties: false, required: ['name'], properties: nameDeclared },
  },
} as const;

/**
 * Staff of the application's lender: the applicant's view plus the underwriting detail behind the
 * decision and who owns it.
 */
export const STAFF_VIEW = {
  $id: 'StaffView',
  type: 'object',
  additionalProperties: false,
  required: [...APPLICANT_VIEW.required, 'ownerEmail'],
  properties: {
    ...applicantProperties,
    ownerEmail: text,
    language,
    credit: { type: 'object', additionalProperties: false, properties: { score: { type: ['integer', 'null'] }, delinquent: flag, monthlyDebt: money, mortgageBalance: money } },
    dti: money,
    uwReasons: { type: 'array', items: text },
    uwCalculatedDrawAmount: money,
    adjustedHomeAmount: money,
    propertyRecord: { type: 'object', additionalProperties: false, properties: { state: text, avmValue: { type: ['number', 'null'] }, assessedValue: { type: ['number', 'null'] } } },
    bpoValue: money,
    bpoOrderedAt: isoTime,
    hardPull: { type: 'object', additionalProperties: false, properties: { outcome: text, score: { type: ['integer', 'null'] }, pulledAt: isoTime } },
    eNotaryRecordingId: text,
    creditError: flag,
    noCreditFile: flag,
    creditScoreDecline: flag,
    dtiDecline: flag,
    delinquency: flag,
    incorrectOwnership: flag,
    /** What the title search found that an underwriter must review (a legal description that does not match). */
    titleIssue: text,
    /** Who cancelled: the applicant or a signer under the right to cancel, or staff at the borrower's request. */
    cancelledBy: enumSchema(['APPLICANT', 'SIGNER', 'STAFF']),
  },
} as const;

/** A chat agent of the lender: who the visitor is and where their application stands, nothing more. */
export const AGENT_VIEW = {
  $id: 'AgentView',
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'loanNumber', 'state', 'status'],
  properties: {
    ...identification,
    isCrypto: flag,
    borrower: SIGNER_VIEW.properties.borrower,
    language,
  },
} as const;

/**
 * One line of the staff applications list and its CSV export: who applied, for which home, where it
 * stands, who referred it. Staff open the application for the rest (StaffView).
 */
export const STAFF_LIST_VIEW = {
  $id: 'StaffListView',
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'loanNumber', 'orgCode', 'state', 'status', 'ownerEmail', 'auditFields'],
  properties: {
    ...identification,
    amount: money,
    borrower: { type: 'object', additionalProperties: false, properties: { ...nameDeclared, email: text } },
    property: SIGNER_VIEW.properties.property,
    loanOriginatorUuid: text,
    ownerEmail: text,
    language,
    auditFields,
  },
} as const;

/**
 * Response schema of a route answering the caller's own view (the applicant's or a signer's): the
 * handler has already projected it through roleView, so the schema only documents it.
 */
export const CALLER_VIEW = {
  type: 'object',
  additionalProperties: true,
  description: "The application in the caller's role view: ApplicantView for its owner, SignerView for an additional signer (above)",
  required: ['uuid', 'loanNumber', 'state', 'status', 'helocSigners', 'auditFields'],
} as const;

/**
 * Response schema of a staff route answering the application in the staff view: the handler has already
 * projected it through roleView, so the schema only documents it.
 */
export const STAFF_ANSWER = {
  type: 'object',
  additionalProperties: true,
  description: 'The application in the staff view (StaffView, above)',
  required: ['uuid', 'loanNumber', 'state', 'status', 'ownerEmail'],
} as const;

export type CostEstimate = FromSchema<typeof COSTS>;
export type ApplicantView = FromSchema<typeof APPLICANT_VIEW>;
export type SignerView = FromSchema<typeof SIGNER_VIEW>;
export type StaffView = FromSchema<typeof STAFF_VIEW>;
export type AgentView = FromSchema<typeof AGENT_VIEW>;
export type StaffListView = FromSchema<typeof STAFF_LIST_VIEW>;
/** What a route answering the caller's own view gives: the applicant's or an additional signer's. */
export type CallerView = ApplicantView | SignerView;

/** Each role's view of an application, by role. */
export interface RoleViews { applicant: ApplicantView; signer: SignerView; staff: StaffView; staffList: StaffListView; agent: AgentView }
export type ViewRole = keyof RoleViews;
export const ROLE_VIEWS = { applicant: APPLICANT_VIEW, signer: SIGNER_VIEW, staff: STAFF_VIEW, staffList: STAFF_LIST_VIEW, agent: AGENT_VIEW } as const;

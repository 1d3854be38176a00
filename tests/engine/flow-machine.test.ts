import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFlow, UnknownGuardError } from '../../src/engine/flow-machine';
import type { GuardContext } from '../../src/engine/flow-machine';
import { guards } from '../../src/product/guards';
import type { FlowFile } from '../../src/engine/types';

const flowFile = JSON.parse(readFileSync('flows/applicant.flow.json', 'utf8')) as FlowFile;
const flow = compileFlow(flowFile, guards);

const profileDone: GuardContext = {
  borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' },
  selectedPropertyUuid: '0b3c7c1e-8a44-4c55-9d0e-1d2f3a4b5c6d',
  consents: [{ type: 'SOFT_CREDIT_PULL', acceptedAt: '2026-01-01T00:00:00Z' }],
  softPullComplete: true,
};

/**
 * Every transition of spec section 4, as [from, event, record, expected target]. "Any state"
 * transitions are exercised from a few different states.
 */
const SPEC: [string, string, GuardContext, string][] = [
  ['profile', 'submitProfile', profileDone, 'liens'],
  ['liens', 'underwrite', { liensComplete: true }, 'product'],
  ['uwReview', 'underwrite', { uwDecision: 'APPROVED' }, 'product'],
  ['noProperty', 'underwrite', { uwDecision: 'APPROVED' }, 'product'],
  ['product', 'selectOffer', { uwSubDecision: 'UNVERIFIED_DTI_LIMITED', term: 10, amount: 50_000 }, 'assetDepletion'],
  ['product', 'selectOffer', { uwSubDecision: 'UNVERIFIED_OFFER', term: 10, amount: 50_000 }, 'moreProfile'],
  // Back to the offers: before the summary the steps after the offer are taken again, after it the summary is confirmed again
  ['hmda', 'selectOffer', { uwSubDecision: 'UNVERIFIED_OFFER', term: 15, amount: 300_000 }, 'moreProfile'],
  ['docVerify', 'selectOffer', { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', term: 15, amount: 300_000, appSummaryAccepted: true }, 'appSummary'],
  // steps done before the offer changed pass by themselves (their automatic events)
  ['incomeReview', 'incomeKept', { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }, 'ach'],
  ['ach', 'chooseDisburse', { disburseAccount: { uuid: 'd1' } }, 'autopay'],
  ['moreProfile', 'submitContact', { ownershipType: 'SOLE', hasSsn: true, consents: [{ type: 'HARD_CREDIT_PULL' }] }, 'hmda'],
  ['hmda', 'submitHmda', { hasHmda: true }, 'waitSummary'],
  ['waitSummary', 'summaryReady', { appSummaryReady: true }, 'appSummary'],
  ['appSummary', 'confirmSummary', { appSummaryAccepted: true }, 'incomeReview'],
  ['incomeReview', 'linkIncome', { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }, 'ach'],
  ['incomeReview', 'linkIncome', { uwSubDecision: 'FINAL_OFFER' }, 'ach'],
  ['autopay', 'accountsSet', { disburseAccount: { uuid: 'd1' }, payType: 'AUTOPAY', autopayAccount: { uuid: 'a1' } }, 'docVerify'],
  ['autopay', 'accountsSet', { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL' }, 'docVerify'],
  ['docVerify', 'idUploaded', { documents: [{ type: 'DRIVERS_LICENSE_FRONT' }], property: { address: { state: 'CA' } } }, 'waitSign'],
  ['docVerify', 'idUploaded', { documents: [{ type: 'PASSPORT_FRONT' }], property: { address: { state: 'TX' } }, bpo: 'BPO_REQUIRED' }, 'bpo'],
  ['waitSign', 'documentsReady', { disclosuresReady: true }, 'sign'],
  ['sign', 'signed', { primaryParticipantAcceptComplete: true }, 'codeed'],
  ['codeed', 'coDeedSigned', { coDeedStatus: 'COMPLETE' }, 'waitNotary'],
  ['waitNotary', 'notarize', { notaryReady: true }, 'notary'],
  ['ach', 'notarize', { notaryReady: true }, 'notary'],
  ['notary', 'notarized', { notaryComplete: true }, 'insurance'],
  ['insurance', 'insuranceDone', { insurance: { complete: true } }, 'waitFund'],
  ['waitFund', 'fund', { funded: true }, 'complete'],
  ['sign', 'fund', { funded: true }, 'complete'],
  ['product', 'decline', { uwDecision: 'DECLINE' }, 'declined'],
  ['liens', 'declineDti', { uwDecision: 'DECLINE', dtiDecline: true }, 'dtiDeclined'],
  ['product', 'declineCreditScore', { uwDecision: 'DECLINE', creditScoreDecline: true }, 'creditScoreDeclined'],
  ['liens', 'delinquent', { delinquency: true }, 'delinquency'],
  ['docVerify', 'bpoProcess', { bpo: 'BPO_PROCESSING' }, 'bpoProcessing'],
  ['ach', 'requestDocuments', { condition: true }, 'documents'],
  ['incomeReview', 'verifyEmployment', { employmentVerificationNeeded: true }, 'emplVerify'],
  ['profile', 'creditError', { creditError: true }, 'errorCredit'],
  ['ssnCredit', 'noCreditFile', { noCreditFile: true }, 'noCredit'],
  ['profile', 'noPropertyFound', { noPropertyFound: true }, 'noProperty'],
  ['profile', 'noPropertyFound', { multipleProperties: true }, 'noProperty'],
  ['profile', 'datatreeNoMatch', { datatreeNoMatch: true }, 'datatreeError'],
];

/** Transitions the flow adds around the spec's list (how the review and funding states are entered and left). */
const FLOW: [string, string, GuardContext, string][] = [
  ['profile', 'submitProfile', { ...profileDone, creditFrozenWithPin: true }, 'incorrectPin'],
  ['profile', 'submitProfile', { ...profileDone, creditNeedsSsn: true, softPullComplete: false }, 'ssnCredit'],
  ['ssnCredit', 'submitSsn', { softPullComplete: true, hasSsn: true }, 'liens'],
  ['ssnCredit', 'submitSsn', { creditFrozenWithPin: true }, 'incorrectPin'],
  ['incorrectPin', 'submitPin', { softPullComplete: true }, 'liens'],
  ['errorCredit', 'retryCredit', { softPullComplete: true }, 'liens'],
  ['datatreeError', 'confirmProperty', { selectedPropertyUuid: 'p1' }, 'liens'],
  ['profile', 'reviewOwnership', { incorrectOwnership: true }, 'incorrectOwnership'],
  ['product', 'review', { uwDecision: 'REVIEW' }, 'uwReview'],
  ['assetDepletion', 'submitAssets', { assetDepletion: { complete: true } }, 'moreProfile'],
  ['incomeReview', 'linkIncome', { manualPaystubUpload: true }, 'manualPaystubUpload'],
  ['manualPaystubUpload', 'paystubsUploaded', { manualPaystubTasksComplete: true }, 'waitMerchant'],
  ['waitMerchant', 'incomeVerified', { uwSubDecision: 'FINAL_OFFER' }, 'ach'],
  ['waitMerchant', 'incomeReviewed', { incomeReviewComplete: true }, 'incomeReview'],
  ['emplVerify', 'employerVerified', { employmentVerified: true }, 'waitMerchant'],
  ['ach', 'chooseDisburse', { disburseAccount: { uuid: 'd1' } }, 'autopay'],
  ['ach', 'chooseDisburse', { disburseMethod: 'MANUAL' }, 'manualAutopay'],
  ['ach', 'holdForPayoff', { inquiryAttestNeeded: true }, 'lienAttestation'],
  ['lienAttestation', 'attestLiens', { inquiryAttestComplete: true }, 'ach'],
  ['manualAutopay', 'chooseDisburse', { disburseAccount: { uuid: 'd1' }, disburseMethod: 'MANUAL' }, 'autopay'],
  ['autopay', 'accountsSet', { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL', inquiryAttestNeeded: true, inquiryAttestComplete: true }, 'docVerify'],
  ['bpo', 'bpoProcess', { bpo: 'BPO_PROCESSING' }, 'bpoProcessing'],
  ['bpoProcessing', 'valuationDone', { bpo: 'BPO_COMPLETE' }, 'waitSign'],
  ['documents', 'conditionsCleared', { condition: false, returnTo: { documents: 'waitSign' } }, 'waitSign'],
  ['documents', 'conditionsCleared', { condition: false, returnTo: { documents: 'ach' } }, 'ach'],
  ['documents', 'requestDocuments', { condition: true }, 'documents'],
  ['notary', 'notaryIdChecked', { eNotaryIdVerified: true }, 'notary'],
];

describe('the applicant flow', () => {
  it.each(SPEC)('spec: %s --%s--> %o leads to %s', (from, event, record, target) => {
    expect(flow.next(from, event, record)).toBe(target);
  });

  it.each(FLOW)('flow: %s --%s--> %o leads to %s', (from, event, record, target) => {
    expect(flow.next(from, event, record)).toBe(target);
  });

  it('holds every state of spec section 4 and starts at profile', () => {
    const spec = 'profile, ssnCredit, errorCredit, incorrectPin, noCredit, noProperty, datatreeError, uwReview, assetDepletion, liens, product, moreProfile, hmda, waitSummary, appSummary, docVerify, documents, manualPaystubUpload, incomeReview, emplVerify, waitMerchant, lienAttestation, autopay, manualAutopay, ach, waitSign, sign, codeed, waitNotary, notary, insurance, waitFund, declined, dtiDeclined, creditScoreDeclined, delinquency, complete, bpo, bpoProcessing'.split(', ');
    for (const name of spec) expect(flowFile.states[name], name).toBeDefined();
    expect(flowFile.initial).toBe('profile');
  });

  it('stays put when a guard does not pass', () => {
    expect(flow.next('profile', 'submitProfile', { ...profileDone, consents: [] })).toBeUndefined();
    expect(flow.next('product', 'selectOffer', { term: 0, amount: 50_000 })).toBeUndefined();
    // income not verified yet is never passed over, nor is a signed offer changed
    expect(flow.next('incomeReview', 'incomeKept', { uwSubDecision: 'UNVERIFIED_OFFER' })).toBeUndefined();
    expect(flow.next('docVerify', 'selectOffer', { term: 15, amount: 300_000, appSummaryAccepted: true, primaryParticipantAcceptComplete: true })).toBeUndefined();
    expect(flow.next('docVerify', 'idUploaded', { documents: [{ type: 'BANK_STATEMENT' }] })).toBeUndefined();
    expect(flow.next('liens', 'underwrite', {})).toBeUndefined();
    // a lien to pay off holds the bank step until the payoff is confirmed
    expect(flow.next('autopay', 'accountsSet', { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL', inquiryAttestNeeded: true })).toBeUndefined();
    // conditions never return to a step the application did not come from
    expect(flow.next('documents', 'conditionsCleared', { condition: false })).toBeUndefined();
    expect(flow.next('documents', 'conditionsCleared', { condition: true, returnTo: { documents: 'ach' } })).toBeUndefined();
  });

  it('takes a condition until the funds are sent, none once closed', () => {
    expect(flow.accepts('waitFund', 'requestDocuments')).toBe(true);
    expect(flow.accepts('complete', 'requestDocuments')).toBe(false);
    expect(flow.accepts('declined', 'requestDocuments')).toBe(false);
  });

  it('shows sub-routes of the current state and pages of any state', () => {
    expect(flow.routeTarget('bank/confirm', 'autopay')).toEqual({ state: 'autopay', page: 'bank-confirm', screen: undefined, child: true });
    expect(flow.routeTarget('income/link/payroll', 'incomeReview')).toMatchObject({ state: 'incomeReview', page: 'income-link' });
    expect(flow.routeTarget('document/disclosures', 'waitFund')).toEqual({ page: 'disclosures', child: true });
    expect(flow.routeTarget('bank/autopay', 'docVerify')).toMatchObject({ state: 'autopay', child: false });
    expect(flow.statesShowing('signing-additional')).toEqual(['sign', 'codeed']);
  });

  it('refuses events a state does not have, and final states ignore global ones', () => {
    expect(flow.accepts('profile', 'documentsReady')).toBe(false);
    expect(flow.next('profile', 'documentsReady', {})).toBeUndefined();
    expect(flow.accepts('declined', 'underwrite')).toBe(false);
    expect(flow.next('declined', 'fund', { funded: true })).toBeUndefined();
  });

  it('finds the state of a route, preferring the current one where routes are shared', () => {
    expect(flow.stateForRoute('start/app-summary')).toBe('appSummary');
    expect(flow.stateForRoute('start/app-summary', 'waitSummary')).toBe('waitSummary');
    expect(flow.stateForRoute('product/select')).toBe('product');
    expect(flow.stateForRoute('nowhere')).toBeUndefined();
    expect(flow.routeOf('hmda')).toBe('start/hmda');
  });

  it('refuses to compile a flow naming an unregistered guard', () => {
    const broken: FlowFile = { id: 'x', initial: 'a', states: { a: { transitions: [{ event: 'go', target: 'b', guard: 'nope' }] }, b: { final: true } } };
    expect(() => compileFlow(broken, guards)).toThrow(UnknownGuardError);
  });

  it('gives robot3 a machine standing in the asked state', () => {
    expect(flow.machineAt('hmda', {}).current).toBe('hmda');
  });
});

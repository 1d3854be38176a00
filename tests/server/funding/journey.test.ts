import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { PDF, APPROVED_DATA, applicationAt, base, pollStatus, stateOf, uploadDocument, userToken, writeScreen } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Auth = Record<string, string>;
const funding = async (uuid: string, auth: Auth) => (await t.app.inject({ url: `${base(uuid)}/funding`, headers: auth })).json();
const disclosures = async (uuid: string, auth: Auth) => (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: auth })).json();

describe('from income to funding, through the flow only', () => {
  it('takes the approved persona through every step, with an additional signer', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'incomeReview');

    // income: payroll link, verified and matched; the password is used once and never kept
    const badCreds = await writeScreen(t, uuid, me.auth, 'income-review', { linkType: 'payroll', username: 'user_good', password: 'nope', consent: true });
    expect(badCreds.statusCode).toBe(400);
    expect(await stateOf(t, uuid, me.auth)).toBe('incomeReview');
    const income = await writeScreen(t, uuid, me.auth, 'income-review', { linkType: 'payroll', username: 'user_good', password: 'pass_good', consent: true });
    expect(income.json()).toMatchObject({ state: 'ach', status: 'BANK_ACCOUNT', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    expect(JSON.stringify(income.json())).not.toContain('pass_good');

    // bank: link, choose the checking account, autopay from it
    const accounts = (await t.app.inject({ method: 'POST', url: `${base(uuid)}/bank/link`, headers: me.auth, payload: { institutionId: 'ins_sandbox_1', username: 'user_good', password: 'pass_good' } })).json();
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).not.toHaveProperty('accountNumber');
    const disburse = await writeScreen(t, uuid, me.auth, 'bank-disburse', { method: 'LINKED', accountUuid: accounts[0].uuid });
    expect(disburse.json()).toMatchObject({ state: 'autopay', disburseAccount: { mask: '6781', routingNumber: '021000021' } });
    const autopay = await writeScreen(t, uuid, me.auth, 'bank-autopay', { payType: 'AUTOPAY' });
    expect(autopay.json()).toMatchObject({ state: 'docVerify', payType: 'AUTOPAY', autopayAccount: { mask: '6781' } });

    // identity: the upload stores the document, the screen names it; the disclosures are generated at once
    const id = await uploadDocument(t, uuid, me.auth, 'PASSPORT_FRONT');
    expect(id.statusCode).toBe(201);
    expect(await stateOf(t, uuid, me.auth)).toBe('docVerify');
    const identity = await writeScreen(t, uuid, me.auth, 'identity-document', { documentType: 'PASSPORT_FRONT', documentUuid: id.uuid });
    expect(identity.json()).toMatchObject({ state: 'sign', status: 'NOTE_SIGNING', disclosuresReady: true });

    // invite a co-deeder from the signing step
    const invite = await writeScreen(t, uuid, me.auth, 'signing-additional', { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: 'casey@example.com' }] });
    expect(invite.statusCode).toBe(200);
    expect(invite.json().state).toBe('sign');
    const link = invite.json().invitations[0].inviteUrl as string;
    const token = new URL(link, 'http://x').searchParams.get('token') as string;

    // sign exactly the document shown
    const disc = await disclosures(uuid, me.auth);
    const pdf = await t.app.inject({ url: `${base(uuid)}/disclosures/${disc.document.uuid}/pdf`, headers: me.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(disc.document.sha256);
    const wrong = await writeScreen(t, uuid, me.auth, 'signing-consent', { agree: true, documentUuid: disc.document.uuid, sha256: '0'.repeat(64) });
    expect(wrong.statusCode).toBe(409);
    const signed = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-consent`, headers: { ...me.auth, 'x-forwarded-for': '203.0.113.7' }, payload: { agree: true, documentUuid: disc.document.uuid, sha256: disc.document.sha256 } });
    expect(signed.json()).toMatchObject({ state: 'codeed', status: 'DEED_SIGNING', coDeedStatus: 'WAITING' });
    const mine = (await disclosures(uuid, me.auth)).signatures.find((s: { mine: boolean }) => s.mine);
    expect(mine).toMatchObject({ signerName: 'Avery Approved', role: 'PRIMARY', ip: '203.0.113.7', documentSha256: disc.document.sha256 });
    const copy = await t.app.inject({ url: `${base(uuid)}/signatures/${mine.uuid}/pdf`, headers: me.auth });
    expect(copy.headers['content-disposition']).toMatch(/^attachment/);
    expect(createHash('sha256').update(copy.rawPayload).digest('hex')).toBe(mine.signedSha256);

    // the co-deeder accepts, verifies their identity and signs: the application moves on by itself
    const accepted = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
    expect(accepted.statusCode).toBe(201);
    const signer = { authorization: `Bearer ${accepted.json().jwt}` };
    const seen = (await t.app.inject({ url: base(uuid), headers: signer })).json();
    expect(seen.helocSigners[0]).toMatchObject({ email: 'casey@example.com', status: 'ACCEPTED' });
    const signerDisc = await disclosures(uuid, signer);
    const unverified = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: signer, payload: { documentUuid: signerDisc.document.uuid, sha256: signerDisc.document.sha256, agree: true } });
    expect(unverified.statusCode).toBe(409);
    expect((await uploadDocument(t, uuid, signer, 'ID_CARD_FRONT')).statusCode).toBe(201);
    // the signer writes none of the applicant's screens
    const asSigner = await writeScreen(t, uuid, signer, 'notary-slot', { slot: '2030-01-01T17:00:00Z', acceptFee: true });
    expect(asSigner.statusCode, asSigner.body).toBe(403);
    const coSign = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: signer, payload: { documentUuid: signerDisc.document.uuid, sha256: signerDisc.document.sha256, agree: true } });
    expect(coSign.json()).toMatchObject({ role: 'ADDITIONAL_SIGNER', signerName: 'Casey Codeed' });
    expect((await t.app.inject({ url: `${base(uuid)}/notary/slots`, headers: signer })).statusCode).toBe(403);
    // codeed released by the last signature, the closing prepared: the notary step
    expect(await stateOf(t, uuid, me.auth)).toBe('notary');

    // notary: a manual appointment within hours, $300
    const slots = (await t.app.inject({ url: `${base(uuid)}/notary/slots`, headers: me.auth })).json();
    expect(slots.feeCents).toBe(30000);
    expect(slots.slots.length).toBeGreaterThan(0);
    const noFee = await writeScreen(t, uuid, me.auth, 'notary-slot', { slot: slots.slots[0], acceptFee: false });
    expect(noFee.statusCode).toBe(400);
    const reserve = await writeScreen(t, uuid, me.auth, 'notary-slot', { slot: slots.slots[0], acceptFee: true });
    expect(reserve.json()).toMatchObject({ state: 'insurance', requestedManualNotaryTime: slots.slots[0], manualNotary: true });

    // insurance: hazard only (not a flood zone), then wait for funding
    expect((await funding(uuid, me.auth)).insuranceRequired).toEqual(['PROOF_OF_HAZARD_INSURANCE']);
    const hazard = await uploadDocument(t, uuid, me.auth, 'PROOF_OF_HAZARD_INSURANCE', PDF, 'hazard.pdf');
    const insured = await writeScreen(t, uuid, me.auth, 'insurance-proof', { documentUuids: [hazard.uuid] });
    expect(insured.json()).toMatchObject({ state: 'waitFund', status: 'WAITING_FOR_FUNDING', insurance: { complete: true } });
    const waiting = await funding(uuid, me.auth);
    expect(waiting.fundingOn > waiting.rescissionEndsOn).toBe(true);
    expect((await pollStatus(t, uuid, me.auth)).state).toBe('waitFund');

    // the sandbox clock moves past the right to cancel: the next poll funds it
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { days: 8 } });
    expect(await pollStatus(t, uuid, me.auth)).toMatchObject({ state: 'complete', status: 'COMPLETE' });

    // every move is in the event log, in order, each through a flow event
    const log = await t.db.query<{ from_state: string; to_state: string; event: string }>('select from_state, to_state, event from application_event where application_uuid = $1 order by id', [uuid]);
    expect(log.map((e) => `${e.from_state}>${e.to_state}`)).toEqual([
      'null>incomeReview'.replace('null', log[0]?.from_state ?? 'null'),
      'incomeReview>ach', 'ach>autopay', 'autopay>docVerify', 'docVerify>waitSign', 'waitSign>sign', 'sign>codeed', 'codeed>waitNotary',
      'waitNotary>notary', 'notary>insurance', 'insurance>waitFund', 'waitFund>complete',
    ]);
  });

  it('refuses a signature when the terms changed since the document was shown', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'waitSign');
    expect((await pollStatus(t, uuid, me.auth)).state).toBe('sign');
    const shown = await disclosures(uuid, me.auth);
    await t.db.query(`update application set data = data || '{"amount": 90000}'::jsonb where uuid = $1`, [uuid]);
    const res = await writeScreen(t, uuid, me.auth, 'signing-consent', { agree: true, documentUuid: shown.document.uuid, sha256: shown.document.sha256 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed since you opened them/);
    expect((await t.db.query('select 1 from document_signature where application_uuid = $1', [uuid])).length).toBe(0);
    expect(await stateOf(t, uuid, me.auth)).toBe('sign');
  });

  it('verifies income only with consent, through a provider from the list; an offline provider and the paystub route', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'incomeReview');
    const listed = await t.app.inject({ method: 'GET', url: `${base(uuid)}/income/providers?type=payroll&q=summit`, headers: me.auth });
    expect(listed.json()).toEqual([{ id: 'pay_summit', name: 'Summit Payroll Services', type: 'payroll' }]);
    const banks = (await t.app.inject({ method: 'GET', url: `${base(uuid)}/income/providers?type=bank-transactions`, headers: me.auth })).json() as { type: string }[];
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((p) => p.type === 'bank-transactions')).toBe(true);

    const noConsent = await writeScreen(t, uuid, me.auth, 'income-review', { linkType: 'payroll', providerId: 'pay_summit', username: 'user_good', password: 'pass_good', consent: false });
    expect(noConsent.statusCode).toBe(400);
    const offline = await writeScreen(t, uuid, me.auth, 'income-review', { linkType: 'payroll', providerId: 'pay_offline', username: 'user_good', password: 'pass_good', consent: true });
    expect(offline.statusCode).toBe(502);
    expect(offline.json().message).toMatch(/Offline Payroll Co\. is not answering/);
    const wrongKind = await writeScreen(t, uuid, me.auth, 'income-review', { linkType: 'bank-transactions', providerId: 'pay_summit', username: 'user_good', password: 'pass_good', consent: true });
    expect(wrongKind.statusCode).toBe(400);
    expect(await stateOf(t, uuid, me.auth)).toBe('incomeReview');

    // paystubs instead: the flow's paystub step, asking for two
    const manual = await writeScreen(t, uuid, me.auth, 'income-manual', { method: 'PAYSTUBS' });
    expect(manual.json()).toMatchObject({ state: 'manualPaystubUpload', paystubsRequired: 2 });
  });

  it('sends the mismatch and employment personas down their own paths', async () => {
    const me = await userToken(t);
    const a = await applicationAt(t, me.auth, 'incomeReview');
    const mismatch = await writeScreen(t, a, me.auth, 'income-review', { linkType: 'bank-transactions', username: 'user_mismatch', password: 'pass_good', consent: true });
    expect(mismatch.json()).toMatchObject({ state: 'manualPaystubUpload', paystubsRequired: 2 });
    const b = await applicationAt(t, me.auth, 'incomeReview');
    const empl = await writeScreen(t, b, me.auth, 'income-review', { linkType: 'payroll', username: 'user_employment', password: 'pass_good', consent: true });
    expect(empl.json()).toMatchObject({ state: 'emplVerify', employmentVerificationNeeded: true });
    const verified = await writeScreen(t, b, me.auth, 'income-employer-verification', { employerName: 'Cascade Robotics', jobTitle: 'Engineer', startDate: '2019-03-01', employerPhone: '5035550123', employmentType: 'FULL_TIME' });
    // the underwriter reviews the employer details at once (waitMerchant), then the bank step
    expect(verified.json()).toMatchObject({ state: 'ach', employer: { employerName: 'Cascade Robotics' } });
  });

  it('checks a hand-entered routing number and account number', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'ach');
    expect((await writeScreen(t, uuid, me.auth, 'bank-manual-disburse', { accountHolderName: 'Avery Approved', routingNumber: '121000358', accountNumber: '123456789', confirmAccountNumber: '123456789', accountType: 'CHECKING' })).statusCode).toBe(409);
    expect((await writeScreen(t, uuid, me.auth, 'bank-disburse', { method: 'MANUAL' })).json()).toMatchObject({ state: 'manualAutopay', status: 'MANUAL_DISBURSEMENT' });
    const bad = await writeScreen(t, uuid, me.auth, 'bank-manual-disburse', { accountHolderName: 'Avery Approved', routingNumber: '021000022', accountNumber: '123456789', confirmAccountNumber: '123456780', accountType: 'CHECKING' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(expect.arrayContaining([
      { path: '/routingNumber', message: expect.stringMatching(/not valid/) },
      { path: '/confirmAccountNumber', message: 'The account numbers do not match' },
    ]));
    const ok = await writeScreen(t, uuid, me.auth, 'bank-manual-disburse', { accountHolderName: 'Avery Approved', routingNumber: '121000358', accountNumber: '123456789', confirmAccountNumber: '123456789', accountType: 'CHECKING' });
    expect(ok.json()).toMatchObject({ state: 'autopay', disburseAccount: { mask: '6789' } });
    expect(JSON.stringify(ok.json())).not.toContain('123456789"');
    // paying by hand each month goes on to identity: the funding account is not asked for again
    expect((await writeScreen(t, uuid, me.auth, 'bank-autopay', { payType: 'MANUAL' })).json()).toMatchObject({ state: 'docVerify', payType: 'MANUAL' });
  });

  it('sends Texas properties to a valuation that the sandbox clock completes', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify', { ...APPROVED_DATA, property: { address: { street1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' } } });
    const id = await uploadDocument(t, uuid, me.auth, 'DRIVERS_LICENSE_FRONT');
    const idBack = await uploadDocument(t, uuid, me.auth, 'DRIVERS_LICENSE_BACK');
    expect((await writeScreen(t, uuid, me.auth, 'identity-document', { documentType: 'DRIVERS_LICENSE_FRONT', documentUuid: id.uuid, backDocumentUuid: idBack.uuid })).json().state).toBe('bpo');
    const order = await writeScreen(t, uuid, me.auth, 'bpo-estimate-value', { estimatedValue: 450000, propertyCondition: 'GOOD' });
    expect(order.json()).toMatchObject({ state: 'bpoProcessing', status: 'WAITING_FOR_VALUATION' });
    expect((await pollStatus(t, uuid, me.auth)).state).toBe('bpoProcessing');
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { hours: 2 } });
    // the valuation is back: on to the documents, generated at once
    expect((await pollStatus(t, uuid, me.auth)).state).toBe('sign');
  });

  it('requires flood insurance in a flood zone, and keeps the application to its owner', async () => {
    const me = await userToken(t);
    const other = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'insurance', { ...APPROVED_DATA, property: { address: { street1: '1 Canal St', city: 'New Orleans', state: 'LA', zip: '70112' } } });
    expect((await funding(uuid, me.auth)).insuranceRequired).toEqual(['PROOF_OF_HAZARD_INSURANCE', 'PROOF_OF_FLOOD_INSURANCE']);
    const hazard = await uploadDocument(t, uuid, me.auth, 'PROOF_OF_HAZARD_INSURANCE', PDF, 'h.pdf');
    const short = await writeScreen(t, uuid, me.auth, 'insurance-proof', { documentUuids: [hazard.uuid] });
    expect(short.statusCode).toBe(400);
    expect(await stateOf(t, uuid, me.auth)).toBe('insurance');
    const flood = await uploadDocument(t, uuid, me.auth, 'PROOF_OF_FLOOD_INSURANCE', PDF, 'f.pdf');
    expect((await writeScreen(t, uuid, me.auth, 'insurance-proof', { documentUuids: [hazard.uuid, flood.uuid] })).json().state).toBe('waitFund');
    expect((await t.app.inject({ url: `${base(uuid)}/funding`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: other.auth })).statusCode).toBe(404);
    expect((await writeScreen(t, uuid, other.auth, 'insurance-proof', { documentUuids: [hazard.uuid, flood.uuid] })).statusCode).toBe(404);
  });

  it('runs an eNotary session: a failed ID check, then the ceremony', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'notary');
    const early = await writeScreen(t, uuid, me.auth, 'notary-ceremony', { consent: true });
    expect(early.statusCode).toBe(409);
    const failed = await writeScreen(t, uuid, me.auth, 'notary-id-check', { lastFourOfId: '0000' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().errors).toEqual([{ path: '/lastFourOfId', message: expect.any(String) }]);
    expect((await writeScreen(t, uuid, me.auth, 'notary-id-check', { lastFourOfId: '4821' })).json()).toMatchObject({ state: 'notary', eNotaryIdVerified: true });
    const done = await writeScreen(t, uuid, me.auth, 'notary-ceremony', { consent: true });
    expect(done.json()).toMatchObject({ state: 'insurance', notaryComplete: true, manualNotary: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { PNG, PDF, APPROVED_DATA, applicationAt, base, multipart, userToken } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Auth = Record<string, string>;
const state = async (uuid: string, auth: Auth) => (await t.app.inject({ url: base(uuid), headers: auth })).json().state as string;
const upload = (uuid: string, auth: Auth, type: string, data = PNG, name = 'doc.png') => {
  const body = multipart(name, data);
  return t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=${type}`, headers: { ...auth, ...body.headers }, payload: body.payload });
};
const funding = async (uuid: string, auth: Auth) => (await t.app.inject({ url: `${base(uuid)}/funding`, headers: auth })).json();

describe('from income to funding', () => {
  it('takes the approved persona through every step, with an additional signer', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'incomeReview');

    // income: payroll link, verified and matched
    const badCreds = await t.app.inject({ method: 'POST', url: `${base(uuid)}/income/link`, headers: me.auth, payload: { linkType: 'payroll', username: 'user_good', password: 'nope' } });
    expect(badCreds.statusCode).toBe(400);
    const income = await t.app.inject({ method: 'POST', url: `${base(uuid)}/income/link`, headers: me.auth, payload: { linkType: 'payroll', username: 'user_good', password: 'pass_good' } });
    expect(income.json()).toMatchObject({ state: 'ach', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });

    // bank: link, choose the checking account, autopay from it
    const accounts = (await t.app.inject({ method: 'POST', url: `${base(uuid)}/bank/link`, headers: me.auth, payload: { institutionId: 'ins_sandbox_1', username: 'user_good', password: 'pass_good' } })).json();
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).not.toHaveProperty('accountNumber');
    const disburse = await t.app.inject({ method: 'POST', url: `${base(uuid)}/bank/disburse`, headers: me.auth, payload: { accountUuid: accounts[0].uuid } });
    expect(disburse.json()).toMatchObject({ state: 'autopay', disburseAccount: { mask: '6781', routingNumber: '021000021' } });
    const autopay = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/funding/screens/bank-autopay`, headers: me.auth, payload: { payType: 'AUTOPAY' } });
    expect(autopay.json()).toMatchObject({ state: 'docVerify', payType: 'AUTOPAY', autopayAccount: { mask: '6781' } });

    // identity, then the disclosures are generated
    expect((await upload(uuid, me.auth, 'PASSPORT_FRONT')).statusCode).toBe(201);
    expect(await state(uuid, me.auth)).toBe('waitSign');
    expect((await funding(uuid, me.auth)).state).toBe('sign');

    // invite a co-deeder
    const invite = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/funding/screens/signing-additional`, headers: me.auth, payload: { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: 'casey@example.com' }] } });
    expect(invite.statusCode).toBe(200);
    const link = invite.json().invitations[0].inviteUrl as string;
    const token = new URL(link, 'http://x').searchParams.get('token') as string;

    // sign exactly the document shown
    const disc = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: me.auth })).json();
    const pdf = await t.app.inject({ url: `${base(uuid)}/disclosures/${disc.document.uuid}/pdf`, headers: me.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(disc.document.sha256);
    const wrong = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: me.auth, payload: { documentUuid: disc.document.uuid, sha256: '0'.repeat(64), agree: true } });
    expect(wrong.statusCode).toBe(409);
    const signed = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: { ...me.auth, 'x-forwarded-for': '203.0.113.7' }, payload: { documentUuid: disc.document.uuid, sha256: disc.document.sha256, agree: true } });
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({ signerName: 'Avery Approved', role: 'PRIMARY', ip: '203.0.113.7', documentSha256: disc.document.sha256 });
    const copy = await t.app.inject({ url: `${base(uuid)}/signatures/${signed.json().uuid}/pdf`, headers: me.auth });
    expect(copy.headers['content-disposition']).toMatch(/^attachment/);
    expect(createHash('sha256').update(copy.rawPayload).digest('hex')).toBe(signed.json().signedSha256);
    expect(await state(uuid, me.auth)).toBe('codeed');

    // the co-deeder accepts, is recognised on the application, and signs
    const accepted = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
    expect(accepted.statusCode).toBe(201);
    const signer = { authorization: `Bearer ${accepted.json().jwt}` };
    const reused = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
    expect(reused.statusCode).toBe(409);
    const seen = (await t.app.inject({ url: base(uuid), headers: signer })).json();
    expect(seen.additionalSignerVersion).toBe('v1');
    expect(seen.helocSigners[0]).toMatchObject({ email: 'casey@example.com', status: 'ACCEPTED' });
    const signerDisc = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: signer })).json();
    const unverified = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: signer, payload: { documentUuid: signerDisc.document.uuid, sha256: signerDisc.document.sha256, agree: true } });
    expect(unverified.statusCode).toBe(409);
    expect((await upload(uuid, signer, 'ID_CARD_FRONT')).statusCode).toBe(201);
    // the signer's upload is theirs alone: the applicant cannot download it
    const signerDoc = (await t.app.inject({ url: `${base(uuid)}/documents`, headers: signer })).json()[0];
    expect((await t.app.inject({ url: `${base(uuid)}/documents/${signerDoc.uuid}/file`, headers: me.auth })).statusCode).toBe(404);
    const coSign = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: signer, payload: { documentUuid: signerDisc.document.uuid, sha256: signerDisc.document.sha256, agree: true } });
    expect(coSign.json()).toMatchObject({ role: 'ADDITIONAL_SIGNER', signerName: 'Casey Codeed' });
    // the signer may not act for the applicant
    expect((await t.app.inject({ url: `${base(uuid)}/notary/slots`, headers: signer })).statusCode).toBe(403);
    expect(await state(uuid, me.auth)).toBe('waitNotary');

    // notary: a manual appointment within hours, $300
    expect((await funding(uuid, me.auth)).state).toBe('notary');
    const slots = (await t.app.inject({ url: `${base(uuid)}/notary/slots`, headers: me.auth })).json();
    expect(slots.feeCents).toBe(30000);
    expect(slots.slots.length).toBeGreaterThan(0);
    const reserve = await t.app.inject({ method: 'POST', url: `${base(uuid)}/notary/reserve`, headers: me.auth, payload: { slot: slots.slots[0], acceptFee: true } });
    expect(reserve.json()).toMatchObject({ state: 'insurance', requestedManualNotaryTime: slots.slots[0] });

    // insurance: hazard only (not a flood zone), then wait for funding
    expect((await funding(uuid, me.auth)).insuranceRequired).toEqual(['PROOF_OF_HAZARD_INSURANCE']);
    expect((await upload(uuid, me.auth, 'PROOF_OF_HAZARD_INSURANCE', PDF, 'hazard.pdf')).statusCode).toBe(201);
    const waiting = await funding(uuid, me.auth);
    expect(waiting.state).toBe('waitFund');
    expect(waiting.fundingOn > waiting.rescissionEndsOn).toBe(true);

    // the sandbox clock moves past the right to cancel: funded
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { days: 8 } });
    expect((await funding(uuid, me.auth)).state).toBe('complete');
  });

  it('refuses a signature when the terms changed since the document was shown', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'waitSign');
    await funding(uuid, me.auth);
    const shown = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: me.auth })).json();
    await t.db.query(`update application set data = data || '{"amount": 90000}'::jsonb where uuid = $1`, [uuid]);
    const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: me.auth, payload: { documentUuid: shown.document.uuid, sha256: shown.document.sha256, agree: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed since you opened them/);
    expect((await t.db.query('select 1 from document_signature where application_uuid = $1', [uuid])).length).toBe(0);
  });

  it('sends the mismatch and employment personas down their own paths', async () => {
    const me = await userToken(t);
    const a = await applicationAt(t, me.auth, 'incomeReview');
    const mismatch = await t.app.inject({ method: 'POST', url: `${base(a)}/income/link`, headers: me.auth, payload: { linkType: 'bank-transactions', username: 'user_mismatch', password: 'pass_good' } });
    expect(mismatch.json()).toMatchObject({ state: 'manualPaystubUpload', paystubsRequired: 2 });
    const b = await applicationAt(t, me.auth, 'incomeReview');
    const empl = await t.app.inject({ method: 'POST', url: `${base(b)}/income/link`, headers: me.auth, payload: { linkType: 'payroll', username: 'user_employment', password: 'pass_good' } });
    expect(empl.json()).toMatchObject({ state: 'emplVerify', employmentVerificationNeeded: true });
    const verified = await t.app.inject({ method: 'PUT', url: `${base(b)}/funding/screens/income-employer-verification`, headers: me.auth, payload: { employerName: 'Cascade Robotics', jobTitle: 'Engineer', startDate: '2019-03-01', employerPhone: '5035550123', employmentType: 'FULL_TIME' } });
    expect(verified.json().state).toBe('ach');
  });

  it('checks a hand-entered routing number and account number', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'ach');
    const bad = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/funding/screens/bank-manual-disburse`, headers: me.auth, payload: { accountHolderName: 'Avery Approved', routingNumber: '021000022', accountNumber: '123456789', confirmAccountNumber: '123456780', accountType: 'CHECKING' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(expect.arrayContaining([
      { path: '/routingNumber', message: expect.stringMatching(/not valid/) },
      { path: '/confirmAccountNumber', message: 'The account numbers do not match' },
    ]));
    const ok = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/funding/screens/bank-manual-disburse`, headers: me.auth, payload: { accountHolderName: 'Avery Approved', routingNumber: '121000358', accountNumber: '123456789', confirmAccountNumber: '123456789', accountType: 'CHECKING' } });
    expect(ok.json()).toMatchObject({ state: 'autopay', disburseAccount: { mask: '6789' } });
    expect(JSON.stringify(ok.json())).not.toContain('123456789"');
  });

  it('sends Texas properties to a valuation that the sandbox clock completes', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify', { ...APPROVED_DATA, property: { address: { street1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' } } });
    await upload(uuid, me.auth, 'DRIVERS_LICENSE_FRONT');
    expect(await state(uuid, me.auth)).toBe('bpo');
    const order = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/funding/screens/bpo-estimate-value`, headers: me.auth, payload: { estimatedValue: 450000, propertyCondition: 'GOOD' } });
    expect(order.json().state).toBe('bpoProcessing');
    expect((await funding(uuid, me.auth)).state).toBe('bpoProcessing');
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { hours: 2 } });
    expect((await funding(uuid, me.auth)).state).toBe('waitSign');
  });

  it('requires flood insurance in a flood zone, and keeps the application to its owner', async () => {
    const me = await userToken(t);
    const other = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'insurance', { ...APPROVED_DATA, property: { address: { street1: '1 Canal St', city: 'New Orleans', state: 'LA', zip: '70112' } } });
    expect((await funding(uuid, me.auth)).insuranceRequired).toEqual(['PROOF_OF_HAZARD_INSURANCE', 'PROOF_OF_FLOOD_INSURANCE']);
    await upload(uuid, me.auth, 'PROOF_OF_HAZARD_INSURANCE', PDF, 'h.pdf');
    expect(await state(uuid, me.auth)).toBe('insurance');
    await upload(uuid, me.auth, 'PROOF_OF_FLOOD_INSURANCE', PDF, 'f.pdf');
    expect(await state(uuid, me.auth)).toBe('waitFund');
    expect((await t.app.inject({ url: `${base(uuid)}/funding`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: other.auth })).statusCode).toBe(404);
  });

  it('runs an eNotary session: a failed ID check, then the ceremony', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'notary');
    const early = await t.app.inject({ method: 'POST', url: `${base(uuid)}/notary/session`, headers: me.auth, payload: { step: 'CEREMONY', consent: true } });
    expect(early.statusCode).toBe(409);
    const failed = await t.app.inject({ method: 'POST', url: `${base(uuid)}/notary/session`, headers: me.auth, payload: { step: 'ID_CHECK', lastFourOfId: '0000' } });
    expect(failed.statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `${base(uuid)}/notary/session`, headers: me.auth, payload: { step: 'ID_CHECK', lastFourOfId: '4821' } });
    const done = await t.app.inject({ method: 'POST', url: `${base(uuid)}/notary/session`, headers: me.auth, payload: { step: 'CEREMONY', consent: true } });
    expect(done.json()).toMatchObject({ state: 'insurance', closingComplete: true });
  });
});

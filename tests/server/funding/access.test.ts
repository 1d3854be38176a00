import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingDates } from '../../../src/lib/business-days';
import { createTestApp, type TestApp } from '../../helpers/app';
import { PDF, PNG, applicationAt, base, multipart, stateOf, userToken } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Auth = Record<string, string>;
const conditions = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const upload = (uuid: string, auth: Auth, query: string, data = PDF, name = 'doc.pdf') => {
  const body = multipart(name, data);
  return t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?${query}`, headers: { ...auth, ...body.headers }, payload: body.payload });
};
const blobCount = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from blob'))[0]?.n);

/** An application at the signing step with one additional signer who has accepted the invitation. */
async function withSigner() {
  const me = await userToken(t);
  const uuid = await applicationAt(t, me.auth, 'sign');
  const invite = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-additional`, headers: me.auth, payload: { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: `casey-${uuid}@example.com` }] } });
  expect(invite.statusCode).toBe(200);
  const { inviteUrl, signerUuid } = invite.json().invitations[0] as { inviteUrl: string; signerUuid: string };
  const token = new URL(inviteUrl, 'http://x').searchParams.get('token') as string;
  const accepted = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
  expect(accepted.statusCode).toBe(201);
  return { me, uuid, signerUuid, signer: { authorization: `Bearer ${accepted.json().jwt}` } };
}

describe('who may see and change an application’s documents, conditions and signatures', () => {
  it('a signer whose invitation the applicant cancelled can no longer open the application, its documents or its conditions', async () => {
    const { me, uuid, signerUuid, signer } = await withSigner();
    expect((await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: signer })).statusCode).toBe(200);

    const cancel = await t.app.inject({ method: 'DELETE', url: `${base(uuid)}/signers/${signerUuid}`, headers: me.auth });
    expect(cancel.statusCode).toBe(204);

    expect((await t.app.inject({ url: base(uuid), headers: signer })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: signer })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base(uuid)}/documents`, headers: signer })).statusCode).toBe(404);
    expect((await t.app.inject({ url: conditions(uuid), headers: signer })).statusCode).toBe(404);
    const before = await blobCount();
    expect((await upload(uuid, signer, 'documentType=ID_CARD_FRONT', PNG, 'id.png')).statusCode).toBe(404);
    expect(await blobCount()).toBe(before);
    // the signer's own area still says the invitation was cancelled
    const mine = (await t.app.inject({ url: '/service-application/api/v1/heloc-signer/applications', headers: signer })).json();
    expect(mine).toEqual([expect.objectContaining({ applicationUuid: uuid, status: 'CANCELLED' })]);
    // the applicant is unaffected
    expect((await t.app.inject({ url: base(uuid), headers: me.auth })).statusCode).toBe(200);
  });

  it('a cancelled signer who is invited again continues with the account they already have', async () => {
    const { me, uuid, signerUuid, signer } = await withSigner();
    await t.app.inject({ method: 'DELETE', url: `${base(uuid)}/signers/${signerUuid}`, headers: me.auth });
    const again = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-additional`, headers: me.auth, payload: { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: `casey-${uuid}@example.com` }] } });
    expect(again.statusCode).toBe(200);
    expect((await upload(uuid, signer, 'documentType=ID_CARD_FRONT', PNG, 'id.png')).statusCode).toBe(201);
    const disc = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: signer })).json();
    const signed = await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: signer, payload: { documentUuid: disc.document.uuid, sha256: disc.document.sha256, agree: true } });
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({ role: 'ADDITIONAL_SIGNER', signerName: 'Casey Codeed' });
  });

  it('an additional signer is not shown, and cannot answer, the conditions only the applicant can answer', async () => {
    const { me, uuid, signer } = await withSigner();
    for (const category of ['MISSING_PHONE_NUMBER', 'HARD_CREDIT_INQUIRY_REVIEW', 'PROPERTY_LEGAL_DESCRIPTION']) {
      await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category } });
      await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { minutes: 1 } });
    }
    const all = (await t.app.inject({ url: conditions(uuid), headers: me.auth })).json() as { uuid: string; categoryEnum: string }[];
    expect(all.map((c) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER', 'HARD_CREDIT_INQUIRY_REVIEW', 'PROPERTY_LEGAL_DESCRIPTION']);
    const seen = (await t.app.inject({ url: conditions(uuid), headers: signer })).json() as { categoryEnum: string }[];
    expect(seen.map((c) => c.categoryEnum)).toEqual(['PROPERTY_LEGAL_DESCRIPTION']);

    const phone = all.find((c) => c.categoryEnum === 'MISSING_PHONE_NUMBER')?.uuid;
    const answer = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${phone}/satisfy`, headers: signer, payload: { phoneNumber: '5035550199' } });
    expect(answer.statusCode).toBe(403);
    const app = (await t.app.inject({ url: base(uuid), headers: me.auth })).json();
    expect(app.borrower?.phone).not.toBe('5035550199');
    expect((await t.app.inject({ url: conditions(uuid), headers: me.auth })).json()).toHaveLength(3);
  });

  it('the right to cancel runs from the last signature, so an additional signer who signs later moves the funding date', async () => {
    const { me, uuid, signer } = await withSigner();
    const sign = async (auth: Auth) => {
      const disc = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: auth })).json();
      return t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: auth, payload: { documentUuid: disc.document.uuid, sha256: disc.document.sha256, agree: true } });
    };
    expect((await sign(me.auth)).statusCode).toBe(201);
    // the applicant's signature goes through the flow: it waits for the additional signer
    expect(await stateOf(t, uuid, me.auth)).toBe('codeed');
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { days: 6 } });
    expect((await upload(uuid, signer, 'documentType=PASSPORT_FRONT', PNG, 'id.png')).statusCode).toBe(201);
    const late = await sign(signer);
    expect(late.statusCode).toBe(201);
    // nobody is left to sign: on to the notary
    expect(await stateOf(t, uuid, me.auth)).toBe('notary');
    const expected = fundingDates(new Date(late.json().signedAt));
    const funding = (await t.app.inject({ url: `${base(uuid)}/funding`, headers: me.auth })).json();
    expect(funding).toMatchObject({ signedOn: expected.signedOn, rescissionEndsOn: expected.rescissionEndsOn, fundingOn: expected.fundingOn });
  });

  it('a bank account review names the application’s disbursement account by its last four digits when underwriting gives no mask', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'manualAutopay');
    const manual = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/bank-manual-disburse`, headers: me.auth, payload: { accountHolderName: 'Avery Approved', routingNumber: '121000358', accountNumber: '9876543210', confirmAccountNumber: '9876543210', accountType: 'CHECKING' } });
    expect(manual.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category: 'BANK_ACCOUNT_FRAUD_REVIEW' } });
    const [c] = (await t.app.inject({ url: conditions(uuid), headers: me.auth })).json();
    expect(c.xtraData.accountMask).toBe('3210');
    expect(JSON.stringify(c)).not.toContain('9876543210');
  });

  it('the same notary appointment is given to one applicant only; the other is told to choose again', async () => {
    const a = await userToken(t);
    const b = await userToken(t);
    const appA = await applicationAt(t, a.auth, 'notary');
    const appB = await applicationAt(t, b.auth, 'notary');
    const slots = (await t.app.inject({ url: `${base(appA)}/notary/slots`, headers: a.auth })).json().slots as string[];
    const slot = slots[slots.length - 1];
    const reserve = (uuid: string, auth: Auth) => t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/notary-slot`, headers: auth, payload: { slot, acceptFee: true } });
    const results = await Promise.all([reserve(appA, a.auth), reserve(appB, b.auth)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/no longer available/);
    // the one who got it goes on to insurance; the other stays at the notary step to choose again
    expect(results.find((r) => r.statusCode === 200)?.json()).toMatchObject({ state: 'insurance', requestedManualNotaryTime: slot });
    const [stateA, stateB] = [await stateOf(t, appA, a.auth), await stateOf(t, appB, b.auth)];
    expect([stateA, stateB].sort()).toEqual(['insurance', 'notary']);
    const rows = await t.db.query('select 1 from notary_reservation where slot_start = $1', [slot]);
    expect(rows).toHaveLength(1);
  });

  it('an additional signer’s own ID does not meet the applicant’s identity condition', async () => {
    const { me, uuid, signer } = await withSigner();
    await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category: 'ID_VERIFICATION_FAILURE' } });
    const [c] = (await t.app.inject({ url: conditions(uuid), headers: me.auth })).json();
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { minutes: 1 } });
    expect((await upload(uuid, signer, 'documentType=PASSPORT_FRONT', PNG, 'signer-passport.png')).statusCode).toBe(201);
    const satisfy = () => t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c.uuid}/satisfy`, headers: me.auth, payload: { documentType: 'PASSPORT_FRONT' } });
    const early = await satisfy();
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/upload 1 more document/);
    expect((await upload(uuid, me.auth, 'documentType=PASSPORT_FRONT', PNG, 'my-passport.png')).statusCode).toBe(201);
    expect((await satisfy()).statusCode).toBe(200);
  });

  it('someone invited who already has a login accepts with it; an invitation for another email is refused', async () => {
    const me = await userToken(t);
    const existing = await userToken(t);
    const stranger = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'sign');
    const invite = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-additional`, headers: me.auth, payload: { signers: [{ firstName: 'Erin', lastName: 'Existing', email: existing.email.toUpperCase() }] } });
    const token = new URL(invite.json().invitations[0].inviteUrl, 'http://x').searchParams.get('token') as string;
    const create = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toMatch(/log in to sign/);
    const claim = (auth: Auth) => t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/claim', headers: auth, payload: { token } });
    expect((await claim(stranger.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: base(uuid), headers: stranger.auth })).statusCode).toBe(404);
    const ok = await claim(existing.auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ applicationUuid: uuid });
    const seen = (await t.app.inject({ url: base(uuid), headers: existing.auth })).json();
    expect(seen.helocSigners[0]).toMatchObject({ identityUuid: existing.id, status: 'ACCEPTED' });
    expect((await claim(existing.auth)).statusCode).toBe(409);
  });

  it('another user can neither list, answer nor upload to someone else’s conditions', async () => {
    const me = await userToken(t);
    const other = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify');
    await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category: 'GENERIC_DOCUMENT_REQUEST' } });
    const [c] = (await t.app.inject({ url: conditions(uuid), headers: me.auth })).json();
    const before = await blobCount();
    expect((await upload(uuid, other.auth, `documentType=SUPPORT&conditionUuid=${c.uuid}`)).statusCode).toBe(404);
    expect(await blobCount()).toBe(before);
    const answer = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c.uuid}/satisfy`, headers: other.auth, payload: { documentType: 'SUPPORT' } });
    expect(answer.statusCode).toBe(404);
    // a condition of another application cannot be answered through one's own
    const mine = await applicationAt(t, other.auth, 'docVerify');
    expect((await upload(mine, other.auth, `documentType=SUPPORT&conditionUuid=${c.uuid}`)).statusCode).toBe(404);
    expect(await blobCount()).toBe(before);
  });

  it('an upload for a condition must be a document that condition asks for, and nothing is stored otherwise', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify');
    await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountMask: '6781' } } });
    const [c] = (await t.app.inject({ url: conditions(uuid), headers: me.auth })).json();
    const before = await blobCount();
    const wrong = await upload(uuid, me.auth, `documentType=USER_UPLOADED_PAYSTUB&conditionUuid=${c.uuid}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/bank statement/i);
    expect(await blobCount()).toBe(before);
    const satisfy = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c.uuid}/satisfy`, headers: me.auth, payload: { documentType: 'BANK_STATEMENT' } });
    expect(satisfy.statusCode).toBe(400);
    expect((await upload(uuid, me.auth, `documentType=BANK_STATEMENT&conditionUuid=${c.uuid}`)).statusCode).toBe(201);
  });

  it('an upload cannot be attached to a condition the applicant is not shown', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify');
    await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category: 'SOMETHING_NEW_FROM_UNDERWRITING' } });
    const [row] = await t.db.query<{ uuid: string }>('select uuid from application_condition where application_uuid = $1', [uuid]);
    const before = await blobCount();
    expect((await upload(uuid, me.auth, `documentType=SUPPORT&conditionUuid=${row?.uuid}`)).statusCode).toBe(404);
    expect(await blobCount()).toBe(before);
  });
});

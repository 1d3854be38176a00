import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { issueToken } from '../../src/server/core/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { CONTACT_BODY, HMDA_BODY, appUrl, offerToIncomeReview, offersOf as offersOfApplication, profileBody, put, registerApplicant, statusUrl, type Applicant, liensBody } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The application as the lender's staff read it. */
const staffView = async (uuid: string) => (await t.app.inject({
  url: `/service-application/api/v1/staff/applications/${uuid}`,
  headers: { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: randomUUID(), role: 'STAFF', org: 'HEARTH' })}` },
})).json() as Record<string, unknown>;

type Offer = { uuid: string; apr: number; minAmount: number; maxAmount: number; termsYears: number[]; avmFee: number; maxCltv: number };

async function toOffers(who: Applicant, lastName: string, state = 'CA') {
  expect((await put(t.app, who, 'start-profile', profileBody(lastName, state))).statusCode).toBe(200);
  return put(t.app, who, 'liens', liensBody(state === 'TX' ? 120_000 : 150_000));
}

const offersOf = (who: Applicant) => offersOfApplication<Offer>(t.app, who);

describe('the approved prime borrower', () => {
  it('goes from profile to a chosen offer and on to the application summary', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const profile = await put(t.app, who, 'start-profile', profileBody('Prime'));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ state: 'liens', status: 'LIENS' });
    // the bureau's detail behind the decision is in the staff view; the applicant sees the balance that prefills the liens step
    expect(profile.json().credit).toEqual({ mortgageBalance: 150_000 });
    expect(await staffView(who.uuid)).toMatchObject({ credit: { score: 790, mortgageBalance: 150_000 } });
    expect(profile.json().selectedPropertyUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile.json().borrower).toMatchObject({ email: expect.stringContaining('@example.com'), phone: '4155550100' });

    const liens = await put(t.app, who, 'liens', { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } });
    expect(liens.json()).toMatchObject({ state: 'product', status: 'OFFER_SELECTION', uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_OFFER', property: { state: 'CA' } });
    expect(await staffView(who.uuid)).toMatchObject({ uwCalculatedDrawAmount: 390_000, adjustedHomeAmount: 600_000, ownerEmail: expect.stringContaining('@example.com') });
    const offers = await offersOf(who);
    expect(offers.map((o) => [o.apr, o.maxAmount])).toEqual([[7.6, 270_000], [8.45, 330_000], [9.95, 390_000]]);
    expect(offers[0]).toMatchObject({ minAmount: 15_000, termsYears: [5, 10, 15, 30], avmFee: 0 });

    const chosen = offers[1] as Offer;
    const select = await put(t.app, who, 'product-select', { offerId: chosen.uuid, amount: 100_000, termYears: 10 });
    expect(select.statusCode).toBe(200);
    expect(select.json()).toMatchObject({ state: 'moreProfile', amount: 100_000, term: 10, rate: 8.45, monthlyPayment: 1237.18, costs: { originationFee: 2990, cashToApplicant: 95_295 } });

    const contact = await put(t.app, who, 'start-contact', CONTACT_BODY);
    expect(contact.json()).toMatchObject({ state: 'hmda', status: 'HARD_CREDIT_PULL', hasSsn: true, ssnLast4: '6789' });
    expect(JSON.stringify(contact.json())).not.toContain('123-45-6789');

    const hmda = await put(t.app, who, 'start-hmda', HMDA_BODY);
    expect(hmda.json()).toMatchObject({ state: 'waitSummary', status: 'WAITING_FOR_APP_SUMMARY', hasHmda: true });
    // The status says when the summary will be ready, so the portal polls then and not on its next backoff step.
    t.clock.advance(1000);
    const waiting = await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth });
    const waitAnswer = waiting.json() as { state: string; status: string; readyInMs: number };
    expect(waitAnswer).toMatchObject({ state: 'waitSummary', status: 'WAITING_FOR_APP_SUMMARY' });
    // the sandbox clock runs on while the test does: 3 s after the write, 1 s of which has been skipped
    expect(waitAnswer.readyInMs).toBeGreaterThan(0);
    expect(waitAnswer.readyInMs).toBeLessThanOrEqual(2000);
    t.clock.advance(4000);
    const status = await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth });
    expect(status.json()).toMatchObject({ state: 'appSummary', status: 'APP_SUMMARY', uwDecision: 'APPROVED', readyInMs: null });

    const summary = await put(t.app, who, 'start-app-summary', { summaryConfirmed: true });
    expect(summary.json()).toMatchObject({ state: 'incomeReview', status: 'INCOME_VERIFICATION' });

    const pulls = (await t.app.inject({ url: `${appUrl(who.uuid)}/credit-pulls`, headers: who.auth })).json() as { kind: string; consentAt: string; outcome: string }[];
    expect(pulls.map((p) => [p.kind, p.outcome])).toEqual([['SOFT', 'FOUND'], ['HARD', 'FOUND']]);
    for (const p of pulls) expect(Date.parse(p.consentAt)).not.toBeNaN();
  });
});

describe('bad input', () => {
  it('refuses a write that fails the screen schema with field paths and stores nothing', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const before = (await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json();
    const res = await put(t.app, who, 'start-profile', { ...profileBody('Prime'), softCreditConsent: false, borrower: { name: { firstName: '' , lastName: 'Prime' }, dob: 'yesterday' } });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/softCreditConsent', '/borrower/name/firstName', '/borrower/dob']));
    const after = (await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json();
    expect(after).toEqual(before);
  });

  it('answers 409 for a step the application is not at, and an unknown screen 404', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const res = await put(t.app, who, 'start-hmda', { hmda: { ethnicity: ['Mexican'], race: ['White'], sex: ['Male'] } });
    expect(res.statusCode).toBe(400);
    const early = await put(t.app, who, 'start-contact', { ownershipType: 'SOLE_OWNER', ssn: '123456789', hardCreditConsent: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('profile');
    expect((await put(t.app, who, 'no-such-screen', {})).statusCode).toBe(404);
  });

  it('treats a double submit of the same step as one', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const first = await put(t.app, who, 'start-profile', profileBody('Prime'));
    const again = await put(t.app, who, 'start-profile', profileBody('Prime'));
    expect(again.statusCode).toBe(200);
    expect(again.json().state).toBe('liens');
    expect(again.json().auditFields.updatedDate).toBe(first.json().auditFields.updatedDate);
    const pulls = (await t.app.inject({ url: `${appUrl(who.uuid)}/credit-pulls`, headers: who.auth })).json() as unknown[];
    expect(pulls).toHaveLength(1);
    const changed = await put(t.app, who, 'start-profile', { ...profileBody('Prime'), borrower: { name: { firstName: 'Blake', lastName: 'Prime' }, dob: '1980-04-02' } });
    expect(changed.statusCode).toBe(409);
  });

  it('answers two simultaneous submits of the same step with the one result', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const [a, b] = await Promise.all([put(t.app, who, 'start-profile', profileBody('Prime')), put(t.app, who, 'start-profile', profileBody('Prime'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().state).toBe('liens');
    expect(b.json().state).toBe('liens');
    const pulls = (await t.app.inject({ url: `${appUrl(who.uuid)}/credit-pulls`, headers: who.auth })).json() as unknown[];
    expect(pulls).toHaveLength(1);
  });

  it('checks the chosen offer: amount within range, a known term, and an offer of this application', async () => {
    const a = await registerApplicant(t.app, { lastName: 'Prime' });
    const b = await registerApplicant(t.app, { lastName: 'Prime' });
    await toOffers(a, 'Prime');
    await toOffers(b, 'Prime');
    const [offerA] = await offersOf(a);
    const [offerB] = await offersOf(b);
    const tooMuch = await put(t.app, a, 'product-select', { offerId: offerA?.uuid, amount: 270_001, termYears: 10 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].path).toBe('/amount');
    // above the product's maximum too: the refusal names this offer's own maximum
    const wayTooMuch = await put(t.app, a, 'product-select', { offerId: offerA?.uuid, amount: 500_000, termYears: 10 });
    expect(wayTooMuch.statusCode).toBe(400);
    expect(wayTooMuch.json().errors).toEqual([{ path: '/amount', message: expect.stringContaining('$270,000') }]);
    expect(JSON.stringify(wayTooMuch.json())).not.toContain('$400,000');
    const tooLittle = await put(t.app, a, 'product-select', { offerId: offerA?.uuid, amount: 14_999, termYears: 10 });
    expect(tooLittle.statusCode).toBe(400);
    const badTerm = await put(t.app, a, 'product-select', { offerId: offerA?.uuid, amount: 50_000, termYears: 7 });
    expect(badTerm.statusCode).toBe(400);
    expect(badTerm.json().errors[0].path).toBe('/termYears');
    const notTheirs = await put(t.app, a, 'product-select', { offerId: offerB?.uuid, amount: 50_000, termYears: 10 });
    expect(notTheirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: appUrl(a.uuid), headers: a.auth })).json().state).toBe('product');
  });

  it('lets the applicant choose another offer after Back until signing, taking the application back through the steps after it', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await toOffers(who, 'Prime');
    const [first, second] = await offersOf(who);
    expect((await put(t.app, who, 'product-select', { offerId: first?.uuid, amount: 100_000, termYears: 10 })).json().state).toBe('moreProfile');
    const contact = await put(t.app, who, 'start-contact', CONTACT_BODY);
    expect(contact.json().state).toBe('hmda');
    // from the demographics step, Back to the offers and a larger line under another offer
    const changed = await put(t.app, who, 'product-select', { offerId: second?.uuid, amount: 300_000, termYears: 15 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ state: 'moreProfile', amount: 300_000, term: 15, rate: 8.45 });
    // a screen of a step the flow does not reopen from here is still refused
    expect((await put(t.app, who, 'liens', { liens: { firstMortgageBalance: 1, otherLienBalance: 0 } })).statusCode).toBe(409);
  });

  it('after the summary, another (larger) offer is confirmed on the summary again; verified income, accounts and the steps done stay done', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await toOffers(who, 'Prime');
    const [first, second] = await offersOf(who);
    await offerToIncomeReview(t, who, { offerId: first?.uuid, amount: 100_000, termYears: 10 });
    const income = await put(t.app, who, 'income-review', { linkType: 'payroll', username: 'user_good', password: 'pass_good', consent: true });
    expect(income.json()).toMatchObject({ state: 'ach', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    const verified = income.json().incomeSources;
    const accounts = (await t.app.inject({ method: 'POST', url: `${appUrl(who.uuid)}/bank/link`, headers: who.auth, payload: { institutionId: 'ins_sandbox_1', username: 'user_good', password: 'pass_good' } })).json();
    expect((await put(t.app, who, 'bank-disburse', { method: 'LINKED', accountUuid: accounts[0].uuid })).json().state).toBe('autopay');
    expect((await put(t.app, who, 'bank-autopay', { payType: 'AUTOPAY' })).json().state).toBe('docVerify');

    // at the identity step, Back to the offers and a larger line: the summary shows the new terms to confirm
    const changed = await put(t.app, who, 'product-select', { offerId: second?.uuid, amount: 300_000, termYears: 15 });
    expect(changed.json()).toMatchObject({ state: 'appSummary', amount: 300_000, term: 15 });
    // confirmed: the income verified on the stated income still supports every offer, the accounts are set
    const confirmed = await put(t.app, who, 'start-app-summary', { summaryConfirmed: true });
    expect(confirmed.json()).toMatchObject({ state: 'docVerify', amount: 300_000, incomeSources: verified, disburseAccount: { mask: '6781' }, payType: 'AUTOPAY' });
  });

  it("answers 404 for another user's application on every endpoint", async () => {
    const owner = await registerApplicant(t.app, { lastName: 'Prime' });
    const other = await registerApplicant(t.app, { lastName: 'Prime' });
    const urls = [appUrl(owner.uuid), appUrl(owner.uuid).replace('/v1/', '/v3/'), `${appUrl(owner.uuid)}/offers`, `${appUrl(owner.uuid)}/credit-pulls`, statusUrl(owner.uuid)];
    for (const url of urls) expect((await t.app.inject({ url, headers: other.auth })).statusCode, url).toBe(404);
    expect((await put(t.app, { ...owner, auth: other.auth }, 'start-profile', profileBody('Prime'))).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/service-application/api/v1/application/heloc/co-deed/status', headers: other.auth })).json();
    expect(list.applications.map((a: { uuid: string }) => a.uuid)).toEqual([other.uuid]);
    expect(list.applications[0]).toMatchObject({ role: 'owner', coDeedStatus: 'NOT_REQUIRED' });
    expect((await t.app.inject({ url: statusUrl(owner.uuid) })).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists the application flow endpoints', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/service-application/api/v1/application/heloc/{uuid}/screens/{screenId}']).toHaveProperty('put');
    expect(doc.paths['/service-application/api/v1/application/heloc/{uuid}/offers']).toHaveProperty('get');
    expect(doc.paths['/service-application/api/v1/application/heloc/co-deed/status']).toHaveProperty('get');
    expect(doc.paths['/service-krang-heloc/borrower/secure/api/v1/{uuid}/status']).toHaveProperty('get');
  });
});

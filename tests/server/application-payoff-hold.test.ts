import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { appUrl, offerToIncomeReview, offersOf, put, registerApplicant, statusUrl, type Applicant, throughLiens } from './application-helpers';
import { APPROVED_DATA, applicationAt, userToken } from './funding/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Offer = { uuid: string; minAmount: number };

/** The approved persona from profile to the bank step, with the given balance of liens other than the first mortgage. */
async function toBankStep(otherLienBalance: number): Promise<Applicant> {
  const who = await registerApplicant(t.app, { lastName: 'Prime' });
  expect(await throughLiens(t.app, who, { lastName: 'Prime', otherLienBalance })).toBe('product');
  const offers = await offersOf<Offer>(t.app, who);
  // The line pays the other liens off, so it cannot be smaller than they are.
  for (const o of offers) expect(o.minAmount).toBe(Math.max(15_000, otherLienBalance));
  if (otherLienBalance > 15_000) {
    const short = await put(t.app, who, 'product-select', { offerId: offers[0]?.uuid, amount: otherLienBalance - 1000, termYears: 10 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ path: '/amount' })]);
  }
  await offerToIncomeReview(t, who, { offerId: offers[0]?.uuid, amount: 50_000, termYears: 10 });
  const income = await put(t.app, who, 'income-review', { linkType: 'payroll', username: 'user_good', password: 'pass_good', consent: true });
  // a lien to pay off puts the bank step on hold in the same write (ach tries holdForPayoff by itself)
  expect(income.json().state).toBe(otherLienBalance > 0 ? 'lienAttestation' : 'ach');
  return who;
}

describe('liens to be paid off (payoff/hold)', () => {
  it('holds an application with a second lien at payoff/hold until the applicant confirms the payoff, then goes on to the bank step', async () => {
    const who = await toBankStep(25_000);
    const status = await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth });
    expect(status.json()).toMatchObject({ state: 'lienAttestation', status: 'PAYOFF_HOLD' });
    expect((await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json()).toMatchObject({ state: 'lienAttestation', inquiryAttestNeeded: true });

    const refused = await t.app.inject({ method: 'PUT', url: `${appUrl(who.uuid)}/screens/payoff-hold`, headers: who.auth, payload: { attestPayoff: false } });
    expect(refused.statusCode).toBe(400);

    // nothing goes on to identity or signing before the payoff is confirmed
    const early = await t.app.inject({ method: 'PUT', url: `${appUrl(who.uuid)}/screens/bank-disburse`, headers: who.auth, payload: { method: 'MANUAL' } });
    expect(early.statusCode).toBe(409);
    const attested = await t.app.inject({ method: 'PUT', url: `${appUrl(who.uuid)}/screens/payoff-hold`, headers: who.auth, payload: { attestPayoff: true } });
    expect(attested.json()).toMatchObject({ state: 'ach', inquiryAttestComplete: true });
    // Confirmed once: polling again does not hold it a second time.
    const after = await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth });
    expect(after.json()).toMatchObject({ state: 'ach', status: 'BANK_ACCOUNT' });
  });

  it('sends an application with only a first mortgage straight on to the bank step', async () => {
    const who = await toBankStep(0);
    const status = await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth });
    expect(status.json()).toMatchObject({ state: 'ach', status: 'BANK_ACCOUNT' });
    expect((await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json()).toMatchObject({ state: 'ach', inquiryAttestNeeded: false });
  });
});

describe('a funding step that ends at the bank step', () => {
  it('is put on payoff hold within the same status poll', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'waitMerchant', { ...APPROVED_DATA, inquiryAttestNeeded: true });
    const status = await t.app.inject({ url: statusUrl(uuid), headers: me.auth });
    expect(status.json()).toMatchObject({ state: 'lienAttestation', status: 'PAYOFF_HOLD' });
  });
});

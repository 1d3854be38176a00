import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { appUrl, profileBody, put, registerApplicant, statusUrl, type Applicant } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = async (who: Applicant) => (await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json() as { state: string; status: string };
const liens = (who: Applicant, first = 150_000) => put(t.app, who, 'liens', { liens: { firstMortgageBalance: first, otherLienBalance: 0 } });

async function start(lastName: string, state = 'CA', statedIncome = 150_000) {
  const who = await registerApplicant(t.app, { lastName, state, statedIncome });
  const res = await put(t.app, who, 'start-profile', profileBody(lastName, state));
  expect(res.statusCode, res.body).toBe(200);
  return who;
}

describe('test personas', () => {
  it.each([
    ['Nomatch', 'datatreeError', 'DATATREE_NO_MATCH'],
    ['Multiple', 'noProperty', 'MULTIPLE_PROPERTIES'],
    ['Vacant', 'noProperty', 'NO_PROPERTY_FOUND'],
    ['Owner', 'incorrectOwnership', 'INCORRECT_OWNERSHIP'],
    ['Frozen', 'incorrectPin', 'CREDIT_FROZEN'],
    ['Nofile', 'ssnCredit', 'CREDIT_NO_MATCH'],
    ['Outage', 'errorCredit', 'CREDIT_ERROR'],
  ])('%s lands on %s after the profile step', async (lastName, state, status) => {
    const who = await start(lastName);
    expect(await statusOf(who)).toMatchObject({ state, status });
  });

  it.each([
    ['Debt', 'dtiDeclined', 'DECLINED_DTI'],
    ['Lowscore', 'creditScoreDeclined', 'DECLINED_CREDIT_SCORE'],
    ['Late', 'delinquency', 'DELINQUENCY'],
    ['Underwater', 'declined', 'DECLINED'],
  ])('%s is decided by underwriting and routed to %s', async (lastName, state, status) => {
    const who = await start(lastName);
    const res = await liens(who, lastName === 'Underwater' ? 590_000 : 150_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state, status });
  });

  it('Frozen continues with the bureau PIN, and a wrong PIN is a field error', async () => {
    const who = await start('Frozen');
    const wrong = await put(t.app, who, 'review-app-incorrect-pin', { creditFreezePin: '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('/creditFreezePin');
    const right = await put(t.app, who, 'review-app-incorrect-pin', { creditFreezePin: '1234' });
    expect(right.json()).toMatchObject({ state: 'liens' });
    expect(JSON.stringify(right.json())).not.toContain('1234"');
  });

  it('Nofile gives the SSN and still has no file; Thinfile is found with it', async () => {
    const none = await start('Nofile');
    expect((await put(t.app, none, 'credit-social', { ssn: '123456789' })).json()).toMatchObject({ state: 'noCredit', status: 'NO_CREDIT_FILE' });
    const thin = await start('Thinfile');
    expect((await put(t.app, thin, 'credit-social', { ssn: '123-45-6789' })).json()).toMatchObject({ state: 'liens', hasSsn: true });
  });

  it('Outage succeeds on retry', async () => {
    const who = await start('Outage');
    expect((await put(t.app, who, 'credit-error', {})).json()).toMatchObject({ state: 'liens' });
  });

  it('Nomatch corrects the address and finds the home', async () => {
    const who = await start('Nomatch');
    const res = await put(t.app, who, 'review-app-datatree', { property: profileBody('Nomatch').property });
    // The sandbox never matches this persona: the applicant stays on the datatree review.
    expect(res.statusCode).toBe(409);
    expect((await statusOf(who)).state).toBe('datatreeError');
  });

  it('Assets (unverified DTI-limited) chooses an offer, then gives assets before continuing', async () => {
    const who = await start('Assets');
    const decided = await liens(who);
    expect(decided.json()).toMatchObject({ state: 'product', uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' });
    const [offer] = (await t.app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json() as { uuid: string; maxAmount: number }[];
    const chosen = await put(t.app, who, 'product-select', { offerId: offer?.uuid, amount: 15_000, termYears: 30 });
    expect(chosen.json()).toMatchObject({ state: 'assetDepletion', status: 'ASSETS_PREQUAL' });
    const assets = await put(t.app, who, 'product-assets', { assets: { accounts: [{ institution: 'First Bank', accountType: 'SAVINGS', balance: 250_000 }], attest: true } });
    expect(assets.json()).toMatchObject({ state: 'moreProfile', assetDepletion: { complete: true } });
  });

  it('a Texas home is limited to 80% combined LTV, pays the AVM fee and needs a valuation', async () => {
    const who = await start('Ranch', 'TX');
    const decided = await liens(who, 30_000 + 90_000);
    expect(decided.json()).toMatchObject({ state: 'product', uwSubDecision: 'BPO_PENDING', bpo: 'BPO_REQUIRED' });
    const offers = (await t.app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json() as { maxAmount: number; maxCltv: number; avmFee: number }[];
    // Assessed value 300,000, liens 120,000: at most 80% -> 120,000.
    expect(Math.max(...offers.map((o) => o.maxAmount))).toBe(120_000);
    expect(offers.every((o) => o.maxCltv <= 80 && o.avmFee === 180)).toBe(true);
  });
});

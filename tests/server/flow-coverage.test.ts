import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TARGET, type FlowFile } from '../../src/engine/types';
import { createTestApp, type TestApp } from '../helpers/app';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import { appUrl, offerToIncomeReview, offersOf, profileBody, put, registerApplicant, statusUrl, type Applicant, throughLiens } from './application-helpers';
import { PDF, multipart } from './funding/helpers';
import { drive } from './journey-driver';

/**
 * Walks every transition of flows/applicant.flow.json through the server: journeys of the sandbox
 * personas, a few started mid-way with the sandbox control, then the application event log (every
 * move the server made) is matched against the flow's transitions.
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const status = async (who: Applicant) => (await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json() as { state: string; status: string };

/** An application of a registered applicant's, started at a state with the given data (sandbox control). */
async function startedAt(state: string, lastName: string, extra: Record<string, unknown> = {}): Promise<Applicant> {
  const owner = await registerApplicant(t.app, { lastName });
  const res = await t.app.inject({
    method: 'POST', url: '/sandbox/applications', headers: owner.auth,
    payload: { state, data: { ...profileBody(lastName), statedIncome: 150_000, ...(extra.data as object | undefined) }, flags: extra.flags ?? {} },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...owner, uuid: res.json().uuid };
}

async function uploadAs(who: Applicant, type: string, name: string): Promise<string> {
  const body = multipart(name, PDF);
  const res = await t.app.inject({ method: 'POST', url: `${appUrl(who.uuid)}/documents?documentType=${type}`, headers: { ...who.auth, ...body.headers }, payload: body.payload });
  return res.json().uuid as string;
}

describe('every transition of the applicant flow, through the server', () => {
  it('an applicant who meets every detour: paystubs, employment, payoff, a hand-entered account, conditions, the eNotary', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const conditions: string[] = [];
    const journey = await drive(t.app, who, {
      answers: {
        'liens': () => ({ liens: { firstMortgageBalance: 150_000, otherLienBalance: 25_000 } }),
        'income-review': ({ record }) => ({ linkType: 'payroll', username: record.incomeReviewComplete ? 'user_employment' : 'user_mismatch', password: 'pass_good', consent: true }),
        'income-paystubs': async () => ({ documentUuids: [await uploadAs(who, 'USER_UPLOADED_PAYSTUB', 'unreadable-1.pdf'), await uploadAs(who, 'USER_UPLOADED_PAYSTUB', 'unreadable-2.pdf')] }),
        'bank-disburse': () => ({ method: 'MANUAL' }),
        'bank-autopay': () => ({ payType: 'MANUAL' }),
        'identity-document': async () => {
          if (!conditions.length) {
            // an underwriter asks for two things at the identity step; the applicant answers both
            for (const category of ['MISSING_PHONE_NUMBER', 'MISSING_PHONE_NUMBER']) {
              const raised = await t.app.inject({ method: 'POST', url: `/sandbox/applications/${who.uuid}/conditions`, headers: who.auth, payload: { category } });
              expect(raised.statusCode).toBe(201);
            }
            const list = (await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${who.uuid}/conditions/external-applicants`, headers: who.auth })).json();
            for (const c of list) {
              conditions.push(c.uuid);
              const answered = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${who.uuid}/conditions/${c.uuid}/satisfy`, headers: who.auth, payload: { phoneNumber: '4155550199' } });
              expect(answered.statusCode).toBe(200);
            }
          }
          return { documentType: 'PASSPORT_FRONT', documentUuid: await uploadAs(who, 'PASSPORT_FRONT', 'passport.pdf') };
        },
        'notary-id-check': () => ({ lastFourOfId: '4821' }),
        'notary-ceremony': () => ({ consent: true }),
      },
    });
    expect(journey.states).toEqual(expect.arrayContaining(['manualPaystubUpload', 'emplVerify', 'lienAttestation', 'manualAutopay', 'notary', 'complete']));
    expect(conditions).toHaveLength(2);
    expect(journey.states.at(-1)).toBe('complete');
  });

  it('a Texas home takes the valuation path; an unverified DTI-limited offer asks for assets', async () => {
    const texan = await registerApplicant(t.app, { lastName: 'Approved', state: 'TX' });
    const tx = await drive(t.app, texan, { answers: { 'liens': () => ({ liens: { firstMortgageBalance: 120_000, otherLienBalance: 0 } }) } });
    expect(tx.states).toEqual(expect.arrayContaining(['bpo', 'bpoProcessing', 'complete']));
    const assets = await registerApplicant(t.app, { lastName: 'Assets' });
    expect((await drive(t.app, assets, { until: 'hmda' })).states).toContain('assetDepletion');
  });

  it('credit and property detours before the liens, and every decision (each decline writes its notice)', async () => {
    for (const [lastName, through] of [['Frozen', 'incorrectPin'], ['Thinfile', 'ssnCredit'], ['Outage', 'errorCredit']] as const) {
      const who = await registerApplicant(t.app, { lastName });
      const seen = await drive(t.app, who, {
        until: 'liens',
        answers: {
          'review-app-incorrect-pin': () => ({ creditFreezePin: '1234' }),
          'credit-social': () => ({ ssn: '123-45-6789' }),
          'credit-error': () => ({}),
        },
      }).catch((e: Error) => ({ states: [e.message], screens: [] }));
      expect(seen.states, lastName).toEqual(expect.arrayContaining([through, 'liens']));
    }
    for (const [lastName, end] of [
      ['Nofile', 'noCredit'], ['Nomatch', 'datatreeError'], ['Vacant', 'noProperty'], ['Owner', 'incorrectOwnership'],
      ['Debt', 'dtiDeclined'], ['Lowscore', 'creditScoreDeclined'], ['Late', 'delinquency'], ['Underwater', 'declined'],
    ] as const) {
      const who = await registerApplicant(t.app, { lastName });
      await put(t.app, who, 'start-profile', profileBody(lastName));
      if (lastName === 'Nofile') await put(t.app, who, 'credit-social', { ssn: '123-45-6789' });
      if ((await status(who)).state === 'liens') await put(t.app, who, 'liens', { liens: { firstMortgageBalance: lastName === 'Underwater' ? 590_000 : 150_000, otherLienBalance: 0 } });
      expect((await status(who)).state, lastName).toBe(end);
    }
  }, 60_000);

  it('detours only reachable mid-way: a frozen file after the SSN or a retry, a corrected address, a manual review', async () => {
    const afterSsn = await startedAt('ssnCredit', 'Frozen');
    expect((await put(t.app, afterSsn, 'credit-social', { ssn: '123-45-6789' })).json().state).toBe('incorrectPin');
    const afterRetry = await startedAt('errorCredit', 'Frozen');
    expect((await put(t.app, afterRetry, 'credit-error', {})).json().state).toBe('incorrectPin');
    const corrected = await startedAt('datatreeError', 'Approved');
    expect((await put(t.app, corrected, 'review-app-datatree', { property: profileBody('Approved').property })).json().state).toBe('liens');
    const review = await startedAt('product', 'Approved', { flags: { uwDecision: 'REVIEW', liensComplete: true } });
    expect((await status(review)).state).toBe('uwReview');
    const paystubsInstead = await startedAt('incomeReview', 'Approved');
    expect((await put(t.app, paystubsInstead, 'income-manual', { method: 'PAYSTUBS' })).json().state).toBe('manualPaystubUpload');
  }, 60_000);

  it('a home in a flood zone waits at the flood certificate, and returns to its step when it arrives', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Flood' });
    await put(t.app, who, 'start-profile', profileBody('Flood'));
    expect(await status(who)).toMatchObject({ state: 'floodCert', status: 'WAITING_FOR_FLOOD_CERT' });
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', headers: who.auth, payload: { hours: 2 } });
    expect((await status(who)).state).toBe('liens');
  });

  it('edits from the application summary: the contact and the demographic steps again', async () => {
    const hmda = { hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['White'], sex: ['Male'] } };
    const editsHmda = await registerApplicant(t.app, { lastName: 'Prime' });
    await drive(t.app, editsHmda, { until: 'appSummary' });
    expect((await put(t.app, editsHmda, 'start-hmda', hmda)).json()).toMatchObject({ state: 'waitSummary', hmda: hmda.hmda });
    const editsContact = await registerApplicant(t.app, { lastName: 'Prime' });
    await drive(t.app, editsContact, { until: 'appSummary' });
    const edited = (await put(t.app, editsContact, 'start-contact', { ownershipType: 'JOINT_WITH_SPOUSE', ssn: '123-45-6789', hardCreditConsent: true })).json();
    expect(edited).toMatchObject({ state: 'hmda', ownershipType: 'JOINT_WITH_SPOUSE' });
  });

  it('staff decisions: a closer withdraws an unsigned application and cancels a signed one; an application left waiting is closed as incomplete', async () => {
    const staff = await createUser(t.db, { email: `coverage.ops.${Date.now()}@hearth.example`, password: 'correct horse battery', role: 'STAFF', orgCode: 'HEARTH', permissions: ['underwriter', 'closer'] });
    const auth = { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: staff.id, role: 'STAFF', org: 'HEARTH' })}` };
    const cancel = (who: Applicant, seen: string) => t.app.inject({
      method: 'POST', url: `/service-application/api/v1/staff/applications/${who.uuid}/actions/cancel?expectedState=${seen}`, headers: auth, payload: { note: 'The borrower asked by phone' },
    });
    const unsigned = await startedAt('hmda', 'Approved');
    expect((await cancel(unsigned, 'hmda')).json()).toMatchObject({ state: 'withdrawn', status: 'WITHDRAWN' });
    const signed = await startedAt('waitFund', 'Approved', { flags: { primaryParticipantAcceptComplete: true } });
    expect((await cancel(signed, 'waitFund')).json()).toMatchObject({ state: 'cancelled', status: 'CANCELLED' });
    const idle = await startedAt('incomeReview', 'Approved');
    await t.db.query(`update application set updated_at = now() - interval '31 days' where uuid = $1`, [idle.uuid]);
    await t.app.inject({ method: 'POST', url: '/sandbox/sweeps/incomplete' });
    expect(await status(idle)).toMatchObject({ state: 'withdrawn', status: 'WITHDRAWN' });
  });

  it('another offer after the summary is confirmed there again; income verified before stays verified', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    expect(await throughLiens(t.app, who, { lastName: 'Prime' })).toBe('product');
    const offers = await offersOf(t.app, who);
    await offerToIncomeReview(t, who, { offerId: offers[0]?.uuid, amount: 100_000, termYears: 10 });
    expect((await put(t.app, who, 'product-select', { offerId: offers[1]?.uuid ?? offers[0]?.uuid, amount: 120_000, termYears: 15 })).json().state).toBe('appSummary');

    // income matched before another offer was chosen: the income step passes by itself
    const kept = await startedAt('incomeReview', 'Prime', { data: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } });
    expect(await status(kept)).toMatchObject({ state: 'ach' });
  });

  it('covers them all', async () => {
    const flow = t.app.content.index.flows.applicant as FlowFile;
    const log = await t.db.query<{ from_state: string | null; to_state: string; event: string }>('select from_state, to_state, event from application_event');
    const all = [
      ...Object.entries(flow.states).flatMap(([from, s]) => (s.transitions ?? []).map((tr) => ({ label: `${from} --${tr.event}--> ${tr.target}`, from: from as string | undefined, ...tr }))),
      ...(flow.global ?? []).map((tr) => ({ label: `* --${tr.event}--> ${tr.target}`, from: undefined as string | undefined, ...tr })),
    ];
    const covered = all.filter((tr) => log.some((e) => e.event === tr.event && (tr.from === undefined || e.from_state === tr.from) && (tr.target === HISTORY_TARGET || e.to_state === tr.target)));
    const missing = all.filter((tr) => !covered.includes(tr)).map((tr) => tr.label);
    console.log(`transitions covered: ${covered.length}/${all.length}`);
    expect(missing).toEqual([]);
  });
});

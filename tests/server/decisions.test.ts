import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../src/server/applications/apply-event';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import type { FlowFile } from '../../src/engine/types';
import { STAFF_ACTIONS, STAFF_ACTION_IDS, type StaffActionId } from '../../src/product/decisions';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf-text';
import { registerApplicant } from '../helpers/registration';
import { STAFF_ACTION_BODIES, profileBody, screenUrl, liensBody } from './application-helpers';
import { PNG, applicationAt, base, multipart, userToken } from './funding/helpers';
import { viewSchemas } from '../../src/server/applications/view';
import { refusalMessage } from '../../src/server/applications/refusals';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Auth = Record<string, string>;
const STAFF = '/service-application/api/v1/staff/applications';
const APP = '/service-application/api/v1/application/heloc';

async function staffOf(org: string, permissions: string[]): Promise<Auth> {
  const user = await createUser(t.db, { email: `ops.${Math.random().toString(36).slice(2)}@${org.toLowerCase()}.example`, password: 'correct horse battery', role: 'STAFF', orgCode: org, permissions });
  return { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: user.id, role: 'STAFF', org })}` };
}

/** An applicant of the org whose home is listed for sale (SUMMIT_RIDGE_CU reviews those), at the underwriting review. */
async function listedForSaleInReview(lastName = 'Approved') {
  const headers = { 'x-org': 'SUMMIT_RIDGE_CU' };
  const address = { street1: '40 Larimer Street', city: 'Denver', state: 'CO', zip: '80202' };
  const who = await registerApplicant(t.app, { 'property-info': { address }, 'sale-status': { saleStatus: 'LISTED_FOR_SALE' }, name: { firstName: 'Avery', lastName } }, headers);
  const put = (screen: string, body: unknown) => t.app.inject({ method: 'PUT', url: screenUrl(who.applicationUuid, screen), headers: who.auth, payload: body as object });
  const profile = await put('start-profile', { ...profileBody(lastName), property: { address } });
  expect(profile.statusCode, profile.body).toBe(200);
  const liens = await put('liens', liensBody());
  expect(liens.json().state, liens.body).toBe('uwReview');
  return who;
}

/** A staff action: the step the staff member saw, and the action's form answers. */
const act = (auth: Auth, uuid: string, action: StaffActionId, body: Record<string, unknown> & { expectedState: string }) => {
  const { expectedState, ...form } = body;
  return t.app.inject({ method: 'POST', url: `${STAFF}/${uuid}/actions/${action}?expectedState=${expectedState}`, headers: auth, payload: form });
};

describe('staff decisions', () => {
  let underwriter: Auth;
  beforeAll(async () => { underwriter = await staffOf('SUMMIT_RIDGE_CU', ['underwriter', 'closer']); });

  it('an underwriter approves a review: back to the offers with a recalculated decision, recorded with who and why', async () => {
    const who = await listedForSaleInReview();
    const actions = (await t.app.inject({ url: `${STAFF}/${who.applicationUuid}/actions`, headers: underwriter })).json();
    expect(actions.actions.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining(['approve', 'decline', 'cancel']));
    expect((await act(underwriter, who.applicationUuid, 'approve', { expectedState: 'uwReview' })).statusCode).toBe(400);
    const approved = await act(underwriter, who.applicationUuid, 'approve', { expectedState: 'uwReview', note: 'Sale listing withdrawn, confirmed by phone' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'product', status: 'OFFER_SELECTION' });
    const offers = await t.app.inject({ url: `${APP}/${who.applicationUuid}/offers`, headers: who.auth });
    expect(offers.json().length).toBeGreaterThan(0);
    const history = (await t.app.inject({ url: `${STAFF}/${who.applicationUuid}/records`, headers: underwriter })).json().history as { event: string; kind: string; detail: Record<string, unknown>; actor: { email: string } | null }[];
    expect(history.find((h) => h.kind === 'staff' && h.event === 'decision')?.detail).toMatchObject({ action: 'approve', note: 'Sale listing withdrawn, confirmed by phone' });
    expect(history.filter((h) => h.event === 'underwrite' && h.kind === 'move').at(-1)?.actor?.email).toMatch(/@summit_ridge_cu\.example$/);
    // the state moved on: the same approval again is refused in plain words, nothing written
    const again = await act(underwriter, who.applicationUuid, 'approve', { expectedState: 'uwReview', note: 'approve again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Approving the application is not possible: the application moved on to “Choosing an offer”/);
  });

  it('two staff approving at once: one wins, the other gets 409 and nothing of theirs is kept', async () => {
    const who = await listedForSaleInReview();
    const other = await staffOf('SUMMIT_RIDGE_CU', ['underwriter']);
    const [a, b] = await Promise.all([
      act(underwriter, who.applicationUuid, 'approve', { expectedState: 'uwReview', note: 'first reviewer' }),
      act(other, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'second reviewer', reasons: ['propertyListed'] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const decisions = await t.db.query<{ n: number }>(`select count(*)::int as n from application_event where application_uuid = $1 and event = 'decision'`, [who.applicationUuid]);
    expect(decisions[0]?.n).toBe(1);
  });

  it('a decline needs reasons; it produces the notice of action taken: stored, mailed with the PDF, with the reasons and the score', async () => {
    const who = await listedForSaleInReview();
    expect((await act(underwriter, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'Listed' })).statusCode).toBe(400);
    const declined = await act(underwriter, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'Home is for sale', reasons: ['propertyListed', 'collateralInsufficient'] });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ state: 'declined', status: 'DECLINED' });
    const letters = (await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters`, headers: who.auth })).json() as { uuid: string; type: string }[];
    expect(letters.map((l) => l.type)).toEqual(['ADVERSE_ACTION_NOTICE']);
    const pdf = await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters/${letters[0]?.uuid}/pdf`, headers: who.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Notice of action taken');
    expect(text).toContain('The home is listed for sale');
    expect(text).toContain('Value or type of collateral not sufficient');
    expect(text).toMatch(/Your credit score: \d{3}\. Scores range from a low of 300 to a high of 850/);
    expect(text).toContain('Sandbox Credit Bureau');
    expect(text).toContain('Equal Credit Opportunity Act');
    const [mail] = await t.db.query<{ subject: string; attachment_name: string | null }>('select subject, attachment_name from mail_outbox where lower(to_address) = lower($1) order by created_at desc', [who.email]);
    expect(mail).toMatchObject({ subject: expect.stringContaining('notice of action taken'), attachment_name: expect.stringMatching(/^notice-of-action-.*\.pdf$/) });
    // a declined application takes no further decision
    const after = await act(underwriter, who.applicationUuid, 'cancel', { expectedState: 'declined', note: 'borrower asked' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Cancelling the application is not possible: this application is closed (Declined).');
  });

  it('an automatic decline (credit score) sends the notice too, with the key factors', async () => {
    const who = await registerApplicant(t.app, { name: { firstName: 'Avery', lastName: 'Lowscore' } });
    await t.app.inject({ method: 'PUT', url: screenUrl(who.applicationUuid, 'start-profile'), headers: who.auth, payload: profileBody('Lowscore') });
    const res = await t.app.inject({ method: 'PUT', url: screenUrl(who.applicationUuid, 'liens'), headers: who.auth, payload: liensBody() });
    expect(res.json().state).toBe('creditScoreDeclined');
    const letters = (await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters`, headers: who.auth })).json() as { uuid: string }[];
    const pdf = await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters/${letters[0]?.uuid}/pdf`, headers: who.auth });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit score below the minimum');
    expect(text).toContain('Your credit score: 590');
    expect(text).toContain('Serious delinquency or late payments on accounts');
  });

  it('scoped to the lender and to the permission', async () => {
    const who = await listedForSaleInReview();
    const hearth = await staffOf('HEARTH', ['underwriter']);
    expect((await act(hearth, who.applicationUuid, 'approve', { expectedState: 'uwReview', note: 'not ours' })).statusCode).toBe(404);
    const plain = await staffOf('SUMMIT_RIDGE_CU', []);
    expect((await act(plain, who.applicationUuid, 'approve', { expectedState: 'uwReview', note: 'no permission' })).statusCode).toBe(403);
    // the refusal reads from the one catalogue (refusal.permission)
    expect((await act(plain, who.applicationUuid, 'approve', { expectedState: 'uwReview', note: 'no permission' })).json().message).toBe('Approving the application needs the underwriter permission.');
    const closerOnly = await staffOf('SUMMIT_RIDGE_CU', ['closer']);
    expect((await act(closerOnly, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'not a closer task', reasons: ['propertyListed'] })).statusCode).toBe(403);
    const [row] = await t.db.query<{ state: string }>('select state from application where uuid = $1', [who.applicationUuid]);
    expect(row?.state).toBe('uwReview');
  });
});

describe('each action\'s body is its form', () => {
  it('bad input is refused before anything is written, with a plain message for each field', async () => {
    const who = await listedForSaleInReview('Plain');
    const staff = await staffOf('SUMMIT_RIDGE_CU', ['underwriter', 'closer']);
    const funding = await act(staff, who.applicationUuid, 'recordFunding', { expectedState: 'uwReview', amount: -5, reference: 'no spaces allowed' });
    expect(funding.statusCode).toBe(400);
    expect(funding.json().errors).toEqual(expect.arrayContaining([
      { path: '/note', message: 'Say why, in a few words.' },
      { path: '/fundedOn', message: 'Give the funding date.' },
      { path: '/amount', message: 'Give the amount sent.' },
      { path: '/reference', message: 'Use letters, digits and - only' },
    ]));
    const decline = await act(staff, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'Listed', reasons: [] });
    expect(decline.json().errors).toEqual([{ path: '/reasons', message: 'Choose at least one reason.' }]);
    const unknown = await act(staff, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'Listed', reasons: ['notAReason'] });
    expect(unknown.statusCode).toBe(400);
    const [row] = await t.db.query<{ state: string; version: number }>('select state, version from application where uuid = $1', [who.applicationUuid]);
    expect(row?.state).toBe('uwReview');
    // a refused approval (underwriting still declines) speaks in the catalogue's words too
    expect(refusalMessage(t.app.content.index, 'SUMMIT_RIDGE_CU', 'stillDeclines', { action: 'approving the application', status: 'UW_REVIEW', reasons: 'Credit score below the minimum' }))
      .toBe('Approving the application is not possible: underwriting still declines this application (Credit score below the minimum). Decline it instead.');
  });
});

describe('every staff action against every state', () => {
  const body = STAFF_ACTION_BODIES;
  const expected: Record<StaffActionId, string> = { approve: 'product', decline: 'declined', releaseNotary: 'notary', orderValuation: 'bpoProcessing', recordFunding: 'complete', cancel: 'cancelled' };

  it('is allowed exactly where the flow takes its event, and refused with 409 and nothing written elsewhere', async () => {
    const staff = await staffOf('HEARTH', ['underwriter', 'closer']);
    const flow = t.app.content.index.flows.applicant as FlowFile;
    const owner = await createUser(t.db, { email: `matrix.${Date.now()}@example.com`, password: 'correct horse battery', role: 'APPLICANT', orgCode: 'HEARTH' });
    const compiled = t.app.content.current.applicantFlow;
    let allowed = 0;
    let refused = 0;
    for (const state of Object.keys(flow.states)) {
      for (const id of STAFF_ACTION_IDS.filter((a) => a !== 'approve')) {
        // a fully signed application, with a credit file, so only the flow decides
        const row = await createApplication(t.db, {
          ownerId: owner.id, orgCode: 'HEARTH', state, serverStatus: flow.states[state]?.status ?? state,
          data: { borrower: { name: { firstName: 'Mat', lastName: 'Rix' }, dob: '1980-01-01' } },
        });
        await t.db.query(`update application set flags = '{"primaryParticipantAcceptComplete": true}'::jsonb where uuid = $1`, [row.uuid]);
        const res = await act(staff, row.uuid, id, { expectedState: state, ...body[id] });
        const takes = !flow.states[state]?.final && compiled.accepts(state, STAFF_ACTIONS[id].event);
        const [after] = await t.db.query<{ state: string; version: number }>('select state, version from application where uuid = $1', [row.uuid]);
        if (takes) {
          expect(res.statusCode, `${id} at ${state}: ${res.body}`).toBe(200);
          expect(res.json().state, `${id} at ${state}`).toBe(expected[id]);
          allowed++;
        } else {
          expect(res.statusCode, `${id} at ${state}`).toBe(409);
          expect(after).toMatchObject({ state, version: row.version });
          refused++;
        }
      }
    }
    expect(allowed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 300_000);
});

describe('applications withdrawn or left incomplete get their notice', () => {
  const lettersOf = async (who: { applicationUuid: string; auth: Auth }) => {
    const letters = (await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters`, headers: who.auth })).json() as { uuid: string; type: string }[];
    const pdf = await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters/${letters[0]?.uuid}/pdf`, headers: who.auth });
    return { types: letters.map((l) => l.type), text: await pdfText(pdf.rawPayload) };
  };
  const lastMail = async (email: string) =>
    (await t.db.query<{ subject: string; attachment_name: string | null }>('select subject, attachment_name from mail_outbox where lower(to_address) = lower($1) order by created_at desc', [email]))[0];

  it('a closer cancels an application before signing: it is withdrawn, and the notice of withdrawal is stored, mailed and dated', async () => {
    const who = await listedForSaleInReview('Withdrawn');
    const closer = await staffOf('SUMMIT_RIDGE_CU', ['closer']);
    const res = await act(closer, who.applicationUuid, 'cancel', { expectedState: 'uwReview', note: 'The borrower withdrew by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'withdrawn', status: 'WITHDRAWN', closedAs: 'WITHDRAWN', adverseActionNoticeAt: expect.any(String) });
    const { types, text } = await lettersOf(who);
    expect(types).toEqual(['ADVERSE_ACTION_NOTICE']);
    expect(text).toContain('Notice of action taken: application withdrawn');
    expect(text).toContain('we have withdrawn your application');
    expect(text).toContain('Equal Credit Opportunity Act');
    // nothing was decided on the credit: no score disclosure
    expect(text).not.toContain('Your credit score');
    expect(await lastMail(who.email)).toMatchObject({ subject: expect.stringContaining('is withdrawn'), attachment_name: expect.stringMatching(/^notice-of-action-.*\.pdf$/) });
    const mine = (await t.app.inject({ url: `${APP}/${who.applicationUuid}`, headers: who.auth })).json();
    expect(mine).toMatchObject({ state: 'withdrawn', adverseActionNoticeAt: res.json().adverseActionNoticeAt });
  });

  it('the sweep closes an application waiting on the applicant past its lender\'s days, with a notice of incompleteness; never one the lender holds or a younger one', async () => {
    const sweep = async () => (await t.app.inject({ method: 'POST', url: '/sandbox/sweeps/incomplete' })).json().closed as number;
    const age = (uuid: string, days: number) => t.db.query(`update application set updated_at = now() - make_interval(days => $2) where uuid = $1`, [uuid, days]);
    const idle = await registerApplicant(t.app, { name: { firstName: 'Avery', lastName: 'Idle' } });
    const recent = await registerApplicant(t.app, { name: { firstName: 'Avery', lastName: 'Recent' } });
    const review = await listedForSaleInReview('Waiting');
    await age(idle.applicationUuid, 31);
    await age(recent.applicationUuid, 20);
    await age(review.applicationUuid, 31);
    expect(await sweep()).toBe(1);
    const state = async (uuid: string) => (await t.db.query<{ state: string }>('select state from application where uuid = $1', [uuid]))[0]?.state;
    expect(await state(idle.applicationUuid)).toBe('withdrawn');
    expect(await state(recent.applicationUuid)).toBe('profile');
    expect(await state(review.applicationUuid)).toBe('uwReview');
    const { types, text } = await lettersOf(idle);
    expect(types).toEqual(['ADVERSE_ACTION_NOTICE']);
    expect(text).toContain('Notice of action taken: application incomplete');
    expect(text).toContain('has waited more than 30 days for information we asked you for');
    expect(await lastMail(idle.email)).toMatchObject({ subject: expect.stringContaining('closed as incomplete') });
    const mine = (await t.app.inject({ url: `${APP}/${idle.applicationUuid}`, headers: idle.auth })).json();
    expect(mine).toMatchObject({ status: 'WITHDRAWN', closedAs: 'INCOMPLETE', adverseActionNoticeAt: expect.any(String) });
    // swept again: nothing more is closed or sent
    expect(await sweep()).toBe(0);
    expect((await lettersOf(idle)).types).toHaveLength(1);
  });
});

describe('every decisions endpoint answers in the caller\'s role view and keeps to the lender', () => {
  const keysOutside = (body: Record<string, unknown>, role: 'applicant' | 'signer' | 'staff') => {
    const allowed = viewSchemas(t.app.content.index)[role].properties as Record<string, unknown>;
    return Object.keys(body).filter((k) => !(k in allowed));
  };

  it('staff: their own lender\'s application in the staff view; another lender\'s staff get 404 from each endpoint and change nothing', async () => {
    const who = await listedForSaleInReview('Scoped');
    const ours = await staffOf('SUMMIT_RIDGE_CU', ['underwriter', 'closer']);
    const theirs = await staffOf('HEARTH', ['underwriter', 'closer']);
    expect((await t.app.inject({ url: `${STAFF}/${who.applicationUuid}/actions`, headers: theirs })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${STAFF}/${who.applicationUuid}/actions`, headers: ours })).statusCode).toBe(200);
    for (const id of STAFF_ACTION_IDS) {
      const res = await act(theirs, who.applicationUuid, id, { expectedState: 'uwReview', ...STAFF_ACTION_BODIES[id] });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }
    const [row] = await t.db.query<{ state: string; version: number }>('select state, version from application where uuid = $1', [who.applicationUuid]);
    expect(row?.state).toBe('uwReview');

    const declined = await act(ours, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'Home is for sale', reasons: ['propertyListed'] });
    expect(declined.statusCode).toBe(200);
    expect(keysOutside(declined.json(), 'staff')).toEqual([]);
    expect(declined.json()).toMatchObject({ ownerEmail: who.email, uwReasons: ['The home is listed for sale'] });
    // the flow's bookkeeping and the letter's storage are nobody's view
    expect(declined.json()).not.toHaveProperty('adverseActionNoticeUuid');

    // the work queue lists only the caller's lender's applications and letters
    const queued = async (auth: Auth) => JSON.stringify((await t.app.inject({ url: `/service-application/api/v1/staff/queue`, headers: auth })).json());
    expect(await queued(ours)).toContain(who.applicationUuid);
    expect(await queued(theirs)).not.toContain(who.applicationUuid);
    // the notice, in the staff records and its download: the lender's staff only
    const docs = (await t.app.inject({ url: `${STAFF}/${who.applicationUuid}/records`, headers: ours })).json().documents as { uuid: string; type: string }[];
    const notice = docs.find((d) => d.type === 'ADVERSE_ACTION_NOTICE');
    expect(notice).toBeDefined();
    const file = (auth: Auth) => t.app.inject({ url: `${STAFF}/${who.applicationUuid}/documents/${notice?.uuid}/file`, headers: auth });
    expect((await file(ours)).headers['content-type']).toBe('application/pdf');
    expect((await file(theirs)).statusCode).toBe(404);
    // the applicant's own letter routes are not staff's: 404, as for anyone who is not on the application
    expect((await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters`, headers: ours })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters/${notice?.uuid}/pdf`, headers: ours })).statusCode).toBe(404);
  });

  it('the applicant and a signer who signed: letters and the right to cancel in their own view; anyone else 404; a letter is not a disclosure', async () => {
    const me = await userToken(t);
    const other = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'sign');
    const invite = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-additional`, headers: me.auth, payload: { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: `casey-${uuid}@example.com` }] } });
    const token = new URL(invite.json().invitations[0].inviteUrl as string, 'http://x').searchParams.get('token') as string;
    const accepted = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
    const signer = { authorization: `Bearer ${accepted.json().jwt}` };
    const sign = async (auth: Auth) => {
      const disc = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: auth })).json();
      expect((await t.app.inject({ method: 'POST', url: `${base(uuid)}/disclosures/sign`, headers: auth, payload: { documentUuid: disc.document.uuid, sha256: disc.document.sha256, agree: true } })).statusCode).toBe(201);
      return disc.document.uuid as string;
    };
    const disclosure = await sign(me.auth);
    const id = multipart('id.png', PNG);
    await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=PASSPORT_FRONT`, headers: { ...signer, ...id.headers }, payload: id.payload });
    await sign(signer);

    const right = (auth: Auth) => t.app.inject({ url: `${base(uuid)}/right-to-cancel`, headers: auth });
    expect((await right(me.auth)).json()).toMatchObject({ canCancel: true });
    expect((await right(signer)).json()).toMatchObject({ canCancel: true });
    expect((await right(other.auth)).statusCode).toBe(404);
    const cancel = (auth: Auth) => t.app.inject({ method: 'POST', url: `${base(uuid)}/cancel`, headers: auth, payload: { confirm: true } });
    expect((await cancel(other.auth)).statusCode).toBe(404);
    const cancelled = await cancel(signer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // the signer reads the signer's view: the line and the home, never the applicant's details
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', status: 'CANCELLED' });
    expect(keysOutside(cancelled.json(), 'signer')).toEqual([]);
    expect(cancelled.json()).not.toHaveProperty('cancelledBy');
    expect(cancelled.json().borrower).not.toHaveProperty('email');

    const letters = (auth: Auth) => t.app.inject({ url: `${base(uuid)}/letters`, headers: auth });
    const mine = (await letters(me.auth)).json() as { uuid: string; type: string }[];
    expect(mine.map((l) => l.type)).toEqual(['CANCELLATION_PROOF']);
    expect((await letters(signer)).statusCode).toBe(200);
    expect((await letters(other.auth)).statusCode).toBe(404);
    const pdf = (path: string, auth: Auth) => t.app.inject({ url: `${base(uuid)}/${path}/pdf`, headers: auth });
    expect((await pdf(`letters/${mine[0]?.uuid}`, me.auth)).headers['content-type']).toBe('application/pdf');
    expect((await pdf(`letters/${mine[0]?.uuid}`, other.auth)).statusCode).toBe(404);
    // one route per kind: a letter is not served as a disclosure, nor a disclosure as a letter
    expect((await pdf(`disclosures/${mine[0]?.uuid}`, me.auth)).statusCode).toBe(404);
    expect((await pdf(`letters/${disclosure}`, me.auth)).statusCode).toBe(404);
    expect((await pdf(`disclosures/${disclosure}`, me.auth)).statusCode).toBe(200);
  });
});

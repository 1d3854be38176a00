import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../src/server/applications/apply-event';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import type { FlowFile } from '../../src/engine/types';
import { STAFF_ACTIONS, STAFF_ACTION_IDS, type StaffActionId } from '../../src/product/decisions';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant } from '../helpers/registration';
import { STAFF_ACTION_BODIES, profileBody, screenUrl } from './application-helpers';

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

async function textOf(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/` }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) parts.push(((await (await doc.getPage(n)).getTextContent()).items as { str?: string }[]).map((i) => i.str ?? '').join(' '));
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** An applicant of the org whose home is listed for sale (SUMMIT_RIDGE_CU reviews those), at the underwriting review. */
async function listedForSaleInReview(lastName = 'Approved') {
  const headers = { 'x-org': 'SUMMIT_RIDGE_CU' };
  const address = { street1: '40 Larimer Street', city: 'Denver', state: 'CO', zip: '80202' };
  const who = await registerApplicant(t.app, { 'property-info': { address }, 'sale-status': { saleStatus: 'LISTED_FOR_SALE' }, name: { firstName: 'Avery', lastName } }, headers);
  const put = (screen: string, body: unknown) => t.app.inject({ method: 'PUT', url: screenUrl(who.applicationUuid, screen), headers: who.auth, payload: body as object });
  const profile = await put('start-profile', { ...profileBody(lastName), property: { address } });
  expect(profile.statusCode, profile.body).toBe(200);
  const liens = await put('liens', { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } });
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
    const text = await textOf(new Uint8Array(pdf.rawPayload));
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
    const res = await t.app.inject({ method: 'PUT', url: screenUrl(who.applicationUuid, 'liens'), headers: who.auth, payload: { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } } });
    expect(res.json().state).toBe('creditScoreDeclined');
    const letters = (await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters`, headers: who.auth })).json() as { uuid: string }[];
    const pdf = await t.app.inject({ url: `${APP}/${who.applicationUuid}/letters/${letters[0]?.uuid}/pdf`, headers: who.auth });
    const text = await textOf(new Uint8Array(pdf.rawPayload));
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
    const closerOnly = await staffOf('SUMMIT_RIDGE_CU', ['closer']);
    expect((await act(closerOnly, who.applicationUuid, 'decline', { expectedState: 'uwReview', note: 'not a closer task', reasons: ['propertyListed'] })).statusCode).toBe(403);
    const [row] = await t.db.query<{ state: string }>('select state from application where uuid = $1', [who.applicationUuid]);
    expect(row?.state).toBe('uwReview');
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

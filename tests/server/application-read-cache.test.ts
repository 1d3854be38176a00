import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationReads, APPLICATION_CHANGED_CHANNEL } from '../../src/server/applications/read-cache';
import type { Db } from '../../src/server/db';
import { createTestApp, type TestApp } from '../helpers/app';
import { postgresAvailable, scratchSchema } from '../helpers/postgres';
import { appUrl, CONTACT_BODY, HMDA_BODY, offersOf, profileBody, put, registerApplicant, statusUrl, throughLiens } from './application-helpers';

/** What the applicant's GET answers of their application now. */
const read = async (t: TestApp, who: { uuid: string; auth: Record<string, string> }) => {
  const r = await t.app.inject({ url: appUrl(who.uuid), headers: who.auth });
  expect(r.statusCode).toBe(200);
  return r.json() as { state: string; status: string; loanNumber: string; helocSigners?: unknown[] };
};

describe('application reads answered from memory on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('a read after the applicant saves a screen answers the new step, and so does the status poll', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Cached' });
    const before = await read(t, who);
    expect(before.state).toBe('profile');
    expect((await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json().state).toBe('profile');
    expect(t.app.applicationReads.size).toBeGreaterThan(0);
    const saved = await put(t.app, who, 'start-profile', profileBody('Cached'));
    expect(saved.statusCode).toBe(200);
    const after = await read(t, who);
    expect(after.state).toBe(saved.json().state);
    expect(after.state).not.toBe('profile');
    expect((await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json().state).toBe(after.state);
  });

  it('a change written by anything else (another instance, a staff tool) shows at the next read', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Elsewhere' });
    await read(t, who);
    await t.db.query(`update application set loan_number = 'HE-CHANGED-' || $1 where uuid = $1`, [who.uuid]);
    expect((await read(t, who)).loanNumber).toBe(`HE-CHANGED-${who.uuid}`);
    await t.db.query(
      `insert into application_signer (uuid, application_uuid, email, first_name, last_name, status) values (gen_random_uuid(), $1, 'co@example.com', 'Casey', 'Codeed', 'INVITED')`,
      [who.uuid],
    );
    expect((await read(t, who)).helocSigners).toHaveLength(1);
  });

  it('a timed step moves at the first read at its due time, however recently a read found nothing to move', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Timed' });
    await throughLiens(t.app, who, { lastName: 'Timed' });
    const [offer] = await offersOf(t.app, who);
    expect((await put(t.app, who, 'product-select', { offerId: offer?.uuid, amount: 50_000, termYears: 10 })).json().state).toBe('moreProfile');
    expect((await put(t.app, who, 'start-contact', CONTACT_BODY)).json().state).toBe('hmda');
    expect((await put(t.app, who, 'start-hmda', HMDA_BODY)).json().state).toBe('waitSummary');
    // read twice from memory, the second with nothing to move, then exactly when the summary falls due
    expect((await read(t, who)).state).toBe('waitSummary');
    const { readyInMs } = (await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json() as { readyInMs: number };
    expect(readyInMs).toBeGreaterThan(0);
    t.clock.advance(readyInMs - 300);
    expect((await read(t, who)).state).toBe('waitSummary');
    t.clock.advance(300);
    expect((await read(t, who)).state).toBe('appSummary');
  });

  it('another person still gets 404 for an application in memory', async () => {
    const owner = await registerApplicant(t.app, { lastName: 'Owner' });
    const stranger = await registerApplicant(t.app, { lastName: 'Stranger' });
    await read(t, owner);
    const r = await t.app.inject({ url: appUrl(owner.uuid), headers: stranger.auth });
    expect(r.statusCode).toBe(404);
  });
});

describe('a read racing a change keeps nothing', () => {
  it('the change heard while the query ran is not hidden behind the older answer', async () => {
    let hear: (payload: string) => void = () => undefined;
    let release: () => void = () => undefined;
    let state = 'old';
    const uuid = '0b6f1e1c-4b7e-4b43-9a53-6f5a1d2a3c4e';
    const db = {
      kind: 'pglite',
      listening: true,
      listen: async (channel: string, onPayload: (p: string) => void) => {
        expect(channel).toBe(APPLICATION_CHANGED_CHANNEL);
        hear = onPayload;
        return async () => undefined;
      },
      query: async () => {
        const answer = [{ uuid, state, signers: [] }];
        if (state === 'old') await new Promise<void>((r) => { release = r; });
        return answer;
      },
    } as unknown as Db;
    const reads = new ApplicationReads(db);
    await reads.start();
    const first = reads.find(uuid);
    await Promise.resolve();
    // the row changes and is announced while the first read's answer is still on its way
    state = 'new';
    hear(uuid);
    release();
    expect((await first)?.app.state).toBe('old');
    expect(reads.size).toBe(0);
    expect((await reads.find(uuid))?.app.state).toBe('new');
    expect(reads.size).toBe(1);
  });
});

const onPostgres = await postgresAvailable('application reads across server instances');
describe.runIf(onPostgres)('application reads on PostgreSQL across two instances', () => {
  let scratch: Awaited<ReturnType<typeof scratchSchema>>;
  const dbs: Db[] = [];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    scratch = await scratchSchema('reads');
    for (let i = 0; i < 2; i++) dbs.push(await scratch.open());
    first = await createTestApp({}, dbs[0]);
    second = await createTestApp({}, dbs[1]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const db of dbs) await db.close();
    await scratch?.drop();
  });

  it('a screen saved on one instance shows in the next reads on the other', async () => {
    const who = await registerApplicant(first.app, { lastName: 'Twice' });
    expect((await read(second, who)).state).toBe('profile');
    const saved = await put(first.app, who, 'start-profile', profileBody('Twice'));
    expect(saved.statusCode).toBe(200);
    // the notification crosses over a connection: allow it the moment it takes
    await expect.poll(async () => (await read(second, who)).state, { timeout: 2_000, interval: 5 }).toBe(saved.json().state);
    expect((await read(first, who)).state).toBe(saved.json().state);
  });
});

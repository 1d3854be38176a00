import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db';
import { createTestApp, type TestApp } from '../helpers/app';
import { postgresAvailable, scratchSchema } from '../helpers/postgres';
import { editor, edited, studio } from './studio-helpers';

const PRIVATE_LABEL = '/service-application/external/api/v1/heloc/private-label?orgCode=HEARTH';
const brandOn = async (t: TestApp) => (await t.app.inject({ url: PRIVATE_LABEL })).json().orgBrand as string;

const onPostgres = await postgresAvailable('content versions across server instances');
describe.runIf(onPostgres)('a publish on PostgreSQL reaches every instance without a restart', () => {
  let scratch: Awaited<ReturnType<typeof scratchSchema>>;
  const dbs: Db[] = [];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    scratch = await scratchSchema('versions');
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

  it('the second instance serves the published change on its notification, and keeps serving it', async () => {
    const auth = await editor(first, 'pg.editor@example.com');
    const before = await brandOn(second);
    const text = await edited(first, auth, 'orgs/HEARTH.json', (doc) => { doc.orgBrand = 'Hearth Everywhere'; });
    expect((await studio(first, auth, 'PUT', '/draft/file', { path: 'orgs/HEARTH.json', text })).statusCode).toBe(200);
    expect((await studio(first, auth, 'POST', '/publish', { message: 'One name everywhere', parent: 'base' })).statusCode).toBe(201);
    const t0 = Date.now();
    while ((await brandOn(second)) === before && Date.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 10));
    // a notification, not the periodic look (every 10 s), brought it: well before the look, even on a busy machine
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(await brandOn(second)).toBe('Hearth Everywhere');
    expect(second.app.content.current.id).toBe('v1');

    // the second instance's studio knows the new parent: a publish there over base is a conflict
    const other = await editor(second, 'pg.other@example.com');
    const mine = await edited(second, other, 'orgs/HEARTH.json', (doc) => { doc.orgBrand = 'Hearth Second'; });
    await studio(second, other, 'PUT', '/draft/file', { path: 'orgs/HEARTH.json', text: mine });
    expect((await studio(second, other, 'POST', '/publish', { message: 'stale', parent: 'base' })).statusCode).toBe(409);
  });
});

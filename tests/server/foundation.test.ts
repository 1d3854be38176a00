import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestApp, testContent, testDb, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public services', () => {
  it('lists licensed states sorted alphabetically', async () => {
    const res = await t.app.inject({ url: '/service-application/external/api/v1/heloc/state-licenses?orgCode=EVERGREEN_CU' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ abbrev: 'ID' }, { abbrev: 'MT' }, { abbrev: 'OR' }, { abbrev: 'WA' }]);
  });

  it('names the missing orgCode query with a 400', async () => {
    const res = await t.app.inject({ url: '/service-application/external/api/v1/heloc/state-licenses' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Org code');
  });

  it('answers an unknown org code with a 404 and a clear message', async () => {
    const res = await t.app.inject({ url: '/service-application/external/api/v1/heloc/state-licenses?orgCode=NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown organisation code: NOPE');
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/service-optimize/external/api/v1/feature',
      headers: { 'content-type': 'application/json' }, payload: '{"featureKey": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it('chooses the org by host, falling back to the default', async () => {
    const byHost = await t.app.inject({ url: '/service-application/external/api/v1/heloc/private-label', headers: { host: 'equity.harborstone-bank.example' } });
    expect(byHost.json().orgCode).toBe('HARBORSTONE_BANK');
    const fallback = await t.app.inject({ url: '/service-application/external/api/v1/heloc/private-label', headers: { host: 'localhost:3000' } });
    expect(fallback.json().orgCode).toBe('HEARTH');
  });

  it('serves operating hours per department and org', async () => {
    const res = await t.app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true', headers: { 'x-org': 'EVERGREEN_CU' } });
    expect(res.statusCode).toBe(200);
    const week = res.json() as { weekdayValue: number; startTime: string; isOpen: boolean }[];
    expect(week).toHaveLength(7);
    expect(week[0]).toMatchObject({ weekdayValue: 1, startTime: '08:00', isOpen: true });
    expect(week[6]).toMatchObject({ weekdayValue: 7, isOpen: false });
    const missing = await t.app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_FAX', headers: { 'x-org': 'HEARTH' } });
    expect(missing.statusCode).toBe(404);
  });

  it('reports chat open status from the clock in Pacific time', async () => {
    const res = await t.app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus', headers: { 'x-org': 'HEARTH' } });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().open).toBe('boolean');
  });

  it('answers feature decisions from the flags file', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/service-optimize/external/api/v2/decision', payload: { featureKeys: ['fe-heloc-maintenance', 'fe-webchat'] } });
    expect(res.json().decisions['fe-heloc-maintenance']).toMatchObject({ flagEnabled: false });
    expect(res.json().decisions['fe-webchat']).toMatchObject({ flagEnabled: true });
  });

  it('looks up a loan originator and 404s an unknown one', async () => {
    const ok = await t.app.inject({ url: '/service-lead-portal/api/lo/3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b' });
    expect(ok.json().originatorDisplayInfo.originatorName).toBe('Dana Whitfield');
    const missing = await t.app.inject({ url: '/service-lead-portal/api/lo/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/service-lead-portal/api/lo/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('redirects', () => {
  it.each([
    ['/', '/dashboard'],
    ['/account', '/dashboard'],
    ['/account/register?lo=abc&x=1', '/account/heloc/register?lo=abc&x=1'],
    ['/account/heloc-signer/login?u=1', '/account/heloc/heloc-signer/login?u=1'],
    ['/terms', 'https://www.hearth-lending.example/terms'],
    ['/privacy', 'https://www.hearth-lending.example/privacy'],
  ])('%s -> %s', async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe(to);
  });

  it('sends the main-site links to the org of the host', async () => {
    const res = await t.app.inject({ url: '/licenses', headers: { host: 'heloc.evergreenvalley-cu.example' } });
    expect(res.headers.location).toBe('https://www.evergreenvalley-cu.example/licenses');
  });
});

describe('openapi', () => {
  it('documents every service route', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/service-application/external/api/v1/heloc/state-licenses',
      '/service-operating-hours/external/api/v1/hours/{department}',
      '/service-optimize/{context}/api/v2/decision',
      '/service-lead-portal/api/lo/{loanOriginatorUuid}',
      '/healthz',
    ]));
  });
});

describe('concurrent writes', () => {
  it('answers a unique constraint lost to another request with 409, not 500', async () => {
    const db = await testDb();
    const app = await buildApp({
      config: loadConfig({ CONTENT_ROOT: process.cwd(), LOG_LEVEL: 'silent' }, { jwtSecret: 'test-secret-test-secret-test-secret-000' }),
      db, content: testContent(), logger: false,
    });
    app.post('/test-only/setting', async () => {
      await db.query("insert into setting (key, value) values ('taken-once', '1'::jsonb)");
      return { ok: true };
    });
    await app.ready();
    try {
      expect((await app.inject({ method: 'POST', url: '/test-only/setting' })).statusCode).toBe(200);
      const second = await app.inject({ method: 'POST', url: '/test-only/setting' });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Someone else just made the same change. Please refresh and try again.');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import { createApplication } from '../../src/server/applications/apply-event';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const alice = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
const bob = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
const auth = (u: typeof alice) => ({ authorization: `Bearer ${issueToken(t.app.jwtSecret, u)}` });
const valid = { topic: 'Improve our product', message: 'The income step could explain more.', marketingConsent: false };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown, user = alice) =>
  t.app.inject({ method: 'POST', url: '/service-profile/api/v1/feedback/ceo', headers: auth(user), payload: payload as object });

describe('CEO feedback', () => {
  it('stores valid feedback with who sent it and from where', async () => {
    const res = await send({ ...valid, pathname: '/dashboard', productType: 'HELOC' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ identity_id: string; org_code: string; topic: string; marketing_consent: boolean; pathname: string }>(
      'select identity_id, org_code, topic, marketing_consent, pathname from ceo_feedback where uuid = $1', [res.json().uuid],
    );
    expect(row).toMatchObject({ identity_id: alice.id, org_code: 'HEARTH', topic: 'Improve our product', marketing_consent: false, pathname: '/dashboard' });
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/service-profile/api/v1/feedback/ceo', payload: valid });
    expect(res.statusCode).toBe(401);
  });

  it('answers bad input with 400 and the form messages by field path', async () => {
    const short = await send({ ...valid, message: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: '/message', message: 'Must be at least 10 characters' }]);

    const long = await send({ ...valid, message: 'x'.repeat(1001) });
    expect(long.json().errors).toEqual([{ path: '/message', message: 'Must be at most 1000 characters' }]);

    const missing = await send({ message: 'A thoughtful message here' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['/marketingConsent', '/topic']);

    const coerced = await send({ ...valid, marketingConsent: 'true', topic: ['Improve our product'] });
    expect(coerced.statusCode).toBe(400);
    expect([...new Set(coerced.json().errors.map((e: { path: string }) => e.path))].sort()).toEqual(['/marketingConsent', '/topic']);

    const topic = await send({ ...valid, topic: 'Complain loudly' });
    expect(topic.json().errors[0].path).toBe('/topic');
    const count = await t.db.query('select 1 from ceo_feedback where topic = $1', ['Complain loudly']);
    expect(count).toHaveLength(0);
  });

  it('accepts feedback about your own application, 404s about someone else\'s', async () => {
    const own = await createApplication(t.db, { ownerId: alice.id, orgCode: 'HEARTH', state: 'profile', serverStatus: 'IN_PROGRESS' });
    expect((await send({ ...valid, applicationUuid: own.uuid })).statusCode).toBe(201);
    const res = await send({ ...valid, applicationUuid: own.uuid }, bob);
    expect(res.statusCode).toBe(404);
  });

  it('is listed in the OpenAPI document with its body schema', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    const op = doc.paths['/service-profile/api/v1/feedback/ceo'].post;
    expect(op.requestBody.content['application/json'].schema.properties.message.maxLength).toBe(1000);
  });
});

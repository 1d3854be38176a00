import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import { notify } from '../../src/server/notifications/notify';
import { createApplication } from '../../src/server/applications/apply-event';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const alice = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
const bob = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
const auth = (u: typeof alice) => ({ authorization: `Bearer ${issueToken(t.app.jwtSecret, u)}` });
const list = (u = alice) => t.app.inject({ url: '/service-profile/api/v1/notifications', headers: auth(u) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists only your own notifications, unread first and newest first', async () => {
    const old = await notify(t.db, { identityId: alice.id, title: 'Welcome', description: 'Thanks for applying', at: new Date('2026-01-01T00:00:00Z') });
    await notify(t.db, { identityId: alice.id, title: 'Sign your documents', description: 'Your documents are ready', ctas: [{ title: 'Sign now', redirectPath: '/account/heloc' }], at: new Date('2026-02-01T00:00:00Z') });
    await notify(t.db, { identityId: bob.id, title: 'For Bob', description: 'Only Bob sees this' });
    await t.app.inject({ method: 'PUT', url: `/service-profile/api/v1/notifications/${old.uuid}/read`, headers: auth(alice), payload: {} });
    await notify(t.db, { identityId: alice.id, title: 'Upload a paystub', description: 'We need one more document', at: new Date('2025-12-01T00:00:00Z') });

    const res = await list();
    expect(res.statusCode).toBe(200);
    const items = res.json() as { title: string; status: string; ctas: unknown[]; created: string }[];
    expect(items.map((n) => [n.title, n.status])).toEqual([
      ['Sign your documents', 'UNREAD'], ['Upload a paystub', 'UNREAD'], ['Welcome', 'READ'],
    ]);
    expect(items[0]?.ctas).toEqual([{ title: 'Sign now', redirectPath: '/account/heloc' }]);
    expect(items[0]?.created).toBe('2026-02-01T00:00:00.000Z');
  });

  it("answers another user's notification with 404 and leaves it unread", async () => {
    const theirs = await notify(t.db, { identityId: bob.id, title: 'Private', description: 'Bob only' });
    const res = await t.app.inject({ method: 'PUT', url: `/service-profile/api/v1/notifications/${theirs.uuid}/read`, headers: auth(alice), payload: {} });
    expect(res.statusCode).toBe(404);
    const bobs = (await list(bob)).json() as { uuid: string; status: string }[];
    expect(bobs.find((n) => n.uuid === theirs.uuid)?.status).toBe('UNREAD');
  });

  it('rejects a malformed id with 400 naming the field, and anonymous callers with 401', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/service-profile/api/v1/notifications/nope/read', headers: auth(alice), payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/uuid');
    expect((await t.app.inject({ url: '/service-profile/api/v1/notifications' })).statusCode).toBe(401);
  });

  it('refuses call-to-action paths that are not portal paths', async () => {
    await expect(notify(t.db, { identityId: alice.id, title: 'x', description: 'y', ctas: [{ title: 'Go', redirectPath: 'https://evil.example' }] }))
      .rejects.toThrow(/redirectPath/);
    await expect(notify(t.db, { identityId: alice.id, title: 'x', description: 'y', ctas: [{ title: 'Go', redirectPath: '//evil.example' }] }))
      .rejects.toThrow(/redirectPath/);
  });
});

describe('step notices from the state-change log', () => {
  it('announces each change to a step that needs the applicant once, whoever made it', async () => {
    const owner = { id: randomUUID(), role: 'APPLICANT' as const, org: 'EVERGREEN_CU' };
    // created at the signing step (its creation is that state's event), after an earlier step that sends no notice
    const app = await createApplication(t.db, { ownerId: owner.id, orgCode: 'EVERGREEN_CU', state: 'sign', serverStatus: 'NOTE_SIGNING' });
    await t.db.query("insert into application_event (application_uuid, from_state, to_state, event) values ($1, 'profile', 'liens', 'next')", [app.uuid]);
    const first = (await list(owner)).json() as { title: string; ctas: { redirectPath: string }[] }[];
    expect(first.map((n) => n.title)).toEqual(['Your documents are ready to sign']);
    expect(first[0]?.ctas[0]?.redirectPath).toBe(`/account/heloc/${app.uuid}/signing/sign`);
    const again = (await list(owner)).json() as unknown[];
    expect(again).toHaveLength(1);
    // Someone else's applications never notify this person.
    const other = { id: randomUUID(), role: 'APPLICANT' as const, org: 'EVERGREEN_CU' };
    expect((await list(other)).json()).toEqual([]);
  });

  it('clears a to-do once the application has left its step, and keeps the funded notice', async () => {
    const owner = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
    const app = await createApplication(t.db, { ownerId: owner.id, orgCode: 'HEARTH', state: 'insurance', serverStatus: 'INSURANCE' });
    const titles = async () => ((await list(owner)).json() as { title: string }[]).map((n) => n.title);
    expect(await titles()).toEqual(['Proof of insurance needed']);
    await t.db.query("update application set state = 'complete' where uuid = $1", [app.uuid]);
    await t.db.query("insert into application_event (application_uuid, from_state, to_state, event) values ($1, 'waitFund', 'complete', 'fund')", [app.uuid]);
    expect(await titles()).toEqual(['Your line of credit is funded']);
  });
});

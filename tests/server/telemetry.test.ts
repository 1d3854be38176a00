import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import { createApplication } from '../../src/server/applications/apply-event';
import { eventBatcher } from '../../src/server/telemetry/event-batch';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const alice = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
const bob = { id: randomUUID(), role: 'APPLICANT' as const, org: 'HEARTH' };
const auth = (u: { id: string; role: 'APPLICANT'; org: string }) => ({ authorization: `Bearer ${issueToken(t.app.jwtSecret, u)}` });
const sessionBody = { platform: 'WEB', libVersion: '1.0.0', appVersion: '0.1.0', referrer: '', queryParams: { utm_source: 'mail' }, screenWidth: 1280, screenHeight: 800, windowWidth: 1200, windowHeight: 700, sessionKey: null };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openSession = async (body: object = sessionBody) => {
  const res = await t.app.inject({ method: 'POST', url: '/ft/heloc/session', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().sessionKey as { uuid: string; epoch: number; trackerUuid: string };
};

describe('telemetry sessions and events', () => {
  it('opens a session, continues it, and keeps the tracker for a new one', async () => {
    const key = await openSession();
    expect(key.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await openSession({ ...sessionBody, sessionKey: key })).toEqual(key);
    const stale = { ...key, uuid: randomUUID() };
    const next = await openSession({ ...sessionBody, sessionKey: stale });
    expect(next.uuid).not.toBe(key.uuid);
    expect(next.trackerUuid).toBe(key.trackerUuid);
  });

  it('stores events once per session unless told not to de-duplicate', async () => {
    const sessionKey = await openSession();
    const event = (extra: object = {}) => t.app.inject({
      method: 'POST', url: '/ft/heloc/event',
      payload: { event: 'page_view', eventType: 'VIEW', domain: 'heloc.hearth-lending.example', pagePath: '/dashboard', queryParams: {}, sessionKey, eventProperties: { step: 'profile' }, ...extra },
    });
    expect((await event()).json()).toEqual({ stored: true });
    expect((await event()).json()).toEqual({ stored: false });
    expect((await event({ dontDedupe: true })).json()).toEqual({ stored: true });
    expect((await event({ dedupeProperty: 'step', eventProperties: { step: 'liens' } })).json()).toEqual({ stored: true });
    const rows = await t.db.query('select 1 from telemetry_event where session_uuid = $1', [sessionKey.uuid]);
    expect(rows).toHaveLength(3);
  });

  it('rejects bad input with 400 and field paths, and events of unknown sessions with 404', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/ft/heloc/session', payload: { platform: 'IOS' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/platform');
    const noEvent = await t.app.inject({ method: 'POST', url: '/ft/heloc/event', payload: { sessionKey: await openSession() } });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().errors[0].path).toBe('/event');
    const unknown = await t.app.inject({
      method: 'POST', url: '/ft/heloc/event',
      payload: { event: 'x', sessionKey: { uuid: randomUUID(), epoch: 1, trackerUuid: randomUUID() } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('telemetry events arriving together', () => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/ft/heloc/event', payload });

  it('answers each of many simultaneous events as if alone: one of a de-duplicated kind stored, every other one stored, unknown sessions 404', async () => {
    const sessionKey = await openSession();
    const stranger = { uuid: randomUUID(), epoch: 1, trackerUuid: randomUUID() };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => post({ event: 'page_view', sessionKey, eventProperties: { path: '/a' } })),
      ...Array.from({ length: 30 }, (_, i) => post({ event: 'click', sessionKey, dontDedupe: true, eventProperties: { i } })),
      post({ event: 'page_view', sessionKey: stranger }),
      post({ event: 'page_view', sessionKey: { ...sessionKey, trackerUuid: randomUUID() } }),
    ]);
    expect(answers.slice(0, 20).filter((r) => r.json().stored === true)).toHaveLength(1);
    expect(answers.slice(0, 50).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.slice(20, 50).every((r) => r.json().stored === true)).toBe(true);
    expect(answers.slice(50).map((r) => r.statusCode)).toEqual([404, 404]);
    const rows = await t.db.query<{ event: string }>('select event from telemetry_event where session_uuid = $1', [sessionKey.uuid]);
    expect(rows.filter((r) => r.event === 'page_view')).toHaveLength(1);
    expect(rows.filter((r) => r.event === 'click')).toHaveLength(30);
  });

  it('writes the events still queued when it closes, and takes no more', async () => {
    const sessionKey = await openSession();
    const batcher = eventBatcher(t.db);
    const pending = Array.from({ length: 5 }, (_, i) => batcher.record({ context: 'heloc', event: `e${i}`, sessionKey }, new Date()));
    await batcher.close();
    const rows = await t.db.query('select 1 from telemetry_event where session_uuid = $1', [sessionKey.uuid]);
    expect(rows).toHaveLength(5);
    expect(await Promise.all(pending)).toEqual([true, true, true, true, true]);
    await expect(batcher.record({ context: 'heloc', event: 'late', sessionKey }, new Date())).rejects.toThrow();
  });
});

describe('tracking calls', () => {
  it('keeps the session-replay link of your own application only', async () => {
    const own = await createApplication(t.db, { ownerId: alice.id, orgCode: 'HEARTH', state: 'profile', serverStatus: 'IN_PROGRESS' });
    const url = `/service-application/api/v1/application/heloc/${own.uuid}/full-story-link`;
    const ok = await t.app.inject({ method: 'PUT', url, headers: auth(alice), payload: { link: 'https://replay.example/session/1' } });
    expect(ok.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'PUT', url, headers: auth(bob), payload: { link: 'https://replay.example/session/2' } });
    expect(theirs.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url, headers: auth(alice), payload: { link: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/link');
    const rows = await t.db.query<{ link: string }>('select link from session_replay_link where application_uuid = $1', [own.uuid]);
    expect(rows.map((r) => r.link)).toEqual(['https://replay.example/session/1']);
  });

  it('stores and returns your tracker id, and refuses to store someone else\'s', async () => {
    const path = '/service-application/api/v3/application/heloc/optermizerly-profile';
    expect((await t.app.inject({ url: path, headers: auth(alice) })).json()).toEqual({ identityUuid: alice.id, optimizelyProfileUuid: null });
    const tracker = randomUUID();
    const put = await t.app.inject({ method: 'PATCH', url: `${path}?identityUuid=${alice.id}`, headers: auth(alice), payload: { optimizelyProfileUuid: tracker } });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: path, headers: auth(alice) })).json().optimizelyProfileUuid).toBe(tracker);
    const other = await t.app.inject({ method: 'PATCH', url: `${path}?identityUuid=${alice.id}`, headers: auth(bob), payload: { optimizelyProfileUuid: tracker } });
    expect(other.statusCode).toBe(403);
  });
});

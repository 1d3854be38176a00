// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../src/api/client';
import { fetchDecisions } from '../../src/api/flags';
import { menuItems, isSafeRedirect, type Notification } from '../../src/api/notifications';
import { referralOriginatorUuid } from '../../src/api/originator';
import { establishSession, resetTelemetry, SESSION_KEY_STORAGE, trackEvent } from '../../src/api/telemetry';

const key = { uuid: '6d0c6c55-45f4-4c5b-8d5c-5e6f01a2b3c4', epoch: 1, trackerUuid: '7e1d7d66-56a5-4d6c-9e6d-6f7012b3c4d5' };
let calls: { url: string; body: unknown; headers: Record<string, string> }[];

function serve(handler: (url: string, body: unknown) => Response) {
  setFetch(async (input, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: String(input), body, headers: init?.headers as Record<string, string> });
    return handler(String(input), body);
  });
}
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  resetTelemetry();
});
afterEach(() => vi.useRealTimers());

describe('telemetry session', () => {
  it('sends the spec payload, keeps the key in local storage and sends it back next time', async () => {
    localStorage.setItem('jwt', 'secret-token');
    serve(() => ok({ sessionKey: key }));
    expect(await establishSession()).toEqual(key);
    expect(calls[0]?.url).toBe('/ft/heloc/session');
    expect(calls[0]?.body).toMatchObject({ platform: 'WEB', libVersion: expect.any(String), appVersion: expect.any(String), sessionKey: null, screenWidth: expect.any(Number), windowWidth: expect.any(Number), queryParams: {} });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(SESSION_KEY_STORAGE) ?? '')).toEqual(key);
    resetTelemetry();
    await establishSession();
    expect(calls[1]?.body).toMatchObject({ sessionKey: key });
  });

  it('retries 3 times, then fails with status 500 and the spec message', async () => {
    vi.useFakeTimers();
    serve(() => new Response('{"status":"down"}', { status: 503 }));
    const result = establishSession().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ status: 500, message: 'An error occurred while establishing a session, retries failed' });
    expect(calls).toHaveLength(4);
  });

  it('makes decision calls fail with "Could not establish session" when there is no session', async () => {
    vi.useFakeTimers();
    serve(() => new Response('', { status: 500 }));
    const result = fetchDecisions('HEARTH').catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe('Could not establish session');
    expect(calls.every((c) => c.url.startsWith('/ft/'))).toBe(true);
  });

  it('asks for decisions with the tracker id and no token', async () => {
    localStorage.setItem('jwt', 'secret-token');
    serve((url) => (url.startsWith('/ft/') ? ok({ sessionKey: key }) : ok({ decisions: { 'fe-notifications': { flagKey: 'fe-notifications', flagEnabled: true, variables: {} } } })));
    const decisions = await fetchDecisions('EVERGREEN_CU');
    expect(decisions['fe-notifications']?.flagEnabled).toBe(true);
    const decision = calls.find((c) => c.url.includes('/decision'));
    expect(decision?.body).toEqual({ optimizeUser: { trackerId: key.trackerUuid, attributes: { orgCode: 'EVERGREEN_CU' } }, trackerId: key.trackerUuid });
    expect(decision?.headers.authorization).toBeUndefined();
  });

  it('sends events with the session key and page, and never throws', async () => {
    serve((url) => (url.endsWith('/session') ? ok({ sessionKey: key }) : ok({ stored: true })));
    expect(await trackEvent({ event: 'page_view', eventProperties: { step: 'profile' } })).toBe(true);
    expect(calls[1]?.body).toMatchObject({ event: 'page_view', sessionKey: key, pagePath: '/', domain: 'localhost' });
    serve(() => new Response('', { status: 404 }));
    expect(await trackEvent({ event: 'x' })).toBe(false);
  });
});

describe('notifications menu order', () => {
  const n = (uuid: string, status: 'UNREAD' | 'READ', created: string): Notification => ({ uuid, status, created, title: uuid, description: '', ctas: [] });
  it('puts unread first, newest first, at most 8', () => {
    const all = [
      n('r1', 'READ', '2026-11-20T00:00:00Z'), n('u1', 'UNREAD', '2026-11-01T00:00:00Z'), n('u2', 'UNREAD', '2026-11-10T00:00:00Z'),
      ...Array.from({ length: 8 }, (_, i) => n(`r${i + 2}`, 'READ', `2026-10-0${i + 1}T00:00:00Z`)),
    ];
    const shown = menuItems(all);
    expect(shown).toHaveLength(8);
    expect(shown.slice(0, 3).map((x) => x.uuid)).toEqual(['u2', 'u1', 'r1']);
  });

  it('honours only portal redirect paths', () => {
    expect(isSafeRedirect('/account/heloc')).toBe(true);
    expect(isSafeRedirect('//evil.example')).toBe(false);
    expect(isSafeRedirect('/Account')).toBe(false);
    expect(isSafeRedirect('https://evil.example')).toBe(false);
  });
});

describe('referral originator', () => {
  it('keeps the loanOriginatorUuid query in session storage and ignores malformed ones', () => {
    expect(referralOriginatorUuid('?loanOriginatorUuid=3F2A9C1E-8B7D-4E21-9A6F-0C1D2E3F4A5B')).toBe('3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b');
    expect(referralOriginatorUuid('')).toBe('3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b');
    expect(referralOriginatorUuid('?loanOriginatorUuid=nope')).toBe('3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b');
    sessionStorage.clear();
    expect(referralOriginatorUuid('?loanOriginatorUuid=nope')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_PATH } from '../../../src/api/chat';
import { setFetch } from '../../../src/api/client';
import { CHAT_SESSION_KEY } from '../../../src/widgets/chat/session-store';
import { useChatSession } from '../../../src/widgets/chat/use-chat-session';

/** A JWT-shaped chat token expiring in the given number of seconds. */
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '')}.s`;

let answer: { status: number; body: unknown };
const calls: { url: string; body: unknown }[] = [];

function store(token: string) {
  localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'twilio', friendlyName: 'Sam', token, omniProxyChannelId: 'c-1', loginTimestamp: Date.now(), expiration: Date.now() + 60 * 60_000 }));
}

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  setFetch(async (input, init) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(cleanup);

describe('the chat token', () => {
  it('is refreshed when it is about to expire, and the new one is kept', async () => {
    const old = tokenExpiringIn(120);
    store(old);
    answer = { status: 200, body: { token: 'renewed-token' } };
    const { result } = renderHook(() => useChatSession(() => undefined));
    await waitFor(() => expect(result.current.session?.token).toBe('renewed-token'));
    expect(calls).toEqual([{ url: REFRESH_TOKEN_PATH, body: { token: old } }]);
    expect(JSON.parse(localStorage.getItem(CHAT_SESSION_KEY) ?? '{}').token).toBe('renewed-token');
  });

  it('is left alone while it has time left', async () => {
    store(tokenExpiringIn(60 * 60));
    answer = { status: 200, body: { token: 'renewed-token' } };
    renderHook(() => useChatSession(() => undefined));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it('raises the invalid-token alert when the refresh is refused, the general alert on other failures', async () => {
    const alerts: string[] = [];
    store(tokenExpiringIn(60));
    answer = { status: 401, body: { statusCode: 401, status: 'Unauthorized', message: 'Token state is invalid' } };
    renderHook(() => useChatSession((kind) => alerts.push(kind)));
    await waitFor(() => expect(alerts).toEqual(['invalidToken']));
    cleanup();
    store(tokenExpiringIn(60));
    answer = { status: 503, body: { statusCode: 503, status: 'Service Unavailable', message: 'down' } };
    renderHook(() => useChatSession((kind) => alerts.push(kind)));
    await waitFor(() => expect(alerts).toEqual(['invalidToken', 'general']));
  });
});

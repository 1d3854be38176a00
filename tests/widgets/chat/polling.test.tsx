// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOURS_POLL_MS, OPEN_STATUS_PATH, useChatOpenStatus } from '../../../src/api/chat';
import { setFetch } from '../../../src/api/client';
import { NONCE_REFRESH_MS } from '../../../src/widgets/chat/logic';
import { useNonce } from '../../../src/widgets/chat/use-chat-session';

const calls: { url: string; method: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  calls.length = 0;
  setFetch(async (input, init) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
    const body = url.includes('openStatus') ? { open: true } : { nonce: `n${calls.length}` };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('chat polling', () => {
  it('asks for the chat team open status every 60 seconds with the org header', async () => {
    renderHook(() => useChatOpenStatus('EVERGREEN_CU'), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const polls = () => calls.filter((c) => c.url.startsWith(OPEN_STATUS_PATH));
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.headers['x-org']).toBe('EVERGREEN_CU');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOURS_POLL_MS - 100);
    });
    expect(polls()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(polls()).toHaveLength(2);
  });

  it('refreshes the borrower-authentication nonce every 60 seconds while messaging', async () => {
    const { result } = renderHook(() => useNonce(true, false));
    await act(async () => {
      await result.current.obtain();
    });
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(result.current.current()).toBe('n1');
  });

  it('obtains a nonce as soon as messaging starts, then refreshes it every 60 seconds', async () => {
    renderHook(() => useNonce(true, true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NONCE_REFRESH_MS);
    });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(calls[1]?.url).toContain('nonce=n1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NONCE_REFRESH_MS);
    });
    expect(calls[2]?.url).toContain('nonce=n2');
  });

  it('asks for no nonce when the flag is off', async () => {
    const { result } = renderHook(() => useNonce(false, true));
    await act(async () => {
      expect(await result.current.obtain()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(2 * NONCE_REFRESH_MS);
    });
    expect(calls).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../src/api/client';
import { useConditions } from '../../src/api/conditions';

const urls: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  urls.length = 0;
  setFetch(async (input) => {
    urls.push(String(input));
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => { cleanup(); vi.useRealTimers(); });

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe('conditions list', () => {
  it('is read from the external-applicants endpoint and refetched every 60 seconds, not sooner', async () => {
    renderHook(() => useConditions('0b7f0a55-8f55-4a0a-9a36-5d7f1d2c1e01'), { wrapper });
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/\/service-conditions\/external\/api\/v1\/applications\/0b7f0a55-8f55-4a0a-9a36-5d7f1d2c1e01\/conditions\/external-applicants$/);
    await act(async () => { await vi.advanceTimersByTimeAsync(59_000); });
    expect(urls).toHaveLength(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(1_100); });
    expect(urls).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setFetch } from '../../../src/api/client';
import { RightBack } from '../../../src/portal/shell/right-back';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('we will be right back', () => {
  it('says so in a polite live region while a call waits for the server, and goes once it answers', async () => {
    vi.useFakeTimers();
    let down = true;
    setFetch(async () => (down ? json(503, { message: 'We will be right back. Please try again in a few seconds.' }, { 'retry-after': '5' }) : json(200, {})));
    render(<RightBack />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    const call = api.get('/service-application/api/v1/application/heloc/all');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe('We will be right back. We are reconnecting and will carry on where you left off. There is nothing you need to do.');

    down = false;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await call;
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByTestId('right-back')).toBeNull();
  });
});

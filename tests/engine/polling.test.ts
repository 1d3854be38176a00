import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDelay, pollBackoff, pollStatus, POLL_POLICY, READY_MARGIN_MS } from '../../src/engine/polling';
import type { StatusRoutesFile } from '../../src/engine/types';

const table = JSON.parse(readFileSync('flows/status-routes.json', 'utf8')) as StatusRoutesFile;

/** A fake server answering the given statuses in turn (the last one repeats), recording when it was asked. */
function fakeServer(statuses: string[]) {
  const askedAt: number[] = [];
  let i = 0;
  const fetchStatus = vi.fn(async () => {
    askedAt.push(Date.now());
    return statuses[Math.min(i++, statuses.length - 1)] as string;
  });
  return { fetchStatus, askedAt };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('status polling', () => {
  it('backs off 1000, 2000, 4000 ms and is capped at 5000 ms', () => {
    expect([0, 1, 2, 3, 4, 10].map((a) => pollBackoff(a))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect(POLL_POLICY).toEqual({ baseMs: 1000, capMs: 5000, tries: 7, waitingTries: 14 });
  });

  it('gives up after 7 tries outside a waiting state, with the backoff between tries', async () => {
    const server = fakeServer(['HARD_CREDIT_PULL']);
    const done = pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: false });
    await vi.runAllTimersAsync();
    const result = await done;
    expect(result).toEqual({ status: 'HARD_CREDIT_PULL', outcome: 'exhausted', tries: 7 });
    expect(server.askedAt).toEqual([0, 1000, 3000, 7000, 12000, 17000, 22000]);
  });

  it('waits out a waiting step whose status is no waiting one (deed signing) until the step changes, within 14 tries', async () => {
    const server = fakeServer(['DEED_SIGNING', 'DEED_SIGNING', 'DEED_SIGNING', 'NOTARY']);
    let tries = 0;
    const done = pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: true, stillWaiting: (s) => { tries += 1; return s === 'DEED_SIGNING'; } });
    await vi.runAllTimersAsync();
    expect(await done).toEqual({ status: 'NOTARY', outcome: 'settled', tries: 4 });
    expect(tries).toBe(4);
    const stuck = fakeServer(['DEED_SIGNING']);
    const gaveUp = pollStatus({ fetchStatus: stuck.fetchStatus, table, waitingState: true, stillWaiting: () => true });
    await vi.runAllTimersAsync();
    expect(await gaveUp).toEqual({ status: 'DEED_SIGNING', outcome: 'exhausted', tries: 14 });
  });

  it('allows 14 tries in a waiting state', async () => {
    const server = fakeServer(['WAITING_FOR_APP_SUMMARY']);
    const done = pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: true });
    await vi.runAllTimersAsync();
    expect((await done).tries).toBe(14);
    expect(server.fetchStatus).toHaveBeenCalledTimes(14);
    const gaps = server.askedAt.slice(1).map((t, i) => t - (server.askedAt[i] as number));
    expect(gaps).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]);
  });

  it('comes back when the server says its work ends, not on the next backoff step after it', async () => {
    // A 3 s provider wait that ends a few ms after the backoff's 1 s + 2 s tries would otherwise cost 4 s more.
    const readyAt = 3010;
    let readyIn: number | null = null;
    const askedAt: number[] = [];
    const done = pollStatus({
      table, waitingState: true, readyIn: () => readyIn,
      fetchStatus: async () => {
        askedAt.push(Date.now());
        const left = readyAt - Date.now();
        readyIn = left > 0 ? left : null;
        return left > 0 ? 'WAITING_FOR_APP_SUMMARY' : 'APP_SUMMARY';
      },
    });
    await vi.runAllTimersAsync();
    expect(await done).toEqual({ status: 'APP_SUMMARY', outcome: 'settled', tries: 2 });
    expect(askedAt).toEqual([0, readyAt + READY_MARGIN_MS]);
  });

  it('keeps a hint within the base delay and the cap', () => {
    expect(nextDelay(0, 10)).toBe(1000);
    expect(nextDelay(0, 60_000)).toBe(5000);
    expect(nextDelay(2, 1500)).toBe(1500 + READY_MARGIN_MS);
    expect(nextDelay(2, null)).toBe(4000);
  });

  it('stops at once on a terminal-like status', async () => {
    for (const status of ['ASSETS_PREQUAL', 'CANCELLED', 'CREDIT_ERROR', 'CREDIT_NO_MATCH', 'DECLINED_DTI', 'CREDIT_FROZEN', 'MULTIPLE_PROPERTIES', 'NO_PROPERTY_FOUND']) {
      const server = fakeServer(['WAITING_FOR_DECISION', status]);
      const done = pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: true });
      await vi.runAllTimersAsync();
      expect(await done, status).toEqual({ status, outcome: 'terminal', tries: 2 });
    }
  });

  it('stops once the server leaves its waiting status', async () => {
    const server = fakeServer(['GENERATING_DISCLOSURES', 'NOTE_SIGNING', 'IN_PROGRESS', 'APP_SUMMARY']);
    const done = pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: false });
    await vi.runAllTimersAsync();
    expect(await done).toEqual({ status: 'APP_SUMMARY', outcome: 'settled', tries: 4 });
    expect(server.askedAt).toEqual([0, 1000, 3000, 7000]);
  });

  it('asks once when the first answer is already settled', async () => {
    const server = fakeServer(['OFFER_SELECTION']);
    const result = await pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: true });
    expect(result.tries).toBe(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const server = fakeServer(['PREQUAL_TITLE']);
    const done = pollStatus({ fetchStatus: server.fetchStatus, table, waitingState: true, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort();
    await vi.runAllTimersAsync();
    expect((await done).outcome).toBe('aborted');
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
  });
});

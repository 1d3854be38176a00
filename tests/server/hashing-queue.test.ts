import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/core/errors';
import { HashingQueue } from '../../src/server/identity/hashing-queue';

/** A hash that ends when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open: () => open(), opened };
}

const retryAfterOf = (error: unknown) => Number((error as HttpError).headers?.['retry-after']);

describe('the password-hash queue', () => {
  // 2 at once, a hash takes 500 ms, a turn may be up to 2 s away: 2 running and 8 waiting at most
  const limits = { concurrent: 2, maxWaitMs: 2_000, firstHashMs: 500, longestQueue: 1_000 };

  it('runs two at once, queues while the turn is within its bound, and refuses the rest before doing anything for them', async () => {
    const clock = { now: 0 };
    const queue = new HashingQueue(limits, () => clock.now);
    const hashes = gate();
    let firsts = 0;
    let most = 0;
    const attempts = Array.from({ length: 40 }, () => queue.run(async () => {
      most = Math.max(most, queue.load.running);
      await hashes.opened;
    }, async () => { firsts += 1; }));
    const settled = Promise.allSettled(attempts);
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.load).toEqual({ running: 2, waiting: 8 });
    expect(firsts).toBe(2);
    hashes.open();
    const results = await settled;
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(30);
    // refused ones had nothing run for them: no count, no hash
    expect(firsts).toBe(10);
    expect(most).toBe(2);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(503);
    }
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('tells a refused crowd to come back spread over the time the hashes take, not all at once', async () => {
    const clock = { now: 0 };
    const queue = new HashingQueue(limits, () => clock.now);
    const hashes = gate();
    const waits: number[] = [];
    const attempts = Array.from({ length: 40 }, () => queue.run(() => hashes.opened).catch((error: unknown) => { waits.push(retryAfterOf(error)); }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(waits).toHaveLength(30);
    expect(waits).toEqual([...waits].sort((x, y) => x - y));
    // 4 hashes a second: the 30th refused finds room about (10 + 30) / 4 - 2 = 8 s from now
    expect(waits[0]).toBe(1);
    expect(waits[waits.length - 1]).toBeGreaterThanOrEqual(7);
    expect(waits[waits.length - 1]).toBeLessThanOrEqual(9);
    // those told to come back count as work ahead until their time: one more is sent after all of them
    clock.now += 500;
    await queue.run(() => hashes.opened).catch((error: unknown) => { waits.push(retryAfterOf(error)); });
    expect(waits[30]).toBeGreaterThanOrEqual(waits[29] as number);
    hashes.open();
    await Promise.all(attempts);
  });

  it('paces its answers by how long hashes take on this machine now', async () => {
    const clock = { now: 0 };
    const queue = new HashingQueue(limits, () => clock.now);
    for (let i = 0; i < 20; i++) {
      await queue.run(async () => {
        clock.now += 2_000;
      });
    }
    expect(queue.estimatedHashMs).toBeGreaterThan(1_900);
    // a hash of 2 s: two waiting take the whole 2 s bound, so a fifth is refused, told to come back in about 3 s
    const hashes = gate();
    const running = Array.from({ length: 4 }, () => queue.run(() => hashes.opened));
    const refused = await queue.run(() => hashes.opened).catch((error: unknown) => error);
    expect(retryAfterOf(refused)).toBe(3);
    hashes.open();
    await Promise.allSettled(running);
  });
});

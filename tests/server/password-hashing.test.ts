import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/core/errors';
import { HASHING, hashingLoad, hashPassword, verifyPassword } from '../../src/server/identity/password';
import { createTestApp, type TestApp } from '../helpers/app';
import { registrationPayload } from '../helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password hashing under a burst', () => {
  it(`runs at most ${HASHING.concurrent} hashes at once, queues ${HASHING.queued}, and refuses the rest with 503 and Retry-After`, { timeout: 60_000 }, async () => {
    let most = 0;
    const watch = setInterval(() => { most = Math.max(most, hashingLoad().running); }, 1);
    const burst = Array.from({ length: 40 }, (_, i) => hashPassword(`burst password ${i}`));
    const results = await Promise.allSettled(burst);
    clearInterval(watch);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.length - refused.length).toBe(HASHING.concurrent + HASHING.queued);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(503);
      expect((r.reason as HttpError).headers).toEqual({ 'retry-after': String(HASHING.retryAfterSeconds) });
    }
    expect(most).toBeLessThanOrEqual(HASHING.concurrent);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    const ok = results.find((r): r is PromiseFulfilledResult<string> => r.status === 'fulfilled');
    expect(await verifyPassword('burst password 0', ok?.value ?? '')).toBe(true);
  });

  it('keeps answering other requests while a burst of registrations hashes', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const burst = Array.from({ length: 60 }, (_, i) => t.app.inject({
      method: 'POST', url: '/identity/api/v1/registration/register', payload: registrationPayload(), headers: { 'x-forwarded-for': `203.0.113.${i}` },
    }));
    const reads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = performance.now();
      const health = await t.app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_PHONE', headers: { 'x-org': 'HEARTH' } });
      expect(health.statusCode).toBe(200);
      reads.push(performance.now() - before);
    }
    const answers = await Promise.all(burst);
    const statuses = answers.map((a) => a.statusCode);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) expect(b.headers['retry-after']).toBe(String(HASHING.retryAfterSeconds));
    console.log(`hashing burst: 60 registrations at once -> ${statuses.filter((s) => s === 201).length} created, ${busy.length} told to retry (503) in ${Math.round(performance.now() - started)} ms; other reads meanwhile took at most ${Math.round(Math.max(...reads))} ms`);
    expect(Math.max(...reads)).toBeLessThan(1000);
  });
});

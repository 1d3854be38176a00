import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, HttpError } from '../../src/server/core/errors';
import { hashingLoad, hashPassword } from '../../src/server/identity/password';
import { createTestApp, type TestApp } from '../helpers/app';
import { registrationPayload } from '../helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashing: 'standard' });
});
afterAll(() => t.close());

/** Whether a promise has settled by the next turn of the event loop, and how. */
const stateOf = (p: Promise<unknown>) => Promise.race([
  p.then(() => 'done', (error: unknown) => error),
  new Promise((resolve) => setImmediate(() => resolve('pending'))),
]);

/**
 * Takes every hashing slot and as much of the queue as it will hold, with turns that end without hashing
 * once `release` is called: while they wait, any other hash is refused as busy.
 */
async function occupyHashing(): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  const held: Promise<unknown>[] = [];
  for (let i = 0; i < 10_000; i++) {
    const turn = hashPassword('held', { first: async () => { await opened; throw new Error('released without hashing'); } });
    const state = await stateOf(turn);
    if (state instanceof HttpError && state.statusCode === 503) break;
    held.push(turn.catch(() => undefined));
  }
  return { release: async () => { open(); await Promise.all(held); } };
}

describe('password hashing under a crowd', () => {
  it('a registration refused as busy counts against no limit: who retries as told is registered, not locked out for an hour', { timeout: 60_000 }, async () => {
    const strict = await createTestApp({ registrationsPerAddress: 3, passwordHashing: 'standard' });
    try {
      const payload = registrationPayload();
      const register = () => strict.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', payload, headers: { 'x-forwarded-for': '203.0.113.77' } });
      const busy = await occupyHashing();
      // more tries than the e-mail's (5) and the address's (3) hourly limits
      for (let i = 0; i < 7; i++) {
        const refused = await register();
        expect(refused.statusCode).toBe(503);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(refused.json().message).toBe(BUSY_MESSAGE);
      }
      await busy.release();
      expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
      const registered = await register();
      expect(registered.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('a sign-in refused as busy is no failed sign-in', { timeout: 60_000 }, async () => {
    const payload = registrationPayload();
    expect((await t.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', payload })).statusCode).toBe(201);
    const email = (payload['contact-info'] as { email: string }).email;
    const busy = await occupyHashing();
    for (let i = 0; i < 6; i++) {
      const refused = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email, password: 'a wrong password 1' } });
      expect(refused.statusCode).toBe(503);
    }
    await busy.release();
    // six refused tries of a wrong password did not block the account (5 failures would)
    const login = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email, password: (payload['login-info'] as { password: string }).password } });
    expect(login.statusCode).toBe(200);
  });

  it('keeps answering other requests while a burst of registrations hashes', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const burst = Array.from({ length: 20 }, (_, i) => t.app.inject({
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
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    for (const b of answers.filter((a) => a.statusCode === 503)) expect(Number(b.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    console.log(`hashing burst: 20 registrations at once -> ${statuses.filter((s) => s === 201).length} created, ${statuses.filter((s) => s === 503).length} told to retry (503) in ${Math.round(performance.now() - started)} ms; other reads meanwhile took at most ${Math.round(Math.max(...reads))} ms`);
    expect(Math.max(...reads)).toBeLessThan(1000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db';
import { AnswerPace } from '../../src/server/identity/answer-pace';
import { createTestApp, testDb, type TestApp } from '../helpers/app';
import { distant } from '../helpers/distant-db';
import { registrationPayload } from '../helpers/registration';

describe('one pace for answers', () => {
  it('answers every path the longest path\'s average work (and half again) after its hash', async () => {
    const clock = { now: 0 };
    const pace = new AnswerPace({ firstMs: 100, factor: 1.5, longestMs: 2_000 }, () => clock.now);
    for (let i = 0; i < 30; i++) {
      clock.now = 1_000 * i + 40;
      pace.measured(1_000 * i);
    }
    expect(pace.averageMs).toBeCloseTo(40, 0);
    // a path that took 5 ms waits until 60 ms after its hash; one that took 70 ms answers at once
    clock.now = 100_005;
    const started = performance.now();
    await pace.due(100_000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    clock.now = 100_070;
    const late = performance.now();
    await pace.due(100_000);
    expect(performance.now() - late).toBeLessThan(10);
  });
});

describe('the time a registration takes', () => {
  let t: TestApp;
  let underlying: Db;
  beforeAll(async () => {
    underlying = await testDb();
    // each statement 150 ms away: an account's creation is many statements, a notice to an account holder one,
    // so unpaced the two differ by far more than a busy machine's noise
    t = await createTestApp({ passwordHashing: 'standard' }, distant(underlying, 150));
  });
  afterAll(async () => {
    await t.close();
    await underlying.close();
  });

  it('answers an e-mail that has an account as late as a new one, by the same pace after its hash', { timeout: 120_000 }, async () => {
    const register = async (payload: Record<string, unknown>, n: number) => {
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', payload, headers: { 'x-forwarded-for': `192.0.2.${n}` } });
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(201);
      await t.app.lifecycle.settled();
      return ms;
    };
    const holder = registrationPayload();
    await register(holder, 200);
    // the pace follows what creating an account takes here
    for (let i = 0; i < 3; i++) await register(registrationPayload(), 201 + i);
    const taken = (n: number) => registrationPayload({ 'contact-info': holder['contact-info'], 'login-info': { password: `another password ${n}`, agreeToTerms: true } });
    const created: number[] = [];
    const notified: number[] = [];
    // four: with the registration that made the account, the e-mail's hourly five
    for (let i = 0; i < 4; i++) {
      created.push(await register(registrationPayload(), i));
      notified.push(await register(taken(i), 100 + i));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    console.log(`registrations: new e-mail ${created.map((m) => m.toFixed(0)).join(', ')} ms; e-mail with an account ${notified.map((m) => m.toFixed(0)).join(', ')} ms`);
    // the notice path does one statement where the creation does many; paced, it is not the quicker answer
    expect(median(notified)).toBeGreaterThan(median(created) - 400);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../src/server/core/session-lifetime';
import { REFRESH_MS } from '../../src/server/core/revocations';
import { signJwt } from '../../src/server/core/jwt';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant } from '../helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('logging out', () => {
  it('ends that session on the server, not just in the browser', async () => {
    const alice = await registerApplicant(t.app);
    const read = () => t.app.inject({ url: `/service-application/api/v1/application/heloc/${alice.applicationUuid}`, headers: alice.auth });
    expect((await read()).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: alice.auth });
    expect(out.statusCode).toBe(200);

    const after = await read();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('unauthenticated');
  });

  it('leaves the same person signed in elsewhere', async () => {
    const bob = await registerApplicant(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: bob.email, password: bob.password } });
    expect(login.statusCode).toBe(200);
    const other = { authorization: `Bearer ${login.json().jwt as string}` };
    await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: bob.auth });
    const stillIn = await t.app.inject({ url: `/service-application/api/v1/application/heloc/${bob.applicationUuid}`, headers: other });
    expect(stillIn.statusCode).toBe(200);
  });

  it('ends every token renewed from the same sign-in, whichever of them signs out', async () => {
    const carol = await registerApplicant(t.app);
    const me = (await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: carol.auth })).json() as { uuid: string };
    const read = (jwt: string) => t.app.inject({ url: `/service-application/api/v1/application/heloc/${carol.applicationUuid}`, headers: { authorization: `Bearer ${jwt}` } });
    for (const signsOut of ['older', 'renewed'] as const) {
      // a token past half its life, as a browser holds it an hour after signing in
      const fam = randomUUID();
      const older = signJwt({ fam, jti: randomUUID(), sub: me.uuid, role: 'APPLICANT', org: 'HEARTH' }, t.app.jwtSecret, SESSION_TTL_SECONDS, Math.floor(Date.now() / 1000) - 3700);
      const first = await read(older);
      expect(first.statusCode).toBe(200);
      const renewed = String(first.headers.authorization).replace(/^Bearer /, '');
      expect(renewed).not.toBe(older);
      expect((await read(renewed)).statusCode).toBe(200);

      const out = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: { authorization: `Bearer ${signsOut === 'older' ? older : renewed}` } });
      expect(out.statusCode).toBe(200);
      for (const jwt of [older, renewed]) expect((await read(jwt)).statusCode, signsOut).toBe(401);
    }
    // another sign-in is another family, untouched
    expect((await read(carol.jwt)).statusCode).toBe(200);
  });
});

describe('logging out with several server instances on one database', () => {
  it('ends the session on every instance, the one that heard it at once and the others within the reload interval', async () => {
    const other = await createTestApp({}, t.db);
    try {
      const dave = await registerApplicant(t.app);
      const read = (on: TestApp) => on.app.inject({ url: `/service-application/api/v1/application/heloc/${dave.applicationUuid}`, headers: dave.auth });
      expect((await read(other)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: dave.auth });
      expect((await read(t)).statusCode).toBe(401);
      await expect.poll(async () => (await read(other)).statusCode, { timeout: REFRESH_MS + 2000, interval: 50 }).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  it('learns of sign-outs written before it started', async () => {
    const erin = await registerApplicant(t.app);
    await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: erin.auth });
    const later = await createTestApp({}, t.db);
    try {
      const res = await later.app.inject({ url: `/service-application/api/v1/application/heloc/${erin.applicationUuid}`, headers: erin.auth });
      expect(res.statusCode).toBe(401);
    } finally {
      await later.app.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

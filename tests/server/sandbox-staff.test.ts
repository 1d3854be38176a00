import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOST = { host: 'heloc.hearth-lending.example' };

describe('sandbox STAFF user', () => {
  it('creates a STAFF user who can log in and read the staff funnel', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/sandbox/staff', headers: HOST, payload: { email: 'ops@hearth.example', password: 'staff-password-1' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email: 'ops@hearth.example' });

    const login = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', headers: HOST, payload: { email: 'ops@hearth.example', password: 'staff-password-1' } });
    expect(login.statusCode).toBe(200);
    const { jwt } = login.json() as { jwt: string };
    const funnel = await t.app.inject({ url: '/service-application/api/v1/staff/funnel', headers: { ...HOST, authorization: `Bearer ${jwt}` } });
    expect(funnel.statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/sandbox/staff', headers: HOST, payload: { email: 'ops@hearth.example', password: 'staff-password-1' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a short password and unknown fields, storing nothing', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/sandbox/staff', headers: HOST, payload: { email: 'x@hearth.example', password: 'short' } });
    expect(r.statusCode).toBe(400);
    const extra = await t.app.inject({ method: 'POST', url: '/sandbox/staff', headers: HOST, payload: { email: 'y@hearth.example', password: 'long-enough-pass', role: 'AGENT' } });
    expect(extra.statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', headers: HOST, payload: { email: 'x@hearth.example', password: 'short' } });
    expect(login.statusCode).not.toBe(200);
  });

  it('is refused in production', async () => {
    const prod = await createTestApp({ production: true });
    try {
      const r = await prod.app.inject({ method: 'POST', url: '/sandbox/staff', headers: HOST, payload: { email: 'ops@hearth.example', password: 'staff-password-1' } });
      expect([403, 404]).toContain(r.statusCode);
    } finally {
      await prod.close();
    }
  });
});

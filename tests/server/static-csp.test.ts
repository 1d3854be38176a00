import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { connectSources } from '../../src/server/plugins/security-headers';
import { builtAppDir, createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant } from '../helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticDir: builtAppDir('static-csp') });
});
afterAll(async () => t.close());

describe('content security policy of the app page', () => {
  it("lets the page call the org's own address, the fallback service URL of fe-relative-url-heloc", async () => {
    const res = await t.app.inject({ url: '/account/heloc/login', headers: { host: 'heloc.evergreenvalley-cu.example' } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
    expect(connect.split(' ')).toContain('https://heloc.evergreenvalley-cu.example');
    expect(connect.split(' ')).not.toContain('https://heloc.hearth-lending.example');
    expect(csp).toContain("script-src 'self'");
  });

  it('lets the page reach its own origin and socket, the org and the configured chat vendor only, not any socket host', async () => {
    const res = await t.app.inject({ url: '/account/heloc/login', headers: { host: 'heloc.evergreenvalley-cu.example' } });
    const connect = (String(res.headers['content-security-policy']).split('; ').find((d) => d.startsWith('connect-src')) ?? '').split(' ');
    expect(connect).toEqual(["connect-src", "'self'", 'http://heloc.evergreenvalley-cu.example', 'ws://heloc.evergreenvalley-cu.example', 'https://heloc.evergreenvalley-cu.example', 'wss://heloc.evergreenvalley-cu.example']);
    const request = { protocol: 'https', host: 'heloc.hearth-lending.example', org: () => t.app.content.org('HEARTH') } as unknown as FastifyRequest;
    expect(connectSources(request, true).split(' ')).toEqual(["'self'", 'https://heloc.hearth-lending.example', 'wss://heloc.hearth-lending.example', 'https://*.stream-io-api.com', 'wss://*.stream-io-api.com']);
    const forged = { ...request, host: 'x;script-src', org: request.org } as unknown as FastifyRequest;
    expect(connectSources(forged, false)).not.toContain(';');
  });
});

describe('transport and caching headers', () => {
  it('sends HSTS only for requests that came over TLS, as a trusted proxy says', async () => {
    const over = (headers: Record<string, string>) => t.app.inject({ url: '/healthz', headers });
    expect((await over({ 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await over({})).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await createTestApp({ trustProxy: false });
    try {
      const res = await untrusted.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusted.close();
    }
  });

  it('marks every service answer no-store, except the public reads that say otherwise', async () => {
    const me = await registerApplicant(t.app);
    for (const url of [
      `/service-application/api/v1/application/heloc/${me.applicationUuid}`, '/identity/secure/api/v1/identity',
      '/service-profile/api/v1/profile', '/service-application/api/v1/application/heloc/not-a-uuid',
    ]) {
      expect((await t.app.inject({ url, headers: me.auth })).headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: me.email, password: me.password } });
    expect(login.headers['cache-control']).toBe('no-store');
    const licenses = await t.app.inject({ url: '/service-application/external/api/v1/heloc/state-licenses?orgCode=HEARTH' });
    expect(licenses.headers['cache-control']).toBe('public, max-age=300');
  });
});

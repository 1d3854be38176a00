// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setFetch } from '../../../src/api/client';
import { fetchIdentity, login, logout, USER_NOT_FOUND } from '../../../src/api/identity';
import { getToken, setToken } from '../../../src/api/session';
import { afterLogin, isAnonymousPath, loginUrl, sessionEndTarget } from '../../../src/portal/session/paths';
import { installSessionErrorHandling } from '../../../src/portal/session/session-errors';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: string[];
function respond(make: (url: string) => Response) {
  setFetch(async (input) => {
    calls.push(String(input));
    return make(String(input));
  });
}
beforeEach(() => {
  calls = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

describe('paths', () => {
  it('lets anonymous visitors see only the spec’s pages and the login page', () => {
    for (const p of ['/account/heloc/register', '/account/heloc/register/account-setup', '/account/heloc/register/support', '/account/heloc/terms',
      '/account/heloc/coming-soon', '/account/heloc/heloc-signer/login', '/account/heloc/login',
      // the invitation link and the page it leads to when cancelled: before any login exists
      '/account/heloc/heloc-signer/resume', '/account/heloc/heloc-signer/cancelled']) expect(isAnonymousPath(p), p).toBe(true);
    for (const p of ['/dashboard', '/account/heloc/0b9d1c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b/start/profile', '/account/heloc/heloc-signer/sign',
      '/account/heloc/heloc-signer/error', '/account/heloc/heloc-signer/intro', '/account/heloc/registerx'])
      expect(isAnonymousPath(p), p).toBe(false);
  });

  it('sends a lapsed session to the signer login, back to registration, or to login with a way back', () => {
    expect(sessionEndTarget({ pathname: '/account/heloc/heloc-signer/sign', search: '' }, false))
      .toBe('/account/heloc/heloc-signer/login?redirect=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign');
    expect(sessionEndTarget({ pathname: '/dashboard', search: '' }, true)).toBe('/account/heloc/heloc-signer/login?redirect=%2Fdashboard');
    expect(sessionEndTarget({ pathname: '/account/heloc/register', search: '?step=name&loanOriginatorUuid=x' }, false))
      .toBe('/account/heloc/register?step=name&loanOriginatorUuid=x');
    expect(sessionEndTarget({ pathname: '/account/heloc/abc/liens', search: '?a=1' }, false)).toBe('/account/heloc/login?redirect=%2Faccount%2Fheloc%2Fabc%2Fliens%3Fa%3D1');
  });

  it('honours only safe redirects after login', () => {
    expect(afterLogin('?redirect=%2Faccount%2Fheloc%2Fabc')).toBe('/account/heloc/abc');
    expect(afterLogin('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(afterLogin('?redirect=%2FAdmin')).toBe('/dashboard');
    expect(loginUrl('//evil.example')).toBe('/account/heloc/login');
  });
});

describe('identity client', () => {
  const profile = { uuid: 'u1', organizationCode: 'HEARTH', email: 'a@b.example', isBroker: false, wallet: { accountAddress: '0x1', groupPolicyAddress: '0x2' } };

  it('falls back to the second user source when the first fails', async () => {
    setToken('t');
    respond((url) => (url.includes('/identity/secure/') ? json(500, { message: 'down' }) : json(200, profile)));
    await expect(fetchIdentity(false)).resolves.toMatchObject({ email: 'a@b.example' });
    expect(calls[0]).toContain('/identity/secure/api/v1_1/identity');
    expect(calls[1]).toContain('/identity-broker/customer/secure/api/v3/self/figureinfo');
  });

  it('tries the broker source first when the broker flag is on, and says User not found when both fail', async () => {
    setToken('t');
    respond(() => json(404, { message: 'nope' }));
    await expect(fetchIdentity(true)).rejects.toThrow(USER_NOT_FOUND);
    expect(calls[0]).toContain('/identity-broker/');
    expect(calls).toHaveLength(2);
  });

  it('stores the token on login and clears it on logout, falling back to /auth/login when logout fails', async () => {
    respond((url) => (url.endsWith('/identity/api/v1/login') ? json(200, { jwt: 'a.b.c' }) : json(500, {})));
    await login({ email: 'a@b.example', password: 'pw' });
    expect(getToken()).toBe('a.b.c');
    await expect(logout()).resolves.toBe('/auth/login');
    expect(getToken()).toBeNull();
  });

  it('goes where the server says after a successful logout', async () => {
    setToken('t');
    respond(() => json(200, { redirect: '/account/heloc/login' }));
    await expect(logout('agent')).resolves.toBe('/account/heloc/login');
    expect(calls[0]).toContain('/identity-broker/agent/secure/api/v3/logout');
  });
});

describe('401 and 403 handling', () => {
  it('clears the session and sends the user to log in with a way back, except on anonymous pages and for wrong credentials', async () => {
    const go = vi.fn();
    const off = installSessionErrorHandling(go);
    try {
      window.history.replaceState(null, '', '/account/heloc/abc/liens');
      setToken('t');
      respond(() => json(403, { message: 'invalid signature' }));
      await api.get('/service-application/api/v1/application/heloc/abc').catch(() => undefined);
      expect(getToken()).toBeNull();
      expect(go).toHaveBeenCalledWith('/account/heloc/login?redirect=%2Faccount%2Fheloc%2Fabc%2Fliens');

      go.mockClear();
      respond(() => json(403, { message: 'You do not have access to this resource' }));
      setToken('t');
      await api.get('/service-application/api/v1/application/heloc/abc').catch(() => undefined);
      expect(go).not.toHaveBeenCalled();
      expect(getToken()).toBe('t');

      respond(() => json(401, { message: 'Incorrect email or password.' }));
      await api.post('/identity/api/v1/login', { email: 'a', password: 'b' }).catch(() => undefined);
      expect(go).not.toHaveBeenCalled();

      window.history.replaceState(null, '', '/account/heloc/register?step=name');
      respond(() => json(401, { message: 'unauthenticated' }));
      await api.get('/identity/secure/api/v1_1/identity').catch(() => undefined);
      expect(go).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });
});

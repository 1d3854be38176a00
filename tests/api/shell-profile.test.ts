// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, getServiceBase, setFetch, setServiceBase } from '../../src/api/client';
import { ServiceError } from '../../src/api/errors';
import { FLAGS, serviceBaseFor } from '../../src/api/flags';
import { getToken, setToken } from '../../src/api/session';
import { ACCOUNT_ACCESS_PATH, ACCOUNTS_PATH, fetchAccounts, fetchShellProfile } from '../../src/api/shell-profile';

let urls: string[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (make: () => Response) =>
  setFetch(async (input) => {
    urls.push(String(input));
    return make();
  });

beforeEach(() => {
  urls = [];
  localStorage.clear();
  setServiceBase('');
});
afterEach(() => setServiceBase(''));

describe('shell profile and account calls (spec sections 7 and 8)', () => {
  it('reads the account and its authorised wallet, passing the optional principal', async () => {
    const body = { account: { name: 'Ada Lovelace', address: '0xabc' }, authorizedWallet: { address: '0xabc', authorizationType: 'OWNER' } };
    answer(() => json(200, body));
    await expect(fetchShellProfile('0xabc')).resolves.toEqual(body);
    expect(urls[0]).toBe(`${ACCOUNT_ACCESS_PATH}?principal=0xabc`);
  });

  it('a failed profile fetch reads "Failed to fetch profile details." and keeps the status', async () => {
    answer(() => json(500, { statusCode: 500, status: 'boom', message: 'boom' }));
    const error = await fetchShellProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toBe('Failed to fetch profile details.');
    expect((error as ServiceError).status).toBe(500);
  });

  it('a 401 on the profile fetch clears the stored token', async () => {
    setToken('stale');
    answer(() => json(401, { statusCode: 401, status: 'unauthenticated', message: 'unauthenticated' }));
    await expect(fetchShellProfile()).rejects.toMatchObject({ message: 'Failed to fetch profile details.', status: 401 });
    expect(getToken()).toBeNull();
  });

  it('a failed account list reads "Request failed."', async () => {
    answer(() => json(503, { statusCode: 503, status: 'down', message: 'down' }));
    await expect(fetchAccounts()).rejects.toMatchObject({ message: 'Request failed.', status: 503 });
    expect(urls[0]).toBe(ACCOUNTS_PATH);
  });
});

describe('fe-relative-url-heloc (spec section 7)', () => {
  const decision = (flagEnabled: boolean) => ({ [FLAGS.relativeUrl]: { flagKey: FLAGS.relativeUrl, flagEnabled, variables: {} } });

  it('on: relative paths; off: the fallback URL; no decision: relative', () => {
    expect(serviceBaseFor(decision(true), 'https://heloc.example')).toBe('');
    expect(serviceBaseFor(decision(false), 'https://heloc.example')).toBe('https://heloc.example');
    expect(serviceBaseFor(undefined, 'https://heloc.example')).toBe('');
    expect(serviceBaseFor({}, 'https://heloc.example')).toBe('');
  });

  it('calls go to the chosen base, and back to the own origin when the flag turns on again', async () => {
    answer(() => json(200, []));
    setServiceBase('https://heloc.example/');
    expect(getServiceBase()).toBe('https://heloc.example');
    await api.get('/service-application/api/v1/application/heloc/all');
    setServiceBase('');
    await api.get('/service-application/api/v1/application/heloc/all');
    expect(urls).toEqual([
      'https://heloc.example/service-application/api/v1/application/heloc/all',
      '/service-application/api/v1/application/heloc/all',
    ]);
  });

  it('the token rules still follow the service path on an absolute base (no token to optimisation)', async () => {
    setToken('t');
    const seen: (string | undefined)[] = [];
    setFetch(async (_input, init) => {
      seen.push((init?.headers as Record<string, string>).authorization);
      return json(200, {});
    });
    setServiceBase('https://heloc.example');
    await api.post('/service-optimize/external/api/v2/decision', {});
    await api.get('/service-profile/api/v1/profile');
    expect(seen).toEqual([undefined, 'Bearer t']);
  });
});

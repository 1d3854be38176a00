// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onRightBack, onServiceError, REQUEST_TIMEOUT_MS, RIGHT_BACK_MAX_MS, rightBackState, setFetch, setRequestOrg, setServiceBase } from '../../src/api/client';
import { joinErrors, ServiceError } from '../../src/api/errors';
import { getToken, setToken } from '../../src/api/session';
import { retry } from '../../src/lib/retry';

type Call = { url: string; init: RequestInit };
let calls: Call[];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function respond(make: (call: Call) => Response | Promise<Response>) {
  setFetch(async (input, init) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return make(call);
  });
}

const header = (call: Call | undefined, name: string) => (call?.init.headers as Record<string, string> | undefined)?.[name];

beforeEach(() => {
  calls = [];
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the org the portal shows', () => {
  it('is named on calls to the page\'s own origin, not on calls to the org\'s own address', async () => {
    respond(() => json(200, {}));
    await api.get('/service-application/api/v1/application/heloc/all');
    expect(header(calls[0], 'x-org')).toBeUndefined();
    setRequestOrg('HARBORSTONE_BANK');
    await api.get('/service-application/api/v1/application/heloc/all');
    expect(header(calls[1], 'x-org')).toBe('HARBORSTONE_BANK');
    setServiceBase('https://heloc.harborstone.example');
    await api.get('/service-application/api/v1/application/heloc/all');
    expect(header(calls[2], 'x-org')).toBeUndefined();
    setServiceBase('');
    setRequestOrg(undefined);
  });
});

describe('token', () => {
  it('sends the stored token and credentials on service calls', async () => {
    setToken('abc');
    respond(() => json(200, { ok: true }));
    await api.get('/service-application/api/v1/application/heloc/all');
    expect(header(calls[0], 'authorization')).toBe('Bearer abc');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sends no token to the telemetry and optimisation contexts', async () => {
    setToken('abc');
    respond(() => json(200, {}));
    await api.post('/ft/heloc/session', {});
    await api.post('/service-optimize/external/api/v2/decision', {});
    await api.post('https://telemetry.example/ft/heloc/event', {});
    expect(calls.map((c) => header(c, 'authorization'))).toEqual([undefined, undefined, undefined]);
  });

  it('adds the session-replay id pair when one is stored', async () => {
    localStorage.setItem('sessionReplay', JSON.stringify({ sessionId: 's1', userId: 'u1' }));
    respond(() => json(200, {}));
    await api.get('/service-profile/api/v1/profile');
    expect(header(calls[0], 'x-session-replay-session-id')).toBe('s1');
    expect(header(calls[0], 'x-session-replay-user-id')).toBe('u1');
  });

  it('replaces the stored token with a returned Bearer header', async () => {
    setToken('old');
    respond(() => json(200, {}, { authorization: 'Bearer renewed' }));
    await api.get('/service-profile/api/v1/profile');
    expect(getToken()).toBe('renewed');
  });

  it('clears the stored token on 401 and on 403 unauthenticated, not on other 403s', async () => {
    setToken('t');
    respond(() => json(401, { statusCode: 401, status: 'unauthenticated', message: 'unauthenticated' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();

    setToken('t');
    respond(() => json(403, { status: 'You do not have access to this resource' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('t');

    respond(() => json(403, { status: 'invalid signature' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBeNull();
  });
});

describe('time-out', () => {
  it('aborts after 30 seconds with status 0', async () => {
    vi.useFakeTimers();
    setFetch((_input, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }));
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('The request timed out. Please try again.');
  });

  it('reports a network failure as Request failed. with status 0', async () => {
    setFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/down')).rejects.toMatchObject({ status: 0, message: 'Request failed.' });
  });
});

describe('error shapes', () => {
  it('takes the message from the body status field and keeps status and data', async () => {
    respond(() => json(409, { statusCode: 409, status: 'Already submitted', message: 'other' }));
    const error = (await api.post('/x', {}).catch((e: unknown) => e)) as ServiceError;
    expect(error.message).toBe('Already submitted');
    expect(error.status).toBe(409);
    expect(error.data).toMatchObject({ statusCode: 409 });
    expect(error.response?.status).toBe(409);
  });

  it('exposes the field errors of a 400', async () => {
    const errors = [{ path: '/message', message: 'Must be at least 10 characters' }];
    respond(() => json(400, { status: 'bad', errors }));
    const error = (await api.post('/x', {}).catch((e: unknown) => e)) as ServiceError;
    expect(error.fieldErrors).toEqual(errors);
  });

  it('names the URL when a response is not JSON', async () => {
    respond(() => new Response('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(api.get('/service-x/y', { query: { a: 1 } })).rejects.toMatchObject({
      message: 'The response was not convertible to json for /service-x/y?a=1', status: 502,
    });
  });

  it('says Response was not defined when the transport returns nothing', async () => {
    setFetch(() => Promise.resolve(undefined as unknown as Response));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Response was not defined', status: 0 });
  });

  it('joins error lists with commas, else the generic text', async () => {
    respond(() => json(422, { errors: [{ message: 'Amount too low' }, { message: 'Term missing' }] }));
    await expect(api.post('/x', {})).rejects.toMatchObject({ message: 'Amount too low, Term missing' });
    expect(joinErrors([])).toBe('Something unexpected happened');
    respond(() => json(500, {}));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Something unexpected happened' });
  });

  it('calls the error hook before the error reaches the caller', async () => {
    const seen: string[] = [];
    const off = onServiceError((e, path) => seen.push(`${e.status} ${path}`));
    respond(() => json(404, { status: 'Not here' }));
    await expect(api.get('/missing')).rejects.toBeInstanceOf(ServiceError);
    off();
    expect(seen).toEqual(['404 /missing']);
  });
});

describe('we will be right back: a 503 with Retry-After', () => {
  const rightBack = { statusCode: 503, status: 'We will be right back. Please try again in a few seconds.', message: 'We will be right back. Please try again in a few seconds.' };

  it('is sent again after the wait the server gave, while the portal is told we will be right back, and the caller only sees the answer', async () => {
    vi.useFakeTimers();
    let tries = 0;
    respond(() => (++tries < 3 ? json(503, rightBack, { 'retry-after': '5' }) : json(200, { state: 'liens' })));
    const hooks: number[] = [];
    const off = onServiceError((e) => hooks.push(e.status));
    const states: (string | undefined)[] = [];
    const unlisten = onRightBack(() => states.push(rightBackState()?.message));
    const write = api.put<{ state: string }>('/service-application/api/v1/application/heloc/x/screens/liens', { liens: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toBe(1);
    expect(rightBackState()?.message).toBe(rightBack.message);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await write).toEqual({ state: 'liens' });
    // the same call, body and method each time
    expect(calls.map((c) => [c.init.method, c.init.body])).toEqual(Array(3).fill(['PUT', '{"liens":{}}']));
    expect(rightBackState()).toBeUndefined();
    expect(states.at(-1)).toBeUndefined();
    expect(hooks).toEqual([]);
    off();
    unlisten();
  });

  it('fails like any other once the server stays away longer than the client waits', async () => {
    vi.useFakeTimers();
    respond(() => json(503, rightBack, { 'retry-after': '10' }));
    const read = api.get('/service-application/api/v1/application/heloc/all').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(RIGHT_BACK_MAX_MS + 10_000);
    const error = (await read) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(503);
    expect(error.message).toBe(rightBack.message);
    // at 0, 10, ... 120 s: every try that fits in the client's patience
    expect(calls.length).toBe(RIGHT_BACK_MAX_MS / 10_000 + 1);
    expect(rightBackState()).toBeUndefined();
  });

  it('is not sent again without a Retry-After (not our server\'s word that nothing was done)', async () => {
    respond(() => json(503, { message: 'Service Unavailable' }));
    await expect(api.post('/identity/api/v1/login', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    expect(rightBackState()).toBeUndefined();
  });
});

describe('retry helper', () => {
  it('makes up to 5 attempts with delays doubling from 1000 ms', async () => {
    vi.useFakeTimers();
    const at: number[] = [];
    const start = Date.now();
    const result = retry(async () => {
      at.push(Date.now() - start);
      throw new Error('nope');
    }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toBe('nope');
    expect(at).toEqual([0, 1000, 3000, 7000, 15000]);
  });

  it('stops at the first success and when told not to retry', async () => {
    vi.useFakeTimers();
    let n = 0;
    const ok = retry(async () => (++n < 3 ? Promise.reject(new Error('x')) : 'done'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await ok).toBe('done');
    expect(n).toBe(3);
    let m = 0;
    await expect(retry(async () => { m++; throw new Error('fatal'); }, { shouldRetry: () => false })).rejects.toThrow('fatal');
    expect(m).toBe(1);
  });
});

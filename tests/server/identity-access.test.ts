import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant } from '../helpers/registration';
import { signJwt } from '../../src/server/core/jwt';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerApplicant>>;
let bob: Awaited<ReturnType<typeof registerApplicant>>;
const SECRET = 'test-secret-test-secret-test-secret-000';

beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
  alice = await registerApplicant(t.app, { name: { firstName: 'Alice', lastName: 'Arden' } });
  bob = await registerApplicant(t.app, { name: { firstName: 'Bob', lastName: 'Burke' } });
});
afterAll(() => t.close());

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;

type Param = { in: string; name: string; required?: boolean; schema?: { enum?: string[]; format?: string; minimum?: number } };

/**
 * Every GET of the API that names one application by uuid, from the OpenAPI document, as a URL for
 * Alice's application; other path parameters get a valid value of their kind (so the call is not
 * refused as malformed before ownership is checked).
 */
async function applicationGetUrls(): Promise<{ path: string; url: string }[]> {
  const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, { get?: { parameters?: Param[] } }> };
  return Object.entries(doc.paths)
    .filter(([path, ops]) => ops.get && /\{(uuid|applicationUuid)\}/.test(path))
    .map(([path, ops]) => {
      const params = ops.get?.parameters ?? [];
      const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        if (name === 'uuid' || name === 'applicationUuid') return alice.applicationUuid;
        const schema = params.find((p) => p.in === 'path' && p.name === name)?.schema;
        return schema?.enum?.[0] ?? (schema?.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'x');
      });
      // a required query (an amount, a term, a kind) takes its least or first value, so the call reaches the access check
      const query = params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${p.schema?.enum?.[0] ?? p.schema?.minimum ?? 1}`);
      return { path, url: query.length ? `${url}?${query.join('&')}` : url };
    });
}

describe('one applicant cannot reach another applicant', () => {
  it('finds the application endpoints to check', async () => {
    const paths = (await applicationGetUrls()).map((u) => u.path);
    expect(paths).toEqual(expect.arrayContaining([
      '/service-application/api/v1/application/heloc/{uuid}',
      '/service-application/api/v3/application/heloc/{uuid}',
    ]));
  });

  it("answers every GET for another person's application with 404 or 403, and the owner with 2xx", async () => {
    for (const { url } of await applicationGetUrls()) {
      const intruder = await t.app.inject({ url, headers: bob.auth });
      expect([403, 404], `${url} as another applicant`).toContain(intruder.statusCode);
      expect(intruder.body, url).not.toContain('Alice');
      const anonymous = await t.app.inject({ url });
      expect([401, 403, 404], `${url} anonymously`).toContain(anonymous.statusCode);
    }
    const own = await t.app.inject({ url: `/service-application/api/v1/application/heloc/${alice.applicationUuid}`, headers: alice.auth });
    expect(own.statusCode).toBe(200);
  });

  it("never lets another applicant change an application, whatever write they try", async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters?: Param[] }>> };
    const read = async () => (await t.app.inject({ url: `/service-application/api/v1/application/heloc/${alice.applicationUuid}`, headers: alice.auth })).json();
    const before = await read();
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!/\{(uuid|applicationUuid)\}/.test(path) || path.startsWith('/sandbox') || path.includes('/notifications/')) continue;
      for (const method of ['put', 'post', 'patch', 'delete'] as const) {
        if (!ops[method]) continue;
        const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
          if (name === 'uuid' || name === 'applicationUuid') return alice.applicationUuid;
          const schema = ops[method]?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
          return schema?.enum?.[0] ?? (name === 'screenId' ? 'start-profile' : '00000000-0000-4000-8000-000000000000');
        });
        const res = await t.app.inject({ method: method.toUpperCase() as 'PUT', url, headers: bob.auth, payload: {} });
        expect(res.statusCode, `${method} ${url} as another applicant`).toBeGreaterThanOrEqual(400);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(0);
    const after = await read();
    expect(after.auditFields.updatedDate).toBe(before.auditFields.updatedDate);
    expect(after.state).toBe(before.state);
  });

  it('lists only the caller’s own applications', async () => {
    const list = await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: bob.auth });
    const uuids = (list.json() as { uuid: string }[]).map((a) => a.uuid);
    expect(uuids).toEqual([bob.applicationUuid]);
  });

  it("serves each person only their own profile and account, whatever they ask for", async () => {
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bob.auth });
    expect(profile.json().name.firstName).toBe('Bob');
    const aliceAccount = (await t.app.inject({ url: '/service-wallet/secure/api/v4/account/access', headers: alice.auth })).json().account.address as string;
    const probe = await t.app.inject({ url: `/service-wallet/secure/api/v4/account/access?principal=${aliceAccount}`, headers: bob.auth });
    expect(probe.statusCode).toBe(404);
  });
});

describe('tokens', () => {
  const me = (token: string) => t.app.inject({ url: '/identity/secure/api/v1/identity', headers: { authorization: `Bearer ${token}` } });

  it('refuses an expired token', async () => {
    const claims = claimsOf(alice.jwt);
    const expired = signJwt({ sub: claims.sub as string, role: 'APPLICANT', org: 'HEARTH' }, SECRET, 60, Math.floor(Date.now() / 1000) - 3600);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token whose claims were changed', async () => {
    const [h, , s] = alice.jwt.split('.');
    const forged = `${h}.${b64({ ...claimsOf(alice.jwt), sub: claimsOf(bob.jwt).sub })}.${s}`;
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('invalid signature');
  });

  it('refuses alg none and tokens signed with another secret', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(alice.jwt))}.`;
    expect((await me(none)).statusCode).toBe(401);
    const other = signJwt({ sub: claimsOf(alice.jwt).sub as string, role: 'STAFF', org: 'HEARTH' }, 'another-secret-another-secret-0000', 600);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses a signed-in call without a token', async () => {
    expect((await t.app.inject({ url: '/service-profile/api/v1/profile' })).statusCode).toBe(401);
  });

  it('renews a token past half its life through the Authorization response header', async () => {
    const claims = claimsOf(alice.jwt);
    const old = signJwt({ sub: claims.sub as string, role: 'APPLICANT', org: 'HEARTH' }, SECRET, 60 * 60 * 2, Math.floor(Date.now() / 1000) - 60 * 61 * 1);
    const res = await me(old);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.authorization)).toMatch(/^Bearer /);
  });
});

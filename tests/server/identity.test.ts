import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant, registrationPayload } from '../helpers/registration';
import { createUser, findUserByEmail } from '../../src/server/identity/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = '/identity/api/v1/registration/register';
const countUsers = async () => Number((await t.db.query<{ n: string }>('select count(*)::text as n from app_user'))[0]?.n);
const countApps = async () => Number((await t.db.query<{ n: string }>('select count(*)::text as n from application'))[0]?.n);

describe('registration', () => {
  it('creates the account and an application in state profile, and signs the applicant in', async () => {
    const r = await registerApplicant(t.app);
    expect(r.redirect).toBe(`/account/heloc/${r.applicationUuid}/start/profile`);
    const app = await t.app.inject({ url: `/service-application/api/v1/application/heloc/${r.applicationUuid}`, headers: r.auth });
    expect(app.statusCode).toBe(200);
    expect(app.json()).toMatchObject({
      state: 'profile', status: 'IN_PROGRESS',
      property: { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
      saleStatus: 'NOT_SELLING', statedIncome: 145000,
      borrower: { name: { firstName: 'Avery', lastName: 'Stone' }, dob: '1980-04-12', email: r.email, phone: '4155550134' },
    });
    const stored = await findUserByEmail(t.db, r.email.toUpperCase());
    expect(stored?.role).toBe('APPLICANT');
    // the test server hashes lightly (tests/server/password-work.test.ts holds the standard work)
    expect(stored?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(stored?.password_hash).not.toContain('correct horse');
  });

  it('lists every invalid field with its path and message and stores nothing', async () => {
    const [users, apps] = [await countUsers(), await countApps()];
    const payload = registrationPayload({
      'property-info': { address: { street1: '', city: 'Sacramento', state: 'CA', zip: '9581' } },
      'income-info': { statedIncome: -5 },
      name: { lastName: 'Stone' },
      'contact-info': { email: 'not-an-email', phone: '123' },
      'login-info': { password: 'short', agreeToTerms: false },
    });
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(expect.arrayContaining([
      { path: '/property-info/address/street1', message: 'Enter the street address' },
      { path: '/property-info/address/zip', message: 'Enter a 5-digit ZIP code' },
      { path: '/income-info/statedIncome', message: 'Enter your yearly income before taxes, at least $1,000' },
      { path: '/name/firstName', message: 'Required' },
      { path: '/contact-info/email', message: 'Enter a valid email address' },
      { path: '/contact-info/phone', message: 'Enter a 10-digit US phone number' },
      { path: '/login-info/password', message: 'Use at least 10 characters' },
      { path: '/login-info/agreeToTerms', message: 'You must agree to continue' },
    ]));
    expect([await countUsers(), await countApps()]).toEqual([users, apps]);
  });

  it('names a missing step', async () => {
    const { birthdate: _b, ...payload } = registrationPayload();
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/birthdate' })]));
  });

  it('takes names and cities written with accents (Begoña, José Ibáñez, Cataño), in the browser and on the server', async () => {
    const accented = { 'property-info': { address: { street1: '12 Calle Luna', city: 'Cataño', state: 'CA', zip: '95814' } }, name: { firstName: 'José', middleName: 'Begoña', lastName: 'Ibáñez-Müller' } };
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload(accented) });
    expect(res.statusCode, res.body).toBe(201);
    const r = await registerApplicant(t.app, accented);
    const view = (await t.app.inject({ url: `/service-application/api/v1/application/heloc/${r.applicationUuid}`, headers: r.auth })).json();
    expect(view).toMatchObject({ borrower: { name: { firstName: 'José', lastName: 'Ibáñez-Müller' } }, property: { address: { city: 'Cataño' } } });
    // the browser validates with the functions content:gen wrote from the same schema
    const name = Object.values((await import('../../src/generated/validators/registration__name.js')).default as Record<string, (d: unknown) => boolean>)[0];
    expect(name?.({ firstName: 'Begoña', lastName: 'Núñez' })).toBe(true);
    expect(name?.({ firstName: 'Zoë', lastName: "O'Brien" })).toBe(true);
    // still letters only: digits and signs are refused, in both places
    expect(name?.({ firstName: 'José2', lastName: 'Núñez' })).toBe(false);
    expect(name?.({ firstName: 'José', lastName: 'Núñez×' })).toBe(false);
    const refused = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload({ name: { firstName: 'José2', lastName: 'Núñez' } }) });
    expect(refused.json().errors).toEqual([{ path: '/name/firstName', message: 'Use letters, spaces, apostrophes and hyphens only' }]);
  });

  it('says a refusal in the language of the request, at a lender that offers it', async () => {
    const headers = { 'x-org': 'ALL_IN_CU' };
    const r = await registerApplicant(t.app, { 'property-info': { address: { street1: '12 Palm Avenue', city: 'Miami', state: 'FL', zip: '33101' } } }, headers);
    const missing = `/service-application/api/v1/application/heloc/${crypto.randomUUID()}`;
    const spanish = await t.app.inject({ url: missing, headers: { ...headers, ...r.auth, 'x-language': 'es' } });
    expect([spanish.statusCode, spanish.json().message]).toEqual([404, 'No encontramos esa solicitud']);
    const english = await t.app.inject({ url: missing, headers: { ...headers, ...r.auth } });
    expect([english.statusCode, english.json().message]).toEqual([404, 'Application not found']);
  });

  it('refuses a home in a state the org does not lend in, with a clear message', async () => {
    const payload = registrationPayload({ 'property-info': { address: { street1: '1 Main St', city: 'Boise', state: 'ID', zip: '83702' } } });
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload, headers: { 'x-org': 'HEARTH_NY' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: '/property-info/address/state', message: 'We cannot offer a line of credit on a home in Idaho yet. We lend on homes in NY.' },
    ]);
  });

  it('refuses applicants under 18 and birth dates in the future', async () => {
    const today = t.clock.now();
    const young = `${today.getUTCFullYear() - 17}-01-01`;
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload({ birthdate: { dob: young } }) });
    expect(res.json().errors).toEqual([{ path: '/birthdate/dob', message: 'You must be at least 18 years old to apply.' }]);
    const future = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload({ birthdate: { dob: `${today.getUTCFullYear() + 1}-01-01` } }) });
    expect(future.json().errors).toEqual([{ path: '/birthdate/dob', message: 'Enter a date in the past.' }]);
    const notADate = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload({ birthdate: { dob: '1980-02-31' } }) });
    expect(notADate.json().errors).toEqual([{ path: '/birthdate/dob', message: 'That is not a real date: check the month (01 to 12) and the day' }]);
    const tooOld = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload({ birthdate: { dob: '1850-04-12' } }) });
    expect(tooOld.json().errors).toEqual([{ path: '/birthdate/dob', message: 'Enter your date of birth as MM/DD/YYYY, with a year from 1900' }]);
  });

  it('answers a registration with an e-mail that has an account exactly like a new one, and gives no session', async () => {
    const first = await registerApplicant(t.app);
    const fresh = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload() });
    const [users, apps] = [await countUsers(), await countApps()];
    const taken = await t.app.inject({
      method: 'POST', url: REGISTER,
      payload: registrationPayload({ 'contact-info': { email: first.email.toUpperCase(), phone: '4155550100' }, 'login-info': { password: 'another password 7', agreeToTerms: true } }),
    });
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['applicationUuid', 'redirect']);
      expect(res.json().redirect).toBe(`/account/heloc/${res.json().applicationUuid}/start/profile`);
      expect(res.headers.authorization).toBeUndefined();
    }
    // nothing of the visitor's is stored; the account holder finds a notice at their next sign-in (written
    // just after the answer)
    await t.app.lifecycle.settled();
    expect([await countUsers(), await countApps()]).toEqual([users, apps]);
    const notices = (await t.app.inject({ url: '/service-profile/api/v1/notifications', headers: first.auth })).json() as { title: string }[];
    expect(notices.map((n) => n.title)).toContain('Someone tried to register with your e-mail');
    expect((await t.app.inject({ url: `/service-application/api/v1/application/heloc/${taken.json().applicationUuid}`, headers: first.auth })).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: first.email, password: 'another password 7' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('adds the application to the account when the visitor gives that account\'s password', async () => {
    const first = await registerApplicant(t.app);
    const again = await t.app.inject({
      method: 'POST', url: REGISTER,
      payload: registrationPayload({ 'contact-info': { email: first.email, phone: '4155550100' }, name: { firstName: 'Avery', lastName: 'Again' } }),
    });
    expect(again.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: first.email, password: first.password } });
    const auth = { authorization: `Bearer ${login.json().jwt as string}` };
    const list = (await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: auth })).json() as { uuid: string }[];
    expect(list.map((a) => a.uuid)).toEqual([again.json().applicationUuid, first.applicationUuid]);
  });

  it('limits registrations per e-mail and per network address, with Retry-After', async () => {
    const limited = await createTestApp({ registrationsPerAddress: 3 });
    try {
      const from = (ip: string, payload = registrationPayload()) =>
        limited.app.inject({ method: 'POST', url: REGISTER, payload, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.50')).statusCode).toBe(201);
      const blocked = await from('203.0.113.50');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
      expect(blocked.json().message).toMatch(/^Too many registrations\. Please try again in \d+ minutes\.$/);
      expect((await from('203.0.113.51')).statusCode).toBe(201);

      const payload = registrationPayload();
      for (let i = 0; i < 5; i++) expect((await from(`198.51.100.${i}`, payload)).statusCode).toBe(201);
      expect((await from('198.51.100.99', payload)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('does not accept applications for wholesale orgs, nor without a loan officer where one is required', async () => {
    const wholesale = await t.app.inject({ method: 'POST', url: REGISTER, payload: registrationPayload(), headers: { 'x-org': 'HEARTH_WHOLESALE' } });
    expect(wholesale.statusCode).toBe(403);
    const noLo = await t.app.inject({
      method: 'POST', url: REGISTER, headers: { 'x-org': 'EVERGREEN_CU' },
      payload: registrationPayload({ 'property-info': { address: { street1: '5 Fir St', city: 'Portland', state: 'OR', zip: '97201' } } }),
    });
    expect(noLo.statusCode).toBe(403);
    const otherOrgsLo = await t.app.inject({
      method: 'POST', url: REGISTER, headers: { 'x-org': 'EVERGREEN_CU' },
      payload: registrationPayload({
        'property-info': { address: { street1: '5 Fir St', city: 'Portland', state: 'OR', zip: '97201' } },
        loanOriginatorUuid: '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b',
      }),
    });
    expect(otherOrgsLo.statusCode).toBe(403);
    const withLo = await t.app.inject({
      method: 'POST', url: REGISTER, headers: { 'x-org': 'EVERGREEN_CU' },
      payload: registrationPayload({
        'property-info': { address: { street1: '5 Fir St', city: 'Portland', state: 'OR', zip: '97201' } },
        loanOriginatorUuid: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
      }),
    });
    expect(withLo.statusCode).toBe(201);
  });
});

describe('login', () => {
  const login = (payload: unknown, ip = '203.0.113.10') =>
    t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: payload as object, headers: { 'x-forwarded-for': ip } });

  it('exchanges a correct e-mail and password for a session whose identity is the user', async () => {
    const r = await registerApplicant(t.app);
    const res = await login({ email: r.email, password: r.password });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: { authorization: `Bearer ${res.json().jwt}` } });
    expect(me.json()).toMatchObject({ email: r.email, profileType: 'APPLICANT', isBroker: false, organizationCode: 'HEARTH' });
    const v11 = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: `Bearer ${res.json().jwt}` } });
    expect(v11.json()).toMatchObject({ email: r.email, userType: 'APPLICANT' });
    expect(v11.json().wallet.accountAddress).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('validates the payload with the login form schema', async () => {
    const res = await login({ email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([
      { path: '/email', message: 'Enter a valid email address' },
      { path: '/password', message: 'Required' },
    ]));
  });

  it('says the same thing for an unknown e-mail and a wrong password', async () => {
    const r = await registerApplicant(t.app);
    const wrong = await login({ email: r.email, password: 'wrong password 1' }, '203.0.113.11');
    const unknown = await login({ email: `nobody.${Date.now()}@example.com`, password: 'wrong password 1' }, '203.0.113.11');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('blocks an account after 5 failures with 429 and a retry time, even for the right password, until the block ends', async () => {
    const r = await registerApplicant(t.app);
    for (let i = 0; i < 5; i++) expect((await login({ email: r.email, password: `guess number ${i}` }, `198.51.100.${i}`)).statusCode).toBe(401);
    const blocked = await login({ email: r.email, password: r.password }, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: r.email, password: r.password }, '198.51.100.99')).statusCode).toBe(200);
  }, 60_000);

  it('blocks an unknown e-mail the same way, so blocking does not reveal accounts either', async () => {
    const email = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) await login({ email, password: `guess number ${i}` }, `198.51.101.${i}`);
    expect((await login({ email, password: 'guess again 9' }, '198.51.101.50')).statusCode).toBe(429);
  });

  it('blocks one address that tries many accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) await login({ email: `spray.${i}.${Date.now()}@example.com`, password: 'password 123' }, ip);
    const r = await registerApplicant(t.app);
    const res = await login({ email: r.email, password: r.password }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login({ email: r.email, password: r.password }, '192.0.2.78')).statusCode).toBe(200);
  }, 90_000);
});

describe('identity broker', () => {
  it('signs customers in through the customer variant and honours only safe redirects', async () => {
    const r = await registerApplicant(t.app);
    const ok = await t.app.inject({
      method: 'POST', url: '/identity-broker/customer/api/v3/login?redirect=/account/heloc/abc', payload: { email: r.email, password: r.password },
    });
    expect(ok.json()).toMatchObject({ redirect: '/account/heloc/abc' });
    for (const evil of ['//evil.example', '/Admin', 'https://evil.example']) {
      const res = await t.app.inject({
        method: 'POST', url: `/identity-broker/customer/api/v3/login?redirect=${encodeURIComponent(evil)}`, payload: { email: r.email, password: r.password },
      });
      expect(res.json().redirect).toBe('/dashboard');
    }
    const asAgent = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/api/v3/login', payload: { email: r.email, password: r.password } });
    expect(asAgent.statusCode).toBe(403);
  });

  it('signs agents in through the agent variant and serves their profile', async () => {
    const agent = await createUser(t.db, { email: `agent.${Date.now()}@example.com`, password: 'agent password 1', role: 'AGENT', orgCode: 'HEARTH' });
    const res = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/api/v3/login', payload: { email: agent.email, password: 'agent password 1' } });
    expect(res.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${res.json().jwt}` };
    const info = await t.app.inject({ url: '/identity-broker/agent/secure/api/v3/self/figureinfo', headers: auth });
    expect(info.json()).toMatchObject({ uuid: agent.id, profileType: 'AGENT', userType: 'AGENT' });
    const logout = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/secure/api/v3/logout', headers: auth, payload: {} });
    expect(logout.json()).toEqual({ redirect: '/account/heloc/login' });
  });
});

describe('profile and account', () => {
  it('serves the person profile and the shell account of the signed-in user', async () => {
    const r = await registerApplicant(t.app);
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: r.auth });
    expect(profile.json()).toMatchObject({
      name: { firstName: 'Avery', lastName: 'Stone' }, dob: '1980-04-12', email: r.email, hasSsn: false,
      phoneNumbers: [{ number: '4155550134' }], addresses: [{ ownership: 'OWNER', state: 'CA' }],
    });
    const access = await t.app.inject({ url: '/service-wallet/secure/api/v4/account/access', headers: r.auth });
    expect(access.json()).toMatchObject({ account: { name: 'Avery Stone' }, authorizedWallet: { authorizationType: 'OWNER' } });
    const list = await t.app.inject({ url: '/service-wallet/secure/api/v4/account', headers: r.auth });
    expect(list.json()[0].account.address).toBe(access.json().account.address);
    expect(list.headers['cache-control']).toBe('no-store');
  });
});

describe('a signed-in applicant starting another application', () => {
  it('adds an application to their account without login info, and never creates a second account', async () => {
    const r = await registerApplicant(t.app);
    const users = await countUsers();
    const { 'login-info': _l, 'contact-info': _c, ...steps } = registrationPayload();
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: steps, headers: r.auth });
    expect(res.statusCode).toBe(201);
    expect(await countUsers()).toBe(users);
    const list = await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: r.auth });
    expect((list.json() as { uuid: string }[]).map((a) => a.uuid)).toEqual([res.json().applicationUuid, r.applicationUuid]);
    const second = await t.app.inject({ url: `/service-application/api/v1/application/heloc/${res.json().applicationUuid}`, headers: r.auth });
    expect(second.json().borrower).toMatchObject({ email: r.email, phone: '4155550134' });
  });

  it('still validates every step it needs', async () => {
    const r = await registerApplicant(t.app);
    const res = await t.app.inject({ method: 'POST', url: REGISTER, payload: { name: { firstName: 'A' } }, headers: r.auth });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/property-info', '/name/lastName', '/birthdate']));
    expect(paths).not.toContain('/login-info');
  });
});

describe('API document', () => {
  it('lists every identity, profile and account route with its schemas', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>> };
    for (const [path, method] of [
      ['/identity/api/v1/registration/register', 'post'], ['/identity/api/v1/login', 'post'],
      ['/identity/secure/api/v1/identity', 'get'], ['/identity/secure/api/v1_1/identity', 'get'],
      ['/identity-broker/{variant}/api/v3/login', 'post'], ['/identity-broker/{variant}/secure/api/v3/logout', 'post'],
      ['/identity-broker/{variant}/secure/api/v3/self/figureinfo', 'get'], ['/service-profile/api/v1/profile', 'get'],
      ['/service-wallet/secure/api/v4/account/access', 'get'], ['/service-wallet/secure/api/v4/account', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op?.responses ?? {}), `${method} ${path}`).toContain(path.endsWith('/register') ? '201' : '200');
    }
  });
});

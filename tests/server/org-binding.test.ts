import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentService } from '../../src/server/core/content-service';
import { createTestApp, testDb, type TestApp } from '../helpers/app';

/** One lender per request, bound to the application it starts: its pricing and documents follow it. */
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  // production believes only the host: a separate content service with the production rule
  const content = ContentService.load({ root: process.cwd(), flagsFile: 'flows/feature-flags.json', production: true, defaultOrg: 'HEARTH' });
  prod = await createTestApp({ production: true }, await testDb(), content);
});
afterAll(async () => {
  await dev.close();
  await prod.close();
  await prod.db.close();
});

let n = 0;
const stamp = Date.now();
const register = (t: TestApp, headers: Record<string, string>) => {
  n += 1;
  return t.app.inject({
    method: 'POST', url: '/identity/api/v1/registration/register', headers,
    payload: {
      'property-info': { address: { street1: `${n} Main Street`, city: 'Sacramento', state: 'CA', zip: '95814' } },
      'sale-status': { saleStatus: 'NOT_SELLING' },
      'income-info': { statedIncome: 150_000 },
      name: { firstName: 'Avery', lastName: 'Prime' },
      birthdate: { dob: '1980-04-02' },
      'contact-info': { email: `org-binding-${n}-${stamp}@example.com`, phone: '4155550100' },
      'login-info': { password: 'correct-horse-9', agreeToTerms: true },
    },
  });
};
const orgOf = async (t: TestApp, uuid: string) => (await t.db.query<{ org_code: string }>('select org_code from application where uuid = $1', [uuid]))[0]?.org_code;

describe('the lender of an application', () => {
  it('is the one the portal shows: outside production the development override travels with every call', async () => {
    const res = await register(dev, { 'x-org': 'HARBORSTONE_BANK' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orgOf(dev, res.json().applicationUuid)).toBe('HARBORSTONE_BANK');
    const email = `org-binding-${n}-${stamp}@example.com`;
    const login = await dev.app.inject({ method: 'POST', url: '/identity/api/v1/login', headers: { 'x-org': 'HARBORSTONE_BANK' }, payload: { email, password: 'correct-horse-9' } });
    const app = (await dev.app.inject({ url: `/service-application/api/v1/application/heloc/${res.json().applicationUuid}`, headers: { authorization: `Bearer ${login.json().jwt as string}` } })).json();
    expect(app.orgCode).toBe('HARBORSTONE_BANK');
  });

  it("is the host's in production, whatever header a caller sends", async () => {
    const host = { host: 'heloc.hearth-lending.example' };
    const res = await register(prod, { ...host, 'x-org': 'HARBORSTONE_BANK' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orgOf(prod, res.json().applicationUuid)).toBe('HEARTH');
    const own = await register(prod, { ...host, 'x-org': 'HEARTH' });
    expect(await orgOf(prod, own.json().applicationUuid)).toBe('HEARTH');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_PATHS, CO_DEED_STATUS, serviceApplication } from '../../src/lib/application-paths';
import { builtAppDir, createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant } from '../helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticDir: builtAppDir('service-paths') });
});
afterAll(async () => t.close());

describe('the application paths of the spec', () => {
  it('answers the same application on the v1, v2 and v3 paths and the crypto HELOC path, to its owner only', async () => {
    const me = await registerApplicant(t.app);
    const other = await registerApplicant(t.app);
    const read = (base: string, auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: serviceApplication(`${base}/${me.applicationUuid}`), headers: auth });
    const v1 = await read(APPLICATION_PATHS.v1, me.auth);
    expect(v1.statusCode).toBe(200);
    for (const base of [APPLICATION_PATHS.v2, APPLICATION_PATHS.v3, APPLICATION_PATHS.cryptoHeloc]) {
      const res = await read(base, me.auth);
      expect(res.statusCode, base).toBe(200);
      expect(res.json().uuid).toBe(me.applicationUuid);
      expect((await read(base, other.auth)).statusCode, base).toBe(404);
    }
    expect(serviceApplication(APPLICATION_PATHS.v2)).toBe('/service-application/api/v2/application/heloc');
    expect(serviceApplication(APPLICATION_PATHS.cryptoHeloc)).toBe('/service-application/api/v1/application/crypto-heloc');
  });

  it("answers the co-deed status of the caller's applications", async () => {
    const me = await registerApplicant(t.app);
    const res = await t.app.inject({ method: 'GET', url: serviceApplication(CO_DEED_STATUS), headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().applications).toEqual([expect.objectContaining({ uuid: me.applicationUuid, role: 'owner', coDeedStatus: 'NOT_REQUIRED' })]);
  });
});

describe('the sign-out fallback page', () => {
  it('serves /auth/login as a redirect to the login page, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login?redirect=%2Fdashboard' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/account/heloc/login?redirect=%2Fdashboard');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** The language of answers: the lender's offer, the page's choice, the browser's wish; English otherwise, never an error. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SPANISH = 'heloc.allincu.example';
const ENGLISH = 'heloc.hearth-lending.example';
const PASSWORD = 'girasol de mayo 2024';

const refusedLogin = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', headers, payload: {} });
  expect(res.statusCode).toBe(400);
  return (res.json() as { errors: { message: string }[] }).errors.map((e) => e.message);
};

describe('languages', () => {
  it('answers in Spanish where the lender offers it and the browser asks for it, in English otherwise', async () => {
    expect(await refusedLogin({ host: SPANISH, 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toContain('Obligatorio');
    expect(await refusedLogin({ host: SPANISH, 'accept-language': 'fr-FR' })).toContain('Required');
    // a lender without Spanish answers in English whatever is asked
    expect(await refusedLogin({ host: ENGLISH, 'accept-language': 'es-US', 'x-language': 'es' })).toContain('Required');
    // the page's own choice wins over the browser's, and a language nobody offers is English
    expect(await refusedLogin({ host: SPANISH, 'accept-language': 'en-US', 'x-language': 'es' })).toContain('Obligatorio');
    expect(await refusedLogin({ host: SPANISH, 'x-language': 'xx', cookie: 'heloc_lang=zz' })).toContain('Required');
    expect(await refusedLogin({ host: SPANISH, cookie: 'heloc_lang=es' })).toContain('Obligatorio');
  });

  it('serves each lender\'s languages with its record, and the page in the language', async () => {
    const label = (host: string) => t.app.inject({ url: '/service-application/external/api/v1/heloc/private-label', headers: { host } }).then((r) => r.json() as { languages: string[] });
    expect((await label(SPANISH)).languages).toEqual(['en', 'es']);
    expect((await label(ENGLISH)).languages).toEqual(['en']);
  });

  it('keeps the language an applicant registers in, and a switch, on the account and the application', async () => {
    const email = `idioma.${Date.now()}@example.com`;
    const reg = await t.app.inject({
      method: 'POST', url: '/identity/api/v1/registration/register', headers: { host: SPANISH, 'accept-language': 'es-US' },
      payload: {
        'property-info': { address: { street1: '12 Palm Avenue', city: 'Miami', state: 'FL', zip: '33101' } },
        'sale-status': { saleStatus: 'NOT_SELLING' }, 'income-info': { statedIncome: 150000 },
        name: { firstName: 'Sofia', lastName: 'Prime' }, birthdate: { dob: '1980-04-02' },
        'contact-info': { email, phone: '3055550134' }, 'login-info': { password: PASSWORD, agreeToTerms: true },
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const uuid = (reg.json() as { applicationUuid: string }).applicationUuid;
    const language = async () => {
      const [user] = await t.app.db.query<{ language: string | null }>('select language from app_user where email = $1', [email]);
      const [app] = await t.app.db.query<{ language: string | null }>('select language from application where uuid = $1', [uuid]);
      return [user?.language, app?.language];
    };
    expect(await language()).toEqual(['es', 'es']);
    const jwt = (await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', headers: { host: SPANISH }, payload: { email, password: PASSWORD } })).json().jwt as string;
    const choose = (lang: string) => t.app.inject({ method: 'PUT', url: '/service-profile/api/v1/profile/language', headers: { host: SPANISH, authorization: `Bearer ${jwt}` }, payload: { language: lang } });
    expect((await choose('en')).json()).toEqual({ language: 'en' });
    expect(await language()).toEqual(['en', 'en']);
    // a language the lender does not offer is English, without an error
    expect((await choose('fr')).json()).toEqual({ language: 'en' });
    expect((await choose('es')).json()).toEqual({ language: 'es' });
    expect(await language()).toEqual(['es', 'es']);
  });
});

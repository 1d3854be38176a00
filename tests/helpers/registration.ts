import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A complete, valid register payload; every call gets its own e-mail unless one is given. */
export function registrationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    'property-info': { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
    'sale-status': { saleStatus: 'NOT_SELLING' },
    'income-info': { statedIncome: 145000 },
    name: { firstName: 'Avery', lastName: 'Stone' },
    birthdate: { dob: '1980-04-12' },
    'contact-info': { email: `avery.${process.pid}.${counter}.${Date.now()}@example.com`, phone: '4155550134' },
    'login-info': { password: 'correct horse 42', agreeToTerms: true },
    ...overrides,
  };
}

/**
 * Registers an applicant through the API and logs them in, as the portal does (registration answers
 * without a session); returns their token, e-mail and first application.
 */
export async function registerApplicant(app: FastifyInstance, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const payload = registrationPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', payload, headers });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { applicationUuid: string; redirect: string };
  const email = (payload['contact-info'] as { email: string }).email;
  const password = (payload['login-info'] as { password: string }).password;
  const login = await app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email, password }, headers });
  if (login.statusCode !== 200) throw new Error(`login after registering failed: ${login.statusCode} ${login.body}`);
  const jwt = login.json().jwt as string;
  return { ...body, jwt, email, password, auth: { authorization: `Bearer ${jwt}` } };
}

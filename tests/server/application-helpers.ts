import type { FastifyInstance } from 'fastify';

let counter = 0;

export interface Applicant {
  jwt: string;
  uuid: string;
  auth: { authorization: string };
}

/** Registers an applicant through the identity service (state profile) and answers with their session. */
export async function registerApplicant(
  app: FastifyInstance,
  opts: { lastName: string; state?: string; statedIncome?: number; firstName?: string },
): Promise<Applicant> {
  counter += 1;
  const res = await app.inject({
    method: 'POST', url: '/identity/api/v1/registration/register',
    payload: {
      'property-info': { address: { street1: `${100 + counter} Main Street`, city: opts.state === 'TX' ? 'Austin' : 'Sacramento', state: opts.state ?? 'CA', zip: opts.state === 'TX' ? '73301' : '95814' } },
      'sale-status': { saleStatus: 'NOT_SELLING' },
      'income-info': { statedIncome: opts.statedIncome ?? 150_000 },
      name: { firstName: opts.firstName ?? 'Avery', lastName: opts.lastName },
      birthdate: { dob: '1980-04-02' },
      'contact-info': { email: `applicant${counter}-${Date.now()}@example.com`, phone: '4155550100' },
      'login-info': { password: 'correct-horse-9', agreeToTerms: true },
    },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const { jwt, applicationUuid } = res.json() as { jwt: string; applicationUuid: string };
  return { jwt, uuid: applicationUuid, auth: { authorization: `Bearer ${jwt}` } };
}

export const screenUrl = (uuid: string, screen: string) => `/service-application/api/v1/application/heloc/${uuid}/screens/${screen}`;
export const appUrl = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
export const statusUrl = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

/** The start-profile body for a registered applicant. */
export const profileBody = (lastName: string, state = 'CA') => ({
  borrower: { name: { firstName: 'Avery', lastName }, dob: '1980-04-02' },
  property: { address: { street1: '100 Main Street', city: state === 'TX' ? 'Austin' : 'Sacramento', state, zip: state === 'TX' ? '73301' : '95814' } },
  softCreditConsent: true,
});

export async function put(app: FastifyInstance, who: Applicant, screen: string, body: unknown) {
  return app.inject({ method: 'PUT', url: screenUrl(who.uuid, screen), headers: who.auth, payload: body as object });
}

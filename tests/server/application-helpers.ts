import type { FastifyInstance } from 'fastify';
import { registerApplicant as registerThroughApi } from '../helpers/registration';
import type { StaffActionId } from '../../src/product/decisions';

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
  const r = await registerThroughApi(app, {
    'property-info': { address: { street1: `${100 + counter} Main Street`, city: opts.state === 'TX' ? 'Austin' : 'Sacramento', state: opts.state ?? 'CA', zip: opts.state === 'TX' ? '73301' : '95814' } },
    'income-info': { statedIncome: opts.statedIncome ?? 150_000 },
    name: { firstName: opts.firstName ?? 'Avery', lastName: opts.lastName },
    birthdate: { dob: '1980-04-02' },
    'contact-info': { email: `applicant${counter}-${Date.now()}@example.com`, phone: '4155550100' },
  });
  return { jwt: r.jwt, uuid: r.applicationUuid, auth: r.auth };
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

/** A body each staff action's form accepts (schemas/forms/staff-*): why, and what the action needs besides. */
export const STAFF_ACTION_BODIES: Record<StaffActionId, Record<string, unknown>> = {
  approve: { note: 'reviewed' },
  decline: { note: 'reviewed', reasons: ['incompleteApplication'] },
  releaseNotary: { note: 'closing package checked' },
  orderValuation: { note: 'value in doubt' },
  recordFunding: { note: 'wire sent', fundedOn: '2026-12-04', amount: 100000, reference: 'WIRE-0001' },
  cancel: { note: 'borrower asked by phone' },
};

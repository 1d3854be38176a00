import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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

/** The liens body: the first mortgage's balance (the persona's usual one unless given) and other liens. */
export const liensBody = (firstMortgageBalance = 150_000, otherLienBalance = 0) => ({ liens: { firstMortgageBalance, otherLienBalance } });

/**
 * A registered applicant through the profile and liens steps, each answered 200: where the application
 * stands then (the offers for a persona that is approved, a review or a decline otherwise).
 */
export async function throughLiens(app: FastifyInstance, who: Applicant, opts: { lastName: string; state?: string; firstMortgageBalance?: number; otherLienBalance?: number }): Promise<string> {
  const profile = await put(app, who, 'start-profile', profileBody(opts.lastName, opts.state));
  if (profile.statusCode !== 200) throw new Error(`start-profile answered ${profile.statusCode}: ${profile.body}`);
  const liens = await put(app, who, 'liens', liensBody(opts.firstMortgageBalance ?? (opts.state === 'TX' ? 120_000 : 150_000), opts.otherLienBalance));
  if (liens.statusCode !== 200) throw new Error(`liens answered ${liens.statusCode}: ${liens.body}`);
  return (liens.json() as { state: string }).state;
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

/** The offers of an applicant's application, as the offer page reads them. */
export async function offersOf<T = { uuid: string; minAmount: number }>(app: FastifyInstance, who: Applicant): Promise<T[]> {
  return (await app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json() as T[];
}

/** The contact and demographics answers of the approved persona (sole owner, a good SSN). */
export const CONTACT_BODY = { ownershipType: 'SOLE_OWNER', ssn: '123-45-6789', hardCreditConsent: true };
export const HMDA_BODY = { hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['Asian'], raceAsian: ['Korean'], sex: ['Female'] } };

/**
 * From the offers to the income step: chooses the offer, answers contact and demographics, lets the summary's
 * wait pass on the sandbox clock and confirms the summary, checking the step after each write.
 */
export async function offerToIncomeReview(t: { app: FastifyInstance; clock: { advance(ms: number): unknown } }, who: Applicant, choice: { offerId: string | undefined; amount: number; termYears: number }) {
  expect((await put(t.app, who, 'product-select', choice)).json().state).toBe('moreProfile');
  expect((await put(t.app, who, 'start-contact', CONTACT_BODY)).json().state).toBe('hmda');
  expect((await put(t.app, who, 'start-hmda', HMDA_BODY)).json().state).toBe('waitSummary');
  t.clock.advance(5000);
  expect((await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json().state).toBe('appSummary');
  expect((await put(t.app, who, 'start-app-summary', { summaryConfirmed: true })).json().state).toBe('incomeReview');
}

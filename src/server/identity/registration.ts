import type { FastifyInstance } from 'fastify';
import { resolveScreen } from '../../engine/org';
import { acceptsApplications, REGISTRATION_STEPS, stepRuleErrors, stepScreen, type RegistrationStep } from '../../product/registration';
import type { ScreenPair } from '../../engine/types';
import { startApplication } from '../applications/apply-event';
import type { ApplicationRow } from '../applications/repo';
import { badRequest, HttpError, type FieldError } from '../core/errors';

const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
import type { OrgRecord } from '../core/content-service';
import { hashPassword } from './password';
import { EmailTakenError, insertUser, type UserRow } from './users';

export interface Address { street1: string; street2?: string; city: string; state: string; zip: string }

/** The register payload: each step's data under its step id, as the steps' schema files define it. */
export interface RegistrationInput {
  'property-info': { address: Address };
  'sale-status': { saleStatus: string };
  'income-info': { statedIncome: number };
  name: { firstName: string; middleName?: string; lastName: string; suffix?: string };
  birthdate: { dob: string };
  'contact-info': { email: string; phone: string };
  'login-info': { password: string; agreeToTerms: true };
  loanOriginatorUuid?: string;
}

/** Where a new applicant continues after registering. */
export const firstPagePath = (uuid: string): string => `/account/heloc/${uuid}/start/profile`;

/**
 * Validates every step with its own schema file (the ones the pages render), then the rules a
 * schema cannot say: the org lends in the state, the applicant is of age. Every failing field is
 * listed with its path (/step/field) and message; nothing is stored on failure.
 */
export function validateRegistration(
  app: FastifyInstance, body: Record<string, unknown>, org: OrgRecord, today: string, skip: readonly RegistrationStep[] = [],
): RegistrationInput {
  const errors: FieldError[] = [];
  const steps = REGISTRATION_STEPS.filter((s) => !skip.includes(s));
  for (const step of steps) {
    const data = body[step];
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ path: `/${step}`, message: 'Required' });
      continue;
    }
    try {
      app.screens.validate(stepScreen(step), data);
    } catch (e) {
      if (!(e instanceof HttpError) || !e.errors) throw e;
      errors.push(...e.errors.map((f) => ({ path: `/${step}${f.path}`, message: f.message })));
    }
  }
  const screens = app.content.index.screens;
  for (const step of steps) {
    const failed = errors.some((e) => e.path === `/${step}` || e.path.startsWith(`/${step}/`));
    if (failed) continue;
    const ui = resolveScreen(screens[stepScreen(step)] as ScreenPair, org).ui;
    const rules = stepRuleErrors(step, body[step] as Record<string, unknown>, { licensedStates: org.licensedStates, today, ui });
    errors.push(...rules.map((r) => ({ path: `/${step}${r.path}`, message: r.message })));
  }
  if (errors.length) throw badRequest(errors.map((e) => `${e.path}: ${e.message}`).join(', '), errors);
  return body as unknown as RegistrationInput;
}

export class NotAcceptingError extends HttpError {
  constructor() {
    super(403, 'We are not accepting applications here. Please use the link your loan officer sent you.');
  }
}

const applicationData = (input: RegistrationInput, contact: { email: string; phone: string }) => ({
  property: { address: input['property-info'].address },
  saleStatus: input['sale-status'].saleStatus,
  statedIncome: input['income-info'].statedIncome,
  borrower: { name: input.name, dob: input.birthdate.dob, email: contact.email, phone: contact.phone },
  ...(input.loanOriginatorUuid ? { loanOriginatorUuid: input.loanOriginatorUuid.toLowerCase() } : {}),
});

/** Creates the applicant's account and their application in state profile, in one transaction. */
export async function registerApplicant(
  app: FastifyInstance,
  input: RegistrationInput,
  org: OrgRecord,
): Promise<{ user: UserRow; application: ApplicationRow }> {
  if (!acceptsApplications(org, input.loanOriginatorUuid)) throw new NotAcceptingError();
  const contact = input['contact-info'];
  const passwordHash = await hashPassword(input['login-info'].password);
  try {
    return await app.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: contact.email, passwordHash, role: 'APPLICANT', orgCode: org.orgCode,
        profile: { name: input.name, dob: input.birthdate.dob, phone: contact.phone, address: input['property-info'].address },
      });
      const application = await startApplication(app, tx, { ownerId: user.id, orgCode: org.orgCode, data: applicationData(input, contact) });
      return { user, application };
    });
  } catch (e) {
    if (e instanceof EmailTakenError) throw new HttpError(409, EMAIL_TAKEN, [{ path: '/contact-info/email', message: EMAIL_TAKEN }]);
    throw e;
  }
}

/**
 * A signed-in applicant starting another application: no new account, so no login info, and their
 * account's e-mail and phone unless the contact step gave others.
 */
export async function addApplication(
  app: FastifyInstance,
  input: RegistrationInput,
  org: OrgRecord,
  user: UserRow,
): Promise<ApplicationRow> {
  if (!acceptsApplications(org, input.loanOriginatorUuid)) throw new NotAcceptingError();
  const contact = input['contact-info'] ?? { email: user.email, phone: user.profile.phone ?? '' };
  return startApplication(app, app.db, { ownerId: user.id, orgCode: org.orgCode, data: applicationData(input, contact) });
}

export type { RegistrationStep };

import { BASE_LANGUAGE } from '../../engine/languages';
import { textsIn } from '../core/language';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveScreen, resolveString } from '../../engine/org';
import { acceptsApplications, isCryptoHeloc, REGISTRATION_STEPS, stepRuleErrors, stepScreen, type RegistrationStep } from '../../product/registration';
import type { ScreenPair } from '../../engine/types';
import { startApplication } from '../applications/apply-event';
import type { ApplicationRow } from '../applications/repo';
import { badRequest, HttpError, type FieldError } from '../core/errors';
import type { OrgRecord } from '../core/content-service';
import { notify } from '../notifications/notify';
import { tooManyAttempts } from './login';
import { AnswerPace } from './answer-pace';
import { hashPassword, verifyPassword } from './password';
import { blockedFor, recordFailure, REGISTER_EMAIL_RULE, registerAddressKey, registerAddressRule, registerEmailKey } from './throttle';
import { EmailTakenError, emailKey, findUserByEmail, insertUser, type UserRow } from './users';
import { APP_BASE } from '../../lib/page-paths';

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
  utmSource?: string;
}

/**
 * The pace of a visitor's registration answers: an account's creation after its hash is the longest work,
 * and every answer comes that long after its hash, whatever became of the registration.
 */
const pace = new AnswerPace();

/** Where a new applicant continues after registering. */
export const firstPagePath = (uuid: string): string => `${APP_BASE}/${uuid}/start/profile`;

/**
 * Validates every step with its own schema file (the ones the pages render), then the rules a
 * schema cannot say: the org lends in the state, the applicant is of age. Every failing field is
 * listed with its path (/step/field) and message; nothing is stored on failure.
 */
export function validateRegistration(
  app: FastifyInstance, body: Record<string, unknown>, org: OrgRecord, today: string, skip: readonly RegistrationStep[] = [], lang?: string,
): RegistrationInput {
  const errors: FieldError[] = [];
  const steps = REGISTRATION_STEPS.filter((s) => !skip.includes(s));
  const words = textsIn(app.content.index, org, lang ?? BASE_LANGUAGE);
  for (const step of steps) {
    const data = body[step];
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ path: `/${step}`, message: resolveString(words.index.strings, 'refusal.required', words.org) });
      continue;
    }
    try {
      app.screens.validate(stepScreen(step), data, lang);
    } catch (e) {
      if (!(e instanceof HttpError) || !e.errors) throw e;
      errors.push(...e.errors.map((f) => ({ path: `/${step}${f.path}`, message: f.message })));
    }
  }
  const screens = words.index.screens;
  for (const step of steps) {
    const failed = errors.some((e) => e.path === `/${step}` || e.path.startsWith(`/${step}/`));
    if (failed) continue;
    const ui = resolveScreen(screens[stepScreen(step)] as ScreenPair, words.org).ui;
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

const applicationData = (input: RegistrationInput, contact: { email: string; phone: string }, org: OrgRecord) => ({
  property: { address: input['property-info'].address },
  isCrypto: isCryptoHeloc(org, input.utmSource),
  saleStatus: input['sale-status'].saleStatus,
  statedIncome: input['income-info'].statedIncome,
  borrower: { name: input.name, dob: input.birthdate.dob, email: contact.email, phone: contact.phone },
  ...(input.loanOriginatorUuid ? { loanOriginatorUuid: input.loanOriginatorUuid.toLowerCase() } : {}),
});

/** What became of a visitor's registration; the visitor's answer is the same for each. */
export type RegistrationOutcome = 'ACCOUNT_CREATED' | 'ADDED_TO_ACCOUNT' | 'ACCOUNT_NOTIFIED';

/** The notice an account holder gets when someone registers with their e-mail without their password. */
export const registrationAttemptNotice = (org: OrgRecord, at: Date) => ({
  title: 'Someone tried to register with your e-mail',
  description: `On ${at.toISOString().slice(0, 10)} someone started an application at ${org.orgBrand} with your e-mail address but not your password. Nothing was changed. If it was you, log in with your password to start a new application from your dashboard.`,
});

/** 429 once the e-mail's or the address's hourly registrations are used up. */
async function refuseWhenBlocked(app: FastifyInstance, keys: readonly string[]): Promise<void> {
  const wait = await blockedFor(app.db, [...keys], app.clock.now());
  if (wait > 0) throw tooManyAttempts(wait, 'registrations');
}

/**
 * Counts a registration against the e-mail's and the address's hourly limits, once its password hash is
 * sure to run (what the limits protect: each costs a hash, and an existing account's is a password check),
 * so a registration refused as busy (503) or failing before that counts nothing.
 */
async function countRegistration(app: FastifyInstance, keys: readonly [string, string]): Promise<void> {
  await refuseWhenBlocked(app, keys);
  const now = app.clock.now();
  await recordFailure(app.db, keys[0], REGISTER_EMAIL_RULE, now);
  await recordFailure(app.db, keys[1], registerAddressRule(app.config.registrationsPerAddress), now);
}

/**
 * Registers a visitor, answering the same whether or not their e-mail has an account, so the answer
 * tells no one who is a customer. A new e-mail gets an account and an application in state profile,
 * in one transaction. An e-mail with an applicant's account and that account's password is its
 * holder: the application joins that account. Any other existing e-mail stores nothing but a notice
 * to the account holder, and the visitor is answered with an application id that exists nowhere.
 * Either way the visitor goes on by logging in; each path costs one password hash, and each answer comes
 * at one pace after it (AnswerPace), so its time does not tell either.
 */
export async function registerVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  input: RegistrationInput,
  org: OrgRecord,
): Promise<{ applicationUuid: string; outcome: RegistrationOutcome }> {
  const ip = request.ip;
  if (!acceptsApplications(org, input.loanOriginatorUuid)) throw new NotAcceptingError();
  const contact = input['contact-info'];
  const password = input['login-info'].password;
  const keys = [registerEmailKey(emailKey(contact.email)), registerAddressKey(ip)] as const;
  // refused at once when a limit is used up, rather than after waiting for a hash
  await refuseWhenBlocked(app, keys);
  const counted = { first: () => countRegistration(app, keys) };
  let existing = await findUserByEmail(app.db, contact.email);
  if (!existing) {
    const passwordHash = await hashPassword(password, counted);
    const hashedAt = performance.now();
    try {
      const application = await app.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: contact.email, passwordHash, role: 'APPLICANT', orgCode: org.orgCode,
          profile: { name: input.name, dob: input.birthdate.dob, phone: contact.phone, address: input['property-info'].address },
          language: request.language(),
        });
        return startApplication(app, tx, { ownerId: user.id, orgCode: org.orgCode, data: applicationData(input, contact, org), language: request.language() });
      });
      pace.measured(hashedAt);
      await pace.due(hashedAt);
      return { applicationUuid: application.uuid, outcome: 'ACCOUNT_CREATED' };
    } catch (e) {
      if (!(e instanceof EmailTakenError)) throw e;
      // registered a moment ago by someone else: from here on it is an existing account
      existing = await findUserByEmail(app.db, contact.email);
      if (!existing) throw e;
    }
  }
  const holder = await verifyPassword(password, existing.password_hash, counted);
  const hashedAt = performance.now();
  if (holder && existing.role === 'APPLICANT') {
    const application = await addApplication(app, input, org, existing, request.language());
    await pace.due(hashedAt);
    return { applicationUuid: application.uuid, outcome: 'ADDED_TO_ACCOUNT' };
  }
  // the notice needs nothing of the answer: it is written after it
  const holderId = existing.id;
  const notice = registrationAttemptNotice(org, app.clock.now());
  app.lifecycle.afterAnswer(request, () => notify(app.db, { identityId: holderId, ...notice }));
  await pace.due(hashedAt);
  return { applicationUuid: randomUUID(), outcome: 'ACCOUNT_NOTIFIED' };
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
  language: string,
): Promise<ApplicationRow> {
  if (!acceptsApplications(org, input.loanOriginatorUuid)) throw new NotAcceptingError();
  const contact = input['contact-info'] ?? { email: user.email, phone: user.profile.phone ?? '' };
  return startApplication(app, app.db, { ownerId: user.id, orgCode: org.orgCode, data: applicationData(input, contact, org), language });
}

export type { RegistrationStep };

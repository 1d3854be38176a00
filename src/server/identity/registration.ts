import type { FastifyInstance } from 'fastify';
import { acceptsApplications, ageOn, fillTemplate, REGISTRATION_STEPS, stepScreen, type RegistrationStep } from '../../engine/registration';
import type { JsonObject } from '../../engine/types';
import { createApplication, type ApplicationRow } from '../applications/repo';
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
export const FIRST_APPLICATION_STATE = 'profile';
export const NEW_APPLICATION_STATUS = 'IN_PROGRESS';
export const firstPagePath = (uuid: string): string => `/account/heloc/${uuid}/start/profile`;

const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'the District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const uiText = (ui: JsonObject, path: string[], key: string): string | undefined => {
  let node: unknown = ui;
  for (const p of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[p] : undefined;
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Validates every step with its own schema file (the ones the pages render), then the rules a
 * schema cannot say: the org lends in the state, the applicant is of age. Every failing field is
 * listed with its path (/step/field) and message; nothing is stored on failure.
 */
export function validateRegistration(app: FastifyInstance, body: Record<string, unknown>, org: OrgRecord, today: string): RegistrationInput {
  const errors: FieldError[] = [];
  for (const step of REGISTRATION_STEPS) {
    try {
      app.screens.validate(stepScreen(step), body[step] ?? {});
    } catch (e) {
      if (!(e instanceof HttpError) || !e.errors) throw e;
      errors.push(...e.errors.map((f) => ({ path: `/${step}${f.path}`, message: f.message })));
    }
  }
  const input = body as unknown as RegistrationInput;
  const screens = app.content.index.screens;

  const state = input['property-info']?.address?.state;
  if (typeof state === 'string' && !errors.some((e) => e.path.startsWith('/property-info/address/state')) && !org.licensedStates.includes(state)) {
    const template = uiText(screens[stepScreen('property-info')]?.ui ?? {}, ['address'], 'x-unlicensed') ?? 'We do not lend in {stateName}.';
    errors.push({
      path: '/property-info/address/state',
      message: fillTemplate(template, { stateName: US_STATE_NAMES[state] ?? state, state, states: [...org.licensedStates].sort().join(', '), brand: org.orgBrand }),
    });
  }

  const dob = input.birthdate?.dob;
  if (typeof dob === 'string' && !errors.some((e) => e.path.startsWith('/birthdate/dob'))) {
    const ui = screens[stepScreen('birthdate')]?.ui ?? {};
    const minAge = Number((ui.dob as JsonObject | undefined)?.['x-min-age'] ?? 18);
    if (dob >= today) errors.push({ path: '/birthdate/dob', message: uiText(ui, ['dob'], 'x-not-past') ?? 'Enter a date in the past.' });
    else if (ageOn(dob, today) < minAge) errors.push({ path: '/birthdate/dob', message: uiText(ui, ['dob'], 'x-underage') ?? `You must be at least ${minAge} years old.` });
  }

  if (errors.length) throw badRequest(errors.map((e) => `${e.path}: ${e.message}`).join(', '), errors);
  return input;
}

export class NotAcceptingError extends HttpError {
  constructor() {
    super(403, 'We are not accepting applications here. Please use the link your loan officer sent you.');
  }
}

/** Creates the applicant's account and their application in state profile, in one transaction. */
export async function registerApplicant(
  app: FastifyInstance,
  input: RegistrationInput,
  org: OrgRecord,
): Promise<{ user: UserRow; application: ApplicationRow }> {
  if (!acceptsApplications(org, input.loanOriginatorUuid)) throw new NotAcceptingError();
  const contact = input['contact-info'];
  const name = input.name;
  const address = input['property-info'].address;
  const passwordHash = await hashPassword(input['login-info'].password);
  try {
    return await app.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: contact.email, passwordHash, role: 'APPLICANT', orgCode: org.orgCode,
        profile: { name, dob: input.birthdate.dob, phone: contact.phone, address },
      });
      const application = await createApplication(tx, {
        ownerId: user.id, orgCode: org.orgCode, state: FIRST_APPLICATION_STATE, serverStatus: NEW_APPLICATION_STATUS,
        data: {
          property: { address },
          saleStatus: input['sale-status'].saleStatus,
          statedIncome: input['income-info'].statedIncome,
          borrower: { name, dob: input.birthdate.dob, email: contact.email, phone: contact.phone },
          ...(input.loanOriginatorUuid ? { loanOriginatorUuid: input.loanOriginatorUuid.toLowerCase() } : {}),
        },
      });
      return { user, application };
    });
  } catch (e) {
    if (e instanceof EmailTakenError) throw new HttpError(409, EMAIL_TAKEN, [{ path: '/contact-info/email', message: EMAIL_TAKEN }]);
    throw e;
  }
}

export type { RegistrationStep };

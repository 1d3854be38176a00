import type { FastifyInstance } from 'fastify';
import { compileFlow, type CompiledFlow } from '../../src/engine/flow-machine';
import type { JsonObject } from '../../src/engine/types';
import { guards } from '../../src/product/guards';
import { appUrl, profileBody, screenUrl, statusUrl, type Applicant } from './application-helpers';
import { PDF, PNG, multipart } from './funding/helpers';

/** What a driven applicant answers a screen with: a body, built from what the application holds now. */
export type Answer = (ctx: { app: FastifyInstance; who: Applicant; record: Record<string, unknown> }) => Promise<unknown> | unknown;

const json = async (app: FastifyInstance, who: Applicant, url: string) => (await app.inject({ url, headers: who.auth })).json();

async function upload(app: FastifyInstance, who: Applicant, type: string, data: Buffer, name: string): Promise<string> {
  const body = multipart(name, data);
  const res = await app.inject({ method: 'POST', url: `${appUrl(who.uuid)}/documents?documentType=${type}`, headers: { ...who.auth, ...body.headers }, payload: body.payload });
  if (res.statusCode !== 201) throw new Error(`upload ${type}: ${res.statusCode} ${res.body}`);
  return res.json().uuid as string;
}

/** How an approved applicant answers each screen of the journey. */
export const DEFAULT_ANSWERS: Record<string, Answer> = {
  'start-profile': ({ record }) => profileBody(String(((record.borrower as JsonObject | undefined)?.name as JsonObject | undefined)?.lastName ?? 'Prime')),
  'liens': () => ({ liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } }),
  'product-select': async ({ app, who }) => {
    const [offer] = await json(app, who, `${appUrl(who.uuid)}/offers`);
    return { offerId: offer.uuid, amount: Math.max(offer.minAmount, Math.min(100_000, offer.maxAmount)), termYears: offer.termsYears.at(-1) };
  },
  'product-assets': () => ({ assets: { accounts: [{ institution: 'Sandbox Federal Bank', accountType: 'SAVINGS', balance: 250_000 }], attest: true } }),
  'start-contact': () => ({ ownershipType: 'SOLE_OWNER', ssn: '123-45-6789', hardCreditConsent: true }),
  'start-hmda': () => ({ hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['Asian'], raceAsian: ['Korean'], sex: ['Female'] } }),
  'start-app-summary': () => ({ summaryConfirmed: true }),
  'income-review': () => ({ linkType: 'payroll', providerId: 'pay_summit', username: 'user_good', password: 'pass_good', consent: true }),
  'income-paystubs': async ({ app, who, record }) => {
    const n = Number(record.paystubsRequired ?? 1) || 1;
    const documentUuids = [];
    for (let i = 0; i < n; i++) documentUuids.push(await upload(app, who, 'USER_UPLOADED_PAYSTUB', PDF, `paystub-${i + 1}.pdf`));
    return { documentUuids };
  },
  'income-employer-verification': () => ({ employerName: 'Cascade Robotics', jobTitle: 'Engineer', startDate: '2019-03-01', employerPhone: '5035550123', employmentType: 'FULL_TIME' }),
  'payoff-hold': () => ({ attestPayoff: true }),
  'bank-disburse': async ({ app, who }) => {
    const res = await app.inject({ method: 'POST', url: `${appUrl(who.uuid)}/bank/link`, headers: who.auth, payload: { institutionId: 'ins_sandbox_1', username: 'user_good', password: 'pass_good' } });
    return { method: 'LINKED', accountUuid: res.json()[0].uuid };
  },
  'bank-manual-disburse': () => ({ accountHolderName: 'Avery Prime', routingNumber: '021000021', accountNumber: '123456789', confirmAccountNumber: '123456789', accountType: 'CHECKING' }),
  'bank-autopay': () => ({ payType: 'AUTOPAY' }),
  'identity-document': async ({ app, who }) => ({
    documentType: 'DRIVERS_LICENSE_FRONT', documentUuid: await upload(app, who, 'DRIVERS_LICENSE_FRONT', PNG, 'licence.png'),
    backDocumentUuid: await upload(app, who, 'DRIVERS_LICENSE_BACK', PNG, 'licence-back.png'),
  }),
  'bpo-estimate-value': () => ({ estimatedValue: 450_000, propertyCondition: 'GOOD' }),
  'signing-consent': async ({ app, who }) => {
    const { document } = await json(app, who, `${appUrl(who.uuid)}/disclosures`);
    return { agree: true, documentUuid: document.uuid, sha256: document.sha256 };
  },
  'notary-slot': async ({ app, who }) => ({ slot: (await json(app, who, `${appUrl(who.uuid)}/notary/slots`)).slots[0], acceptFee: true }),
  'insurance-proof': async ({ app, who }) => {
    const { insuranceRequired } = await json(app, who, `${appUrl(who.uuid)}/funding`);
    const documentUuids = [];
    for (const type of insuranceRequired as string[]) documentUuids.push(await upload(app, who, type, PDF, `${type.toLowerCase()}.pdf`));
    return { documentUuids };
  },
};

/** Screens a driven applicant leaves alone unless told to answer them (optional extras of a step). */
const OPTIONAL = new Set(['signing-additional', 'notary-id-check', 'notary-ceremony', 'review-app-datatree']);

/**
 * A valid body from a screen's schema alone, for screens the driver has no answer for (a screen
 * staff added): required fields only, the first allowed value, true for a checkbox that must be.
 */
export function sampleFor(schema: JsonObject): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf) && schema.oneOf.length) return sampleFor(schema.oneOf[0] as JsonObject);
  switch (schema.type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonObject>;
      return Object.fromEntries(((schema.required ?? []) as string[]).map((k) => [k, sampleFor(props[k] ?? {})]));
    }
    case 'boolean': return true;
    case 'integer': case 'number': return Number(schema.minimum ?? 1);
    case 'array': return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleFor((schema.items ?? {}) as JsonObject));
    default: return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

export interface DriveResult {
  /** States the application was seen at, in order. */
  states: string[];
  /** Screens written, in order. */
  screens: string[];
}

/**
 * Drives an application through the flow the server runs, asking only the server where it stands:
 * at each state it answers the state's screen (its own, then its page's), moves the sandbox clock
 * on at a step that only waits, and stops at a final state or `until`.
 */
export async function drive(
  app: FastifyInstance,
  who: Applicant,
  opts: { until?: string; answers?: Record<string, Answer>; maxSteps?: number } = {},
): Promise<DriveResult> {
  const flow: CompiledFlow = compileFlow(app.content.index.flows.applicant as never, guards);
  const answers = { ...DEFAULT_ANSWERS, ...opts.answers };
  const result: DriveResult = { states: [], screens: [] };
  let writtenHere = new Set<string>();
  for (let step = 0; step < (opts.maxSteps ?? 80); step++) {
    const { state } = await json(app, who, statusUrl(who.uuid));
    if (result.states.at(-1) !== state) {
      result.states.push(state);
      writtenHere = new Set();
    }
    const s = flow.state(state);
    if (!s || s.final || state === opts.until) return result;
    const shown = [s.screen, ...(s.screens ?? [])].filter((x): x is string => !!x);
    // screens the caller answers first (a step's optional part), each once per visit, then the step's own
    const fresh = shown.filter((id) => !writtenHere.has(id));
    const screen = fresh.find((id) => opts.answers?.[id]) ?? fresh.find((id) => !OPTIONAL.has(id));
    if (!screen) {
      // only waiting here: let time pass on the server clock (a valuation, the right to cancel)
      await app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { hours: 24 } });
      continue;
    }
    const record = await json(app, who, appUrl(who.uuid));
    const pair = app.content.index.screens[screen];
    const body = answers[screen] ? await answers[screen]({ app, who, record }) : sampleFor(pair?.schema ?? {});
    const res = await app.inject({ method: 'PUT', url: screenUrl(who.uuid, screen), headers: who.auth, payload: body as object });
    if (res.statusCode !== 200) throw new Error(`${screen} at ${state}: ${res.statusCode} ${res.body}`);
    result.screens.push(screen);
    writtenHere.add(screen);
  }
  throw new Error(`the journey did not end: ${result.states.join(' > ')}`);
}

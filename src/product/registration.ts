import { stateName } from '../lib/us-states';
import { guards } from './guards';
import type { FlowFile, JsonObject, OrgFile } from '../engine/types';

/** The registration steps in the order of the spec; flows/registration.flow.json orders them. */
export const REGISTRATION_STEPS = ['property-info', 'sale-status', 'income-info', 'name', 'birthdate', 'contact-info', 'login-info'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const isRegistrationStep = (value: unknown): value is RegistrationStep =>
  typeof value === 'string' && (REGISTRATION_STEPS as readonly string[]).includes(value);

/** Screen id of a step's schema pair. */
export const stepScreen = (step: RegistrationStep): string => `registration/${step}`;

/** What the steps collected so far, by step id. */
export type RegistrationDraft = Partial<Record<RegistrationStep, Record<string, unknown>>>;

/** The state the flow moves to from `state` on `event`: the first transition whose guard allows it. */
export function nextState(flow: FlowFile, state: string, ctx: Record<string, unknown>, event = 'next'): string | undefined {
  for (const t of flow.states[state]?.transitions ?? []) {
    if (t.event !== event) continue;
    if (!t.guard || guards[t.guard]?.(ctx)) return t.target;
  }
  return undefined;
}

/**
 * The states a visitor passes through, from the start to the first final state. The context is what
 * the guards may read: contact known before the steps (contact-info) and whether they are signed in.
 * Back goes to the previous entry, so skipped steps are skipped both ways.
 */
export function registrationPath(flow: FlowFile, ctx: Record<string, unknown>): string[] {
  const path = [flow.initial];
  let state: string | undefined = flow.initial;
  while (state && !flow.states[state]?.final && path.length <= Object.keys(flow.states).length) {
    state = nextState(flow, state, ctx);
    if (state) path.push(state);
  }
  return path;
}

/** The registration steps (states with a screen) on the path, in order. */
export const stepsOnPath = (flow: FlowFile, ctx: Record<string, unknown>): RegistrationStep[] =>
  registrationPath(flow, ctx).filter(isRegistrationStep);

/**
 * Spec: the register route shows the not-accepting page when the org needs a referring loan officer
 * and none is given, and for wholesale setups. A given originator must belong to the org.
 */
export function acceptsApplications(
  org: Pick<OrgFile, 'originator' | 'originators'>,
  loanOriginatorUuid: string | null | undefined,
): boolean {
  if (org.originator.wholesale) return false;
  if (!org.originator.loanOfficerRequired) return true;
  if (!loanOriginatorUuid) return false;
  return (org.originators ?? []).some((o) => o.uuid.toLowerCase() === loanOriginatorUuid.toLowerCase());
}

/** Whole years between a yyyy-MM-dd birth date and a yyyy-MM-dd day (UTC calendar dates). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** "{name}" placeholders filled from values. */
export const fillTemplate = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const uiText = (ui: JsonObject, field: string, key: string): string | undefined => {
  const node = ui[field];
  const value = node && typeof node === 'object' && !Array.isArray(node) ? (node as JsonObject)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

export interface StepRuleContext {
  /** Postal abbreviations of the states the org lends in. */
  licensedStates: readonly string[];
  /** Today as yyyy-MM-dd. */
  today: string;
  /** The step's UI schema (with the org's copy applied): the messages come from it. */
  ui: JsonObject;
}

/**
 * Rules of a step that a JSON Schema cannot express, checked the same way by the page and the server:
 * the home must be in a state the org lends in, and the applicant must be of age. Paths are relative
 * to the step's data; data the schema already refuses is left to the schema's message.
 */
export function stepRuleErrors(step: RegistrationStep, data: Record<string, unknown> | undefined, ctx: StepRuleContext): { path: string; message: string }[] {
  if (step === 'property-info') {
    const state = (data?.address as { state?: unknown } | undefined)?.state;
    if (typeof state !== 'string' || !/^[A-Z]{2}$/.test(state) || ctx.licensedStates.includes(state)) return [];
    const template = uiText(ctx.ui, 'address', 'x-unlicensed') ?? 'We do not lend in {stateName} yet.';
    const states = [...ctx.licensedStates].sort().join(', ');
    return [{ path: '/address/state', message: fillTemplate(template, { stateName: stateName(state), state, states }) }];
  }
  if (step === 'birthdate') {
    const dob = data?.dob;
    if (typeof dob !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return [];
    const node = ctx.ui.dob as JsonObject | undefined;
    const minAge = typeof node?.['x-min-age'] === 'number' ? node['x-min-age'] : 18;
    if (dob >= ctx.today) return [{ path: '/dob', message: uiText(ctx.ui, 'dob', 'x-not-past') ?? 'Enter a date in the past.' }];
    if (ageOn(dob, ctx.today) < minAge) return [{ path: '/dob', message: uiText(ctx.ui, 'dob', 'x-underage') ?? `You must be at least ${minAge} years old.` }];
  }
  return [];
}

/** The query parameter naming where a visitor came from; CRYPTO_UTM_SOURCE marks a crypto HELOC visitor. */
export const UTM_SOURCE_PARAM = 'utm_source';
export const CRYPTO_UTM_SOURCE = 'cloc';
/** The longest utm source registration keeps. */
export const UTM_SOURCE_MAX = 64;

/** A crypto HELOC: started at a lender's crypto variant, or by a visitor sent with utm_source=cloc. */
export const isCryptoHeloc = (org: Pick<OrgFile, 'cryptoHeloc'>, utmSource: string | undefined): boolean =>
  org.cryptoHeloc === true || utmSource === CRYPTO_UTM_SOURCE;

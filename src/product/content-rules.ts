import type { KnownNames } from '../engine/check';
import { encodePointerToken } from '../engine/json-pointer';
import { mergePricing } from './org-file';
import { didYouMean, oneOf } from '../engine/suggest';
import type { ContentIndex, Problem } from '../engine/types';
import { COPY_FILE } from '../engine/check-copy';
import { checkPricing } from './check-pricing';
import { CONDITION_TEXT_PLACEHOLDERS } from './condition-text';
import { ownerOf, sandboxKey } from './own-texts';
import { CONDITION_CATEGORIES, FIELD_ENUMERATIONS, PARTNER_ORG_CODES } from './enumerations';
import { GUARD_NAMES } from './guards';
import { PROGRESS_STEPS } from './progress';
import { BUILTIN_WIDGETS, PAGE_NAMES, PROJECT_FIELDS, PROJECT_WIDGETS, STANDARD_FIELDS, WIDGETS_BY_TYPE } from './registry-names';
import { LANGUAGE_SCOPE } from './languages';
import { checkEnglishOnly } from './english-only';

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Lender rules beyond the org meta-schema: referrals, originators and opening hours. */
export function checkLenders(content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  const originatorFiles = new Map<string, string>();
  for (const org of Object.values(content.orgs).sort((a, b) => a.file.localeCompare(b.file))) {
    const { file } = org;
    if (typeof org.partnerCode === 'string' && !(PARTNER_ORG_CODES as readonly string[]).includes(org.partnerCode)) {
      add(file, '/partnerCode', `partnerCode: "${org.partnerCode}" is no partner organisation code${didYouMean(org.partnerCode, PARTNER_ORG_CODES)}: write one of ${oneOf(PARTNER_ORG_CODES)}, or leave it out`);
    }
    if (org.originator?.loanOfficerRequired === true && !(org.originators ?? []).length) {
      add(file, '/originator/loanOfficerRequired', 'originator.loanOfficerRequired: the lender takes applications only from a loan officer\'s referral link, but lists no originators, so nobody can apply: add an entry to "originators", or write false');
    }
    (org.originators ?? []).forEach((o, i) => {
      const first = originatorFiles.get(o.uuid);
      if (first) add(file, `/originators/${i}/uuid`, `originators[${i}].uuid: ${o.uuid} is already the referral id of an originator in ${first}: write a new UUID`);
      else originatorFiles.set(o.uuid, file);
    });
    const pricing = Array.isArray(org.orgPricingData) ? mergePricing(org) as { lineAmount?: { min?: unknown; max?: unknown }; fees?: Record<string, unknown> } : {};
    const at = (key: string) => `/orgPricingData/${org.orgPricingData.findIndex((p) => p && key in p)}/${key}`;
    const { min, max } = pricing.lineAmount ?? {};
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      add(file, `${at('lineAmount')}/min`, `orgPricingData lineAmount.min: ${min} is above the largest line ${max}, so no line can be offered: write a smallest line of at most ${max}`);
    }
    const { originationPct, originationPctMax } = pricing.fees ?? {};
    if (typeof originationPct === 'number' && typeof originationPctMax === 'number' && originationPct > originationPctMax) {
      add(file, `${at('fees')}/originationPct`, `orgPricingData fees.originationPct: ${originationPct}% is above originationPctMax ${originationPctMax}%: write at most ${originationPctMax}`);
    }
    for (const [department, week] of Object.entries(org.operatingHours ?? {})) {
      if (!Array.isArray(week)) continue;
      const at = `/operatingHours/${encodePointerToken(department)}`;
      const seen = new Set<string>();
      week.forEach((day, i) => {
        const name = `operatingHours.${department}[${i}]`;
        const expected = WEEK.indexOf(day.weekday as (typeof WEEK)[number]) + 1;
        if (expected > 0 && day.weekdayValue !== expected) add(file, `${at}/${i}/weekdayValue`, `${name}.weekdayValue: ${day.weekday} is day ${expected} of the week (Monday is 1): write ${expected}`);
        if (seen.has(day.weekday)) add(file, `${at}/${i}/weekday`, `${name}.weekday: ${day.weekday} is listed twice: list each day of the week once`);
        seen.add(day.weekday);
        if (day.isOpen && typeof day.startTime === 'string' && typeof day.endTime === 'string' && day.startTime >= day.endTime) {
          add(file, `${at}/${i}/endTime`, `${name}.endTime: ${day.weekday} closes at ${day.endTime}, not after it opens at ${day.startTime}: write a closing time later than the opening time (24-hour, Pacific), or "isOpen": false`);
        }
      });
    }
  }
  return problems;
}

/** Flow states name a progress sidebar step the portal draws. */
export function checkProgressSteps(content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  for (const flow of Object.values(content.flows)) {
    for (const [name, state] of Object.entries(flow.states ?? {})) {
      const step = state.progressStep;
      if (typeof step === 'string' && !(PROGRESS_STEPS as readonly string[]).includes(step)) {
        problems.push({ file: flow.file, pointer: `/states/${encodePointerToken(name)}/progressStep`, message: `states.${name}.progressStep: "${step}" is no step of the progress sidebar${didYouMean(step, PROGRESS_STEPS)}: write one of ${oneOf(PROGRESS_STEPS)}` });
      }
    }
  }
  return problems;
}

/** A state's or screen's own text names a state of the applicant flow, or a screen, that exists. */
export function checkOwnTexts(content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  const flow = content.flows.applicant;
  const add = (file: string, key: string, name: string, what: string, known: string[]) => problems.push({
    file, pointer: `${file === COPY_FILE ? '' : '/copy/strings'}/${encodePointerToken(key)}`,
    message: `${key}: "${name}" is no ${what}${didYouMean(name, known)}, so this text is never shown: name one of ${oneOf(known, 20)}`,
  });
  const keys = [
    ...Object.keys(content.strings).map((key) => ({ key, file: COPY_FILE })),
    ...Object.values(content.orgs).flatMap((org) => Object.keys(org.copy?.strings ?? {}).map((key) => ({ key, file: org.file }))),
  ];
  for (const { key, file } of keys) {
    const owner = ownerOf(key);
    if (!owner || (file !== COPY_FILE && !Object.hasOwn(content.strings, key))) continue; // an unknown override is reported already
    if (owner.kind === 'state' && flow && !Object.keys(flow.states).some(owner.matches)) add(file, key, owner.name, `state of ${flow.file}`, Object.keys(flow.states));
    if (owner.kind === 'screen' && !Object.keys(content.screens).some(owner.matches)) add(file, key, owner.name, 'screen (in camel case)', Object.keys(content.screens).map((id) => sandboxKey(id).slice('sandbox.'.length)));
  }
  return problems;
}

/** What the product lets content name, and the product's own rules, for content:check. */
export function productNames(): Omit<KnownNames, 'effects'> {
  return {
    guards: GUARD_NAMES(),
    widgets: [...BUILTIN_WIDGETS, ...PROJECT_WIDGETS],
    standardWidgets: WIDGETS_BY_TYPE,
    fields: [...STANDARD_FIELDS, ...PROJECT_FIELDS],
    pages: [...PAGE_NAMES],
    enumerations: FIELD_ENUMERATIONS,
    pairs: [{
      folder: 'conditions', names: CONDITION_CATEGORIES, what: 'condition category',
      text: { pointer: '/x-condition/text', about: 'the text shown with the condition: what the applicant is asked for', placeholders: CONDITION_TEXT_PLACEHOLDERS },
    }],
    languageScope: LANGUAGE_SCOPE,
    rules: [checkLenders, checkPricing, checkProgressSteps, checkOwnTexts, checkEnglishOnly],
  };
}

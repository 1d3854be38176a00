import { createContext, useContext } from 'react';
import type { PrivateLabel } from '../api/org';
import { interpolate, resolveString } from '../engine/org';
import type { CopyKey } from '../generated/copy-keys';
import { BASE_LANGUAGE } from '../engine/languages';
import { shellStringsIn } from './copy';

export const OrgContext = createContext<PrivateLabel | null>(null);

/** The language the page speaks (docs/languages.md); the org in OrgContext carries its own words in it. */
export const LanguageContext = createContext<string>(BASE_LANGUAGE);

export const useLanguage = (): string => useContext(LanguageContext);

/** The current org; only used below the shell, which renders nothing until the org has loaded. */
export function useOrg(): PrivateLabel {
  const org = useContext(OrgContext);
  if (!org) throw new Error('useOrg outside a loaded org');
  return org;
}

export function useOptionalOrg(): PrivateLabel | null {
  return useContext(OrgContext);
}

/**
 * Texts content may leave out, looked up only where present: a flow state's own waiting text, a
 * screen's sandbox hint, and the staff console's words for a status, condition status or staff action
 * (the code itself shows where none is written), and the canned replies an org may add or blank out.
 * Every other key is a CopyKey, so one missing from schemas/copy/en.json stops the build (and
 * content:check finds it in the source).
 */
export type OptionalCopyKey =
  | `waiting.${string}` | `sandbox.${string}`
  | `staff.status.${string}` | `staff.condition.${string}` | `staff.event.${string}` | `agent.canned.${string}`;
export type { CopyKey };

/** Shell copy in the page's language: org override, then schemas/copy/<lang>.json, then en.json; {placeholders} filled from values. */
export function useCopy(): (key: CopyKey | OptionalCopyKey, values?: Record<string, string | number>) => string {
  const org = useContext(OrgContext);
  const strings = shellStringsIn(useContext(LanguageContext));
  return (key, values) => interpolate(resolveString(strings, key, org ?? undefined), values ?? {});
}

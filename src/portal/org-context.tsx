import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PrivateLabel } from '../api/org';
import { interpolate, resolveString } from '../engine/org';
import type { CopyKey } from '../generated/copy-keys';
import { BASE_LANGUAGE } from '../engine/languages';
import { activeStringsIn, languagesLoaded, loadLanguages, loadWholeContent, subscribeContent, wholeContentLoaded } from './content';

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
 * screen's sandbox hint, and the staff console's words for a status, condition status, staff action or language
 * (the code itself shows where none is written), and the canned replies an org may add or blank out.
 * Every other key is a CopyKey, so one missing from schemas/copy/en.json stops the build (and
 * content:check finds it in the source).
 */
export type OptionalCopyKey =
  | `waiting.${string}` | `sandbox.${string}`
  | `staff.status.${string}` | `staff.condition.${string}` | `staff.event.${string}` | `staff.language.${string}` | `agent.canned.${string}`;
export type { CopyKey };

/**
 * Shell copy in the page's language: org override (in that language), then the copy of the content in force
 * in that language (schemas/copy/<lang>.json over en.json, as built or a served version's); {placeholders}
 * filled from values. English opening pages run on the opening part of the copy (src/portal/copy.ts); a key it
 * left out, asked for before the rest has loaded, loads it, and the page draws again once it is in (no opening
 * page asks for one: tests/portal). A page in another language renders once the whole content is in
 * and its languages' texts are in (loadLanguages: enterVersion, useChooseLanguage), so its words never show in English
 * first.
 */
export function useCopy(): (key: CopyKey | OptionalCopyKey, values?: Record<string, string | number>) => string {
  const org = useContext(OrgContext);
  const lang = useContext(LanguageContext);
  const whole = useSyncExternalStore(subscribeContent, wholeContentLoaded, wholeContentLoaded);
  const languages = useSyncExternalStore(subscribeContent, languagesLoaded, languagesLoaded);
  const strings = useSyncExternalStore(subscribeContent, () => activeStringsIn(lang), () => activeStringsIn(lang));
  return (key, values) => {
    // (never on the server: its render is the one the browser hydrates)
    if (typeof window !== 'undefined') {
      if (lang !== BASE_LANGUAGE && !languages) loadLanguages().catch((error: unknown) => console.error(error));
      else if (!whole && !(key in strings)) loadWholeContent().catch((error: unknown) => console.error(error));
    }
    return interpolate(resolveString(strings, key, org ?? undefined), values ?? {});
  };
}

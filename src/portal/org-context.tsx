import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PrivateLabel } from '../api/org';
import { interpolate, resolveString } from '../engine/org';
import type { CopyKey } from '../generated/copy-keys';
import { activeStrings, loadWholeContent, subscribeContent, wholeContentLoaded } from './content';

export const OrgContext = createContext<PrivateLabel | null>(null);

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

/**
 * Shell copy: org override, then the copy of the content in force (schemas/copy/en.json as built, or a served
 * version's); {placeholders} filled from values. The opening pages
 * run on the opening part of the copy (src/portal/copy.ts); a key it left out, asked for before the rest has
 * loaded, loads it, and the page draws again once it is in (no opening page asks for one: tests/portal).
 */
export function useCopy(): (key: CopyKey | OptionalCopyKey, values?: Record<string, string | number>) => string {
  const org = useContext(OrgContext);
  const whole = useSyncExternalStore(subscribeContent, wholeContentLoaded, wholeContentLoaded);
  const strings = useSyncExternalStore(subscribeContent, activeStrings, activeStrings);
  return (key, values) => {
    // (never on the server: its render is the one the browser hydrates)
    if (!whole && !(key in strings) && typeof window !== 'undefined') loadWholeContent().catch((error: unknown) => console.error(error));
    return interpolate(resolveString(strings, key, org ?? undefined), values ?? {});
  };
}

import { createContext, useContext } from 'react';
import type { PrivateLabel } from '../api/org';
import { interpolate, resolveString } from '../engine/org';
import type { CopyKey } from '../generated/copy-keys';
import { shellStrings } from './copy';

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

/** Shell copy: org override, then schemas/copy/en.json; {placeholders} filled from values. */
export function useCopy(): (key: CopyKey | OptionalCopyKey, values?: Record<string, string | number>) => string {
  const org = useContext(OrgContext);
  return (key, values) => interpolate(resolveString(shellStrings, key, org ?? undefined), values ?? {});
}

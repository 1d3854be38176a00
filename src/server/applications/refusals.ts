import { interpolate, orgByCode, resolveString } from '../../engine/org';
import type { ContentIndex } from '../../engine/types';
import type { CopyKey } from '../../generated/copy-keys';

/**
 * Why something was refused: the application is closed, the step does not take the event, the step
 * lacks something, it moved on since the caller looked, underwriting still declines what staff would
 * approve, or the staff member lacks the action's permission.
 */
export type RefusalKind = 'closed' | 'notNow' | 'notReady' | 'moved' | 'stillDeclines' | 'permission';

const KEYS: Record<RefusalKind, CopyKey> = {
  closed: 'refusal.closed', notNow: 'refusal.notNow', notReady: 'refusal.notReady', moved: 'refusal.moved',
  stillDeclines: 'refusal.stillDeclines', permission: 'refusal.permission',
};

/** A server status as a copy key segment (WAITING_FOR_FUNDING -> waitingForFunding), as the staff console names it. */
const statusKey = (status: string): string => `staff.status.${status.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`;

/**
 * The one catalogue of the flow's refusals (409 from applyEvent), in plain words from the content
 * (schemas/copy refusal.*, overridable per lender): what was tried (a caller's action phrase, or
 * "This change") and the step the application is at, in the words the staff console uses for it.
 */
export function refusalMessage(
  content: ContentIndex, orgCode: string, kind: RefusalKind, input: { action?: string; status: string; reasons?: string; permission?: string },
): string {
  const org = orgByCode(content.orgs, orgCode);
  const text = (key: string) => resolveString(content.strings, key, org);
  const label = text(statusKey(input.status));
  const status = label.startsWith('staff.status.') ? input.status : label;
  const action = input.action ?? text('refusal.action');
  return interpolate(text(KEYS[kind]), {
    action: action.charAt(0).toUpperCase() + action.slice(1), status, reasons: input.reasons ?? '', permission: input.permission ?? '',
  });
}

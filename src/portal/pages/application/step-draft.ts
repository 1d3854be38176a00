import type { JsonObject, ScreenPair } from '../../../engine/types';
import { withoutWriteOnly } from '../../../engine/write-only';
import { dropDraft, readDraft, writeDraft } from '../../forms/session-draft';
import { NOT_PREFILLED } from './form-data';

const keyOf = (uuid: string, screenId: string) => `heloc.stepDraft.${uuid}.${screenId}`;

/** Never kept: writeOnly answers (SSN, PIN, password) and what must be given afresh (consents). */
function keepable(pair: ScreenPair, data: unknown): JsonObject {
  const kept = withoutWriteOnly(pair.schema, data);
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return {};
  return Object.fromEntries(Object.entries(kept).filter(([k]) => !NOT_PREFILLED.has(k))) as JsonObject;
}

/** What the applicant typed on a step of this application and has not sent, if anything. */
export function loadStepDraft(uuid: string, pair: ScreenPair): JsonObject {
  return keepable(pair, readDraft(keyOf(uuid, pair.id)));
}

export function saveStepDraft(uuid: string, pair: ScreenPair, data: unknown): void {
  writeDraft(keyOf(uuid, pair.id), keepable(pair, data));
}

/** Once the step is sent, the application holds the answers. */
export const clearStepDraft = (uuid: string, screenId: string): void => dropDraft(keyOf(uuid, screenId));

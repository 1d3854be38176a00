import { resolveString } from '../../engine/org';
import type { ContentIndex } from '../../engine/types';
import type { Queryable } from '../db';
import { notify, type NotificationView } from './notify';

/**
 * Copy keys of a step notice. A flow state sends a notice when the shell copy (or the org's copy
 * overrides) has a title for it, so product staff choose which steps notify by editing content.
 */
export const noticeKeys = (state: string) => ({ title: `notice.${state}.title`, description: `notice.${state}.description` });

/**
 * Tells the applicant that their application moved to a step that needs them, with a button to that
 * step's page. Call it after the state change (inside the same transaction when there is one);
 * returns null for steps that send no notice.
 */
export async function notifyStepChange(
  db: Queryable,
  content: ContentIndex,
  application: { uuid: string; owner_id: string; org_code: string },
  toState: string,
): Promise<NotificationView | null> {
  const keys = noticeKeys(toState);
  const org = content.orgs[application.org_code];
  const title = org?.copy?.strings?.[keys.title] ?? content.strings[keys.title];
  if (!title) return null;
  const route = content.flows.applicant?.states[toState]?.route;
  return notify(db, {
    identityId: application.owner_id,
    title,
    description: resolveString(content.strings, keys.description, org),
    ctas: route ? [{ title: resolveString(content.strings, 'notice.cta', org), redirectPath: `/account/heloc/${application.uuid}/${route}` }] : [],
  });
}

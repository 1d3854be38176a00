import { randomUUID } from 'node:crypto';
import { orgByCode, resolveString } from '../../engine/org';
import type { ContentIndex } from '../../engine/types';
import type { CopyKey } from '../../generated/copy-keys';
import { noticeKeys } from '../../product/own-texts';
import type { Queryable } from '../db';
import { REDIRECT_PATH } from './notify';
import { APP_BASE } from '../../lib/page-paths';

// A flow state sends a notice when the shell copy (or the org's copy overrides) has a title for it
// (noticeKeys), so product staff choose which steps notify by editing content.

const CTA: CopyKey = 'notice.cta';

/** A state's notice in the org's words, or null when the state sends none. */
function noticeFor(content: ContentIndex, orgCode: string, uuid: string, state: string) {
  const keys = noticeKeys(state);
  const org = orgByCode(content.orgs, orgCode);
  const title = org?.copy?.strings?.[keys.title] ?? content.strings[keys.title];
  if (!title) return null;
  const route = content.flows.applicant?.states[state]?.route;
  const redirectPath = `${APP_BASE}/${uuid}/${route ?? ''}`;
  return {
    title,
    description: resolveString(content.strings, keys.description, org),
    ctas: route && REDIRECT_PATH.test(redirectPath) ? [{ title: resolveString(content.strings, CTA, org), redirectPath }] : [],
  };
}

/**
 * Keeps the person's step notices true to their applications (from the application_event log):
 * announces every state change that reached a step needing them and was not announced yet, and
 * clears the to-dos the application has since left (no "Proof of insurance needed" once funded); a
 * notice of a final state (funded) stays. Run before listing notifications, so notices follow
 * whichever writer moved the application, with no background job; the unique source_event_id makes
 * concurrent runs harmless. Answers the number of notices created.
 */
export async function syncStepNotices(db: Queryable, content: ContentIndex, identityId: string): Promise<number> {
  const flowStates = content.flows.applicant?.states ?? {};
  const finals = Object.keys(flowStates).filter((s) => flowStates[s]?.final === true);
  await db.query(
    `delete from notification n using application_event e, application a
     where n.identity_id = $1 and n.source_event_id = e.id and a.uuid = e.application_uuid
       and a.state <> e.to_state and not (e.to_state = any($2::text[]))`,
    [identityId, finals],
  );
  const states = Object.keys(flowStates).filter((s) => content.strings[noticeKeys(s).title] !== undefined);
  if (!states.length) return 0;
  const events = await db.query<{ id: string | number; to_state: string; uuid: string; org_code: string; created_at: Date }>(
    `select e.id, e.to_state, a.uuid, a.org_code, e.created_at
     from application_event e join application a on a.uuid = e.application_uuid
     where a.owner_id = $1 and e.to_state = any($2::text[])
       and a.state = e.to_state
       and not exists (select 1 from notification n where n.source_event_id = e.id)
     order by e.id`,
    [identityId, states],
  );
  let created = 0;
  for (const e of events) {
    const notice = noticeFor(content, e.org_code, e.uuid, e.to_state);
    if (!notice) continue;
    const rows = await db.query(
      `insert into notification (uuid, identity_id, title, description, ctas, created_at, source_event_id)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (source_event_id) where source_event_id is not null do nothing returning uuid`,
      [randomUUID(), identityId, notice.title, notice.description, JSON.stringify(notice.ctas), e.created_at, e.id],
    );
    created += rows.length;
  }
  return created;
}

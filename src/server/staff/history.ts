import type { HistoryEntry } from '../../contracts/staff';
import type { Queryable } from '../db';

/** What staff did to an application, as its event history names it. */
export type StaffAction = 'conditionRaised' | 'conditionReviewed' | 'conditionCleared' | 'decision';

/**
 * Records a staff write in the application's event history, beside the flow's moves (kind 'staff',
 * at the state it was in). Called inside the write's own transaction, so one is never kept without
 * the other.
 */
export async function recordStaffAction(
  tx: Queryable,
  input: { applicationUuid: string; state: string; actorId: string; action: StaffAction; detail: Record<string, unknown> },
): Promise<void> {
  await tx.query(
    `insert into application_event (application_uuid, from_state, to_state, event, actor_id, kind, detail)
     values ($1, $2, $2, $3, $4, 'staff', $5)`,
    [input.applicationUuid, input.state, input.action, input.actorId, JSON.stringify(input.detail)],
  );
}

/** The full event history of an application, oldest first: who (null: the server), what, when. */
export async function historyOf(db: Queryable, applicationUuid: string): Promise<HistoryEntry[]> {
  const rows = await db.query<{
    id: string | number; created_at: Date; kind: string; event: string; from_state: string | null; to_state: string;
    actor_email: string | null; actor_role: string | null; detail: Record<string, unknown>;
  }>(
    `select e.id, e.created_at, e.kind, e.event, e.from_state, e.to_state, e.detail, u.email as actor_email, u.role as actor_role
     from application_event e left join app_user u on u.id = e.actor_id
     where e.application_uuid = $1 order by e.id`,
    [applicationUuid],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.created_at).toISOString(),
    kind: r.kind === 'staff' ? 'staff' : 'move',
    event: r.event,
    fromState: r.from_state,
    toState: r.to_state,
    actor: r.actor_email ? { email: r.actor_email, role: r.actor_role ?? '' } : null,
    detail: r.detail ?? {},
  }));
}


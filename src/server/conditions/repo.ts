import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { CATEGORY_RULES, isKnownCategory } from './categories';
import type { NewCondition } from '../../contracts/condition';

export interface ConditionRow {
  uuid: string;
  application_uuid: string;
  category: string;
  notes: string | null;
  comments_to_borrower: string | null;
  action_needed: string | null;
  request_documents: boolean;
  xtra_data: Record<string, unknown>;
  status: string;
  satisfied_at: Date | null;
  created_at: Date;
}

/** A condition as staff follow it: who answered, reviewed and cleared it, and when. */
export interface StaffConditionRow extends ConditionRow {
  satisfied_by_email: string | null;
  reviewed_at: Date | null;
  reviewed_by_email: string | null;
  cleared_at: Date | null;
  cleared_by_email: string | null;
}

const COLS = 'uuid, application_uuid, category, notes, comments_to_borrower, action_needed, request_documents, xtra_data, status, satisfied_at, created_at';


export async function insertCondition(db: Queryable, applicationUuid: string, c: NewCondition, createdAt: Date): Promise<ConditionRow> {
  const known = isKnownCategory(c.category);
  const requestDocuments = known ? CATEGORY_RULES[c.category as keyof typeof CATEGORY_RULES].documentTypes.length > 0 : false;
  const xtra = { ...(c.xtraData ?? {}), ...(c.numDocsRequired ? { numDocsRequired: c.numDocsRequired } : {}) };
  const [row] = await db.query<ConditionRow>(
    `insert into application_condition (uuid, application_uuid, category, notes, comments_to_borrower, action_needed, request_documents, xtra_data, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLS}`,
    [randomUUID(), applicationUuid, c.category, c.notes ?? null, c.commentsToBorrower ?? null, c.actionNeeded ?? null, requestDocuments, JSON.stringify(xtra), createdAt],
  );
  return row as ConditionRow;
}

export async function openConditions(db: Queryable, applicationUuid: string): Promise<ConditionRow[]> {
  return db.query<ConditionRow>(`select ${COLS} from application_condition where application_uuid = $1 and status = 'OPEN' order by created_at, uuid`, [applicationUuid]);
}

export async function findCondition(db: Queryable, applicationUuid: string, uuid: string): Promise<ConditionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
  const [row] = await db.query<ConditionRow>(`select ${COLS} from application_condition where application_uuid = $1 and uuid = $2`, [applicationUuid, uuid]);
  return row;
}

export async function markSatisfied(db: Queryable, uuid: string, by: string, at: Date): Promise<void> {
  await db.query(`update application_condition set status = 'SATISFIED', satisfied_at = $2, satisfied_by = $3 where uuid = $1`, [uuid, at, by]);
}

/** Marks a condition reviewed by staff (it stays as it is for the applicant). */
export async function markReviewed(db: Queryable, uuid: string, by: string, at: Date): Promise<void> {
  await db.query('update application_condition set reviewed_at = $2, reviewed_by = $3 where uuid = $1', [uuid, at, by]);
}

/** Clears a condition: nothing more is asked of the applicant for it. */
export async function markCleared(db: Queryable, uuid: string, by: string, at: Date): Promise<void> {
  await db.query(`update application_condition set status = 'CLEARED', cleared_at = $2, cleared_by = $3 where uuid = $1`, [uuid, at, by]);
}

/** Every condition of an application, oldest first, with who answered, reviewed and cleared it. */
export async function conditionsForStaff(db: Queryable, applicationUuid: string): Promise<StaffConditionRow[]> {
  return db.query<StaffConditionRow>(
    `select ${COLS.split(', ').map((c) => 'c.' + c).join(', ')}, c.reviewed_at, c.cleared_at,
       s.email as satisfied_by_email, r.email as reviewed_by_email, x.email as cleared_by_email
     from application_condition c
       left join app_user s on s.id = c.satisfied_by left join app_user r on r.id = c.reviewed_by left join app_user x on x.id = c.cleared_by
     where c.application_uuid = $1 order by c.created_at, c.uuid`,
    [applicationUuid],
  );
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function staffConditionView(r: StaffConditionRow) {
  return {
    uuid: r.uuid, category: r.category, status: r.status, notes: r.notes, commentsToBorrower: r.comments_to_borrower,
    requestDocuments: r.request_documents, created: new Date(r.created_at).toISOString(),
    satisfiedAt: iso(r.satisfied_at), satisfiedBy: r.satisfied_by_email,
    reviewedAt: iso(r.reviewed_at), reviewedBy: r.reviewed_by_email,
    clearedAt: iso(r.cleared_at), clearedBy: r.cleared_by_email,
  };
}


/** The applicant's view: known categories only, oldest first (the spec's conditions handling). */
export function externalView(rows: ConditionRow[]) {
  return rows
    .filter((r) => isKnownCategory(r.category))
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((r) => ({
      uuid: r.uuid,
      categoryEnum: r.category,
      created: new Date(r.created_at).toISOString(),
      notes: r.notes,
      commentsToBorrower: r.comments_to_borrower,
      actionNeeded: r.action_needed,
      requestDocuments: r.request_documents,
      xtraData: r.xtra_data,
      status: r.status,
      pointer: CATEGORY_RULES[r.category as keyof typeof CATEGORY_RULES].pointer,
    }));
}

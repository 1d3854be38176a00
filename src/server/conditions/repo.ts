import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { CATEGORY_RULES, isKnownCategory } from './categories';

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

const COLS = 'uuid, application_uuid, category, notes, comments_to_borrower, action_needed, request_documents, xtra_data, status, satisfied_at, created_at';

export interface NewCondition {
  category: string;
  notes?: string;
  commentsToBorrower?: string;
  actionNeeded?: string;
  numDocsRequired?: number;
  /** Extra data such as the bank account mask for BANK_ACCOUNT_FRAUD_REVIEW. */
  xtraData?: Record<string, unknown>;
}

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

export const conditionViewSchema = {
  type: 'object',
  required: ['uuid', 'categoryEnum', 'created', 'requestDocuments', 'xtraData', 'status', 'pointer'],
  properties: {
    uuid: { type: 'string' }, categoryEnum: { type: 'string' }, created: { type: 'string' },
    notes: { type: ['string', 'null'] }, commentsToBorrower: { type: ['string', 'null'] }, actionNeeded: { type: ['string', 'null'] },
    requestDocuments: { type: 'boolean' }, xtraData: { type: 'object', additionalProperties: true }, status: { type: 'string' }, pointer: { type: 'string' },
  },
} as const;

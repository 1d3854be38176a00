import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { findApplication } from '../applications/repo';
import { badRequest, conflict } from '../core/errors';
import { S, moveTo, save } from '../funding/journey';
import { CATEGORY_RULES, isKnownCategory } from './categories';
import { insertCondition, markSatisfied, openConditions, type ConditionRow, type NewCondition } from './repo';

/** Raising a condition parks the application at the conditions step; it resumes where it was once all are met. */
export async function raiseCondition(app: FastifyInstance, row: ApplicationRow, c: NewCondition, actorId: string): Promise<ConditionRow> {
  const condition = await insertCondition(app.db, row.uuid, withAccountMask(row, c), app.clock.now());
  if (row.state !== S.documents && isKnownCategory(c.category)) {
    await moveTo(app, row, S.documents, 'condition', actorId, { flags: { condition: true, resumeState: row.state } });
  }
  return condition;
}

/** A bank account review without a mask is about the account the funds go to: name it by its last four digits. */
function withAccountMask(row: ApplicationRow, c: NewCondition): NewCondition {
  if (c.category !== 'BANK_ACCOUNT_FRAUD_REVIEW' || c.xtraData?.accountMask) return c;
  const account = row.data.disburseAccount as { mask?: unknown } | undefined;
  const mask = typeof account?.mask === 'string' ? account.mask.slice(-4) : '';
  return mask ? { ...c, xtraData: { ...(c.xtraData ?? {}), accountMask: mask } } : c;
}

export const numDocsRequired = (c: ConditionRow): number => {
  const n = Number(c.xtra_data.numDocsRequired);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

async function documentsFor(app: FastifyInstance, c: ConditionRow): Promise<number> {
  const types = CATEGORY_RULES[c.category as keyof typeof CATEGORY_RULES]?.documentTypes ?? [];
  const [r] = await app.db.query<{ n: number }>(
    // uploads made for this condition count, and the applicant's own uploads of a fitting type since it
    // was raised; an additional signer's ID (uploaded for their own check) is not the applicant's
    `select count(*)::int as n from application_document d where d.application_uuid = $1 and (d.condition_uuid = $2
       or (d.condition_uuid is null and d.document_type = any($3) and d.created_at >= $4
           and d.owner_id = (select a.owner_id from application a where a.uuid = d.application_uuid)))`,
    [c.application_uuid, c.uuid, types, c.created_at],
  );
  return Number(r?.n ?? 0);
}

/**
 * Satisfies a condition with the applicant's answer, validated by the category's own schema
 * (schemas/conditions/<CATEGORY>). Document categories also need their documents uploaded first.
 */
export async function satisfyCondition(app: FastifyInstance, row: ApplicationRow, c: ConditionRow, body: unknown, actorId: string): Promise<ApplicationRow> {
  if (c.status !== 'OPEN') throw conflict('This condition is already satisfied');
  if (!isKnownCategory(c.category)) throw badRequest('This condition cannot be answered in the portal');
  const answer = app.screens.validate<Record<string, unknown>>(`conditions/${c.category}`, body);
  if (c.request_documents) {
    const have = await documentsFor(app, c);
    const need = numDocsRequired(c);
    if (have < need) throw badRequest(`Please upload ${need - have} more document${need - have === 1 ? '' : 's'} for this condition first`);
  }
  let current = row;
  if (c.category === 'MISSING_PHONE_NUMBER') {
    const borrower = (row.data.borrower && typeof row.data.borrower === 'object' ? row.data.borrower : {}) as Record<string, unknown>;
    current = await save(app, current, { data: { borrower: { ...borrower, phone: answer.phoneNumber } } });
  }
  if (c.category === 'HARD_CREDIT_INQUIRY_REVIEW') current = await save(app, current, { flags: { inquiryAttestComplete: true } });
  await markSatisfied(app.db, c.uuid, actorId, app.clock.now());
  return resumeIfClear(app, current, actorId);
}

/** Leaves the conditions step when nothing is open any more. */
export async function resumeIfClear(app: FastifyInstance, row: ApplicationRow, actorId: string): Promise<ApplicationRow> {
  if (row.state !== S.documents) return row;
  if ((await openConditions(app.db, row.uuid)).some((c) => isKnownCategory(c.category))) return row;
  const fresh = (await findApplication(app.db, row.uuid)) ?? row;
  const to = typeof fresh.flags.resumeState === 'string' && fresh.flags.resumeState !== S.documents ? fresh.flags.resumeState : S.waitSign;
  return moveTo(app, fresh, to, 'conditionsCleared', actorId, { flags: { condition: false } });
}

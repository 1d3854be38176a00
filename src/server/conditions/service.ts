import { applicationLanguage } from '../core/language';
import type { FastifyInstance } from 'fastify';
import { applyEvent } from '../applications/apply-event';
import type { ApplicationRow } from '../applications/repo';
import { badRequest, refuse } from '../core/errors';
import type { Queryable } from '../db';
import { backDocumentType } from '../../product/enumerations';
import { CATEGORY_RULES, isKnownCategory, type ConditionCategory } from './categories';
import { recordStaffAction } from '../staff/history';
import { insertCondition, markCleared, markReviewed, markSatisfied, openConditions, type ConditionRow } from './repo';
import type { NewCondition } from '../../contracts/condition';

/**
 * Raising a condition sends the flow's requestDocuments: the application goes to the conditions
 * step from the steps the flow allows (409 and nothing kept otherwise: a funded or declined
 * application takes none). Categories the portal does not show are kept without a move.
 */
export async function raiseCondition(
  app: FastifyInstance, row: ApplicationRow, c: NewCondition, actorId: string, by: 'staff' | 'sandbox' = 'staff',
): Promise<ConditionRow> {
  const insert = async (tx: Queryable, current: ApplicationRow) => {
    const made = await insertCondition(tx, current.uuid, withAccountMask(current, c), app.clock.now());
    if (by === 'staff') {
      await recordStaffAction(tx, {
        applicationUuid: current.uuid, state: current.state, actorId, action: 'conditionRaised',
        detail: { conditionUuid: made.uuid, category: made.category, commentsToBorrower: made.comments_to_borrower },
      });
    }
    return made;
  };
  if (!isKnownCategory(c.category)) return app.db.transaction((tx) => insert(tx, row));
  let condition: ConditionRow | undefined;
  await applyEvent(app, {
    uuid: row.uuid, actorId, event: 'requestDocuments', label: 'refusal.doing.raiseCondition',
    work: async ({ tx, row: current }) => {
      condition = await insert(tx, current);
      return { flags: { condition: true } };
    },
  });
  return condition as ConditionRow;
}

/**
 * A condition raised by a provider's finding during a step's own work (a bank account that fails its
 * check, a title that needs review): stored in that step's transaction, with the flag the flow's
 * requestDocuments outcome reads, so the same applyEvent moves the application to the conditions step.
 */
export async function raiseForFinding(db: Queryable, applicationUuid: string, c: NewCondition & { category: ConditionCategory }, now: Date): Promise<{ condition: true }> {
  const open = await openConditions(db, applicationUuid);
  if (!open.some((o) => o.category === c.category)) await insertCondition(db, applicationUuid, c, now);
  return { condition: true };
}

/** Staff mark a condition reviewed (an answer they have read); recorded in the history, nothing moves. */
export async function reviewCondition(app: FastifyInstance, row: ApplicationRow, c: ConditionRow, actorId: string): Promise<void> {
  if (c.status === 'CLEARED') throw refuse(409, 'refusal.conditionCleared');
  await app.db.transaction(async (tx) => {
    await markReviewed(tx, c.uuid, actorId, app.clock.now());
    await recordStaffAction(tx, { applicationUuid: row.uuid, state: row.state, actorId, action: 'conditionReviewed', detail: { conditionUuid: c.uuid, category: c.category } });
  });
}

/**
 * Staff clear a condition, answered or not. When no shown condition stays open, the flow's
 * conditionsCleared returns the application to the step it came from, as the applicant's last answer would.
 */
export async function clearCondition(app: FastifyInstance, row: ApplicationRow, c: ConditionRow, actorId: string): Promise<ApplicationRow> {
  if (c.status === 'CLEARED') throw refuse(409, 'refusal.conditionCleared');
  const result = await applyEvent(app, {
    uuid: row.uuid, actorId, event: 'conditionsCleared', ifRefused: 'keep', label: 'refusal.doing.clearCondition',
    work: async ({ tx, row: current }) => {
      await markCleared(tx, c.uuid, actorId, app.clock.now());
      await recordStaffAction(tx, { applicationUuid: current.uuid, state: current.state, actorId, action: 'conditionCleared', detail: { conditionUuid: c.uuid, category: c.category } });
      const open = (await openConditions(tx, current.uuid)).some((o) => isKnownCategory(o.category));
      return { flags: { condition: open } };
    },
  });
  return result.row;
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

/** The documents that answer the condition (of one type, when given): uploaded for it, or the applicant's own of a fitting type since it was raised. */
async function documentsFor(db: Queryable, c: ConditionRow, onlyType?: string): Promise<number> {
  const types = CATEGORY_RULES[c.category as keyof typeof CATEGORY_RULES]?.documentTypes ?? [];
  const [r] = await db.query<{ n: number }>(
    // uploads made for this condition count, and the applicant's own uploads of a fitting type since it
    // was raised; an additional signer's ID (uploaded for their own check) is not the applicant's
    `select count(*)::int as n from application_document d where d.application_uuid = $1 and ($5::text is null or d.document_type = $5)
       and (d.condition_uuid = $2
       or (d.condition_uuid is null and d.document_type = any($3) and d.created_at >= $4
           and d.owner_id = (select a.owner_id from application a where a.uuid = d.application_uuid)))`,
    [c.application_uuid, c.uuid, onlyType ? [...types, onlyType] : types, c.created_at, onlyType ?? null],
  );
  return Number(r?.n ?? 0);
}

/**
 * Satisfies a condition with the applicant's answer, validated by the category's own schema
 * (schemas/conditions/<CATEGORY>). Document categories also need their documents uploaded first.
 * The last open one sends conditionsCleared: the flow returns the application to the step it came from.
 */
export async function satisfyCondition(app: FastifyInstance, row: ApplicationRow, c: ConditionRow, body: unknown, actorId: string): Promise<ApplicationRow> {
  if (c.status !== 'OPEN') throw refuse(409, 'refusal.conditionSatisfied');
  if (!isKnownCategory(c.category)) throw refuse(400, 'refusal.conditionNotInPortal');
  const answer = app.screens.validate<Record<string, unknown>>(`conditions/${c.category}`, body, applicationLanguage(row, app.content.org(row.org_code)));
  const result = await applyEvent(app, {
    uuid: row.uuid, actorId, event: 'conditionsCleared', ifRefused: 'keep', label: 'refusal.doing.answerCondition',
    work: async ({ app: scoped, row: current }) => {
      if (c.request_documents) {
        const have = await documentsFor(scoped.db, c);
        const need = numDocsRequired(c);
        if (have < need) throw badRequest(`Please upload ${need - have} more document${need - have === 1 ? '' : 's'} for this condition first`);
        // an identity document with a back (a licence, a state ID) is judged on both sides
        const back = typeof answer.documentType === 'string' ? backDocumentType(answer.documentType) : undefined;
        if (back && !(await documentsFor(scoped.db, c, back))) throw refuse(400, 'refusal.conditionIdBack');
      }
      await markSatisfied(scoped.db, c.uuid, actorId, app.clock.now());
      const open = (await openConditions(scoped.db, current.uuid)).some((o) => isKnownCategory(o.category));
      const flags: Record<string, unknown> = { condition: open };
      const data: Record<string, unknown> = {};
      if (c.category === 'MISSING_PHONE_NUMBER') data.borrower = { phone: answer.phoneNumber };
      if (c.category === 'HARD_CREDIT_INQUIRY_REVIEW') flags.inquiryAttestComplete = true;
      return { data, flags };
    },
  });
  return result.row;
}

import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import type { CreditPullKind, CreditReport } from '../providers/credit';
import type { CreditPull } from '../../contracts/portal';

/** A credit pull as staff read it. */
export type { CreditPull };

/** Records a pull with the moment the applicant consented to it. */
export async function recordPull(
  db: Queryable,
  input: { applicationUuid: string; kind: CreditPullKind; consentAt: Date; pulledAt: Date; report: CreditReport },
): Promise<void> {
  await db.query(
    'insert into credit_pull (uuid, application_uuid, kind, consent_at, pulled_at, bureau, outcome, score) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [randomUUID(), input.applicationUuid, input.kind, input.consentAt.toISOString(), input.pulledAt.toISOString(), input.report.bureau, input.report.outcome, input.report.score ?? null],
  );
}

export async function pullsOf(db: Queryable, applicationUuid: string): Promise<CreditPull[]> {
  const rows = await db.query<{ uuid: string; kind: CreditPullKind; consent_at: Date; pulled_at: Date; bureau: string; outcome: string; score: number | null }>(
    'select uuid, kind, consent_at, pulled_at, bureau, outcome, score from credit_pull where application_uuid = $1 order by pulled_at, uuid',
    [applicationUuid],
  );
  return rows.map((r) => ({
    uuid: r.uuid, kind: r.kind, consentAt: new Date(r.consent_at).toISOString(), pulledAt: new Date(r.pulled_at).toISOString(),
    bureau: r.bureau, outcome: r.outcome, score: r.score,
  }));
}

export async function countPulls(db: Queryable, applicationUuid: string, kind: CreditPullKind): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from credit_pull where application_uuid = $1 and kind = $2', [applicationUuid, kind]);
  return Number(row?.n ?? 0);
}


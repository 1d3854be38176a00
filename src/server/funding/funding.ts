import type { FastifyInstance } from 'fastify';
import { fundingDates, mayFund } from '../../lib/business-days';
import type { ApplicationRow } from '../applications/repo';
import { signaturesOf } from '../documents/disclosures';
import { S, moveTo } from './journey';

/**
 * When the right-to-cancel period starts: the last signature, once the applicant has signed. Every
 * owner who signs (additional signers included) has the right to cancel, so the period cannot start
 * before the last of them signed.
 */
export async function rescissionStartsAt(app: FastifyInstance, row: ApplicationRow): Promise<Date | undefined> {
  const signatures = await signaturesOf(app, row.uuid);
  if (!signatures.some((s) => s.role === 'PRIMARY')) return undefined;
  return new Date(Math.max(...signatures.map((s) => new Date(s.signed_at).getTime())));
}

export async function enterWaitFund(app: FastifyInstance, row: ApplicationRow, actorId: string): Promise<ApplicationRow> {
  const signedAt = await rescissionStartsAt(app, row);
  const dates = signedAt ? fundingDates(signedAt) : undefined;
  return moveTo(app, row, S.waitFund, 'insuranceDone', actorId, {
    data: { insurance: { complete: true } },
    flags: { ...(dates ? { rescissionEndsOn: dates.rescissionEndsOn, fundingDate: dates.fundingOn } : {}) },
  });
}

/**
 * Funding happens once the right-to-cancel period is over (by the server clock, which the sandbox
 * can move forward). Checked whenever the funding status is read, so no scheduler is needed.
 */
export async function fundIfDue(app: FastifyInstance, row: ApplicationRow): Promise<ApplicationRow> {
  if (row.state !== S.waitFund) return row;
  const signedAt = await rescissionStartsAt(app, row);
  if (!signedAt || !mayFund(signedAt, app.clock.now())) return row;
  return moveTo(app, row, S.complete, 'fund', row.owner_id, { flags: { fundedAt: app.clock.now().toISOString() } });
}

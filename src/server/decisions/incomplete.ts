import type { FastifyInstance } from 'fastify';
import { applyEvent } from '../applications/apply-event';
import { HttpError } from '../core/errors';
import { CLOSED_AS, DEFAULT_INCOMPLETE_AFTER_DAYS } from '../../product/decisions';
import type { OrgFile } from '../../engine/types';

/** The flow's event that closes an application left waiting on the applicant (flows/applicant.flow.json). */
export const CLOSE_INCOMPLETE_EVENT = 'closeIncomplete';
/** How often each server instance looks for applications left incomplete. */
export const INCOMPLETE_SWEEP_MS = 15 * 60_000;
/** At most this many applications closed per lender in one sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

const daysOf = (org: Pick<OrgFile, 'underwriting'> | undefined): number => org?.underwriting?.incompleteAfterDays ?? DEFAULT_INCOMPLETE_AFTER_DAYS;

/**
 * Closes the open applications that made no progress (no write) for longer than their lender's
 * incompleteAfterDays, by the server clock: each is sent the flow's closeIncomplete through
 * applyEvent, whose guard and notFrom decide (a step where the lender holds the next move, a final
 * state: refused and skipped). The last change is read again with the application locked, so one
 * that moved on meanwhile is left alone, and several instances sweeping at once close each only once.
 * Answers how many were closed.
 */
export async function closeIncompleteApplications(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const flow = app.content.current.applicantFlow;
  // only the steps the flow closes from (not final, not where the lender holds the next move)
  const steps = Object.keys(flow.flow.states).filter((name) => !flow.state(name)?.final && flow.accepts(name, CLOSE_INCOMPLETE_EVENT));
  let closed = 0;
  for (const [orgCode, org] of Object.entries(app.content.index.orgs)) {
    const cutoff = new Date(now.getTime() - daysOf(org) * DAY_MS);
    const idle = await app.db.query<{ uuid: string }>(
      'select uuid from application where org_code = $1 and updated_at < $2 and state = any($3) order by updated_at limit $4',
      [orgCode, cutoff, steps, SWEEP_BATCH],
    );
    for (const { uuid } of idle) {
      try {
        await applyEvent(app, {
          uuid, actorId: null, event: CLOSE_INCOMPLETE_EVENT, label: 'refusal.doing.closeIncomplete',
          work: async ({ app: scoped, row, now: at }) => {
            const days = daysOf((await scoped.content.forApplication(row)).org(row.org_code));
            if (new Date(row.updated_at).getTime() > at.getTime() - days * DAY_MS) return {};
            return { flags: { closedAs: CLOSED_AS.incomplete, closedIncompleteAt: at.toISOString() } };
          },
        });
        closed++;
      } catch (e) {
        // the flow does not take it here (or no longer): the application stays as it is
        if (!(e instanceof HttpError && e.statusCode === 409)) throw e;
      }
    }
  }
  return closed;
}

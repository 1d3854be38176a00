import type { FastifyInstance } from 'fastify';
import { HttpError } from '../core/errors';
import { AUTOMATIC_EVENTS, dueStep, serverStatus } from '../domain/status';
import { advance, applicantFlow, guardRecord } from './flow-runtime';
import { updateApplication, type ApplicationRow } from './repo';

/** The move the server makes by itself now, if any: a timed waiting step that is due, or a hold a flag asks for. */
function automaticMove(app: FastifyInstance, row: ApplicationRow, now: Date): { state: string; event: string; flags: Record<string, unknown> } | undefined {
  const flow = applicantFlow(app);
  const due = dueStep(row, now);
  if (due) {
    const flags = { ...row.flags, ...due.flags };
    const moved = advance(flow, row.state, due.event, guardRecord(row.data, flags));
    if (moved.state !== row.state) return { state: moved.state, event: moved.events.join(','), flags };
  }
  for (const event of AUTOMATIC_EVENTS[row.state] ?? []) {
    const next = flow.next(row.state, event, guardRecord(row.data, row.flags));
    if (next !== undefined && next !== row.state) return { state: next, event, flags: row.flags };
  }
  return undefined;
}

/**
 * Moves an application out of a timed waiting state once its time has come (the server "moves on
 * by itself"), puts it on the holds its flags ask for, and keeps the stored status in step with the
 * state. Called on reads, so no background job is needed; a concurrent writer wins and this read
 * simply sees its result.
 */
export async function progress(app: FastifyInstance, row: ApplicationRow): Promise<ApplicationRow> {
  const now = app.clock.now();
  const move = automaticMove(app, row, now);
  if (!move) return row;
  try {
    return await updateApplication(app.db, row, {
      flags: move.flags, state: move.state, serverStatus: serverStatus({ state: move.state, flags: move.flags }, now), event: move.event,
    });
  } catch (e) {
    // Someone else moved the application meanwhile: their write wins, this read shows the row it had.
    if (e instanceof HttpError && e.statusCode === 409) return row;
    throw e;
  }
}

/** The status now, derived from state and flags (writers outside this module may move the state). */
export const statusOf = (app: FastifyInstance, row: ApplicationRow): string => serverStatus(row, app.clock.now());

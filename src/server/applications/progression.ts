import type { FastifyInstance } from 'fastify';
import { HttpError } from '../core/errors';
import { dueStep, serverStatus } from '../domain/status';
import { advance, applicantFlow, guardRecord } from './flow-runtime';
import { updateApplication, type ApplicationRow } from './repo';

/**
 * Moves an application out of a timed waiting state once its time has come (the server "moves on
 * by itself"), and keeps the stored status in step with the state. Called on reads, so no
 * background job is needed; a concurrent writer wins and this read simply sees its result.
 */
export async function progress(app: FastifyInstance, row: ApplicationRow): Promise<ApplicationRow> {
  const now = app.clock.now();
  const due = dueStep(row, now);
  if (due) {
    const flags = { ...row.flags, ...due.flags };
    const moved = advance(applicantFlow(app), row.state, due.event, guardRecord(row.data, flags));
    if (moved.state !== row.state) {
      try {
        return await updateApplication(app.db, row, {
          flags, state: moved.state, serverStatus: serverStatus({ state: moved.state, flags }, now), event: moved.events.join(','),
        });
      } catch (e) {
        // Someone else moved the application meanwhile: their write wins, this read shows the row it had.
        if (e instanceof HttpError && e.statusCode === 409) return row;
        throw e;
      }
    }
  }
  return row;
}

/** The status now, derived from state and flags (writers outside this module may move the state). */
export const statusOf = (app: FastifyInstance, row: ApplicationRow): string => serverStatus(row, app.clock.now());

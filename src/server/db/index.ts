import { join } from 'node:path';
import { openPgliteOnThread, type PgliteThread } from './pglite-on-thread';
import type { Db } from './types';
import { isUnavailable } from './unavailable';

export type { Db, Queryable, Row } from './types';

/**
 * How long a start waits for a PostgreSQL it cannot reach (one failing over, or starting beside the server)
 * before it gives up, trying again after 0.25 s, doubling to 5 s. A database that answers with an error
 * (a wrong password, a missing database) ends the start at once.
 */
export const START_WAIT_MS = 60_000;

/**
 * PostgreSQL when a URL is given, otherwise PGlite under dataDir/pgdata on a thread of its own (pgliteThread
 * when one was started ahead), which answers at once and opens while the caller goes on
 * (src/server/db/pglite-thread.ts).
 */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  pgliteThread?: PgliteThread;
  /** Told each time PostgreSQL could not be reached yet. */
  onWait?: (error: unknown, retryInMs: number) => void;
  waitMs?: number;
}): Promise<Db> {
  // only the driver in use is loaded
  if (opts.databaseUrl) {
    void opts.pgliteThread?.terminate();
    const { openPostgres } = await import('./postgres');
    const giveUpAt = performance.now() + (opts.waitMs ?? START_WAIT_MS);
    for (let attempt = 0; ; attempt++) {
      try {
        return await openPostgres(opts.databaseUrl);
      } catch (error) {
        const retryInMs = Math.min(5_000, 250 * 2 ** attempt);
        if (!isUnavailable(error) || performance.now() + retryInMs > giveUpAt) throw error;
        opts.onWait?.(error, retryInMs);
        await new Promise((resolve) => setTimeout(resolve, retryInMs));
      }
    }
  }
  return openPgliteOnThread({ dataDir: join(opts.dataDir, 'pgdata') }, opts.pgliteThread);
}

import { join } from 'node:path';
import { openPgliteOnThread, type PgliteThread } from './pglite-on-thread';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';

/**
 * PostgreSQL when a URL is given, otherwise PGlite under dataDir/pgdata on a thread of its own (pgliteThread
 * when one was started ahead), which answers at once and opens while the caller goes on
 * (src/server/db/pglite-thread.ts).
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; pgliteThread?: PgliteThread }): Promise<Db> {
  // only the driver in use is loaded
  if (opts.databaseUrl) {
    void opts.pgliteThread?.terminate();
    return (await import('./postgres')).openPostgres(opts.databaseUrl);
  }
  return openPgliteOnThread({ dataDir: join(opts.dataDir, 'pgdata') }, opts.pgliteThread);
}

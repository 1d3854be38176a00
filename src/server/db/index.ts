import { join } from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';

/** PostgreSQL when a URL is given, otherwise PGlite under dataDir/pgdata. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(join(opts.dataDir, 'pgdata'));
}

import { join } from 'node:path';
import type { PgliteAssets } from './pglite-start';
import type { Db } from './types';

export type { Db, Queryable, Row } from './types';

/**
 * PostgreSQL when a URL is given, otherwise PGlite under dataDir/pgdata (from pgliteAssets when they were
 * read ahead: src/server/db/pglite-start.ts).
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; pgliteAssets?: Promise<PgliteAssets | undefined> }): Promise<Db> {
  // only the driver in use is loaded
  if (opts.databaseUrl) return (await import('./postgres')).openPostgres(opts.databaseUrl);
  const [{ openPglite }, assets] = await Promise.all([import('./pglite'), opts.pgliteAssets]);
  return openPglite(join(opts.dataDir, 'pgdata'), undefined, assets);
}

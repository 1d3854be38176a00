import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/server/db';
import { openPostgres, type PostgresBounds } from '../../src/server/db/postgres';
import type { ListeningBounds } from '../../src/server/db/postgres-listener';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether PostgreSQL answers. In CI it must: there a missing database fails the run instead of
 * quietly skipping the PostgreSQL half of the suite.
 */
export async function postgresAvailable(what: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL at ${PG_URL} is required in CI (${what}): ${(error as Error).message}`);
    console.warn(`PostgreSQL at ${PG_URL} is not reachable: ${what} skipped`);
    return false;
  }
}

/**
 * A schema of its own on the shared database, so test runs stay apart; drop() removes it. `open` may go
 * through another address to the same server (a proxy a test can take away) and with other time bounds.
 */
export async function scratchSchema(prefix: string): Promise<{ name: string; open: (through?: { url?: string; bounds?: PostgresBounds; listening?: ListeningBounds }) => Promise<Db>; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    name: schema,
    open: (through = {}) => openPostgres(through.url ?? PG_URL, { searchPath: schema, bounds: through.bounds, listening: through.listening }),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

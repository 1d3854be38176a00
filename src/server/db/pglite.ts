import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { holdOpeningBudget, type PgliteAssets } from './pglite-start';
import { assertChannel, type Db, type Queryable, type Row } from './types';

/**
 * PostgreSQL's page cache inside PGlite. Its default (128MB) is most of the embedded server's memory (a bare
 * PGlite holds about 310 MiB with it, 175 MiB with 32MB); the portal's working set fits many times in 32MB.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL (WASM). dataDir undefined keeps the database in memory; assets already read spare
 * PGlite reading them (src/server/db/pglite-start.ts).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob, assets?: PgliteAssets): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  // without assets, PGlite compiles its WebAssembly as it opens
  const release = assets ? () => undefined : holdOpeningBudget();
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { ...assets, ...(loadDataDir ? { loadDataDir } : {}), startParams });
  } finally {
    release();
  }
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    // PGlite runs one statement at a time, so its transactions are already serialised.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const unsub = await pg.listen(assertChannel(channel), onPayload);
      return async () => unsub();
    },
    notify: async (channel, payload) => {
      await pg.query('select pg_notify($1, $2)', [assertChannel(channel), payload]);
    },
    // in the same process as its subscribers: a subscription cannot be cut while the database is open
    listening: true,
    close: () => pg.close(),
  };
}


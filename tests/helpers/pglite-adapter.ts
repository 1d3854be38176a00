import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../src/server/db/types';

/** A Db over an already-open PGlite, for preparing the test template. */
export function openPgliteFrom(pg: PGlite): Db {
  return {
    kind: 'pglite',
    query: async (sql, params = []) => (await pg.query(sql, params)).rows as never,
    transaction: (fn) => pg.transaction((tx) => fn({ query: async (sql, params = []) => (await tx.query(sql, params)).rows as never })),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    listen: async (channel, cb) => {
      const un = await pg.listen(channel, cb);
      return async () => un();
    },
    listening: true,
    notify: async (channel, payload) => {
      await pg.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pg.close(),
  };
}

import { createHash } from 'node:crypto';
import pg from 'pg';
import { assertChannel, type Db, type Queryable, type Row } from './types';

/** At most this many distinct statements are kept prepared on each connection; others are parsed per call. */
export const PREPARED_STATEMENTS = 500;

/**
 * A name under which each connection prepares a statement once: the server then skips parsing and
 * planning it on every later call (the hot reads run the same few texts thousands of times).
 * Texts past the bound (queries built per search) run unnamed.
 */
function statementNamer(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_STATEMENTS) {
      name = `s${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
      names.set(sql, name);
    }
    return name;
  };
}

/** PostgreSQL through a connection pool; LISTEN uses one dedicated connection per channel. */
export async function openPostgres(connectionString: string, options: { searchPath?: string } = {}): Promise<Db> {
  const config: pg.PoolConfig = { connectionString, max: 10 };
  if (options.searchPath) config.options = `-c search_path=${options.searchPath}`;
  const pool = new pg.Pool(config);
  await pool.query('select 1');
  const listeners = new Set<pg.Client>();
  const nameOf = statementNamer();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T = Row>(sql: string, params: unknown[] = []) {
      // a call without parameters keeps the simple protocol, which takes several statements at once
      const name = params.length ? nameOf(sql) : undefined;
      return (await q.query({ name, text: sql, values: params })).rows as T[];
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async listen(channel, onPayload) {
      const client = new pg.Client(config);
      await client.connect();
      listeners.add(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`listen ${assertChannel(channel)}`);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [assertChannel(channel), payload]);
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

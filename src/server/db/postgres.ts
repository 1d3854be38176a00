import { createHash } from 'node:crypto';
import pg from 'pg';
import { PostgresListener, type ListeningBounds } from './postgres-listener';
import { assertChannel, type Db, type Row } from './types';
import { asUnavailable, DatabaseUnavailableError, isUnavailable, sessionEndedByServer } from './unavailable';

/** At most this many distinct statements are kept prepared on each connection; others are parsed per call. */
export const PREPARED_STATEMENTS = 500;

/**
 * The bounds that turn an unreachable database into a prompt answer instead of a hang: a connection (or a
 * free one of the pool) within connectMs; a statement the server cancels after statementMs; and, when
 * the server cannot even say so (a vanished host), the driver gives up on the answer after readMs. After
 * a failed connection the next ones fail at once for breakerMs, so a crowd does not queue behind an
 * address that does not answer.
 */
export const POSTGRES_BOUNDS: PostgresBounds = { connectMs: 5_000, statementMs: 10_000, readMs: 12_000, breakerMs: 1_000 };
/** Connections a pool holds at most. */
const POOL_SIZE = 10;
/**
 * Tries of a statement whose session the server had already ended (see withClient): every pooled
 * connection may have been ended at once (a failover, an administrator), and each is dropped as it fails,
 * so one more than the pool holds always reaches a new one.
 */
const SESSION_ATTEMPTS = POOL_SIZE + 1;
export type PostgresBounds = Readonly<{ connectMs: number; statementMs: number; readMs: number; breakerMs: number }>;

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

/**
 * PostgreSQL through a connection pool; LISTEN on one connection of its own (src/server/db/postgres-listener.ts).
 * No error of a connection ever reaches the process: an idle connection that breaks leaves the pool, one in
 * use fails its caller with DatabaseUnavailableError (503 at the API) and leaves the pool too, and the next
 * call connects again.
 */
export async function openPostgres(connectionString: string, options: { searchPath?: string; bounds?: PostgresBounds; listening?: ListeningBounds } = {}): Promise<Db> {
  const bounds = options.bounds ?? POSTGRES_BOUNDS;
  const config: pg.PoolConfig = {
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: bounds.connectMs,
    statement_timeout: bounds.statementMs,
    query_timeout: bounds.readMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  if (options.searchPath) config.options = `-c search_path=${options.searchPath}`;
  const pool = new pg.Pool(config);
  // an idle connection that broke (a restart, a failover, a terminated backend): the pool has already
  // dropped it and the next call connects again; there is nobody to tell
  pool.on('error', () => undefined);
  const listener = new PostgresListener(config, options.listening);
  const nameOf = statementNamer();
  let failedAt = -Infinity;

  /** A connection of the pool, refused at once for a moment after one could not be made. */
  const acquire = async (): Promise<pg.PoolClient> => {
    if (performance.now() - failedAt < bounds.breakerMs) throw new DatabaseUnavailableError('no connection could be made a moment ago');
    try {
      return await pool.connect();
    } catch (error) {
      if (isUnavailable(error)) failedAt = performance.now();
      throw asUnavailable(error);
    }
  };

  /**
   * A connection in use. One that breaks emits 'error' besides failing its query, which unheard would end
   * the process; here it is heard, and a connection that broke is closed on release, not pooled again.
   */
  const checkout = async () => {
    const client = await acquire();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken ??= error;
    };
    client.on('error', onError);
    return {
      client,
      failed(error: unknown) {
        if (isUnavailable(error)) broken ??= error instanceof Error ? error : new Error(String(error));
      },
      release() {
        client.removeListener('error', onError);
        client.release(broken);
      },
    };
  };

  const run = async <T>(client: pg.PoolClient, sql: string, params: unknown[]): Promise<T[]> => {
    // a call without parameters keeps the simple protocol, which takes several statements at once
    const name = params.length ? nameOf(sql) : undefined;
    return (await client.query({ name, text: sql, values: params })).rows as T[];
  };

  /**
   * `work` on a connection; again on another one when the server had ended the session before it ran (the
   * pool may hand out a connection a failover or an administrator ended a moment ago, its notice still on
   * the way), until one that is live: every connection of the pool may be such a one.
   */
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const used = await checkout();
      try {
        return await work(used.client);
      } catch (error) {
        used.failed(error);
        if (attempt >= SESSION_ATTEMPTS || !sessionEndedByServer(error)) throw asUnavailable(error);
      } finally {
        used.release();
      }
    }
  };

  /** A connection with a transaction begun on it (on a live session, as withClient does). */
  const begun = async () => {
    for (let attempt = 1; ; attempt++) {
      const used = await checkout();
      try {
        await used.client.query('begin');
        return used;
      } catch (error) {
        used.failed(error);
        used.release();
        if (attempt >= SESSION_ATTEMPTS || !sessionEndedByServer(error)) throw asUnavailable(error);
      }
    }
  };

  // the database named must answer now: a start on a wrong address says so instead of serving 503s
  await withClient((client) => client.query('select 1')).catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  return {
    kind: 'postgres',
    query: <T = Row>(sql: string, params: unknown[] = []) => withClient((client) => run<T>(client, sql, params)),
    async transaction(fn) {
      const used = await begun();
      const tx = { query: <T = Row>(sql: string, params: unknown[] = []) => run<T>(used.client, sql, params).catch((e: unknown) => Promise.reject(asUnavailable(e))) };
      try {
        const result = await fn(tx);
        await used.client.query('commit');
        return result;
      } catch (e) {
        used.failed(e);
        // on a broken connection there is nothing to roll back: the server ends the transaction with it
        if (!isUnavailable(e)) await used.client.query('rollback').catch(() => undefined);
        throw asUnavailable(e);
      } finally {
        used.release();
      }
    },
    async exec(sql) {
      await withClient((client) => client.query(sql));
    },
    listen: (channel, onPayload, events) => listener.listen(channel, onPayload, events),
    get listening() {
      return listener.listening;
    },
    async notify(channel, payload) {
      await withClient((client) => client.query('select pg_notify($1, $2)', [assertChannel(channel), payload]));
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export type Row = Record<string, unknown>;

/** What a subscriber hears besides payloads, so what it keeps from notifications stays true across an outage. */
export interface ListenEvents {
  /** The subscription was cut: notifications sent from now on may never arrive. */
  lost?: () => void;
  /** The subscription is back: anything announced while it was cut has to be read again. */
  resumed?: () => void;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The storage seam: PGlite embedded by default, PostgreSQL when DATABASE_URL is set. Same SQL for both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function once it listens (rejects when the
   * database cannot be reached now). The subscription survives outages: `events` say when it was cut and
   * when it is back.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /** Whether every subscription listens now (false while one is cut and being restored). */
  readonly listening: boolean;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
export function assertChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

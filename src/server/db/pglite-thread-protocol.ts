/** What the main thread and the embedded database's thread (src/server/db/pglite-thread.ts) say to each other. */

/** The worker's data that makes it the database's thread. */
export const THREAD_MARK = { pgliteThread: true } as const;

/** What the thread opens: a data directory, or (tests) a dumped data directory loaded into memory. */
export type ThreadData = { dataDir: string; template?: undefined } | { dataDir?: undefined; template: string };

/** Every request of the main thread, without its id. */
export type Question =
  /** The first request: which database to open. */
  | { op: 'open'; data: ThreadData }
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string }
  /** Opens a transaction and answers its id (this request's id); its queries name it; `end` commits or rolls it back. */
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'notify'; channel: string; payload: string }
  | { op: 'close' };
/** One request, by its id. */
export type Request = Question & { id: number };

/** A thrown error as it crosses threads: its message, name and every field a driver set on it (`code`, `detail`...). */
export type ErrorFields = { message: string; name: string } & Record<string, string | number | undefined>;

/** The thread's answer to a request, or a notification heard on a channel the main thread listens to. */
export type Reply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: ErrorFields }
  | { channel: string; payload: string };

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** Turns the fields back into an Error with the same message and fields. */
export const errorOf = (fields: ErrorFields): Error => Object.assign(new Error(fields.message), fields);

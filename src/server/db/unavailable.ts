/**
 * The database cannot be reached or cannot answer now (stopped, failing over, unreachable, too slow):
 * nothing the caller did is wrong, and the same request may work in a few seconds. The API answers it
 * with 503 and Retry-After (src/server/app.ts); background work tries again on its next round.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Errors of the network or socket under a connection: the server is gone, not the statement wrong. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED', 'EHOSTDOWN']);

/**
 * SQLSTATEs that say the server cannot serve now rather than that the statement is wrong: class 08
 * (connection exception), the server shutting down or starting (57P01-57P03), too many connections
 * (53300), a statement cancelled by its time-out (57014), and a write sent to a standby (25006: after a
 * failover, a connection may still reach the old primary, now read-only).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25006']);

/** What node-postgres says when a connection breaks, times out or is closed under a query. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'connection timeout',
];

/** Whether an error of either driver means the database is out of reach (see DatabaseUnavailableError). */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'DATABASE_UNAVAILABLE') return true;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailable)) return true;
  return DRIVER_MESSAGES.some((m) => error.message.includes(m));
}

/** The error as the callers of a Db see it: an outage as DatabaseUnavailableError, anything else unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isUnavailable(error)) return error;
  return new DatabaseUnavailableError((error as Error).message, { cause: error });
}

/**
 * The server ended the session before the statement could run or commit (terminated by an administrator
 * or a failover, or shutting down): a statement outside a transaction may be sent again on another
 * connection. A connection that merely broke is not this: whether its statement committed is unknown.
 */
export function sessionEndedByServer(error: unknown): boolean {
  const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  // the driver refused to send the statement on a connection it already knew was gone: nothing ran
  return cause instanceof Error && cause.message.includes('is not queryable');
}

import type { FastifyInstance } from 'fastify';
import type { Db } from './db';

/**
 * How long a stop may take: requests in flight get requestsMs to finish before their connections are
 * closed; the whole stop (work after answers, the mail round under way, the database) gets totalMs
 * before the process ends anyway. Below the 30 s an orchestrator usually waits before SIGKILL.
 */
export const SHUTDOWN = { requestsMs: 10_000, totalMs: 25_000 } as const;

/**
 * A graceful stop: readiness answers 503 at once (the load balancer sends nothing new), the server takes
 * no new connection, answers what is in flight, tells every WebSocket to reconnect (to another instance),
 * finishes the work it began after answers and the mail round under way, and closes the database.
 * Every write it acknowledged was committed, and mail waits in the outbox for whichever instance delivers
 * next, so nothing is lost. Resolves once it is stopped; a stop that hangs is cut at SHUTDOWN.totalMs.
 */
export async function shutDown(app: FastifyInstance, db: Db, bounds: { requestsMs: number; totalMs: number } = SHUTDOWN): Promise<void> {
  app.lifecycle.drain();
  const cutRequests = setTimeout(() => app.server.closeAllConnections(), bounds.requestsMs);
  let cutAll: NodeJS.Timeout | undefined;
  const tooLong = new Promise<void>((_resolve, reject) => {
    cutAll = setTimeout(() => reject(new Error(`the stop took more than ${bounds.totalMs} ms`)), bounds.totalMs);
  });
  try {
    await Promise.race([(async () => {
      await app.close();
      await db.close();
    })(), tooLong]);
  } finally {
    clearTimeout(cutRequests);
    clearTimeout(cutAll);
  }
}

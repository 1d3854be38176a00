import type { ServicePlugin } from '../core/route-schemas';
import { DATABASE_RETRY_AFTER_SECONDS } from '../core/errors';

/** How long readiness waits for the database to answer before it says it is down. */
export const READY_DATABASE_MS = 2_000;

const readiness = {
  type: 'object',
  required: ['ready', 'database', 'notifications', 'content', 'draining'],
  properties: {
    ready: { type: 'boolean', description: 'Send this instance traffic: the database answers, the content is loaded and it is not shutting down' },
    database: { type: 'string', enum: ['up', 'down'] },
    notifications: { type: 'string', enum: ['up', 'reconnecting'], description: 'LISTEN/NOTIFY; while reconnecting, caches fed by it are not used, so it does not decide readiness' },
    content: { type: 'string', description: 'The content version served' },
    draining: { type: 'boolean', description: 'Shutting down: finishing what it started, taking nothing new' },
  },
} as const;

/** Whether the database answers a trivial query within READY_DATABASE_MS. */
async function databaseAnswers(query: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_MS);
  });
  try {
    return await Promise.race([query().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for a load balancer or an orchestrator. /healthz: the process answers (restart it
 * when it does not); it asks nothing of the database, so an outage never gets a healthy instance restarted.
 * /readyz: send it traffic (the database answers, the content is loaded, it is not shutting down), 503
 * with Retry-After otherwise.
 */
const health: ServicePlugin = async (app) => {
  app.get('/healthz', {
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process answers',
      response: { 200: { type: 'object', properties: { ok: { type: 'boolean' }, db: { type: 'string' } }, required: ['ok', 'db'] } },
    },
  }, async () => ({ ok: true, db: app.db.kind }));

  app.get('/readyz', {
    schema: { tags: ['health'], summary: 'Readiness: the database and the content', response: { 200: readiness, 503: readiness } },
  }, async (_request, reply) => {
    const database = await databaseAnswers(() => app.db.query('select 1'));
    const draining = app.lifecycle.draining;
    const ready = database && !draining;
    const body = {
      ready,
      database: database ? 'up' : 'down',
      notifications: app.db.listening ? 'up' : 'reconnecting',
      content: app.content.current.id,
      draining,
    } as const;
    if (!ready) reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return body;
  });
};
export default health;

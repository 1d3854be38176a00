import type { FastifyInstance } from 'fastify';
import { errorBody, RIGHT_BACK_MESSAGE, STOPPING_RETRY_AFTER_SECONDS } from './errors';

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * While the instance drains for a stop: a request that still arrives (on a connection opened before) is
 * refused at once with 503 and a short Retry-After, to be sent again to another instance; and every answer,
 * those in flight included, closes its connection, so keep-alive connections do not hold the stop open.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // liveness and readiness still say how the instance is: alive, and not ready
    if (!app.lifecycle.draining || PROBES.has(request.routeOptions.url ?? '')) return;
    return reply
      .status(503)
      .header('retry-after', String(STOPPING_RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send(errorBody(503, RIGHT_BACK_MESSAGE));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
}

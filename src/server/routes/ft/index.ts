import type { FastifyRequest } from 'fastify';
import { errors, type ServicePlugin } from '../../core/route-schemas';
import { eventBatcher } from '../../telemetry/event-batch';
import { openSession } from '../../telemetry/store';
import { telemetryEventReplySchema, telemetryEventSchema, telemetrySessionReplySchema, telemetrySessionSchema } from '../../../contracts/telemetry';

const context = { type: 'object', required: ['context'], properties: { context: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } } } as const;

/**
 * First-party telemetry (spec: {base}/ft/{context}/session and /event). Open to visitors and
 * called without a token; sessions and events are stored for the funnel and product analytics,
 * events in batches (telemetry/event-batch.ts). Each answer waits for its event's batch to be written.
 */
const ft: ServicePlugin = async (app) => {
  const events = eventBatcher(app.db);
  app.addHook('onClose', async () => events.close());
  const orgCode = (request: FastifyRequest) => {
    try {
      return request.org().orgCode;
    } catch {
      return undefined;
    }
  };

  app.post('/:context/session', {
    schema: {
      tags: ['ft'], params: context,
      summary: 'Opens or continues a telemetry session',
      body: telemetrySessionSchema,
      response: { 200: telemetrySessionReplySchema, ...errors },
    },
  }, async (request) => {
    const { context: ctx } = request.params;
    const b = request.body;
    const screen = Object.fromEntries(
      (['screenWidth', 'screenHeight', 'windowWidth', 'windowHeight'] as const).filter((k) => b[k] !== undefined).map((k) => [k, b[k] as number]),
    );
    const key = await openSession(app.db, { ...b, context: ctx, orgCode: orgCode(request), screen }, app.clock.now());
    return { sessionKey: key };
  });

  app.post('/:context/event', {
    schema: {
      tags: ['ft'], params: context,
      summary: 'Records a telemetry event in a session',
      body: telemetryEventSchema,
      response: { 200: telemetryEventReplySchema, ...errors },
    },
  }, async (request) => {
    const { context: ctx } = request.params;
    const b = request.body;
    const stored = await events.record({
      ...b,
      context: ctx,
      identityId: b.identityId ?? undefined,
      applicationUuid: b.applicationUuid ?? undefined,
      productType: b.productType ?? undefined,
    }, app.clock.now());
    return { stored };
  });
};
export default ft;

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errorResponseSchema } from '../core/errors';
import { eventBatcher } from '../telemetry/event-batch';
import { openSession, type EventInput, type SessionInput } from '../telemetry/store';

const context = { type: 'object', required: ['context'], properties: { context: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } } } as const;
const sessionKey = {
  type: 'object',
  required: ['uuid', 'epoch', 'trackerUuid'],
  properties: { uuid: { type: 'string', format: 'uuid' }, epoch: { type: 'integer' }, trackerUuid: { type: 'string', format: 'uuid' } },
} as const;
const queryParams = {
  type: 'object', maxProperties: 50,
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }] },
} as const;
const size = { type: 'integer', minimum: 0, maximum: 100_000 } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const errors = { 400: errorResponseSchema, 404: errorResponseSchema } as const;

/**
 * First-party telemetry (spec: {base}/ft/{context}/session and /event). Open to visitors and
 * called without a token; sessions and events are stored for the funnel and product analytics,
 * events in batches (telemetry/event-batch.ts). Each answer waits for its event's batch to be written.
 */
const ft: FastifyPluginAsync = async (app) => {
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
      body: {
        type: 'object',
        required: ['platform'],
        properties: {
          platform: { type: 'string', enum: ['WEB'] },
          libVersion: text(40), appVersion: text(40), referrer: text(2048), queryParams,
          screenWidth: size, screenHeight: size, windowWidth: size, windowHeight: size,
          sessionKey: { anyOf: [sessionKey, { type: 'null' }] },
        },
        additionalProperties: false,
      },
      response: { 200: { type: 'object', required: ['sessionKey'], properties: { sessionKey } }, ...errors },
    },
  }, async (request) => {
    const { context: ctx } = request.params as { context: string };
    const b = request.body as Omit<SessionInput, 'context' | 'screen' | 'orgCode'> & Record<'screenWidth' | 'screenHeight' | 'windowWidth' | 'windowHeight', number | undefined>;
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
      body: {
        type: 'object',
        required: ['event', 'sessionKey'],
        properties: {
          event: { type: 'string', minLength: 1, maxLength: 120 },
          eventType: text(60), domain: text(253), pagePath: text(2048), queryParams,
          sessionKey,
          identityId: { type: ['string', 'null'], maxLength: 64 },
          applicationUuid: { type: ['string', 'null'], maxLength: 64 },
          productType: { type: ['string', 'null'], maxLength: 64 },
          eventProperties: { type: 'object', maxProperties: 50 },
          dontDedupe: { type: 'boolean' },
          dedupeProperty: text(120),
        },
        additionalProperties: false,
      },
      response: { 200: { type: 'object', required: ['stored'], properties: { stored: { type: 'boolean' } } }, ...errors },
    },
  }, async (request) => {
    const { context: ctx } = request.params as { context: string };
    const b = request.body as Omit<EventInput, 'context'> & { identityId?: string | null; applicationUuid?: string | null; productType?: string | null };
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

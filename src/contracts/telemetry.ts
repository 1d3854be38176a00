import type { FromSchema } from 'json-schema-to-ts';
import { uuid } from './uuid';

/**
 * First-party telemetry on the wire (spec: {base}/ft/{context}/session and /event): the session key the browser
 * keeps, and what it sends to open a session and to record an event. The server validates with these schemas; the
 * browser's types come from them.
 */

export const sessionKeySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'epoch', 'trackerUuid'],
  properties: { uuid, epoch: { type: 'integer' }, trackerUuid: uuid },
} as const;

const queryParams = {
  type: 'object', maxProperties: 50,
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }] },
} as const;
const size = { type: 'integer', minimum: 0, maximum: 100_000 } as const;
const text = <M extends number>(max: M) => ({ type: 'string', maxLength: max }) as const;

/** Opens or continues a session: the page's platform, versions, where it came from and its sizes. */
export const telemetrySessionSchema = {
  type: 'object',
  required: ['platform'],
  properties: {
    platform: { type: 'string', enum: ['WEB'] },
    libVersion: text(40), appVersion: text(40), referrer: text(2048), queryParams,
    screenWidth: size, screenHeight: size, windowWidth: size, windowHeight: size,
    sessionKey: { anyOf: [sessionKeySchema, { type: 'null' }] },
  },
  additionalProperties: false,
} as const;

export const telemetrySessionReplySchema = { type: 'object', required: ['sessionKey'], properties: { sessionKey: sessionKeySchema } } as const;

/** One event in a session. */
export const telemetryEventSchema = {
  type: 'object',
  required: ['event', 'sessionKey'],
  properties: {
    event: { type: 'string', minLength: 1, maxLength: 120 },
    eventType: text(60), domain: text(253), pagePath: text(2048), queryParams,
    sessionKey: sessionKeySchema,
    identityId: { type: ['string', 'null'], maxLength: 64 },
    applicationUuid: { type: ['string', 'null'], maxLength: 64 },
    productType: { type: ['string', 'null'], maxLength: 64 },
    eventProperties: { type: 'object', maxProperties: 50 },
    dontDedupe: { type: 'boolean' },
    dedupeProperty: text(120),
  },
  additionalProperties: false,
} as const;

export const telemetryEventReplySchema = { type: 'object', required: ['stored'], properties: { stored: { type: 'boolean' } } } as const;

export type SessionKey = FromSchema<typeof sessionKeySchema>;
export type TelemetrySession = FromSchema<typeof telemetrySessionSchema>;
export type TelemetryEvent = FromSchema<typeof telemetryEventSchema>;
export type TelemetrySessionReply = FromSchema<typeof telemetrySessionReplySchema>;
export type TelemetryEventReply = FromSchema<typeof telemetryEventReplySchema>;

/** The signed-in identity's tracker id (null before its first telemetry session). */
export const trackerProfileSchema = {
  type: 'object',
  required: ['identityUuid', 'optimizelyProfileUuid'],
  properties: { identityUuid: { type: 'string' }, optimizelyProfileUuid: { type: ['string', 'null'] } },
} as const;
export type TrackerProfile = FromSchema<typeof trackerProfileSchema>;

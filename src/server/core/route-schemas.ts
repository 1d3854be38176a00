import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FromSchemaDefaultOptions } from 'json-schema-to-ts';
import { errorResponseSchema } from './errors';
import { uuid } from '../../contracts/uuid';

/**
 * A service plugin: its routes' params, query, body and reply are typed from their schemas (json-schema-to-ts), so a
 * handler reads `request.params.uuid` as the schema declares it, with no cast.
 */
export type ServicePlugin = FastifyPluginAsyncJsonSchemaToTs<Typing>;

/** The app as a service plugin sees it: the same instance, with routes typed from their schemas. */
export type ServiceApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, JsonSchemaToTsProvider<Typing>>;

/**
 * How schemas become types. Requests as validated (a defaulted property is there); replies as sent: a defaulted
 * property may be left out, and a `binary` answer (a file, a PDF, a CSV stream) is the bytes as they are.
 */
type Typing = {
  ValidatorSchemaOptions: FromSchemaDefaultOptions;
  SerializerSchemaOptions: {
    keepDefaultedPropertiesOptional: true;
    deserialize: [{ pattern: { type: 'string'; format: 'binary' }; output: Buffer | Readable | string }];
  };
};

/** Every error answer a route may give, one schema for all (`errorBody`): spread into a route's `response`. */
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** A file or a stream in a reply: the bytes as they are, with the content type the route sets. */
export const binary = { type: 'string', format: 'binary' } as const;

export { uuid };

/** The params of a route under `/:uuid` (an application, a conversation, a letter). */
export const uuidParams = { type: 'object', required: ['uuid'], properties: { uuid } } as const;

/** A request whose params are an application's uuid, for helpers that take the request of such a route. */
export type UuidRequest = FastifyRequest<{ Params: { uuid: string } }>;


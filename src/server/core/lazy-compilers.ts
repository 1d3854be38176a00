import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compiled = ((data: unknown) => unknown) & { errors?: unknown };

/** A function that builds `fn` on its first call; Fastify reads a validator's errors from the function itself. */
function onFirstCall(build: () => Compiled): Compiled {
  let fn: Compiled | undefined;
  const call: Compiled = (data) => {
    fn ??= build();
    const out = fn(data);
    call.errors = fn.errors;
    return out;
  };
  return call;
}

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's own compilers (ajv for requests, fast-json-stringify for responses), each route's function built
 * on the route's first request instead of at start: a server with some 200 routes compiles only those it
 * serves, so it answers /healthz sooner and holds less.
 */
export const lazyCompilers: Factories = {
  // The factories' own types differ from Fastify's by package; the shapes are the same.
  buildValidator: ((externalSchemas: unknown, options: unknown) => {
    const compile = ValidatorSelector()(externalSchemas as never, options as never);
    return (route: unknown) => onFirstCall(() => compile(route as never) as Compiled);
  }) as Factories['buildValidator'],
  buildSerializer: ((externalSchemas: unknown, options: unknown) => {
    const compile = SerializerSelector()(externalSchemas as never, options as never);
    return (route: unknown) => onFirstCall(() => compile(route as never) as Compiled);
  }) as Factories['buildSerializer'],
};

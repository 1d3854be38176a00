import { inLanguage } from '../engine/languages';
import { lazyCompilers } from './core/lazy-compilers';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import './core/decorators';
import { dbBlobStore } from './core/blobs';
import { Clock } from './core/clock';
import { ContentService } from './core/content-service';
import { DATABASE_RETRY_AFTER_SECONDS, RIGHT_BACK_MESSAGE, HttpError, Refusal, badRequest, errorBody, type CopyText } from './core/errors';
import { isUnavailable } from './db/unavailable';
import { jsonProblem } from '../lib/json-safety';
import { failureOf, ScreenValidator } from './core/screen-validation';
import { fieldLabel } from '../engine/field-label';
import { errorSummary, plainFieldErrors } from '../engine/plain-errors';
import type { JsonObject } from '../engine/types';
import type { ErrorObject } from 'ajv';
import { ensureSecret } from './core/secrets';
import type { ServerConfig } from './config';
import type { Db } from './db';
import { migrate } from './db/migrate';
import { servicePlugins } from './routes';
import { createProviders, type Providers } from './providers';
import { outboxMailer, SmtpDelivery } from './mail/mailer';
import securityHeaders from './plugins/security-headers';
import staticApp from './plugins/static-app';
import { Revocations } from './core/revocations';
import { ApplicationReads } from './applications/read-cache';
import { Lifecycle } from './core/lifecycle';
import { closeConnectionsWhileDraining } from './core/draining';
import { requestLanguage, requestText } from './core/language';
import { setPasswordHashing } from './identity/password';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** Reuse already-loaded content (tests); otherwise it is loaded and checked from config.contentRoot. */
  content?: ContentService;
  clock?: Clock;
  logger?: boolean;
  /** Replace some third parties (tests); the rest follow config.providers. */
  providers?: Partial<Providers>;
}

/** Builds the whole server: shared services, one plugin per service prefix, the app and its redirects. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  setPasswordHashing(config.passwordHashing);
  const content = (deps.content ?? ContentService.forConfig(config)).forDb(db);
  const revocations = new Revocations(db);
  const applicationReads = new ApplicationReads(db);
  // mail is queued in the outbox (in the transaction of what caused it) and delivered over SMTP when configured
  const delivery = config.smtpUrl ? new SmtpDelivery(config.smtpUrl, db) : undefined;
  // What needs the database runs while the services register their routes below (the embedded database
  // may still be opening on its thread, src/server/db/pglite-thread.ts); no route is served before both.
  const stored = (async () => {
    await migrate(db);
    delivery?.start();
    const [jwtSecret] = await Promise.all([config.jwtSecret ?? ensureSecret(db, 'jwt'), content.start(), revocations.start(), applicationReads.start()]);
    return { jwtSecret };
  })();
  // awaited below, once the routes are registered; a failure meanwhile is not left unhandled
  stored.catch(() => undefined);

  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    // Forwarded headers are believed only behind a proxy that sets them; otherwise anyone could forge them.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    schemaController: { compilersFactory: lazyCompilers },
    // a stop refuses what still arrives with its own answer and Retry-After (src/server/core/draining.ts)
    return503OnClosing: false,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('content', content);
  app.addHook('onClose', async () => content.stop());
  app.decorate('screens', new ScreenValidator(() => content.index));
  app.decorate('blobs', dbBlobStore(db));
  app.decorate('clock', deps.clock ?? new Clock());
  app.decorate('mailDelivery', delivery);
  app.decorate('mail', outboxMailer(delivery ? 'smtp' : 'outbox', db, () => new Date(), () => delivery?.kick()));
  if (delivery) app.addHook('onClose', () => delivery.stop());
  app.decorate('revocations', revocations);
  app.addHook('onClose', async () => revocations.stop());
  app.decorate('applicationReads', applicationReads);
  app.addHook('onClose', async () => applicationReads.stop());
  app.decorate('providers', createProviders(config.providers, deps.providers));
  const lifecycle = new Lifecycle((error) => app.log.error({ err: error }, 'work after an answer failed'));
  app.decorate('lifecycle', lifecycle);
  // registered last of the stops, so it runs first: what was begun after an answer still has the database and the mail
  app.addHook('onClose', () => lifecycle.settled());
  // the hooks every request passes are callback hooks: no promise per hook per request
  app.addHook('onResponse', (request, _reply, done) => {
    lifecycle.answered(request);
    done();
  });
  closeConnectionsWhileDraining(app);
  app.decorateRequest('org', function org(this: import('fastify').FastifyRequest) {
    return content.orgFor(this);
  });
  app.decorateRequest('language', function language(this: import('fastify').FastifyRequest) {
    return requestLanguage(this);
  });

  // Text a database cannot store (NUL, unpaired surrogates), prototype keys and absurd nesting are refused
  // before any route sees them: 400 naming the field, nothing stored.
  // The same check once more after validation: type coercion can turn "Infinity" into a number no
  // field accepts.
  const refuseUnacceptable = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const problem = jsonProblem(request.body) ?? jsonProblem(request.query) ?? jsonProblem(request.params);
    done(problem ? badRequest(`${fieldLabel(problem.path) || 'The request'} ${problem.message}`, [{ path: problem.path, message: problem.message }]) : undefined);
  };
  app.addHook('preValidation', refuseUnacceptable);
  app.addHook('preHandler', refuseUnacceptable);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof Refusal) {
      // in the request's language, with the lender's own words
      const text = requestText(content.index, request);
      const say = (t: CopyText) => text(t.key, t.values);
      return reply.status(error.statusCode).send(errorBody(error.statusCode, say(error.text), error.fieldTexts.map((f) => ({ path: f.path, message: say(f.text) }))));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors));
    }
    if (isUnavailable(error)) {
      // An outage, not a fault of this request: the caller is told when to ask again (the browser waits and does).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody(503, RIGHT_BACK_MESSAGE));
    }
    const fe = error as FastifyError;
    // A unique constraint lost to a concurrent request (two people taking one notary slot, say) is a
    // conflict the caller can retry, not a server failure; both database drivers report SQLSTATE 23505.
    if ((error as { code?: unknown }).code === '23505') {
      return reply.status(409).send(errorBody(409, 'Someone else just made the same change. Please refresh and try again.'));
    }
    if (fe.validation) {
      // in plain words, naming each field by its schema title (or its name in words)
      const strings = inLanguage(content.index, request.language()).strings;
      const where = fe.validationContext ?? 'body';
      const schema = schemaOf(request.routeOptions.schema?.[where]);
      const errors = plainFieldErrors(fe.validation.map((v) => failureOf(v as ErrorObject)), undefined, strings, { schema }).map(({ path, message }) => ({ path, message }));
      // a malformed address (a uuid in the path, say) is nothing the person can fix in a form
      const message = where === 'params'
        ? strings['validation.address'] ?? 'This address is incomplete or out of date.'
        : errorSummary(errors, strings, schema);
      return reply.status(400).send(errorBody(400, message, errors));
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message = status === 500 ? 'Something unexpected happened' : fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is not valid JSON' : fe.message;
    return reply.status(status).send(errorBody(status, message));
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'HELOC portal reference services', version: '1.0.0', description: 'Every service path the portal calls, as implemented by the reference backend.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  await app.register(securityHeaders);
  for (const { prefix, plugin } of servicePlugins) await app.register(plugin, { prefix });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(staticApp);
  app.decorate('jwtSecret', (await stored).jwtSecret);
  return app;
}

/** A route's request schema as a JSON object, for the field titles of its messages. */
const schemaOf = (schema: unknown): JsonObject | undefined =>
  schema && typeof schema === 'object' && !Array.isArray(schema) ? (schema as JsonObject) : undefined;

import type { FastifyPluginAsync } from 'fastify';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { errorResponseSchema } from '../core/errors';
import { applicationsFor, loadForUser, signersOf } from '../applications/repo';
import { applicationView, applicationViewSchema } from '../applications/view';

const uuidParams = { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', format: 'uuid' } } } as const;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;

/** Signed-in application calls: the caller's applications, and one application they own or sign. */
const serviceApplication: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser());

  app.get('/api/v1/application/heloc/all', {
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "The signed-in user's applications (owned or signing), newest first",
      response: { 200: { type: 'array', items: applicationViewSchema }, ...errors },
    },
  }, async (request) => {
    const rows = await applicationsFor(app.db, userOf(request).id);
    return Promise.all(rows.map(async (row) => applicationView(row, await signersOf(app.db, row.uuid))));
  });

  for (const version of ['v1', 'v3']) {
    app.get(`/api/${version}/application/heloc/:uuid`, {
      schema: {
        tags: ['service-application'], security: bearerSecurity, params: uuidParams,
        summary: 'One application the caller owns or signs',
        response: { 200: applicationViewSchema, ...errors },
      },
    }, async (request) => {
      const { uuid } = request.params as { uuid: string };
      const { app: row } = await loadForUser(app.db, uuid, userOf(request));
      return applicationView(row, await signersOf(app.db, row.uuid));
    });
  }
};
export default serviceApplication;

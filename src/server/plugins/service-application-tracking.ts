import type { FastifyPluginAsync } from 'fastify';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { errorResponseSchema, forbidden, notFound } from '../core/errors';
import { findApplication, loadForUser, signersOf } from '../applications/repo';
import { roleView } from '../applications/view';
import { findUserById } from '../identity/users';
import { funnel } from '../telemetry/funnel';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const uuidParams = { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', format: 'uuid' } } } as const;
const trackerProfile = {
  type: 'object',
  required: ['identityUuid', 'optimizelyProfileUuid'],
  properties: { identityUuid: { type: 'string' }, optimizelyProfileUuid: { type: ['string', 'null'] } },
} as const;

/** Application-service calls for tracking: session-replay links, tracker ids, the staff funnel and the staff view of one application. */
const serviceApplicationTracking: FastifyPluginAsync = async (app) => {
  app.put('/api/v1/application/heloc/:uuid/full-story-link', {
    preHandler: requireUser(),
    schema: {
      tags: ['service-application'], security: bearerSecurity, params: uuidParams,
      summary: 'Keeps the session-replay link of a visit to this application',
      body: {
        type: 'object', required: ['link'], additionalProperties: false,
        properties: { link: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 } },
      },
      response: { 200: { type: 'object', required: ['applicationUuid', 'link'], properties: { applicationUuid: { type: 'string' }, link: { type: 'string' } } }, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { uuid } = request.params as { uuid: string };
    const { link } = request.body as { link: string };
    await loadForUser(app.db, uuid, user);
    await app.db.query('insert into session_replay_link (application_uuid, identity_id, link, created_at) values ($1, $2, $3, $4)', [uuid, user.id, link, app.clock.now()]);
    return { applicationUuid: uuid, link };
  });

  app.get('/api/v3/application/heloc/optermizerly-profile', {
    preHandler: requireUser(),
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "The signed-in user's tracker id (null until one is stored)",
      response: { 200: trackerProfile, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const [row] = await app.db.query<{ tracker_uuid: string }>('select tracker_uuid from tracker_profile where identity_id = $1', [user.id]);
    return { identityUuid: user.id, optimizelyProfileUuid: row?.tracker_uuid ?? null };
  });

  app.patch('/api/v3/application/heloc/optermizerly-profile', {
    preHandler: requireUser(),
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "Stores the signed-in user's tracker id",
      querystring: { type: 'object', required: ['identityUuid'], properties: { identityUuid: { type: 'string', format: 'uuid' } } },
      body: { type: 'object', required: ['optimizelyProfileUuid'], additionalProperties: false, properties: { optimizelyProfileUuid: { type: 'string', format: 'uuid' } } },
      response: { 200: trackerProfile, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { identityUuid } = request.query as { identityUuid: string };
    if (identityUuid.toLowerCase() !== user.id.toLowerCase()) throw forbidden('You can only store your own tracker id');
    const { optimizelyProfileUuid } = request.body as { optimizelyProfileUuid: string };
    await app.db.query(
      `insert into tracker_profile (identity_id, tracker_uuid, updated_at) values ($1, $2, $3)
       on conflict (identity_id) do update set tracker_uuid = excluded.tracker_uuid, updated_at = excluded.updated_at`,
      [user.id, optimizelyProfileUuid, app.clock.now()],
    );
    return { identityUuid: user.id, optimizelyProfileUuid };
  });

  app.get('/api/v1/staff/funnel', {
    preHandler: requireUser('STAFF'),
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "Staff: how many of their own lender's applications reached each flow state",
      response: {
        200: {
          type: 'object', required: ['states', 'orgs'],
          properties: {
            states: { type: 'array', items: { type: 'string' } },
            orgs: {
              type: 'array',
              items: {
                type: 'object', required: ['orgCode', 'orgBrand', 'applications', 'reached'],
                properties: {
                  orgCode: { type: 'string' }, orgBrand: { type: 'string' }, applications: { type: 'integer' },
                  reached: { type: 'object', additionalProperties: { type: 'integer' } },
                },
              },
            },
          },
        },
        ...errors,
      },
    },
  }, async (request) => {
    const flow = app.content.index.flows.applicant;
    // a lender's staff see their own lender's applications only
    const own = app.content.index.orgs[userOf(request).org];
    const orgs = own ? [{ orgCode: own.orgCode, orgBrand: own.orgBrand }] : [];
    return funnel(app.db, flow ? Object.keys(flow.states) : [], orgs);
  });

  app.get('/api/v1/staff/applications/:uuid', {
    preHandler: requireUser('STAFF'),
    schema: {
      tags: ['service-application'], security: bearerSecurity, params: uuidParams,
      summary: "Staff: one of their own lender's applications in the staff view (StaffView, src/lib/role-views.ts); another lender's answers 404",
      response: { 200: { type: 'object', additionalProperties: true, required: ['uuid', 'loanNumber', 'state', 'status', 'ownerEmail'] }, ...errors },
    },
  }, async (request) => {
    const row = await findApplication(app.db, (request.params as { uuid: string }).uuid);
    // a lender's staff read their own lender's applications only; any other is as good as absent
    if (!row || row.org_code !== userOf(request).org) throw notFound('Application not found');
    const owner = await findUserById(app.db, row.owner_id);
    return roleView(app.content.index, 'staff', row, await signersOf(app.db, row.uuid), { ownerEmail: owner?.email ?? '' });
  });
};
export default serviceApplicationTracking;

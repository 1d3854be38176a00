import { errors, uuidParams, type ServicePlugin, uuid } from '../../core/route-schemas';
import { bearerSecurity, requireUser, userOf } from '../../core/auth';
import { forbidden } from '../../core/errors';
import { loadForUser } from '../../applications/repo';
import { trackerProfileSchema } from '../../../contracts/telemetry';


/** Application-service calls for tracking: session-replay links and tracker ids. */
const serviceApplicationTracking: ServicePlugin = async (app) => {
  app.put('/api/v1/application/heloc/:uuid/full-story-link', {
    onRequest: requireUser(),
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
    const { uuid } = request.params;
    const { link } = request.body;
    await loadForUser(app.db, uuid, user);
    await app.db.query('insert into session_replay_link (application_uuid, identity_id, link, created_at) values ($1, $2, $3, $4)', [uuid, user.id, link, app.clock.now()]);
    return { applicationUuid: uuid, link };
  });

  app.get('/api/v3/application/heloc/optermizerly-profile', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "The signed-in user's tracker id (null until one is stored)",
      response: { 200: trackerProfileSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const [row] = await app.db.query<{ tracker_uuid: string }>('select tracker_uuid from tracker_profile where identity_id = $1', [user.id]);
    return { identityUuid: user.id, optimizelyProfileUuid: row?.tracker_uuid ?? null };
  });

  app.patch('/api/v3/application/heloc/optermizerly-profile', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "Stores the signed-in user's tracker id",
      querystring: { type: 'object', required: ['identityUuid'], properties: { identityUuid: uuid } },
      body: { type: 'object', required: ['optimizelyProfileUuid'], additionalProperties: false, properties: { optimizelyProfileUuid: uuid } },
      response: { 200: trackerProfileSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { identityUuid } = request.query;
    if (identityUuid.toLowerCase() !== user.id.toLowerCase()) throw forbidden('You can only store your own tracker id');
    const { optimizelyProfileUuid } = request.body;
    await app.db.query(
      `insert into tracker_profile (identity_id, tracker_uuid, updated_at) values ($1, $2, $3)
       on conflict (identity_id) do update set tracker_uuid = excluded.tracker_uuid, updated_at = excluded.updated_at`,
      [user.id, optimizelyProfileUuid, app.clock.now()],
    );
    return { identityUuid: user.id, optimizelyProfileUuid };
  });
};
export default serviceApplicationTracking;

import { inLanguage } from '../../../engine/languages';
import { randomUUID } from 'node:crypto';
import { CEO_FEEDBACK_FORM, ceoFeedbackSentSchema, type CeoFeedback } from '../../../contracts/feedback';
import { errors, type ServicePlugin, uuidParams } from '../../core/route-schemas';
import { bearerSecurity, requireUser, userOf } from '../../core/auth';
import { loadForUser } from '../../applications/repo';
import { markRead, notificationSchema, notificationsFor } from '../../notifications/notify';
import { syncStepNotices } from '../../notifications/step-notices';




/** Profile-service calls of the shell: feedback to the CEO and the notifications menu. */
const serviceProfileFeedback: ServicePlugin = async (app) => {
  const { $schema: _s, $id: _id, ...feedbackSchema } = app.content.index.screens[CEO_FEEDBACK_FORM]?.schema ?? {};

  app.post('/api/v1/feedback/ceo', {
    onRequest: requireUser(),
    // The declared body documents the call; the write is validated below with the form's own schema file and
    // messages, on the body exactly as sent (no coercion by the route validator first).
    validatorCompiler: () => () => true,
    schema: {
      tags: ['service-profile'], security: bearerSecurity,
      summary: 'Feedback to the CEO from a signed-in user',
      body: feedbackSchema,
      response: {
        201: ceoFeedbackSentSchema,
        ...errors,
      },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = app.screens.validate<CeoFeedback>(CEO_FEEDBACK_FORM, request.body, request.language());
    // Feedback about an application names one the sender can see, so nobody attaches notes to others'.
    if (body.applicationUuid) await loadForUser(app.db, body.applicationUuid, user);
    const uuid = randomUUID();
    const [row] = await app.db.query<{ created_at: Date }>(
      `insert into ceo_feedback (uuid, identity_id, org_code, application_uuid, topic, message, marketing_consent, pathname, product_type, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning created_at`,
      [uuid, user.id, user.org, body.applicationUuid ?? null, body.topic, body.message, body.marketingConsent, body.pathname ?? null, body.productType ?? null, app.clock.now()],
    );
    reply.status(201);
    return { uuid, created: new Date(row?.created_at ?? app.clock.now()).toISOString() };
  });

  app.get('/api/v1/notifications', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity,
      summary: "The signed-in user's notifications, unread first",
      response: { 200: { type: 'array', items: notificationSchema }, ...errors },
    },
  }, async (request) => {
    const { id } = userOf(request);
    // a step's notice is written in the language of the page that first lists it
    await syncStepNotices(app.db, inLanguage(app.content.index, request.language()), id);
    return notificationsFor(app.db, id);
  });

  app.put('/api/v1/notifications/:uuid/read', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity,
      summary: 'Marks one of your notifications read',
      params: uuidParams,
      response: { 200: notificationSchema, ...errors },
    },
  }, async (request) => markRead(app.db, userOf(request).id, request.params.uuid));
};
export default serviceProfileFeedback;

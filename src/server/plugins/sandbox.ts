import { CALLER_VIEW } from '../../contracts/role-views';
import { binary, errors, type ServicePlugin, uuidParams } from '../core/route-schemas';
import { roleView } from '../applications/view';
import { applyEvent, createApplication } from '../applications/apply-event';
import { AUTOMATIC_EFFECTS } from '../effects/automatic';
import { findApplication, saveApplicationData, signersOf } from '../applications/repo';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import { applicantFlow } from '../applications/flow-runtime';
import { createUser, EmailTakenError, PERMISSIONS } from '../identity/users';
import { raiseCondition } from '../conditions/service';
import { outboxAttachment, outboxFor } from '../mail/mailer';
import { attachmentHeader } from '../uploads/receive';
import { mailboxPage } from '../mail/mailbox-page';
import { closeIncompleteApplications } from '../decisions/incomplete';


/**
 * Sandbox controls for testing whole journeys without waiting: move the server clock forward, put
 * one's own application at a given step, raise a condition on it. Refused in production.
 */
const sandbox: ServicePlugin = async (app) => {
  app.addHook('onRequest', async () => {
    if (app.config.production) throw forbidden('Sandbox controls are not available in production');
  });

  app.post('/clock/advance', {
    schema: {
      tags: ['sandbox'], summary: 'Moves the server clock forward (never back)',
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: { days: { type: 'integer', minimum: 0, maximum: 366 }, hours: { type: 'integer', minimum: 0, maximum: 8784 }, minutes: { type: 'integer', minimum: 0, maximum: 527040 } },
      },
      response: { 200: { type: 'object', properties: { now: { type: 'string' }, offsetMs: { type: 'number' } } }, ...errors },
    },
  }, async (request) => {
    const { days = 0, hours = 0, minutes = 0 } = request.body;
    const now = app.clock.advance(((days * 24 + hours) * 60 + minutes) * 60_000);
    return { now: now.toISOString(), offsetMs: app.clock.offset };
  });

  app.post('/sweeps/incomplete', {
    schema: {
      tags: ['sandbox'],
      summary: 'Runs the sweep that closes applications left waiting on the applicant past their lender\'s days now (after moving the clock), rather than at its next turn',
      response: { 200: { type: 'object', required: ['closed'], properties: { closed: { type: 'integer' } } }, ...errors },
    },
  }, async () => ({ closed: await closeIncompleteApplications(app) }));

  app.get('/mailbox', {
    schema: {
      tags: ['sandbox'],
      summary: 'The development mailbox: mail the server kept in its outbox (no SMTP_URL), newest first; a page for a browser, JSON otherwise',
      querystring: { type: 'object', additionalProperties: false, properties: { to: { type: 'string', maxLength: 254 } } },
      response: {
        // JSON, or the page a browser asks for (text/html, sent as it is)
        200: {
          anyOf: [{
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string' }, to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, queuedAt: { type: 'string' }, sentAt: { type: ['string', 'null'] }, attachment: { type: ['string', 'null'] } } },
          }, binary],
        },
        ...errors,
      },
    },
  }, async (request, reply) => {
    const { to } = request.query;
    const mail = (await outboxFor(app.db, to)).map((m) => ({
      id: m.id, to: m.to_address, subject: m.subject, text: m.body_text,
      queuedAt: new Date(m.created_at).toISOString(), sentAt: m.sent_at ? new Date(m.sent_at).toISOString() : null,
      attachment: m.attachment_name,
    }));
    if (!request.headers.accept?.includes('text/html')) return mail;
    return reply.type('text/html; charset=utf-8').send(mailboxPage(mail, app.mail.kind));
  });

  app.get('/mailbox/:messageId/attachment', {
    schema: {
      tags: ['sandbox'], summary: "The development mailbox: a message's attached file (a notice PDF)",
      params: { type: 'object', required: ['messageId'], properties: { messageId: { type: 'string', maxLength: 36 } } },
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const found = await outboxAttachment(app.db, request.params.messageId);
    const blob = found ? await app.blobs.get(found.blobId) : undefined;
    if (!found || !blob) throw notFound('Attachment not found');
    return reply.header('content-type', blob.contentType).header('content-disposition', attachmentHeader(found.filename))
      .header('x-content-type-options', 'nosniff').send(blob.data);
  });

  app.get('/clock', {
    schema: { tags: ['sandbox'], summary: 'The server clock', response: { 200: { type: 'object', properties: { now: { type: 'string' }, offsetMs: { type: 'number' } } } } },
  }, async () => ({ now: app.clock.now().toISOString(), offsetMs: app.clock.offset }));

  app.post('/applications', {
    onRequest: requireUser(),
    schema: {
      tags: ['sandbox'], security: bearerSecurity,
      summary: "Creates an application for the caller at a given state with given data (to start a test mid-journey), in the request's language as registration does",
      body: {
        type: 'object', required: ['state'], additionalProperties: false,
        properties: { state: { type: 'string', minLength: 1 }, data: { type: 'object', additionalProperties: true }, flags: { type: 'object', additionalProperties: true } },
      },
      response: { 201: CALLER_VIEW, ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body;
    if (!applicantFlow(app).state(body.state)) throw badRequest(`"${body.state}" is not a state of the applicant flow`);
    let row = await createApplication(app.db, { ownerId: user.id, orgCode: user.org, state: body.state, serverStatus: applicantFlow(app).statusOf(body.state, { ...body.data, ...body.flags }) ?? body.state, data: body.data ?? {}, contentVersion: app.content.current.id, language: request.language() });
    if (body.flags) row = await saveApplicationData(app.db, row, { flags: body.flags });
    return reply.status(201).send(roleView((await app.content.forApplication(row)).index, 'applicant', row));
  });

  app.post('/applications/:uuid/conditions', {
    onRequest: requireUser(),
    schema: {
      tags: ['sandbox'], security: bearerSecurity, summary: 'Raises a condition on one of the caller’s own applications, as an underwriter would',
      params: uuidParams,
      body: {
        type: 'object', required: ['category'], additionalProperties: false,
        properties: { category: { type: 'string' }, numDocsRequired: { type: 'integer', minimum: 1, maximum: 20 }, xtraData: { type: 'object', additionalProperties: true }, commentsToBorrower: { type: 'string' } },
      },
      response: { 201: CALLER_VIEW, ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const row = await findApplication(app.db, request.params.uuid);
    if (!row || row.owner_id !== user.id) throw notFound('Application not found');
    await raiseCondition(app, row, request.body, user.id, 'sandbox');
    const fresh = (await findApplication(app.db, row.uuid)) ?? row;
    return reply.status(201).send(roleView((await app.content.forApplication(fresh)).index, 'applicant', fresh, await signersOf(app.db, fresh.uuid)));
  });

  app.post('/applications/:uuid/flood-certificate', {
    onRequest: requireUser(),
    schema: {
      tags: ['sandbox'], security: bearerSecurity,
      summary: "Delivers the flood certificate of one of the caller's own applications now, as the flood vendor would after its time (409 unless it waits for one)",
      params: uuidParams,
      response: { 200: CALLER_VIEW, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const row = await findApplication(app.db, request.params.uuid);
    if (!row || row.owner_id !== user.id) throw notFound('Application not found');
    const { row: moved } = await applyEvent(app, {
      uuid: row.uuid, actorId: user.id, event: 'floodCertArrived', label: 'refusal.doing.floodCertificate',
      work: ({ app: scoped, row: current, now }) => AUTOMATIC_EFFECTS.receiveFloodCert({ app: scoped, row: current, now, actorId: user.id }),
    });
    return roleView(app.content.index, 'applicant', moved, await signersOf(app.db, moved.uuid));
  });

  // Staff accounts are otherwise made with `npm run user:create`; this lets a browser test sign one in.
  app.post('/staff', {
    schema: {
      tags: ['sandbox'], summary: "Creates a STAFF user (or PLATFORM_STAFF, with permissions such as content-editor) of the request's org (refused in production)",
      body: {
        type: 'object', required: ['email', 'password'], additionalProperties: false,
        properties: {
          email: { type: 'string', format: 'email', maxLength: 128 }, password: { type: 'string', minLength: 12, maxLength: 128 },
          role: { type: 'string', enum: ['STAFF', 'PLATFORM_STAFF'] },
          permissions: { type: 'array', maxItems: 4, uniqueItems: true, items: { type: 'string', enum: [...PERMISSIONS] } },
        },
      },
      response: { 201: { type: 'object', required: ['id', 'email'], properties: { id: { type: 'string' }, email: { type: 'string' } } }, ...errors },
    },
  }, async (request, reply) => {
    const b = request.body;
    try {
      const user = await createUser(app.db, { email: b.email, password: b.password, role: b.role ?? 'STAFF', orgCode: request.org().orgCode, permissions: b.permissions ?? [] });
      return reply.status(201).send({ id: user.id, email: user.email });
    } catch (e) {
      if (e instanceof EmailTakenError) throw conflict(e.message);
      throw e;
    }
  });
};

export default sandbox;

import { binary, errors, uuid, uuidParams, type ServicePlugin } from '../core/route-schemas';
import { applyEvent } from '../applications/apply-event';
import { loadForUser, signersOf, type ApplicationRow } from '../applications/repo';
import { callerViewSchema, roleOf, roleView } from '../applications/view';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { conflict, notFound } from '../core/errors';
import { rightToCancel } from '../decisions/cancel';
import { availableActions, performStaffAction, permissionsOf, staffActionBodySchema } from '../decisions/staff-actions';
import { workQueue, workQueueSchema } from '../decisions/queue';
import { documentView, documentViewSchema, documentsOf, findDocument } from '../documents/repo';
import { findUserById } from '../identity/users';
import { staffApplication } from '../staff/applications';
import { requireStaff, staffLender } from '../staff/lender';
import { attachmentHeader } from '../uploads/receive';
import { DECLINE_REASONS, LETTER_KIND, STAFF_ACTION_IDS } from '../../product/decisions';

const staffOnly = requireStaff();
const STAFF_BASE = '/api/v1/staff/applications/:uuid';
const APP_BASE = '/api/v1/application/heloc/:uuid';

const actionsSchema = {
  type: 'object', required: ['state', 'actions', 'permissions', 'declineReasons'],
  properties: {
    state: { type: 'string' },
    actions: { type: 'array', items: { type: 'object', required: ['id', 'event', 'permitted'], properties: { id: { type: 'string' }, event: { type: 'string' }, permitted: { type: 'boolean' } } } },
    permissions: { type: 'array', items: { type: 'string' } },
    declineReasons: { type: 'array', items: { type: 'string' } },
  },
} as const;

/**
 * Decisions: staff actions on an application (each an event of the applicant flow, see
 * src/product/decisions.ts), the work queue, the lender's letters to the applicant (a notice of
 * action taken, a cancellation confirmation) and the applicant's right to cancel.
 */
const serviceDecisions: ServicePlugin = async (app) => {
  const staffView = async (row: ApplicationRow) => {
    const owner = await findUserById(app.db, row.owner_id);
    return roleView((await app.content.forApplication(row)).index, 'staff', row, await signersOf(app.db, row.uuid), { ownerEmail: owner?.email ?? '' });
  };

  app.get(`${STAFF_BASE}/actions`, {
    onRequest: staffOnly,
    schema: {
      tags: ['decisions'], security: bearerSecurity, params: uuidParams,
      summary: "Staff: the actions the flow allows on one of their lender's applications now, whether the caller holds each one's permission, and the decline reasons to choose from",
      response: { 200: actionsSchema, ...errors },
    },
  }, async (request) => {
    const row = await staffApplication(app, request);
    const permissions = await permissionsOf(request);
    return { state: row.state, actions: availableActions((await app.content.forApplication(row)).applicantFlow, row, permissions), permissions, declineReasons: [...DECLINE_REASONS] };
  });

  app.post(`${STAFF_BASE}/actions/:action`, {
    onRequest: staffOnly,
    schema: {
      tags: ['decisions'], security: bearerSecurity,
      params: { type: 'object', required: ['uuid', 'action'], properties: { uuid, action: { type: 'string', enum: [...STAFF_ACTION_IDS] } } },
      body: staffActionBodySchema,
      summary: "Staff decide: approve, decline (with reasons), release the notary step, order a valuation, record funding or cancel. Each is an event of the flow: 403 without the action's permission, 409 (plain words) where the flow does not take it or the application moved on since expectedState",
      response: { 200: { type: 'object', additionalProperties: true, required: ['uuid', 'state', 'status'] }, ...errors },
    },
  }, async (request) => {
    const row = await staffApplication(app, request);
    const moved = await performStaffAction(app, request, row, request.params.action, request.body);
    return staffView(moved);
  });

  app.get('/api/v1/staff/queue', {
    onRequest: staffOnly,
    schema: {
      tags: ['decisions'], security: bearerSecurity,
      summary: "Staff: their lender's work queue: reviews to decide (underwriters), fundings to record (closers), and the letters sent lately",
      response: { 200: workQueueSchema, ...errors },
    },
  }, async (request) => workQueue(app, staffLender(request), await permissionsOf(request)));

  app.get(`${APP_BASE}/letters`, {
    onRequest: requireUser(),
    schema: {
      tags: ['decisions'], security: bearerSecurity, params: uuidParams,
      summary: "The lender's letters to the applicant about the application: a notice of action taken, a cancellation confirmation",
      response: { 200: { type: 'array', items: documentViewSchema }, ...errors },
    },
  }, async (request) => {
    const { app: row } = await loadForUser(app.db, request.params.uuid, userOf(request));
    return (await documentsOf(app.db, row.uuid, LETTER_KIND)).map(documentView);
  });

  app.get(`${APP_BASE}/letters/:documentUuid/pdf`, {
    onRequest: requireUser(),
    schema: {
      tags: ['decisions'], security: bearerSecurity, summary: 'Downloads one of the lender\'s letters (PDF)',
      params: { type: 'object', required: ['uuid', 'documentUuid'], properties: { uuid, documentUuid: uuid } },
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const { uuid: appUuid, documentUuid } = request.params;
    const { app: row } = await loadForUser(app.db, appUuid, userOf(request));
    const doc = await findDocument(app.db, row.uuid, documentUuid);
    const blob = doc?.kind === LETTER_KIND ? await app.blobs.get(doc.blob_id) : undefined;
    if (!blob) throw notFound('Document not found');
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentHeader(blob.filename))
      .header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(blob.data);
  });

  app.get(`${APP_BASE}/right-to-cancel`, {
    onRequest: requireUser(),
    schema: {
      tags: ['decisions'], security: bearerSecurity, params: uuidParams,
      summary: 'Whether the caller may cancel now under the right to cancel, and until when (the last day, in the lender\'s time zone)',
      response: { 200: { type: 'object', required: ['canCancel'], properties: { canCancel: { type: 'boolean' }, endsOn: { type: 'string' } } }, ...errors },
    },
  }, async (request) => {
    const { app: row, access, signers } = await loadForUser(app.db, request.params.uuid, userOf(request));
    const right = await rightToCancel(app, row, access, signers, userOf(request).id);
    return { canCancel: right.open, ...(right.endsOn ? { endsOn: right.endsOn } : {}) };
  });

  app.post(`${APP_BASE}/cancel`, {
    onRequest: requireUser(),
    schema: {
      tags: ['decisions'], security: bearerSecurity, params: uuidParams,
      body: { type: 'object', additionalProperties: false, required: ['confirm'], properties: { confirm: { const: true } } },
      summary: 'The borrower (or a signer entitled to it) cancels under the right to cancel: the flow\'s cancel moves the application to cancelled; 409 after the deadline or where the flow does not take it',
      response: { 200: callerViewSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row, access } = await loadForUser(app.db, request.params.uuid, user);
    const { row: moved } = await applyEvent(app, {
      uuid: row.uuid, actorId: user.id, event: 'cancel', label: 'cancelling the line of credit',
      work: async ({ app: scoped, row: current }) => {
        const right = await rightToCancel(scoped, current, access, await signersOf(scoped.db, current.uuid), user.id);
        if (!right.open) throw conflict(right.reason);
        return { flags: { cancelRequested: true, cancelledAt: scoped.clock.now().toISOString(), cancelledBy: access === 'owner' ? 'APPLICANT' : 'SIGNER' } };
      },
    });
    const version = await app.content.forApplication(moved);
    return roleView(version.index, roleOf(access), moved, await signersOf(app.db, moved.uuid));
  });
};

export default serviceDecisions;

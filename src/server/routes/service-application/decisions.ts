import { CALLER_VIEW } from '../../../contracts/role-views';
import { errors, uuidParams, type ServicePlugin } from '../../core/route-schemas';
import { applyEvent } from '../../applications/apply-event';
import { loadForUser, signersOf, type ApplicationRow } from '../../applications/repo';
import { roleOf, roleView } from '../../applications/view';
import { bearerSecurity, requireUser, userOf } from '../../core/auth';
import { conflict } from '../../core/errors';
import { formAjv } from '../../content/form-ajv';
import { rightToCancel } from '../../decisions/cancel';
import { closeIncompleteApplications, INCOMPLETE_SWEEP_MS } from '../../decisions/incomplete';
import { availableActions, performStaffAction, permissionsOf } from '../../decisions/staff-actions';
import { workQueue } from '../../decisions/queue';
import { staffActionsSchema, workQueueSchema } from '../../../contracts/staff';
import { documentPdfRoute } from '../../documents/download';
import { documentView, documentsOf } from '../../documents/repo';
import { documentViewSchema, rightToCancelSchema } from '../../../contracts/documents';
import { findUserById } from '../../identity/users';
import { staffApplication } from '../../staff/applications';
import { requireStaff, staffLender } from '../../staff/lender';
import { screenPair } from '../../../engine/content';
import { LETTER_KIND, STAFF_ACTION_IDS, STAFF_ACTIONS, type StaffActionBody } from '../../../product/decisions';

const staffOnly = requireStaff();
const STAFF_BASE = '/api/v1/staff/applications/:uuid';
const APP_BASE = '/api/v1/application/heloc/:uuid';

/**
 * Response schema of a route answering the application in the staff view: the handler has projected
 * it through roleView('staff'), so the schema only documents it.
 */
const staffViewSchema = {
  type: 'object', additionalProperties: true, required: ['uuid', 'loanNumber', 'state', 'status', 'ownerEmail'],
  description: 'The application in the staff view (StaffView, src/contracts/role-views.ts)',
} as const;

const expectedStateQuery = {
  type: 'object', required: ['expectedState'], additionalProperties: false,
  properties: { expectedState: { type: 'string', minLength: 1, maxLength: 60, description: 'The step the staff member saw when deciding: a move since then refuses the action (409)' } },
} as const;

// the parts of an action's request other than its form (the address, the step seen): this file's own
// constant schemas, typed, so not checked against the meta-schema (compiling it cost a tenth of the start)
const requestParts = formAjv({ coerceTypes: false, validateSchema: false });
/** Each part's validator, compiled once for all the actions' routes (each route hands over its own copy of the schema). */
const partValidators = new Map<string, ReturnType<typeof requestParts.compile>>();
const partValidator = (schema: object) => {
  const key = JSON.stringify(schema);
  let validate = partValidators.get(key);
  if (!validate) partValidators.set(key, (validate = requestParts.compile(schema)));
  return validate;
};

/**
 * Decisions: staff actions on an application (each an event of the applicant flow, see
 * src/product/decisions.ts), the work queue, the lender's letters to the applicant (a notice of
 * action taken, a cancellation confirmation) and the applicant's right to cancel.
 */
const serviceDecisions: ServicePlugin = async (app) => {
  // applications left waiting on the applicant are closed as incomplete, by every instance in turn
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => void closeIncompleteApplications(app).catch((err: unknown) => app.log.warn({ err }, 'incomplete-application sweep failed')), INCOMPLETE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  const staffView = async (row: ApplicationRow) => {
    const owner = await findUserById(app.db, row.owner_id);
    return roleView((await app.content.forApplication(row)).index, 'staff', row, await signersOf(app.db, row.uuid), { ownerEmail: owner?.email ?? '' });
  };

  app.get(`${STAFF_BASE}/actions`, {
    onRequest: staffOnly,
    schema: {
      tags: ['decisions'], security: bearerSecurity, params: uuidParams,
      summary: "Staff: the actions the flow allows on one of their lender's applications now, whether the caller holds each one's permission, and the decline reasons to choose from",
      response: { 200: staffActionsSchema, ...errors },
    },
  }, async (request) => {
    const row = await staffApplication(app, request);
    const permissions = await permissionsOf(request);
    const actions = availableActions((await app.content.forApplication(row)).applicantFlow, row, permissions);
    return { state: row.state, actions: actions.map((a) => ({ ...a, form: STAFF_ACTIONS[a.id].form })), permissions };
  });

  // One route per action: its body is the action's form (schemas/forms/staff-*), the schema the
  // console renders, checked by the same validator as every form (plain words per field, 400).
  for (const id of STAFF_ACTION_IDS) {
    const { form } = STAFF_ACTIONS[id];
    const pair = screenPair(app.content.index, form);
    if (!pair) throw new Error(`no form "${form}" for the staff action ${id}`);
    const { $schema: _meta, ...body } = pair.schema;
    // the body's type is the action's form's (content, so its schema is read at run time): the
    // validatorCompiler below lets through only what that form accepts
    app.post<{ Body: StaffActionBody; Params: { uuid: string }; Querystring: { expectedState: string } }>(`${STAFF_BASE}/actions/${id}`, {
      onRequest: staffOnly,
      schema: {
        tags: ['decisions'], security: bearerSecurity, params: uuidParams, querystring: expectedStateQuery, body,
        summary: `Staff: ${String(pair.schema.title ?? id)}, the flow's ${STAFF_ACTIONS[id].event} (needs the ${STAFF_ACTIONS[id].permission} permission, 403). The body is schemas/${form}.schema.json; 409 in plain words where the flow does not take it or the application moved on since expectedState`,
        response: { 200: staffViewSchema, ...errors },
      },
      validatorCompiler: ({ schema, httpPart }) => {
        if (httpPart !== 'body') return partValidator(schema);
        return (data: unknown) => {
          try {
            return { value: app.screens.validate(form, data) };
          } catch (e) {
            return { error: e as Error };
          }
        };
      },
    }, async (request) => {
      const row = await staffApplication(app, request);
      const moved = await performStaffAction(app, request, row, id, request.body, request.query.expectedState);
      return staffView(moved);
    });
  }

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

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser());
    documentPdfRoute(signedIn, { path: 'letters', kind: LETTER_KIND, tags: ['decisions'], summary: "Downloads one of the lender's letters (PDF)" });
  });

  app.get(`${APP_BASE}/right-to-cancel`, {
    onRequest: requireUser(),
    schema: {
      tags: ['decisions'], security: bearerSecurity, params: uuidParams,
      summary: 'Whether the caller may cancel now under the right to cancel, and until when (the last day, in the lender\'s time zone)',
      response: { 200: rightToCancelSchema, ...errors },
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
      response: { 200: CALLER_VIEW, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row, access } = await loadForUser(app.db, request.params.uuid, user);
    const { row: moved } = await applyEvent(app, {
      uuid: row.uuid, actorId: user.id, event: 'cancel', label: 'refusal.doing.cancel',
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

import { CALLER_VIEW } from '../../../contracts/role-views';
import { errors, uuid, uuidParams, type ServicePlugin } from '../../core/route-schemas';
import { roleOf, roleView } from '../../applications/view';
import { loadForUser, signersOf } from '../../applications/repo';
import { requireStaff } from '../../staff/lender';
import { bearerSecurity, requireUser, userOf } from '../../core/auth';
import { badRequest, refuse } from '../../core/errors';
import { APPLICANT_ONLY_CATEGORIES, CONDITION_CATEGORIES } from '../../conditions/categories';
import { externalView, findCondition, openConditions, type ConditionRow } from '../../conditions/repo';
import { conditionViewSchema, newConditionSchema as newConditionBody } from '../../../contracts/condition';
import type { ApplicationRow } from '../../applications/repo';
import { clearCondition, raiseCondition, reviewCondition, satisfyCondition } from '../../conditions/service';
import { staffApplication } from '../../staff/applications';


/** Underwriting conditions: the applicant's list and answers, and staff raising them. */
const serviceConditions: ServicePlugin = async (app) => {
  app.addHook('onRequest', requireUser());

  app.get('/external/api/v1/applications/:uuid/conditions/external-applicants', {
    schema: {
      tags: ['service-conditions'], security: bearerSecurity, params: uuidParams,
      summary: 'Open conditions of known categories, oldest first (additional signers do not see those only the applicant can answer)',
      response: { 200: { type: 'array', items: conditionViewSchema }, ...errors },
    },
  }, async (request) => {
    const { app: row, access } = await loadForUser(app.db, request.params.uuid, userOf(request));
    const open = await openConditions(app.db, row.uuid);
    return externalView(access === 'owner' ? open : open.filter((c) => !APPLICANT_ONLY_CATEGORIES.has(c.category)));
  });

  app.post('/external/api/v1/applications/:uuid/conditions/:conditionUuid/satisfy', {
    schema: {
      tags: ['service-conditions'], security: bearerSecurity,
      summary: "Answers a condition with its category's form (schemas/conditions/<CATEGORY>)",
      params: { type: 'object', required: ['uuid', 'conditionUuid'], properties: { uuid, conditionUuid: uuid } },
      body: { type: 'object' }, response: { 200: CALLER_VIEW, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { uuid: appUuid, conditionUuid } = request.params;
    const { app: row, access } = await loadForUser(app.db, appUuid, user);
    const condition = await findCondition(app.db, row.uuid, conditionUuid);
    if (!condition) throw refuse(404, 'refusal.conditionNotFound');
    if (access !== 'owner' && APPLICANT_ONLY_CATEGORIES.has(condition.category)) throw refuse(403, 'refusal.applicantOnlyCondition');
    const next = await satisfyCondition(app, row, condition, request.body, user.id);
    // the caller's view: an additional signer never reads the applicant's data
    const signers = await signersOf(app.db, next.uuid);
    return roleView((await app.content.forApplication(next)).index, roleOf(access), next, signers);
  });

  app.post('/api/v1/applications/:uuid/conditions', {
    onRequest: requireStaff(),
    schema: {
      tags: ['service-conditions'], security: bearerSecurity, params: uuidParams,
      summary: `Staff raise a condition on their own lender's application: one of the ${CONDITION_CATEGORIES.length} categories shown to applicants, with a note to the borrower (schemas/forms/staff-condition); recorded in its history`,
      body: newConditionBody, response: { 201: conditionViewSchema, ...errors },
    },
  }, async (request, reply) => {
    const staff = userOf(request);
    const row = await staffApplication(app, request);
    const body = request.body;
    // what the console's form asks is checked with the form's own schema; the API may add the rest
    const form = Object.fromEntries(Object.entries({ category: body.category, commentsToBorrower: body.commentsToBorrower, notes: body.notes }).filter(([, v]) => v !== undefined));
    app.screens.validate('forms/staff-condition', form);
    const c = await raiseCondition(app, row, body, staff.id);
    const [shown] = externalView([c]);
    if (!shown) throw badRequest(`${body.category} is not a category applicants are shown`);
    return reply.status(201).send(shown);
  });

  /** A staff action on one condition of their own lender's application. */
  const staffConditionRoute = (action: 'review' | 'clear', summary: string, act: (row: ApplicationRow, c: ConditionRow, staffId: string) => Promise<unknown>) =>
    app.post(`/api/v1/applications/:uuid/conditions/:conditionUuid/${action}`, {
      onRequest: requireStaff(),
      schema: {
        tags: ['service-conditions'], security: bearerSecurity, summary,
        params: { type: 'object', required: ['uuid', 'conditionUuid'], properties: { uuid, conditionUuid: uuid } },
        response: { 204: { type: 'null' }, ...errors },
      },
    }, async (request, reply) => {
      const row = await staffApplication(app, request);
      const condition = await findCondition(app.db, row.uuid, request.params.conditionUuid);
      if (!condition) throw refuse(404, 'refusal.conditionNotFound');
      await act(row, condition, userOf(request).id);
      return reply.status(204).send(null);
    });

  staffConditionRoute('review', 'Staff mark a condition reviewed (recorded in the history; nothing moves)', (row, c, by) => reviewCondition(app, row, c, by));
  staffConditionRoute('clear', "Staff clear a condition; when none shown stays open the application returns to the step it came from (the flow's conditionsCleared)", (row, c, by) => clearCondition(app, row, c, by));
};

export default serviceConditions;

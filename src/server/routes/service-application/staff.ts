import { binary, errors, uuid, uuidParams, type ServicePlugin } from '../../core/route-schemas';
import { applyEvent } from '../../applications/apply-event';
import { signersOf } from '../../applications/repo';
import { applicantFlow } from '../../applications/flow-runtime';
import { roleView } from '../../applications/view';
import { conditionsForStaff, staffConditionView } from '../../conditions/repo';
import { bearerSecurity, userOf } from '../../core/auth';
import { notFound } from '../../core/errors';
import { signaturesOf, signatureView } from '../../documents/disclosures';
import { findDocument } from '../../documents/repo';
import { findUserById } from '../../identity/users';
import { CSV_HEADER, csvRow, documentsForStaff, exportApplications, listApplications, staffApplication } from '../../staff/applications';
import { csvStream } from '../../staff/csv';
import { funnel } from '../../staff/funnel';
import { STAFF_ANSWER } from '../../../contracts/role-views';
import { funnelSchema, staffListQuerySchema, staffLenderSchema, staffPageSchema, staffRecordsSchema } from '../../../contracts/staff';
import { historyOf } from '../../staff/history';
import { requireStaff, staffLender } from '../../staff/lender';
import { parseFilters, parseListQuery } from '../../staff/list-query';
import { attachmentHeader } from '../../uploads/receive';
import { sendAttachment } from '../../documents/download';

const tags = ['service-application'];
const staffOnly = requireStaff();
const { properties: listProps } = staffListQuerySchema;
const filterQuery = { type: 'object', additionalProperties: false, properties: { q: listProps.q, step: listProps.step, status: listProps.status, loanOfficer: listProps.loanOfficer, state: listProps.state, from: listProps.from, to: listProps.to } } as const;

/**
 * The operations console's calls for a lender's staff (role STAFF, their own lender's applications
 * only): the applications list with search, filters, sort, paging and CSV export, one application's
 * record (documents, conditions, signatures, event history), document downloads and the funnel.
 */
const serviceApplicationStaff: ServicePlugin = async (app) => {
  const lenderOf = (orgCode: string) => app.content.index.orgs[orgCode];

  app.get('/api/v1/staff/lender', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, summary: "Staff: the lender they work for and its loan officers (the list's filters); platform staff also get every lender, to switch with x-staff-lender",
      response: {
        200: staffLenderSchema,
        ...errors,
      },
    },
  }, async (request) => {
    const org = lenderOf(staffLender(request));
    if (!org) throw notFound('Lender not found');
    const switchable = request.user?.role === 'PLATFORM_STAFF';
    const lenders = switchable ? Object.values(app.content.index.orgs) : [org];
    return {
      orgCode: org.orgCode, orgBrand: org.orgBrand, loanOfficers: (org.originators ?? []).map((o) => ({ uuid: o.uuid, name: o.originatorName })),
      switchable, lenders: lenders.map((o) => ({ orgCode: o.orgCode, orgBrand: o.orgBrand })).sort((a, b) => a.orgBrand.localeCompare(b.orgBrand)),
    };
  });

  app.get('/api/v1/staff/applications', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, querystring: staffListQuerySchema,
      summary: "Staff: a page of their lender's applications (StaffListView, src/contracts/role-views.ts), searched, filtered and sorted; a bad filter answers 400 naming it",
      response: {
        200: staffPageSchema,
        ...errors,
      },
    },
  }, async (request) => {
    const org = staffLender(request);
    return listApplications(app, org, parseListQuery(request.query, applicantFlow(app).flow, lenderOf(org)));
  });

  app.get('/api/v1/staff/applications/export.csv', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, querystring: filterQuery, produces: ['text/csv'],
      summary: "Staff: every one of their lender's applications matching the list's filters as CSV, newest first, streamed",
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const org = staffLender(request);
    const filters = parseFilters(request.query, applicantFlow(app).flow, lenderOf(org));
    const officers = new Map((lenderOf(org)?.originators ?? []).map((o) => [o.uuid.toLowerCase(), o.originatorName]));
    const stream = csvStream(CSV_HEADER, exportApplications(app, org, filters), (line) => csvRow(line, officers));
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`applications-${org.toLowerCase()}.csv`))
      .header('cache-control', 'private, no-store').send(stream);
  });

  app.get('/api/v1/staff/applications/:uuid', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, params: uuidParams,
      summary: "Staff: one of their own lender's applications in the staff view (StaffView, src/contracts/role-views.ts); another lender's answers 404",
      response: { 200: STAFF_ANSWER, ...errors },
    },
  }, async (request) => {
    const row = await staffApplication(app, request);
    const owner = await findUserById(app.db, row.owner_id);
    return roleView((await app.content.forApplication(row)).index, 'staff', row, await signersOf(app.db, row.uuid), { ownerEmail: owner?.email ?? '' });
  });

  app.post('/api/v1/staff/applications/:uuid/deed-signed-by-hand', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, params: uuidParams,
      summary: "Staff record that the additional signers signed the deed on paper (manualDeedSigningComplete): the deed signing step's coDeedSigned goes through the flow (409 at any other step)",
      response: { 200: STAFF_ANSWER, ...errors },
    },
  }, async (request) => {
    const row = await staffApplication(app, request);
    const { row: moved } = await applyEvent(app, {
      uuid: row.uuid, actorId: userOf(request).id, event: 'coDeedSigned', label: 'refusal.doing.deedByHand',
      work: async () => ({ flags: { manualDeedSigningComplete: true } }),
    });
    const owner = await findUserById(app.db, moved.owner_id);
    return roleView(app.content.index, 'staff', moved, await signersOf(app.db, moved.uuid), { ownerEmail: owner?.email ?? '' });
  });

  app.get('/api/v1/staff/applications/:uuid/records', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, params: uuidParams,
      summary: "Staff: an application's documents (who uploaded them, when), conditions, signatures with their audit data, and its full event history",
      response: {
        200: staffRecordsSchema,
        ...errors,
      },
    },
  }, async (request) => {
    const row = await staffApplication(app, request);
    const [documents, conditions, signatures, history] = await Promise.all([
      documentsForStaff(app.db, row.uuid), conditionsForStaff(app.db, row.uuid), signaturesOf(app, row.uuid), historyOf(app.db, row.uuid),
    ]);
    return {
      documents,
      conditions: conditions.map(staffConditionView),
      signatures: signatures.map((s) => ({ ...signatureView(s), userAgent: s.user_agent ?? null })),
      history,
    };
  });

  app.get('/api/v1/staff/applications/:uuid/documents/:documentUuid/file', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity, summary: "Staff: downloads any document of their lender's application (always as an attachment)",
      params: { type: 'object', required: ['uuid', 'documentUuid'], properties: { uuid, documentUuid: uuid } },
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const row = await staffApplication(app, request);
    const doc = await findDocument(app.db, row.uuid, request.params.documentUuid);
    const blob = doc ? await app.blobs.get(doc.blob_id) : undefined;
    if (!blob) throw notFound('Document not found');
    return sendAttachment(reply, blob);
  });

  app.get('/api/v1/staff/funnel', {
    onRequest: staffOnly,
    schema: {
      tags, security: bearerSecurity,
      querystring: { type: 'object', additionalProperties: false, properties: { loanOfficer: listProps.loanOfficer, from: listProps.from, to: listProps.to } },
      summary: "Staff: their lender's funnel over the progress steps (applications started in the range, optionally one loan officer's): reached, conversion, drop-off, median time in step",
      response: { 200: funnelSchema, ...errors },
    },
  }, async (request) => {
    const org = lenderOf(staffLender(request));
    if (!org) throw notFound('Lender not found');
    const flow = applicantFlow(app).flow;
    return funnel(app.db, flow, { orgCode: org.orgCode, orgBrand: org.orgBrand }, parseFilters(request.query, flow, org));
  });
};

export default serviceApplicationStaff;

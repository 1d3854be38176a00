import type { FastifyInstance } from 'fastify';
import type { UuidRequest } from '../core/route-schemas';
import { COLS, findApplication, type ApplicationRow } from '../applications/repo';
import type { StaffListView } from '../../contracts/role-views';
import { roleView } from '../applications/view';
import { notFound } from '../core/errors';
import type { Queryable } from '../db';
import { staffLender } from './lender';
import { orderClause, whereClause, type ListFilters, type ListQuery } from './list-query';

/**
 * One of the caller's lender's applications. Another lender's, or none, is the same 404, so staff
 * cannot probe ids across lenders.
 */
export async function staffApplication(app: FastifyInstance, request: UuidRequest): Promise<ApplicationRow> {
  const row = await findApplication(app.db, request.params.uuid);
  if (!row || row.org_code !== staffLender(request)) throw notFound('Application not found');
  return row;
}

type ListRow = ApplicationRow & { owner_email: string | null; cursor_at: string };
const SELECT = `select ${COLS.split(', ').map((c) => 'a.' + c).join(', ')}, u.email as owner_email, a.created_at::text as cursor_at
  from application a left join app_user u on u.id = a.owner_id`;

const listLine = (app: FastifyInstance, r: ListRow): StaffListView =>
  roleView(app.content.index, 'staffList', r, [], { ownerEmail: r.owner_email ?? '' });

/** The export's columns, and one line of it (loan officers by name). */
export const CSV_HEADER = ['Loan number', 'First name', 'Last name', 'E-mail', 'Home state', 'Step', 'Status', 'Line amount', 'Loan officer', 'Started', 'Last change'];
export const csvRow = (l: StaffListView, officers: Map<string, string>): unknown[] => [
  l.loanNumber, l.borrower?.name?.firstName, l.borrower?.name?.lastName, l.borrower?.email ?? l.ownerEmail, l.property?.address?.state,
  l.state, l.status, l.amount, l.loanOriginatorUuid ? officers.get(l.loanOriginatorUuid) ?? l.loanOriginatorUuid : '',
  l.auditFields.createdDate, l.auditFields.updatedDate,
];

/** A page of the lender's applications matching the filters, in the StaffListView, with the total. */
export async function listApplications(app: FastifyInstance, orgCode: string, q: ListQuery) {
  const where = whereClause(orgCode, q);
  const n = where.params.length;
  const rows = await app.db.query<ListRow>(
    `${SELECT} where ${where.sql} order by ${orderClause(q)} limit $${n + 1} offset $${n + 2}`,
    [...where.params, q.pageSize, (q.page - 1) * q.pageSize],
  );
  const [total] = await app.db.query<{ n: string | number }>(`select count(*) as n from application a where ${where.sql}`, where.params);
  return { items: rows.map((r) => listLine(app, r)), total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

export const EXPORT_BATCH = 500;

/**
 * Every matching application, newest first, fetched a batch at a time by keyset (started time, uuid),
 * so an export of any size holds one batch in memory.
 */
export async function* exportApplications(app: FastifyInstance, orgCode: string, filters: ListFilters): AsyncGenerator<StaffListView> {
  const where = whereClause(orgCode, filters);
  const n = where.params.length;
  let after: { at: string; uuid: string } | undefined;
  for (;;) {
    const rows: ListRow[] = await app.db.query<ListRow>(
      `${SELECT} where ${where.sql}${after ? ` and (a.created_at, a.uuid) < ($${n + 2}::timestamptz, $${n + 3}::uuid)` : ''}
       order by a.created_at desc, a.uuid desc limit $${n + 1}`,
      after ? [...where.params, EXPORT_BATCH, after.at, after.uuid] : [...where.params, EXPORT_BATCH],
    );
    for (const r of rows) yield listLine(app, r);
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    after = { at: last.cursor_at, uuid: last.uuid };
  }
}

/** The uploads of an application with who uploaded them (their e-mail and role) and when. */
export async function documentsForStaff(db: Queryable, applicationUuid: string) {
  const rows = await db.query<{
    uuid: string; kind: string; document_type: string; filename: string; content_type: string; size_bytes: number;
    condition_uuid: string | null; created_at: Date; uploader_email: string | null; uploader_role: string | null;
  }>(
    `select d.uuid, d.kind, d.document_type, d.filename, d.content_type, d.size_bytes, d.condition_uuid, d.created_at,
       u.email as uploader_email, u.role as uploader_role
     from application_document d left join app_user u on u.id = d.owner_id
     where d.application_uuid = $1 order by d.created_at, d.uuid`,
    [applicationUuid],
  );
  return rows.map((d) => ({
    uuid: d.uuid, kind: d.kind, type: d.document_type, filename: d.filename, contentType: d.content_type, sizeBytes: Number(d.size_bytes),
    conditionUuid: d.condition_uuid, created: new Date(d.created_at).toISOString(),
    uploadedBy: d.uploader_email ? { email: d.uploader_email, role: d.uploader_role ?? '' } : null,
  }));
}


import type { FastifyInstance } from 'fastify';
import { CLOSER, FUNDING_STATUS, LETTER_KIND, REVIEW_STATUSES, UNDERWRITER } from '../../product/decisions';

const QUEUE_LIMIT = 50;

interface QueueRow { uuid: string; loan_number: string; state: string; server_status: string; first_name: string | null; last_name: string | null; at: Date }

const line = (r: QueueRow) => ({
  uuid: r.uuid, loanNumber: r.loan_number, state: r.state, status: r.server_status,
  name: [r.first_name, r.last_name].filter(Boolean).join(' '), at: new Date(r.at).toISOString(),
});

/**
 * A lender's work queue, oldest waiting first: the reviews an underwriter decides, the applications
 * waiting for funds a closer records, and the letters (notices, confirmations) sent lately. A list
 * the caller holds no permission for comes back empty with `permitted: false`.
 */
export async function workQueue(app: FastifyInstance, orgCode: string, permissions: string[]) {
  const byStatus = (statuses: readonly string[]) => app.db.query<QueueRow>(
    `select uuid, loan_number, state, server_status, data #>> '{borrower,name,firstName}' as first_name,
       data #>> '{borrower,name,lastName}' as last_name, updated_at as at
     from application where org_code = $1 and server_status = any($2) order by updated_at, uuid limit $3`,
    [orgCode, statuses, QUEUE_LIMIT],
  );
  const mayReview = permissions.includes(UNDERWRITER);
  const mayFund = permissions.includes(CLOSER);
  const [reviews, fundings, letters] = await Promise.all([
    mayReview ? byStatus(REVIEW_STATUSES) : [],
    mayFund ? byStatus([FUNDING_STATUS]) : [],
    app.db.query<QueueRow & { document_type: string; document_uuid: string }>(
      `select a.uuid, a.loan_number, a.state, a.server_status, a.data #>> '{borrower,name,firstName}' as first_name,
         a.data #>> '{borrower,name,lastName}' as last_name, d.created_at as at, d.document_type, d.uuid as document_uuid
       from application_document d join application a on a.uuid = d.application_uuid
       where a.org_code = $1 and d.kind = $2 order by d.created_at desc limit $3`,
      [orgCode, LETTER_KIND, QUEUE_LIMIT],
    ),
  ]);
  return {
    reviews: { permitted: mayReview, items: reviews.map(line) },
    fundings: { permitted: mayFund, items: fundings.map(line) },
    letters: letters.map((r) => ({ ...line(r), type: r.document_type, documentUuid: r.document_uuid })),
  };
}


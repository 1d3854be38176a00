import type { FastifyReply } from 'fastify';
import { loadForUser } from '../applications/repo';
import { bearerSecurity, userOf } from '../core/auth';
import { refuse } from '../core/errors';
import { binary, errors, uuid, type ServiceApp } from '../core/route-schemas';
import { attachmentHeader } from '../uploads/receive';
import { findDocument } from './repo';

/** Sends a stored file as a download: never shown in the page, sniffed or cached. */
export const sendAttachment = (reply: FastifyReply, file: { filename: string; contentType: string; data: Buffer }) =>
  reply.header('content-type', file.contentType).header('content-disposition', attachmentHeader(file.filename))
    .header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(file.data);

/**
 * GET .../application/heloc/{uuid}/{path}/{documentUuid}/pdf: one generated document of the
 * application, of one kind (the disclosures, the lender's letters), for its applicant and its
 * additional signers. Anyone else, another kind or another application's document is the same 404.
 * The caller registers it where a signed-in user is required.
 */
export function documentPdfRoute(app: ServiceApp, opts: { path: string; kind: string; tags: string[]; summary: string }): void {
  app.get(`/api/v1/application/heloc/:uuid/${opts.path}/:documentUuid/pdf`, {
    schema: {
      tags: opts.tags, security: bearerSecurity, summary: opts.summary,
      params: { type: 'object', required: ['uuid', 'documentUuid'], properties: { uuid, documentUuid: uuid } },
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const { uuid: appUuid, documentUuid } = request.params;
    const { app: row } = await loadForUser(app.db, appUuid, userOf(request));
    const doc = await findDocument(app.db, row.uuid, documentUuid);
    const blob = doc?.kind === opts.kind ? await app.blobs.get(doc.blob_id) : undefined;
    if (!blob) throw refuse(404, 'refusal.documentNotFound');
    return sendAttachment(reply, { ...blob, contentType: 'application/pdf' });
  });
}

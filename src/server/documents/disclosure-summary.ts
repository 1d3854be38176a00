import type { FastifyInstance } from 'fastify';
import { documentsOf } from './repo';
import { signaturesOf } from './disclosures';

/**
 * The disclosure list summary of spec section 3: the disclosures the applicant is to sign (the latest
 * generated copy of each type), how many there are and how many the applicant has signed.
 */
export async function disclosureListSummary(app: FastifyInstance, applicationUuid: string) {
  const latest = new Map<string, Awaited<ReturnType<typeof documentsOf>>[number]>();
  for (const doc of await documentsOf(app.db, applicationUuid, 'DISCLOSURE')) latest.set(doc.document_type, doc);
  const signedAt = new Map<string, string>();
  for (const sig of await signaturesOf(app, applicationUuid)) {
    if (sig.role === 'PRIMARY') signedAt.set(sig.document_uuid, new Date(sig.signed_at).toISOString());
  }
  const documents = [...latest.values()].map((d) => {
    const signed = signedAt.get(d.uuid);
    return { documentUuid: d.uuid, sha256: d.sha256, generatedAt: new Date(d.created_at).toISOString(), ...(signed ? { signedAt: signed } : {}) };
  });
  return { total: documents.length, signed: documents.filter((d) => d.signedAt).length, documents };
}

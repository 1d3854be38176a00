import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { documentsOf, type DocumentRow } from '../documents/repo';
import { isIdentityDocument } from '../documents/types';
import { S, afterIdentity, inFloodZone, moveTo } from './journey';
import { enterWaitFund } from './funding';

/** Insurance proofs the application needs: hazard always, flood when the property is in a flood zone. */
export function insuranceRequirements(row: ApplicationRow): string[] {
  return ['PROOF_OF_HAZARD_INSURANCE', ...(inFloodZone(row) ? ['PROOF_OF_FLOOD_INSURANCE'] : [])];
}

/** Moves the journey on when an upload completes the step the application is at. */
export async function afterUpload(app: FastifyInstance, row: ApplicationRow, doc: DocumentRow, actorId: string, access: 'owner' | 'signer'): Promise<ApplicationRow> {
  if (access === 'signer') {
    if (isIdentityDocument(doc.document_type)) {
      await app.db.query(`update application_signer set status = 'IDENTITY_VERIFIED' where application_uuid = $1 and identity_uuid = $2 and status = 'ACCEPTED'`, [row.uuid, actorId]);
    }
    return row;
  }
  if (doc.condition_uuid) return row;
  if (row.state === S.docVerify && isIdentityDocument(doc.document_type)) {
    return moveTo(app, row, afterIdentity(row), 'idUploaded', actorId, { flags: { identityDocumentType: doc.document_type } });
  }
  if (row.state === S.manualPaystubUpload && doc.document_type === 'USER_UPLOADED_PAYSTUB') {
    const need = Number(row.flags.paystubsRequired ?? 1) || 1;
    const have = (await documentsOf(app.db, row.uuid, 'UPLOAD')).filter((d) => d.document_type === 'USER_UPLOADED_PAYSTUB').length;
    if (have >= need) return moveTo(app, row, S.waitMerchant, 'paystubsUploaded', actorId, { flags: { manualPaystubTasksComplete: true } });
    return row;
  }
  if (row.state === S.insurance && doc.document_type.startsWith('PROOF_OF_')) {
    const have = new Set((await documentsOf(app.db, row.uuid, 'UPLOAD')).map((d) => d.document_type));
    if (insuranceRequirements(row).every((t) => have.has(t))) return enterWaitFund(app, row, actorId);
    return row;
  }
  return row;
}

import type { FastifyInstance } from 'fastify';
import { settle } from '../applications/apply-event';
import { findApplication } from '../applications/repo';

/**
 * An additional signer signed: their invitation is done, and the flow may release the deed signing
 * step (codeed tries coDeedSigned by itself once nobody is left to sign).
 */
export async function afterSignerSignature(app: FastifyInstance, applicationUuid: string, userId: string): Promise<void> {
  await app.db.query(`update application_signer set status = 'SIGNED' where application_uuid = $1 and identity_uuid = $2`, [applicationUuid, userId]);
  const row = await findApplication(app.db, applicationUuid);
  if (row) await settle(app, row);
}

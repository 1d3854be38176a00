import type { FastifyInstance } from 'fastify';
import { findApplication, signersOf } from '../applications/repo';
import { S, moveTo } from '../funding/journey';

/** Signers still expected to sign (cancelled invitations do not hold the application up). */
export async function pendingSigners(app: FastifyInstance, applicationUuid: string) {
  return (await signersOf(app.db, applicationUuid)).filter((s) => s.status !== 'SIGNED' && s.status !== 'CANCELLED');
}

/**
 * After a signature: the applicant's moves the application to the additional-signer wait (codeed)
 * or, when nobody else has to sign, on to the notary; the last additional signature releases codeed.
 */
export async function afterSignature(app: FastifyInstance, applicationUuid: string, userId: string, access: 'owner' | 'signer'): Promise<void> {
  if (access === 'signer') {
    await app.db.query(`update application_signer set status = 'SIGNED' where application_uuid = $1 and identity_uuid = $2`, [applicationUuid, userId]);
  }
  const row = await findApplication(app.db, applicationUuid);
  if (!row) return;
  const waiting = (await pendingSigners(app, applicationUuid)).length;
  const coDeedStatus = waiting ? 'WAITING' : 'COMPLETE';
  let current = row;
  if (access === 'owner' && current.state === S.sign) {
    current = await moveTo(app, current, S.codeed, 'signed', userId, { data: { coDeedStatus }, flags: { primaryParticipantAcceptComplete: true } });
  }
  if (current.state === S.codeed && !waiting) {
    await moveTo(app, current, S.waitNotary, 'coDeedSigned', userId, { data: { coDeedStatus } });
  }
}

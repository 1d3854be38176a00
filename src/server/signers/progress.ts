import type { FastifyInstance } from 'fastify';
import { signersOf } from '../applications/repo';

/** Signers still expected to sign (cancelled invitations do not hold the application up). */
export async function pendingSigners(app: FastifyInstance, applicationUuid: string) {
  return (await signersOf(app.db, applicationUuid)).filter((s) => s.status !== 'SIGNED' && s.status !== 'CANCELLED');
}

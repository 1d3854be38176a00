import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { signaturesOf } from '../documents/disclosures';

/**
 * When the right-to-cancel period starts: the last signature, once the applicant has signed. Every
 * owner who signs (additional signers included) has the right to cancel, so the period cannot start
 * before the last of them signed.
 */
export async function rescissionStartsAt(app: FastifyInstance, row: ApplicationRow): Promise<Date | undefined> {
  const signatures = await signaturesOf(app, row.uuid);
  if (!signatures.some((s) => s.role === 'PRIMARY')) return undefined;
  return new Date(Math.max(...signatures.map((s) => new Date(s.signed_at).getTime())));
}

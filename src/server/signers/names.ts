import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { signersOf } from '../applications/repo';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The legal name to print on a signature: the borrower's registered name, or the signer's invitation name. */
export async function displayName(app: FastifyInstance, row: ApplicationRow, userId: string, access: 'owner' | 'signer'): Promise<string> {
  if (access === 'owner') {
    const n = obj(obj(row.data.borrower).name);
    const name = [n.firstName, n.middleName, n.lastName, n.suffix].filter((x) => typeof x === 'string' && x).join(' ');
    return name || String(obj(row.data.borrower).email ?? 'Applicant');
  }
  const signer = (await signersOf(app.db, row.uuid)).find((s) => s.identity_uuid === userId);
  return signer ? `${signer.first_name} ${signer.last_name}` : 'Additional signer';
}

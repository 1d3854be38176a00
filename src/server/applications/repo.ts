import type { Queryable } from '../db';
import { conflict, forbidden, notFound } from '../core/errors';
import type { SessionUser } from '../core/auth';

export interface ApplicationRow {
  uuid: string;
  loan_number: string;
  org_code: string;
  owner_id: string;
  state: string;
  server_status: string;
  data: Record<string, unknown>;
  flags: Record<string, unknown>;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface SignerRow {
  uuid: string;
  application_uuid: string;
  identity_uuid: string | null;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
}

export const COLS = 'uuid, loan_number, org_code, owner_id, state, server_status, data, flags, version, created_at, updated_at';

export async function findApplication(db: Queryable, uuid: string): Promise<ApplicationRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return undefined;
  const [row] = await db.query<ApplicationRow>(`select ${COLS} from application where uuid = $1`, [uuid]);
  return row;
}

export async function signersOf(db: Queryable, applicationUuid: string): Promise<SignerRow[]> {
  return db.query<SignerRow>(
    'select uuid, application_uuid, identity_uuid, email, first_name, last_name, status from application_signer where application_uuid = $1 order by created_at',
    [applicationUuid],
  );
}

/** Applications the user owns or signs, newest first. */
export async function applicationsFor(db: Queryable, userId: string): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `select ${COLS.split(', ').map((c) => 'a.' + c).join(', ')} from application a
     where a.owner_id = $1 or exists (select 1 from application_signer s where s.application_uuid = a.uuid and s.identity_uuid = $1)
     order by a.created_at desc`,
    [userId],
  );
}

export type Access = 'owner' | 'signer';

/**
 * Loads an application the caller may see: its owner, or one of its signers. Anyone else gets the
 * same 404 as for an application that does not exist, so uuids cannot be probed.
 */
export async function loadForUser(db: Queryable, uuid: string, user: SessionUser, need: Access | 'any' = 'any'): Promise<{ app: ApplicationRow; access: Access }> {
  const app = await findApplication(db, uuid);
  if (!app) throw notFound('Application not found');
  if (app.owner_id === user.id) return { app, access: 'owner' };
  const signers = await signersOf(db, uuid);
  // a signer whose invitation the applicant cancelled has no access any more
  if (signers.some((s) => s.identity_uuid === user.id && s.status !== 'CANCELLED')) {
    if (need === 'owner') throw forbidden('Only the applicant can do this');
    return { app, access: 'signer' };
  }
  throw notFound('Application not found');
}

/**
 * Saves data or flags without a move (optimistic: the version must not have moved). Moves go
 * through applyEvent (apply-event.ts), the only code that writes the state.
 */
export async function saveApplicationData(
  db: Queryable,
  app: ApplicationRow,
  change: { data?: Record<string, unknown>; flags?: Record<string, unknown> },
): Promise<ApplicationRow> {
  const [row] = await db.query<ApplicationRow>(
    `update application set data = data || $2::jsonb, flags = flags || $3::jsonb, version = version + 1, updated_at = now()
     where uuid = $1 and version = $4 returning ${COLS}`,
    [app.uuid, JSON.stringify(change.data ?? {}), JSON.stringify(change.flags ?? {}), app.version],
  );
  if (!row) throw conflict('The application changed while this request was being handled. Please try again.');
  return row;
}

import type { Queryable } from '../db';
import { refuse } from '../core/errors';
import type { SessionUser } from '../core/auth';
import { isUuid } from '../../lib/format-basic';

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
  /** The content version the application started on and keeps using. */
  content_version: string;
  /** The language the borrower chose (docs/languages.md); null: English. */
  language: string | null;
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

export const COLS = 'uuid, loan_number, org_code, owner_id, state, server_status, data, flags, version, content_version, language, created_at, updated_at';

export async function findApplication(db: Queryable, uuid: string): Promise<ApplicationRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<ApplicationRow>(`select ${COLS} from application where uuid = $1`, [uuid]);
  return row;
}

const SIGNER_COLS = 'uuid, application_uuid, identity_uuid, email, first_name, last_name, status';

/** An application with its signers, in one query: a read is one round trip to the database. */
export async function findWithSigners(db: Queryable, uuid: string): Promise<{ app: ApplicationRow; signers: SignerRow[] } | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<ApplicationRow & { signers: SignerRow[] }>(
    `select ${COLS}, coalesce((select json_agg(json_build_object(${SIGNER_COLS.split(', ').map((c) => `'${c}', s.${c}`).join(', ')}) order by s.created_at)
       from application_signer s where s.application_uuid = a.uuid), '[]'::json) as signers
     from application a where a.uuid = $1`,
    [uuid],
  );
  if (!row) return undefined;
  const { signers, ...app } = row;
  return { app, signers };
}

export async function signersOf(db: Queryable, applicationUuid: string): Promise<SignerRow[]> {
  return db.query<SignerRow>(
    `select ${SIGNER_COLS} from application_signer where application_uuid = $1 order by created_at`,
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
 * Loads an application the caller may see, with its signers read in the same query (see accessTo).
 */
export async function loadForUser(
  db: Queryable, uuid: string, user: SessionUser, need: Access | 'any' = 'any',
): Promise<{ app: ApplicationRow; access: Access; signers: SignerRow[] }> {
  return accessTo(await findWithSigners(db, uuid), user, need);
}

/**
 * The caller's access to an application: its owner, or one of its signers. Anyone else gets the
 * same 404 as for an application that does not exist, so uuids cannot be probed.
 */
export function accessTo(
  found: { app: ApplicationRow; signers: SignerRow[] } | undefined, user: SessionUser, need: Access | 'any' = 'any',
): { app: ApplicationRow; access: Access; signers: SignerRow[] } {
  if (!found) throw refuse(404, 'refusal.applicationNotFound');
  const { app, signers } = found;
  if (app.owner_id === user.id) return { app, access: 'owner', signers };
  // a signer whose invitation the applicant cancelled has no access any more
  if (signers.some((s) => s.identity_uuid === user.id && s.status !== 'CANCELLED')) {
    if (need === 'owner') throw refuse(403, 'refusal.applicantOnly');
    return { app, access: 'signer', signers };
  }
  throw refuse(404, 'refusal.applicationNotFound');
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
  if (!row) throw refuse(409, 'refusal.changedMeanwhile');
  return row;
}

import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '../../contracts/identity';
import type { Queryable } from '../db';
import { hashPassword } from './password';
import { isUuid } from '../../lib/format-basic';
import { CONTENT_EDITOR } from '../../contracts/studio';
import { DECISION_PERMISSIONS } from '../../product/decisions';

export { ROLES };
/** What staff may do beyond their role (content-editor: edit content in the studio). */
export const PERMISSIONS: readonly string[] = [CONTENT_EDITOR, ...DECISION_PERMISSIONS];

/** What registration (or staff) knows about a person; every field optional. */
export interface PersonProfile {
  name?: { firstName?: string; middleName?: string; lastName?: string; suffix?: string };
  dob?: string;
  phone?: string;
  address?: { street1: string; street2?: string; city: string; state: string; zip: string };
}

export interface UserRow {
  id: string;
  org_code: string;
  email: string;
  password_hash: string;
  role: Role;
  profile: PersonProfile;
  two_factor_enabled: boolean;
  password_changed_at: Date;
  last_login_at: Date | null;
  /** The language the person chose (docs/languages.md); null: English. */
  language: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLS = 'id, org_code, email, password_hash, role, profile, two_factor_enabled, password_changed_at, last_login_at, language, created_at, updated_at';

/** E-mails compare without case or surrounding spaces. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
  }
}

/** Creates a user with a hashed password; throws EmailTakenError when the e-mail is registered. */
export async function createUser(
  db: Queryable,
  input: { email: string; password: string; role: Role; orgCode: string; profile?: PersonProfile; permissions?: string[] },
): Promise<UserRow> {
  const { password, ...rest } = input;
  // a taken e-mail is refused before the (deliberately slow) hash is spent on it
  if (await findUserByEmail(db, input.email)) throw new EmailTakenError();
  return insertUser(db, { ...rest, passwordHash: await hashPassword(password) });
}

/** Inserts a user whose password is already hashed (hash outside a transaction: it takes a while). */
export async function insertUser(
  db: Queryable,
  input: { email: string; passwordHash: string; role: Role; orgCode: string; profile?: PersonProfile; permissions?: string[]; language?: string },
): Promise<UserRow> {
  if (!ROLES.includes(input.role)) throw new Error(`unknown role ${input.role}`);
  const unknown = (input.permissions ?? []).find((p) => !PERMISSIONS.includes(p));
  if (unknown) throw new Error(`unknown permission ${unknown}`);
  const rows = await db.query<UserRow>(
    `insert into app_user (id, org_code, email, email_key, password_hash, role, profile, permissions, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (email_key) do nothing returning ${COLS}`,
    [randomUUID(), input.orgCode, input.email.trim(), emailKey(input.email), input.passwordHash, input.role, JSON.stringify(input.profile ?? {}), input.permissions ?? [], input.language ?? null],
  );
  if (!rows[0]) throw new EmailTakenError();
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<UserRow>(`select ${COLS} from app_user where id = $1`, [id]);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${COLS} from app_user where email_key = $1`, [emailKey(email)]);
  return row;
}

export async function recordLogin(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('update app_user set last_login_at = $2 where id = $1', [id, at]);
}

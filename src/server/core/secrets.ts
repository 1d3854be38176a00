import { randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** Returns the named secret, generating and storing a random one on first use (race-safe across instances). */
export async function ensureSecret(db: Db, name: string, bytes = 48): Promise<string> {
  await db.query('insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(bytes).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from server_secret where name = $1', [name]);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { notificationSchema, type NotificationCta, type NotificationView } from '../../contracts/portal';
import { refuse } from '../core/errors';

export { notificationSchema, type NotificationCta, type NotificationView };

interface NotificationRow {
  uuid: string;
  created_at: Date | string;
  title: string;
  description: string;
  status: 'UNREAD' | 'READ';
  wallet_address: string | null;
  ctas: NotificationCta[] | string;
}

/** Spec: a redirect path is honoured only if it starts with a slash followed by a lowercase letter. */
export const REDIRECT_PATH = /^\/[a-z]/;

const COLS = 'uuid, created_at, title, description, status, wallet_address, ctas';

function view(row: NotificationRow): NotificationView {
  const ctas = typeof row.ctas === 'string' ? (JSON.parse(row.ctas) as NotificationCta[]) : row.ctas;
  return {
    uuid: row.uuid,
    created: new Date(row.created_at).toISOString(),
    title: row.title,
    description: row.description,
    status: row.status,
    ...(row.wallet_address ? { walletAddress: row.wallet_address } : {}),
    ctas,
  };
}

/**
 * Tells a person something needs them (e.g. their application moved to a step only they can do).
 * Call it inside the transaction that made the change, so the notice and the change land together.
 */
export async function notify(
  db: Queryable,
  input: { identityId: string; title: string; description: string; ctas?: NotificationCta[]; walletAddress?: string; at?: Date },
): Promise<NotificationView> {
  for (const cta of input.ctas ?? []) {
    if (!REDIRECT_PATH.test(cta.redirectPath)) throw new Error(`notification redirectPath must start with "/" and a lowercase letter: ${cta.redirectPath}`);
  }
  const [row] = await db.query<NotificationRow>(
    `insert into notification (uuid, identity_id, title, description, wallet_address, ctas, created_at)
     values ($1, $2, $3, $4, $5, $6, coalesce($7, now())) returning ${COLS}`,
    [randomUUID(), input.identityId, input.title, input.description, input.walletAddress ?? null, JSON.stringify(input.ctas ?? []), input.at ?? null],
  );
  return view(row as NotificationRow);
}

/** A person's notifications, unread first, newest first within each group. */
export async function notificationsFor(db: Queryable, identityId: string, limit = 50): Promise<NotificationView[]> {
  const rows = await db.query<NotificationRow>(
    `select ${COLS} from notification where identity_id = $1
     order by (status = 'UNREAD') desc, created_at desc limit $2`,
    [identityId, limit],
  );
  return rows.map(view);
}

/** Marks one of the person's notifications read; someone else's is answered like a missing one. */
export async function markRead(db: Queryable, identityId: string, uuid: string): Promise<NotificationView> {
  const [row] = await db.query<NotificationRow>(
    `update notification set status = 'READ', read_at = coalesce(read_at, now())
     where uuid = $1 and identity_id = $2 returning ${COLS}`,
    [uuid, identityId],
  );
  if (!row) throw refuse(404, 'refusal.notificationNotFound');
  return view(row);
}

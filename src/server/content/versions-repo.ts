import type { ContentFiles } from '../../engine/content';
import type { StudioAuditAction, StudioAuditEntry } from '../../contracts/studio';
import type { Queryable } from '../db';

/** A published content version as stored (immutable). */
export interface VersionRow {
  seq: number;
  id: string;
  parent: string;
  author_id: string | null;
  author_name: string;
  message: string;
  hash: string;
  overlay: ContentFiles;
  rollback_of: string | null;
  created_at: Date;
}

const VERSION_COLS = 'seq, id, parent, author_id, author_name, message, hash, overlay, rollback_of, created_at';

export async function latestVersionRow(db: Queryable): Promise<VersionRow | undefined> {
  const [row] = await db.query<VersionRow>(`select ${VERSION_COLS} from content_version order by seq desc limit 1`);
  return row;
}

export async function versionRow(db: Queryable, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.query<VersionRow>(`select ${VERSION_COLS} from content_version where id = $1`, [id]);
  return row;
}

/** Every published version, newest first. */
export const versionRows = (db: Queryable): Promise<VersionRow[]> =>
  db.query<VersionRow>(`select ${VERSION_COLS} from content_version order by seq desc`);

/**
 * Adds a version over `parent`; two publishes over one parent cannot both land (parent is unique),
 * the second fails with a unique violation.
 */
export async function insertVersion(
  db: Queryable,
  v: { seq: number; id: string; parent: string; authorId: string; authorName: string; message: string; hash: string; overlay: ContentFiles; rollbackOf?: string },
): Promise<VersionRow> {
  const [row] = await db.query<VersionRow>(
    `insert into content_version (seq, id, parent, author_id, author_name, message, hash, overlay, rollback_of)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${VERSION_COLS}`,
    [v.seq, v.id, v.parent, v.authorId, v.authorName, v.message, v.hash, JSON.stringify(v.overlay), v.rollbackOf ?? null],
  );
  return row as VersionRow;
}

/** An editor's draft: the version it started from and its files as typed. */
export interface DraftRow {
  startedFrom: string;
  updatedAt: Date;
  files: { path: string; text: string }[];
}

export async function draftOf(db: Queryable, userId: string): Promise<DraftRow | undefined> {
  const [head] = await db.query<{ started_from: string; updated_at: Date }>('select started_from, updated_at from content_draft where user_id = $1', [userId]);
  if (!head) return undefined;
  const files = await db.query<{ path: string; text: string }>('select path, text from content_draft_file where user_id = $1 order by path', [userId]);
  return { startedFrom: head.started_from, updatedAt: head.updated_at, files };
}

/** Saves one file of the editor's draft, starting the draft from `current` when there is none. */
export async function putDraftFile(db: Queryable, userId: string, current: string, path: string, text: string): Promise<void> {
  await db.query(
    `insert into content_draft (user_id, started_from) values ($1, $2)
     on conflict (user_id) do update set updated_at = now()`,
    [userId, current],
  );
  await db.query(
    `insert into content_draft_file (user_id, path, text) values ($1, $2, $3)
     on conflict (user_id, path) do update set text = excluded.text`,
    [userId, path, text],
  );
}

/** Drops one file from the draft (the draft goes when it has no file left); whether it was there. */
export async function deleteDraftFile(db: Queryable, userId: string, path: string): Promise<boolean> {
  const gone = await db.query('delete from content_draft_file where user_id = $1 and path = $2 returning path', [userId, path]);
  await db.query(
    `delete from content_draft d where d.user_id = $1 and not exists (select 1 from content_draft_file f where f.user_id = d.user_id)`,
    [userId],
  );
  await db.query('update content_draft set updated_at = now() where user_id = $1', [userId]);
  return gone.length > 0;
}

export async function deleteDraft(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from content_draft where user_id = $1', [userId]);
}

/** Records one studio write. */
export async function recordContentAudit(
  db: Queryable,
  entry: { actorId: string | null; actorName: string; action: StudioAuditAction; path?: string | null; versionId?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.query(
    'insert into content_audit (actor_id, actor_name, action, path, version_id, detail) values ($1, $2, $3, $4, $5, $6)',
    [entry.actorId, entry.actorName, entry.action, entry.path ?? null, entry.versionId ?? null, JSON.stringify(entry.detail ?? {})],
  );
}

/**
 * The latest studio writes, newest first; for a lender's editor (`onlyFor`) those that are theirs or
 * touch files they may read (the shared content, their own org file), never another lender's.
 */
export async function contentAudit(db: Queryable, limit = 200, onlyFor?: { actorId: string; orgFile: string }): Promise<StudioAuditEntry[]> {
  const readable = (column: string) => `(${column} not like 'orgs/%' or ${column} = $3)`;
  const where = onlyFor
    ? `where actor_id = $2 or ${readable('path')}
         or (path is null and exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(detail->'files') = 'array' then detail->'files' else '[]'::jsonb end) f where ${readable('f')}))`
    : '';
  const rows = await db.query<{ id: string | number; at: Date; actor_name: string; action: StudioAuditAction; path: string | null; version_id: string | null; detail: Record<string, unknown> }>(
    `select id, at, actor_name, action, path, version_id, detail from content_audit ${where} order by id desc limit $1`,
    onlyFor ? [limit, onlyFor.actorId, onlyFor.orgFile] : [limit],
  );
  const shown = (detail: Record<string, unknown>): Record<string, unknown> => {
    if (!onlyFor || !Array.isArray(detail.files)) return detail;
    return { ...detail, files: (detail.files as unknown[]).filter((f) => typeof f === 'string' && (!f.startsWith('orgs/') || f === onlyFor.orgFile)) };
  };
  return rows.map((r) => ({ id: Number(r.id), at: new Date(r.at).toISOString(), actorName: r.actor_name, action: r.action, path: r.path, versionId: r.version_id, detail: shown(r.detail) }));
}

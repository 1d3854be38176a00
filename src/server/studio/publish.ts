import type { FastifyInstance } from 'fastify';
import type { ContentFiles } from '../../engine/content';
import type { Json } from '../../engine/types';
import { BASE_VERSION, type DraftDiff, type VersionSummary } from '../../contracts/studio';
import { contentHash, type ContentVersion } from '../core/content-version';
import { HttpError, badRequest, forbidden } from '../core/errors';
import { deleteDraft, draftOf, insertVersion, latestVersionRow, recordContentAudit, type VersionRow } from '../content/versions-repo';
import type { Problem } from '../../engine/types';
import { checkDraft, draftDiff } from './drafts';
import { assertKeepsIdentity, assertMayEdit, problemsFor, type Editor } from './editor';

/** Publishing was refused: 422 with the check's problems, or 409 with the diff to merge. */
export class PublishRefusal extends Error {
  constructor(
    readonly statusCode: 409 | 422,
    message: string,
    readonly body: { problems: Problem[] } | { current: string; diff: DraftDiff },
  ) {
    super(message);
  }
}

/** The history line of a version. */
export function versionSummary(v: VersionRow): VersionSummary {
  return {
    id: v.id, parent: v.parent, authorName: v.author_name, message: v.message, createdAt: new Date(v.created_at).toISOString(),
    hash: v.hash, changedFiles: Object.keys(v.overlay).sort(), rollbackOf: v.rollback_of,
  };
}

export function baseSummary(base: ContentVersion, createdAt: string): VersionSummary {
  return { id: BASE_VERSION, parent: null, authorName: null, message: 'The repository’s files', createdAt, hash: base.hash, changedFiles: [], rollbackOf: null };
}

/** The files of `files` that differ from the base's. */
function overlayOver(base: ContentFiles, files: ContentFiles): ContentFiles {
  const out: ContentFiles = {};
  for (const [path, value] of Object.entries(files)) if (JSON.stringify(base[path]) !== JSON.stringify(value)) out[path] = value;
  return out;
}

/**
 * Adds a version over `parent` in one transaction with its audit line; 409 when another version
 * became current first (checked, and enforced by the unique parent).
 */
async function addVersion(
  app: FastifyInstance, editor: Editor, parent: string, overlay: ContentFiles, message: string,
  audit: { action: 'publish' | 'rollback'; rollbackOf?: string; conflict: () => PublishRefusal | HttpError },
): Promise<VersionRow> {
  const files = { ...app.content.baseVersion.files, ...overlay };
  try {
    const row = await app.db.transaction(async (tx) => {
      const latest = await latestVersionRow(tx);
      if ((latest?.id ?? BASE_VERSION) !== parent) throw audit.conflict();
      const seq = (latest?.seq ?? 0) + 1;
      const inserted = await insertVersion(tx, {
        seq, id: `v${seq}`, parent, authorId: editor.userId, authorName: editor.name, message, hash: contentHash(files), overlay,
        ...(audit.rollbackOf ? { rollbackOf: audit.rollbackOf } : {}),
      });
      await recordContentAudit(tx, {
        actorId: editor.userId, actorName: editor.name, action: audit.action, versionId: inserted.id,
        detail: { parent, message, files: Object.keys(overlay).sort(), ...(audit.rollbackOf ? { rollbackOf: audit.rollbackOf } : {}) },
      });
      return inserted;
    });
    await app.content.published(row);
    return row;
  } catch (e) {
    if ((e as { code?: unknown }).code === '23505') throw audit.conflict();
    throw e;
  }
}

/** Publishes the editor's draft over `parent`: 422 while the check finds problems, 409 when parent is not current. */
export async function publishDraft(app: FastifyInstance, editor: Editor, body: { message: string; parent: string }): Promise<VersionRow> {
  await app.content.refresh();
  const draft = await draftOf(app.db, editor.userId);
  if (!draft?.files.length) throw badRequest('There is nothing to publish: the draft has no changed file');
  assertMayEdit(editor, draft.files.map((f) => f.path));
  for (const f of draft.files) assertKeepsIdentity(editor, f.path, f.text, app.content.current.files[f.path]);
  const conflict = () => {
    const current = app.content.current;
    return new PublishRefusal(409, `Version ${current.id} was published after the one you started from (${body.parent}); merge your draft with it and publish over ${current.id}`, { current: current.id, diff: draftDiff(current, draft) });
  };
  if (body.parent !== app.content.current.id) throw conflict();
  const problems = problemsFor(editor, checkDraft(app, draft));
  if (problems.length) throw new PublishRefusal(422, `The draft has ${problems.length} problem(s); fix them before publishing`, { problems });
  const files: ContentFiles = { ...app.content.current.files };
  for (const f of draft.files) files[f.path] = JSON.parse(f.text) as Json;
  const row = await addVersion(app, editor, body.parent, overlayOver(app.content.baseVersion.files, files), body.message, { action: 'publish', conflict });
  await deleteDraft(app.db, editor.userId);
  return row;
}

/** Publishes an earlier version's files again as a new version over the current one (platform editors). */
export async function rollback(app: FastifyInstance, editor: Editor, id: string, message: string): Promise<VersionRow> {
  if (editor.scope !== 'all') throw forbidden('Only platform content editors may roll back a version');
  await app.content.refresh();
  const target = await app.content.at(id);
  const parent = app.content.current.id;
  return addVersion(app, editor, parent, target.overlay, message, {
    action: 'rollback', rollbackOf: id,
    conflict: () => new HttpError(409, 'Another version was published at the same time; look at the history and roll back again'),
  });
}

import type { FastifyInstance } from 'fastify';
import type { Problem } from '../../engine/types';
import type { Draft, DraftDiff } from '../../contracts/studio';
import { checkContentTexts, type ContentTexts } from '../content/load';
import { draftOf, type DraftRow } from '../content/versions-repo';
import type { ContentVersion } from '../core/content-version';
import { fileDiff } from './diff';
import { problemsFor, type Editor } from './editor';

/** A version's files as text: the repository's as written, the overlay's as JSON. */
export function versionTexts(app: FastifyInstance, version: ContentVersion): ContentTexts {
  const texts = { ...app.content.baseTexts };
  for (const [path, value] of Object.entries(version.overlay)) texts[path] = `${JSON.stringify(value, null, 2)}\n`;
  return texts;
}

/** The draft over the latest published version, through the same check as `npm run content:check`. */
export function checkDraft(app: FastifyInstance, draft: DraftRow | undefined): Problem[] {
  if (!draft?.files.length) return [];
  const texts = versionTexts(app, app.content.current);
  for (const f of draft.files) texts[f.path] = f.text;
  // a clash between a draft file and a published one is the draft's to fix
  return checkContentTexts(texts, app.content.root, { changed: draft.files.map((f) => f.path) }).problems;
}

/** The editor's draft as the studio reads it, with its problems (as the editor may see them). */
export async function draftView(app: FastifyInstance, editor: Editor): Promise<Draft> {
  const draft = await draftOf(app.db, editor.userId);
  const files = app.content.current.files;
  return {
    startedFrom: draft?.startedFrom ?? null,
    updatedAt: draft ? new Date(draft.updatedAt).toISOString() : null,
    files: (draft?.files ?? []).map((f) => ({ path: f.path, text: f.text, isNew: !Object.hasOwn(files, f.path) })),
    problems: problemsFor(editor, checkDraft(app, draft)),
  };
}

/** The draft against a published version, file by file. */
export function draftDiff(version: ContentVersion, draft: DraftRow | undefined): DraftDiff {
  return { from: version.id, files: (draft?.files ?? []).map((f) => fileDiff(f.path, version.files[f.path], f.text)) };
}

import { binary, errors, type ServicePlugin } from '../../../core/route-schemas';
import {
  baseFilesSchema, checkResultSchema, draftDiffSchema, draftSchema, publishBodySchema, publishConflictSchema, publishRefusedSchema,
  putDraftFileBodySchema, revertDraftFileBodySchema, rollbackBodySchema, studioAuditSchema, studioEditorSchema, versionFilesSchema,
  versionHistorySchema, versionIdSchema, versionSummarySchema,
} from '../../../../contracts/studio';
import { bearerSecurity } from '../../../core/auth';
import { errorBody } from '../../../core/errors';
import { contentAudit, deleteDraft, deleteDraftFile, draftOf, putDraftFile, recordContentAudit, versionRows } from '../../../content/versions-repo';
import { checkDraft, draftDiff, draftView } from '../../../studio/drafts';
import { assertKeepsIdentity, assertMayEdit, editorFor, mayRead, problemsFor, readableFiles, requireEditor } from '../../../studio/editor';
import { PublishRefusal, baseSummary, publishDraft, rollback, versionSummary } from '../../../studio/publish';
import { tarOf } from '../../../studio/tar';
import { attachmentHeader } from '../../../uploads/receive';

const tags = ['service-application'];
const idParams = { type: 'object', required: ['versionId'], properties: { versionId: versionIdSchema } } as const;
const STUDIO = '/api/v1/staff/studio';
const security = bearerSecurity;

/**
 * The content studio's calls (staff with the content-editor permission): the published versions and
 * their history, a version's files, the editor's draft (saved file by file as typed, checked by the
 * same check as `npm run content:check`), its diff against the published version, publish, rollback,
 * the draft as a .tar for the repository, and the audit of every studio write.
 */
const serviceApplicationStudio: ServicePlugin = async (app) => {
  const startedAt = new Date().toISOString();
  const onRequest = requireEditor;

  app.get(`${STUDIO}/editor`, {
    onRequest, schema: { tags, security, summary: 'Studio: what the signed-in content editor may edit', response: { 200: studioEditorSchema, ...errors } },
  }, async (request) => {
    const { scope, orgCode, editable } = editorFor(request);
    return { scope, orgCode, editable };
  });

  app.get(`${STUDIO}/versions`, {
    onRequest, schema: { tags, security, summary: 'Studio: the published content version and the history, newest first (the base last)', response: { 200: versionHistorySchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    await app.content.refresh();
    const rows = await versionRows(app.db);
    // a lender's editor sees the versions that changed what they may read (and the one in force), with only those files
    const versions = rows.map(versionSummary)
      .map((v) => ({ ...v, changedFiles: v.changedFiles.filter((path) => mayRead(editor, path)) }))
      .filter((v) => editor.scope === 'all' || v.changedFiles.length > 0 || v.id === app.content.current.id);
    return { current: app.content.current.id, versions: [...versions, baseSummary(app.content.baseVersion, startedAt)] };
  });

  app.get(`${STUDIO}/versions/:versionId/files`, {
    onRequest, schema: { tags, security, params: idParams, summary: "Studio: every content file of a version, merged (preview, export)", response: { 200: versionFilesSchema, ...errors } },
  }, async (request) => {
    const version = await app.content.at(request.params.versionId);
    return { id: version.id, hash: version.hash, files: readableFiles(editorFor(request), version.files) };
  });

  app.get(`${STUDIO}/base`, {
    onRequest, schema: { tags, security, summary: "Studio: the base version's (the repository's) file list", response: { 200: baseFilesSchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    return { id: app.content.baseVersion.id, hash: app.content.baseVersion.hash, paths: Object.keys(app.content.baseTexts).filter((path) => mayRead(editor, path)).sort() };
  });

  app.get(`${STUDIO}/draft`, {
    onRequest, schema: { tags, security, summary: "Studio: the editor's draft (changed files as typed) with the check's problems", response: { 200: draftSchema, ...errors } },
  }, async (request) => draftView(app, editorFor(request)));

  app.put(`${STUDIO}/draft/file`, {
    onRequest, schema: { tags, security, body: putDraftFileBodySchema, summary: "Studio: saves one file of the draft as typed (invalid JSON is kept and reported); 403 outside the editor's files", response: { 200: draftSchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    const { path, text } = request.body;
    assertMayEdit(editor, [path]);
    assertKeepsIdentity(editor, path, text, app.content.current.files[path]);
    await app.db.transaction(async (tx) => {
      await putDraftFile(tx, editor.userId, app.content.current.id, path, text);
      await recordContentAudit(tx, { actorId: editor.userId, actorName: editor.name, action: 'draft-save', path, detail: { chars: text.length } });
    });
    return draftView(app, editor);
  });

  app.post(`${STUDIO}/draft/revert`, {
    onRequest, schema: { tags, security, body: revertDraftFileBodySchema, summary: 'Studio: drops one file from the draft (back to the published version)', response: { 200: draftSchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    const { path } = request.body;
    assertMayEdit(editor, [path]);
    await app.db.transaction(async (tx) => {
      if (await deleteDraftFile(tx, editor.userId, path)) await recordContentAudit(tx, { actorId: editor.userId, actorName: editor.name, action: 'draft-revert', path });
    });
    return draftView(app, editor);
  });

  app.delete(`${STUDIO}/draft`, {
    onRequest, schema: { tags, security, summary: "Studio: discards the editor's whole draft", response: { 200: draftSchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    await app.db.transaction(async (tx) => {
      await deleteDraft(tx, editor.userId);
      await recordContentAudit(tx, { actorId: editor.userId, actorName: editor.name, action: 'draft-discard' });
    });
    return draftView(app, editor);
  });

  app.get(`${STUDIO}/draft/check`, {
    onRequest, schema: { tags, security, summary: 'Studio: the draft over the published version through the content check (file, pointer, line:column, message)', response: { 200: checkResultSchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    return { problems: problemsFor(editor, checkDraft(app, await draftOf(app.db, editor.userId))) };
  });

  app.get(`${STUDIO}/draft/diff`, {
    onRequest, schema: { tags, security, summary: 'Studio: the draft against the published version (jsondiffpatch delta and readable lines per file)', response: { 200: draftDiffSchema, ...errors } },
  }, async (request) => {
    await app.content.refresh();
    return draftDiff(app.content.current, await draftOf(app.db, editorFor(request).userId));
  });

  app.get(`${STUDIO}/draft/export.tar`, {
    onRequest, schema: { tags, security, produces: ['application/x-tar'], summary: "Studio: the draft's files as a .tar at their repository paths (unpack at the repository's root)", response: { 200: binary, ...errors } },
  }, async (request, reply) => {
    const draft = await draftOf(app.db, editorFor(request).userId);
    return reply.header('content-type', 'application/x-tar').header('content-disposition', attachmentHeader('content-draft.tar'))
      .header('cache-control', 'private, no-store').send(tarOf(draft?.files ?? []));
  });

  app.post(`${STUDIO}/publish`, {
    onRequest, schema: {
      tags, security, body: publishBodySchema,
      summary: 'Studio: publishes the draft as a new version over parent; 422 with the problems while the check fails, 409 with the diff when parent is not the current version',
      response: { 201: versionSummarySchema, ...errors, 409: publishConflictSchema, 422: publishRefusedSchema },
    },
  }, async (request, reply) => {
    try {
      return reply.status(201).send(versionSummary(await publishDraft(app, editorFor(request), request.body)));
    } catch (e) {
      if (e instanceof PublishRefusal) return reply.status(e.statusCode).send({ ...errorBody(e.statusCode, e.message), ...e.body });
      throw e;
    }
  });

  app.post(`${STUDIO}/versions/:versionId/rollback`, {
    onRequest, schema: {
      tags, security, params: idParams, body: rollbackBodySchema,
      summary: "Studio: publishes an earlier version's files again as a new version over the current one (platform editors)",
      response: { 201: versionSummarySchema, ...errors },
    },
  }, async (request, reply) => {
    const { message } = request.body;
    return reply.status(201).send(versionSummary(await rollback(app, editorFor(request), request.params.versionId, message)));
  });

  app.get(`${STUDIO}/audit`, {
    onRequest, schema: { tags, security, summary: 'Studio: the latest studio writes (who, when, what), newest first', response: { 200: studioAuditSchema, ...errors } },
  }, async (request) => {
    const editor = editorFor(request);
    return { entries: await contentAudit(app.db, 200, editor.scope === 'all' ? undefined : { actorId: editor.userId, orgFile: `orgs/${editor.orgCode}.json` }) };
  });
};

export default serviceApplicationStudio;

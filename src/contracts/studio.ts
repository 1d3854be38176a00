import type { FromSchema } from 'json-schema-to-ts';
import { SERVICE } from '../lib/service-paths';

/**
 * The content studio's calls and the portal's versioned content, as the server declares them (route
 * schemas) and the browser reads them (types). Content versions: the repository's files are the
 * version BASE_VERSION; every publish makes an immutable version whose files are the base's with its
 * overlay (the files that differ from the base) over them.
 */

/** Where the studio's calls live (staff with the content-editor permission). */
export const STUDIO_PATH = `${SERVICE.application}/api/v1/staff/studio`;
/** Where the portal reads a content version's files (public, cacheable for ever by version id). */
export const CONTENT_VERSIONS_PATH = `${SERVICE.application}/api/v1/content/versions`;
/** The version the repository's files make. */
export const BASE_VERSION = 'base';
/** Names the latest published version in CONTENT_VERSIONS_PATH (registration, before an application exists). */
export const LATEST_VERSION = 'latest';
/** The attribute of the page's root element in which the server names the latest published version when it serves the page. */
export const PAGE_CONTENT_VERSION_ATTR = 'data-content-version';
/** The attribute of the page's root element in which the server gives the hash of the base content's browser files it runs on. */
export const PAGE_CONTENT_BASE_ATTR = 'data-content-base';
/** The file beside the browser build in which content:gen records what of the content it embedded (src/server/content/bundled-content.ts). */
export const BUNDLED_CONTENT_MANIFEST = 'content-manifest.json';

/**
 * Which content a page renders for a version id (undefined: the content in force): the content its
 * build embedded ('bundled') only for the base when the server gave its base's hash on the page and it
 * is the build's; otherwise (another version, other files on the server's disk, or a page that does
 * not say, as Vite's development pages) the version as the server serves it.
 */
export function contentChoice(id: string | undefined, serverBaseHash: string | null | undefined, bundledHash: string): 'bundled' | 'served' | undefined {
  if (id === undefined) return undefined;
  return id === BASE_VERSION && serverBaseHash === bundledHash ? 'bundled' : 'served';
}
/** The permission that lets staff edit content (platform staff: everything; a lender's staff: their org file). */
export const CONTENT_EDITOR = 'content-editor';
/** The longest file text a draft keeps (characters). */
export const MAX_DRAFT_FILE_CHARS = 512 * 1024;
/** A content file's path: under schemas/, flows/ or orgs/, a .json file, no "..". */
export const CONTENT_PATH_PATTERN = '^(schemas|flows|orgs)/(?!.*\\.\\.)[A-Za-z0-9_./-]+\\.json$';

const text = { type: 'string' } as const;
const isoTime = { type: 'string' } as const;
/** A content version's id (BASE_VERSION or v<n>). */
export const versionIdSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const contentPath = { type: 'string', minLength: 6, maxLength: 200, pattern: CONTENT_PATH_PATTERN } as const;
/** Any JSON value (a content file, a jsondiffpatch delta). */
const anyJson = {} as const;

/** A content check problem: the file, the JSON pointer in it, where that stands (line:column) and a sentence. */
export const studioProblemSchema = {
  type: 'object', additionalProperties: false, required: ['file', 'pointer', 'message'],
  properties: { file: text, pointer: text, message: text, line: { type: 'integer' }, column: { type: 'integer' } },
} as const;
export type StudioProblem = FromSchema<typeof studioProblemSchema>;

/** One published version (the base included): who made it, when, why, from which parent. */
export const versionSummarySchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'parent', 'authorName', 'message', 'createdAt', 'hash', 'changedFiles'],
  properties: {
    id: text,
    /** The version that was current when this one was published (null for the base). */
    parent: { type: ['string', 'null'] },
    /** The editor's name or e-mail (null for the base). */
    authorName: { type: ['string', 'null'] },
    message: text,
    createdAt: isoTime,
    /** sha256 of every content file of the version (paths and values). */
    hash: text,
    /** The files that differ from the base in this version. */
    changedFiles: { type: 'array', items: text },
    /** Set when the version republished an earlier one (rollback). */
    rollbackOf: { type: ['string', 'null'] },
  },
} as const;
export type VersionSummary = FromSchema<typeof versionSummarySchema>;

/** The published version and the history, newest first (the base last). */
export const versionHistorySchema = {
  type: 'object', additionalProperties: false, required: ['current', 'versions'],
  properties: { current: text, versions: { type: 'array', items: versionSummarySchema } },
} as const;
export type VersionHistory = FromSchema<typeof versionHistorySchema>;

/** What the signed-in editor may edit: everything, or only their lender's org file. */
export const studioEditorSchema = {
  type: 'object', additionalProperties: false, required: ['scope', 'orgCode', 'editable'],
  properties: {
    scope: { type: 'string', enum: ['all', 'org'] },
    /** The lender of an org-scoped editor (null for platform editors). */
    orgCode: { type: ['string', 'null'] },
    /** Path patterns (regular expressions) the editor may write. */
    editable: { type: 'array', items: text },
  },
} as const;
export type StudioEditor = FromSchema<typeof studioEditorSchema>;

/** Every content file of a version, merged (for preview and export). */
export const versionFilesSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'hash', 'files'],
  properties: { id: text, hash: text, files: { type: 'object', additionalProperties: anyJson } },
} as const;
export type VersionFiles = { id: string; hash: string; files: Record<string, unknown> };

/** The base version's file list. */
export const baseFilesSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'hash', 'paths'],
  properties: { id: text, hash: text, paths: { type: 'array', items: text } },
} as const;
export type BaseFiles = FromSchema<typeof baseFilesSchema>;

/** A draft file as the editor typed it (the text may be invalid JSON; the problems say where). */
export const draftFileSchema = {
  type: 'object', additionalProperties: false, required: ['path', 'text', 'isNew'],
  properties: {
    path: text, text,
    /** The file is not in the version the draft started from. */
    isNew: { type: 'boolean' },
  },
} as const;

/** The editor's draft: changed files only, the version it started from, and the check's problems. */
export const draftSchema = {
  type: 'object', additionalProperties: false, required: ['startedFrom', 'updatedAt', 'files', 'problems'],
  properties: {
    /** The version current when the draft's first file was saved (null: no draft). */
    startedFrom: { type: ['string', 'null'] },
    updatedAt: { type: ['string', 'null'] },
    files: { type: 'array', items: draftFileSchema },
    problems: { type: 'array', items: studioProblemSchema },
  },
} as const;
export type Draft = FromSchema<typeof draftSchema>;
export type DraftFile = FromSchema<typeof draftFileSchema>;

export const putDraftFileBodySchema = {
  type: 'object', additionalProperties: false, required: ['path', 'text'],
  properties: { path: contentPath, text: { type: 'string', maxLength: MAX_DRAFT_FILE_CHARS } },
} as const;
export type PutDraftFileBody = FromSchema<typeof putDraftFileBodySchema>;

export const revertDraftFileBodySchema = {
  type: 'object', additionalProperties: false, required: ['path'],
  properties: { path: contentPath },
} as const;
export type RevertDraftFileBody = FromSchema<typeof revertDraftFileBodySchema>;

export const checkResultSchema = {
  type: 'object', additionalProperties: false, required: ['problems'],
  properties: { problems: { type: 'array', items: studioProblemSchema } },
} as const;
export type CheckResult = FromSchema<typeof checkResultSchema>;

/** One file's change: a jsondiffpatch delta (null when added, removed or not JSON) and readable lines. */
export const fileDiffSchema = {
  type: 'object', additionalProperties: false, required: ['path', 'change', 'delta', 'summary'],
  properties: {
    path: text,
    change: { type: 'string', enum: ['added', 'changed', 'removed', 'invalid'] },
    delta: anyJson,
    /** "/title: "Old" -> "New"", one line per changed value. */
    summary: { type: 'array', items: text },
  },
} as const;
export type FileDiff = { path: string; change: 'added' | 'changed' | 'removed' | 'invalid'; delta: unknown; summary: string[] };

/** The draft against a published version (from), file by file. */
export const draftDiffSchema = {
  type: 'object', additionalProperties: false, required: ['from', 'files'],
  properties: { from: text, files: { type: 'array', items: fileDiffSchema } },
} as const;
export type DraftDiff = { from: string; files: FileDiff[] };

export const publishBodySchema = {
  type: 'object', additionalProperties: false, required: ['message', 'parent'],
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 500 },
    /** The version the editor publishes over: must be the current one, else 409 with the diff to merge. */
    parent: versionIdSchema,
  },
} as const;
export type PublishBody = FromSchema<typeof publishBodySchema>;

export const rollbackBodySchema = {
  type: 'object', additionalProperties: false, required: ['message'],
  properties: { message: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;
export type RollbackBody = FromSchema<typeof rollbackBodySchema>;

const errorFields = { statusCode: { type: 'integer' }, status: text, message: text } as const;

/** 422: the draft fails the check; nothing was published. */
export const publishRefusedSchema = {
  type: 'object', required: ['statusCode', 'message', 'problems'],
  properties: { ...errorFields, problems: { type: 'array', items: studioProblemSchema } },
} as const;
export type PublishRefused = FromSchema<typeof publishRefusedSchema>;

/** 409: someone published first; current is their version, diff is the draft against it. */
export const publishConflictSchema = {
  type: 'object', required: ['statusCode', 'message', 'current', 'diff'],
  properties: { ...errorFields, current: text, diff: draftDiffSchema },
} as const;
export type PublishConflict = { statusCode: number; status?: string; message: string; current: string; diff: DraftDiff };

/** One studio write: who, when, what. */
export const studioAuditEntrySchema = {
  type: 'object', additionalProperties: false, required: ['id', 'at', 'actorName', 'action', 'path', 'versionId', 'detail'],
  properties: {
    id: { type: 'integer' },
    at: isoTime,
    actorName: text,
    action: { type: 'string', enum: ['draft-save', 'draft-revert', 'draft-discard', 'publish', 'rollback', 'logo-upload'] },
    path: { type: ['string', 'null'] },
    versionId: { type: ['string', 'null'] },
    detail: { type: 'object', additionalProperties: true },
  },
} as const;
export type StudioAuditEntry = FromSchema<typeof studioAuditEntrySchema>;
export type StudioAuditAction = StudioAuditEntry['action'];

export const studioAuditSchema = {
  type: 'object', additionalProperties: false, required: ['entries'],
  properties: { entries: { type: 'array', items: studioAuditEntrySchema } },
} as const;
export type StudioAudit = FromSchema<typeof studioAuditSchema>;

/**
 * A version's content as the portal reads it: the files that differ from the base (the portal
 * bundles the base) and, when a form schema differs, the URL of the ESM module of their validators.
 */
export const browserContentSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'hash', 'files', 'validatorsModule'],
  properties: {
    id: text, hash: text,
    files: { type: 'object', additionalProperties: anyJson },
    validatorsModule: { type: ['string', 'null'] },
  },
} as const;
export type BrowserContent = VersionFiles & { validatorsModule: string | null };

/** A document a gallery form must accept, or refuse with its errors at `fields` (JSON pointers into it). */
export const galleryExampleSchema = {
  type: 'object', additionalProperties: false, required: ['name', 'data'],
  properties: { name: text, data: anyJson, fields: { type: 'array', items: text } },
} as const;
export type GalleryExample = { name: string; data: unknown; fields?: string[] };

/** One form of the feature gallery (docs/gallery): a schema pair a product editor can try and copy. */
export const galleryFormSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'file', 'schema', 'ui', 'valid', 'invalid'],
  properties: {
    id: text, file: text,
    schema: { type: 'object', additionalProperties: anyJson },
    ui: { type: 'object', additionalProperties: anyJson },
    valid: { type: 'array', items: galleryExampleSchema },
    invalid: { type: 'array', items: galleryExampleSchema },
  },
} as const;
export type GalleryForm = { id: string; file: string; schema: Record<string, unknown>; ui: Record<string, unknown>; valid: GalleryExample[]; invalid: GalleryExample[] };

export const gallerySchema = {
  type: 'object', additionalProperties: false, required: ['forms'],
  properties: { forms: { type: 'array', items: galleryFormSchema } },
} as const;
export type Gallery = { forms: GalleryForm[] };

/** The gallery forms' ids: gallery/<family>. */
export const GALLERY_ID_PATTERN = '^gallery/[a-z0-9][a-z0-9-]*$';

/** Answers to a gallery form, for the server to judge with its own validator. */
export const galleryCheckBodySchema = {
  type: 'object', additionalProperties: false, required: ['id', 'data'],
  properties: { id: { type: 'string', pattern: GALLERY_ID_PATTERN }, data: anyJson },
} as const;
export type GalleryCheckBody = { id: string; data: unknown };

export const galleryCheckResultSchema = {
  type: 'object', additionalProperties: false, required: ['accepted'], properties: { accepted: { type: 'boolean' } },
} as const;
export type GalleryCheckResult = { accepted: boolean };

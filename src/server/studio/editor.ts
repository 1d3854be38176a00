import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CONTENT_EDITOR, type StudioEditor } from '../../contracts/studio';
import { userOf } from '../core/auth';
import { forbidden } from '../core/errors';
import { requireStaff } from '../staff/lender';

/** A signed-in content editor: who they are and which files they may write. */
export interface Editor extends StudioEditor {
  userId: string;
  name: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Platform staff editors edit every content file; a lender's staff editor only their lender's org file. */
export async function editorOf(request: FastifyRequest): Promise<Editor> {
  const user = userOf(request);
  const [row] = await request.server.db.query<{ email: string; permissions: string[]; profile: { name?: { firstName?: string; lastName?: string } } }>(
    'select email, permissions, profile from app_user where id = $1',
    [user.id],
  );
  if (!row?.permissions.includes(CONTENT_EDITOR)) throw forbidden('Editing content needs the content-editor permission');
  const name = [row.profile?.name?.firstName, row.profile?.name?.lastName].filter(Boolean).join(' ') || row.email;
  if (user.role === 'PLATFORM_STAFF') return { userId: user.id, name, scope: 'all', orgCode: null, editable: ['^(schemas|flows|orgs)/'] };
  return { userId: user.id, name, scope: 'org', orgCode: user.org, editable: [`^orgs/${escape(user.org)}\\.json$`] };
}

/** Whether the editor may write the file at path. */
export const mayEdit = (editor: StudioEditor, path: string): boolean => editor.editable.some((re) => new RegExp(re).test(path));

/** 403 unless the editor may write every one of the paths. */
export function assertMayEdit(editor: StudioEditor, paths: string[]): void {
  const refused = paths.find((p) => !mayEdit(editor, p));
  if (refused) throw forbidden(`You may edit only ${editor.orgCode ? `orgs/${editor.orgCode}.json` : 'content files'}, not ${refused}`);
}

/**
 * Whether the editor may read the file at path: platform editors every file; a lender's editor the
 * product's shared content (forms, copy, flows) and their own lender's org file, never another
 * lender's (its pricing, fees and terms are that lender's business).
 */
export const mayRead = (editor: StudioEditor, path: string): boolean =>
  editor.scope === 'all' || !path.startsWith('orgs/') || path === `orgs/${editor.orgCode}.json`;

/** Of `files` (by path), those the editor may read. */
export function readableFiles<T>(editor: StudioEditor, files: Record<string, T>): Record<string, T> {
  return editor.scope === 'all' ? files : Object.fromEntries(Object.entries(files).filter(([path]) => mayRead(editor, path)));
}

/**
 * Check problems as the editor may see them: those in files they may not read are told as one
 * sentence on the file they edit, without the other lender's file or values.
 */
export function problemsFor<P extends { file: string; pointer: string; message: string }>(editor: StudioEditor, problems: P[]): P[] {
  if (editor.scope === 'all') return problems;
  const shown = problems.filter((p) => mayRead(editor, p.file));
  const withheld = problems.length - shown.length;
  if (!withheld) return shown;
  const own = `orgs/${editor.orgCode}.json`;
  return [...shown, {
    file: own, pointer: '',
    message: `${withheld} problem${withheld === 1 ? '' : 's'} in other lenders' files follow${withheld === 1 ? 's' : ''} from this change; a platform content editor can see ${withheld === 1 ? 'it' : 'them'}`,
  } as P];
}

const editors = new WeakMap<FastifyRequest, Editor>();

/** onRequest hooks of every studio route: staff, then the content-editor permission (403 without it), before any validation. */
const staffOnly = requireStaff();
export const requireEditor: onRequestAsyncHookHandler[] = [
  staffOnly,
  async function requireContentEditor(request) {
    editors.set(request, await editorOf(request));
  },
];

/** The editor of a route guarded by requireEditor. */
export function editorFor(request: FastifyRequest): Editor {
  const editor = editors.get(request);
  if (!editor) throw forbidden('Editing content needs the content-editor permission');
  return editor;
}

/** The fields of an org file that say which lender it is: a lender's editor may not change them. */
export const ORG_IDENTITY_FIELDS = ['orgCode', 'canonicalOrgCode', 'baseUrl'] as const;

/**
 * 403 when a lender's editor changes what says which lender an org file is (its code, the lender it is a
 * variant of, its address) from the published version: pointing them at another lender would make that
 * lender's pages, mail and staff answer for this one. Platform editors may; text that is not JSON yet is
 * the content check's to report.
 */
export function assertKeepsIdentity(editor: StudioEditor, path: string, text: string, published: unknown): void {
  if (editor.scope === 'all' || !path.startsWith('orgs/')) return;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return;
  }
  const field = (value: unknown, name: string) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);
  const changed = ORG_IDENTITY_FIELDS.find((name) => JSON.stringify(field(doc, name)) !== JSON.stringify(field(published, name)));
  if (changed) throw forbidden(`${path}: ${changed} says which lender this is; only platform staff may change it`);
}

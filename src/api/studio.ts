import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STUDIO_PATH,
  type BaseFiles, type CheckResult, type Draft, type DraftDiff, type Gallery, type GalleryCheckBody, type GalleryCheckResult,
  type PublishBody, type RollbackBody, type StudioAudit,
  type StudioEditor, type VersionFiles, type VersionHistory, type VersionSummary,
} from '../contracts/studio';
import { api } from './client';
import { downloadFile } from './documents';

export type {
  BaseFiles, CheckResult, Draft, DraftDiff, DraftFile, FileDiff, Gallery, GalleryExample, GalleryForm, PublishConflict, PublishRefused, StudioAudit, StudioAuditEntry,
  StudioEditor, StudioProblem, VersionFiles, VersionHistory, VersionSummary,
} from '../contracts/studio';
export { BASE_VERSION, STUDIO_PATH } from '../contracts/studio';

/**
 * The content studio's calls: the published versions and their history, the editor's draft (saved
 * file by file, checked on every answer), its diff, publish, rollback, export and the audit trail.
 * A failed publish rejects with a ServiceError whose data is PublishRefused (422) or PublishConflict (409).
 */
export const studioKeys = {
  editor: ['studio-editor'],
  versions: ['studio-versions'],
  version: (id: string) => ['studio-version', id],
  base: ['studio-base'],
  draft: ['studio-draft'],
  diff: ['studio-diff'],
  audit: ['studio-audit'],
  gallery: ['studio-gallery'],
} as const;

export const fetchStudioEditor = () => api.get<StudioEditor>(`${STUDIO_PATH}/editor`);
export const fetchVersions = () => api.get<VersionHistory>(`${STUDIO_PATH}/versions`);
export const fetchVersionFiles = (id: string) => api.get<VersionFiles>(`${STUDIO_PATH}/versions/${encodeURIComponent(id)}/files`);
export const fetchBaseFiles = () => api.get<BaseFiles>(`${STUDIO_PATH}/base`);
export const fetchDraft = () => api.get<Draft>(`${STUDIO_PATH}/draft`);
export const saveDraftFile = (path: string, text: string) => api.put<Draft>(`${STUDIO_PATH}/draft/file`, { path, text });
export const revertDraftFile = (path: string) => api.post<Draft>(`${STUDIO_PATH}/draft/revert`, { path });
export const discardDraft = () => api.delete<Draft>(`${STUDIO_PATH}/draft`);
export const checkDraft = () => api.get<CheckResult>(`${STUDIO_PATH}/draft/check`);
export const fetchDraftDiff = () => api.get<DraftDiff>(`${STUDIO_PATH}/draft/diff`);
export const publishDraft = (body: PublishBody) => api.post<VersionSummary>(`${STUDIO_PATH}/publish`, body);
export const rollbackTo = (id: string, body: RollbackBody) => api.post<VersionSummary>(`${STUDIO_PATH}/versions/${encodeURIComponent(id)}/rollback`, body);
export const fetchStudioAudit = () => api.get<StudioAudit>(`${STUDIO_PATH}/audit`);
export const fetchGallery = () => api.get<Gallery>(`${STUDIO_PATH}/gallery`);
/** The server's judgement of answers to a gallery form: resolves when it accepts them, rejects with its field errors (400). */
export const checkGalleryAnswers = (body: GalleryCheckBody) => api.post<GalleryCheckResult>(`${STUDIO_PATH}/gallery/check`, body);
/** Saves the draft's changed files as a .tar at their repository paths. */
export const downloadDraftExport = (filename = 'content-draft.tar') => downloadFile(`${STUDIO_PATH}/draft/export.tar`, filename, 'application/x-tar');

export const useStudioEditor = () => useQuery({ queryKey: studioKeys.editor, queryFn: fetchStudioEditor, staleTime: 5 * 60_000 });
export const useVersions = () => useQuery({ queryKey: studioKeys.versions, queryFn: fetchVersions });
export const useVersionFiles = (id: string | undefined) =>
  useQuery({ queryKey: studioKeys.version(id ?? ''), queryFn: () => fetchVersionFiles(id ?? ''), enabled: Boolean(id), staleTime: Infinity });
export const useBaseFiles = () => useQuery({ queryKey: studioKeys.base, queryFn: fetchBaseFiles, staleTime: Infinity });
export const useDraft = () => useQuery({ queryKey: studioKeys.draft, queryFn: fetchDraft });
export const useDraftDiff = (enabled = true) => useQuery({ queryKey: studioKeys.diff, queryFn: fetchDraftDiff, enabled });
export const useGallery = () => useQuery({ queryKey: studioKeys.gallery, queryFn: fetchGallery, staleTime: Infinity });
export const useStudioAudit = () => useQuery({ queryKey: studioKeys.audit, queryFn: fetchStudioAudit });

/** Draft writes: each answer is the whole draft with its problems, put straight into the cache. */
export function useDraftActions() {
  const client = useQueryClient();
  const settle = (draft: Draft) => {
    client.setQueryData(studioKeys.draft, draft);
    void client.invalidateQueries({ queryKey: studioKeys.diff });
    void client.invalidateQueries({ queryKey: studioKeys.audit });
  };
  const save = useMutation({ mutationFn: ({ path, text }: { path: string; text: string }) => saveDraftFile(path, text), onSuccess: settle });
  const revert = useMutation({ mutationFn: (path: string) => revertDraftFile(path), onSuccess: settle });
  const discard = useMutation({ mutationFn: discardDraft, onSuccess: settle });
  return { save, revert, discard };
}

/** Publish and rollback: both make a new version and refresh the history, the draft and the audit. */
export function useVersionActions() {
  const client = useQueryClient();
  const refresh = () => Promise.all([studioKeys.versions, studioKeys.draft, studioKeys.diff, studioKeys.audit].map((queryKey) => client.invalidateQueries({ queryKey })));
  const publish = useMutation({ mutationFn: publishDraft, onSuccess: refresh });
  const rollback = useMutation({ mutationFn: ({ id, message }: { id: string; message: string }) => rollbackTo(id, { message }), onSuccess: refresh });
  return { publish, rollback };
}

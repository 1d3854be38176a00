import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { NavLink } from '../../../shell/links';
import { ServiceError } from '../../../../api/errors';
import { useDraft, useDraftActions, useStudioEditor, useVersionFiles, useVersions, type Draft, type StudioEditor, type VersionHistory } from '../../../../api/studio';
import { buildContent, type ContentFiles } from '../../../../engine/content';
import type { Json } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { StaffError, StaffLoading } from '../staff-error';
import { StudioContext, jsonText, type StudioState } from './studio-state';
import './studio.css';

/** How long typing pauses before a change is saved to the draft. */
export const SAVE_DELAY_MS = 600;

const TABS = [
  { to: 'screens', key: 'studio.tab.screens' },
  { to: 'flow', key: 'studio.tab.flow' },
  { to: 'lenders', key: 'studio.tab.lenders' },
  { to: 'publish', key: 'studio.tab.publish' },
] as const;

const parse = (text: string): Json | undefined => {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
};

/** The content studio's frame: its tabs, and the draft every tab edits. */
export default function StudioLayout() {
  const copy = useCopy();
  const editor = useStudioEditor();
  const history = useVersions();
  const published = useVersionFiles(history.data?.current);
  const draft = useDraft();
  // after a publish or rollback the new version's files load while the tabs stay as they are
  const lastPublished = useRef<ContentFiles>(undefined);
  if (published.data) lastPublished.current = published.data.files as ContentFiles;
  const publishedFiles = lastPublished.current;
  const failed = [editor, history, published, draft].find((q) => q.isError);
  return (
    <section className="studio">
      <h1 className="page-title">{copy('studio.title')}</h1>
      {editor.error instanceof ServiceError && editor.error.status === 403 ? <p role="alert">{copy('studio.forbidden')}</p>
        : failed ? <StaffError error={failed.error} onRetry={() => void failed.refetch()} />
        : editor.data && history.data && publishedFiles && draft.data ? (
          <StudioWorkspace editor={editor.data} history={history.data} publishedFiles={publishedFiles} draft={draft.data}>
            <nav aria-label={copy('studio.tabs')} className="studio-tabs">
              <ul>{TABS.map((t) => <li key={t.to}><NavLink to={t.to}>{copy(t.key)}</NavLink></li>)}</ul>
            </nav>
            <Outlet />
          </StudioWorkspace>
        ) : <StaffLoading />}
    </section>
  );
}

function StudioWorkspace(props: { editor: StudioEditor; history: VersionHistory; publishedFiles: ContentFiles; draft: Draft; children: React.ReactNode }) {
  const copy = useCopy();
  const { save } = useDraftActions();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<StudioState['saving']>('idle');
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef<Record<string, string>>({});

  // saves go one at a time, in order: two saves of a file in flight together could land in either order,
  // and each answer is the whole draft, so a late answer would bring back older problems
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inFlight = useRef(0);
  const saveNow = useCallback((path: string): Promise<void> => {
    const timer = timers.current.get(path);
    if (timer) clearTimeout(timer);
    timers.current.delete(path);
    if (latest.current[path] === undefined) return queue.current;
    setSaving('saving');
    inFlight.current += 1;
    queue.current = queue.current.then(async () => {
      const text = latest.current[path];
      try {
        if (text !== undefined) await save.mutateAsync({ path, text });
        inFlight.current -= 1;
        setSaving(timers.current.size ? 'pending' : inFlight.current ? 'saving' : 'idle');
      } catch {
        inFlight.current -= 1;
        setSaving('failed');
      }
    });
    return queue.current;
  }, [save]);

  const setText = useCallback((path: string, text: string) => {
    latest.current = { ...latest.current, [path]: text };
    setTyped(latest.current);
    setSaving('pending');
    const timer = timers.current.get(path);
    if (timer) clearTimeout(timer);
    timers.current.set(path, setTimeout(() => void saveNow(path), SAVE_DELAY_MS));
  }, [saveNow]);

  const flush = useCallback(async () => {
    await Promise.all([...timers.current.keys()].map((p) => saveNow(p)));
  }, [saveNow]);

  const forget = useCallback(() => {
    for (const t of timers.current.values()) clearTimeout(t);
    timers.current.clear();
    latest.current = {};
    setTyped({});
    setSaving('idle');
  }, []);

  // pending edits are saved when the editor leaves the studio
  useEffect(() => () => void flush(), [flush]);

  const draftTexts = useMemo(() => Object.fromEntries(props.draft.files.map((f) => [f.path, f.text])), [props.draft.files]);
  const files = useMemo<ContentFiles>(() => {
    const out: ContentFiles = { ...props.publishedFiles };
    for (const [path, text] of Object.entries({ ...draftTexts, ...typed })) {
      const doc = parse(text);
      if (doc !== undefined) out[path] = doc;
    }
    return out;
  }, [props.publishedFiles, draftTexts, typed]);
  const index = useMemo(() => buildContent(files).index, [files]);

  const editable = useMemo(() => props.editor.editable.map((p) => new RegExp(p)), [props.editor.editable]);
  const value = useMemo<StudioState>(() => ({
    editor: props.editor,
    history: props.history,
    draft: props.draft,
    files,
    index,
    textOf: (path) => typed[path] ?? draftTexts[path] ?? (path in props.publishedFiles ? jsonText(props.publishedFiles[path]) : undefined),
    setText,
    flush,
    forget,
    saving,
    problems: props.draft.problems,
    canEdit: (path) => editable.some((r) => r.test(path)),
  }), [props.editor, props.history, props.draft, files, index, typed, draftTexts, props.publishedFiles, setText, flush, forget, saving, editable]);

  return (
    <StudioContext.Provider value={value}>
      <p className="studio-status" role="status">
        {saving === 'failed' ? copy('studio.save.failed') : saving === 'idle' ? copy(props.draft.files.length === 1 ? 'studio.save.savedOne' : 'studio.save.saved', { count: props.draft.files.length }) : copy('studio.save.saving')}
        {props.editor.scope === 'org' && props.editor.orgCode ? ` ${copy('studio.scope.org', { org: props.editor.orgCode })}` : ''}
      </p>
      {props.children}
    </StudioContext.Provider>
  );
}

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useContentVersionFiles } from '../api/content-versions';
import type { ContentIndex } from '../engine/types';
import { BUNDLED_CONTENT_HASH } from '../generated/content-hash';
import { LATEST_VERSION, PAGE_CONTENT_BASE_ATTR, PAGE_CONTENT_VERSION_ATTR, contentChoice } from '../contracts/studio';
import { activateContent, bundledContent, contentOver, languagesLoaded, subscribeContent, wholeContentLoaded } from './content';
import { loadWholeContentOrReload } from './shell/lazy-page';

/** Whether the whole bundled content is loaded (see src/portal/content.ts); starts loading it when `needed`. */
export function useWholeContent(needed: boolean): boolean {
  const whole = useSyncExternalStore(subscribeContent, wholeContentLoaded, wholeContentLoaded);
  useEffect(() => {
    if (needed && !whole) void loadWholeContentOrReload();
  }, [needed, whole]);
  return whole;
}

/** The hash of the base content the server that served this page runs on (null: the page does not say). */
const serverBaseHash = (): string | null =>
  typeof document === 'undefined' ? rendered.baseHash : document.getElementById('root')?.getAttribute(PAGE_CONTENT_BASE_ATTR) ?? null;

/** Which content the page renders for a version id: see contentChoice. */
export const pageContentChoice = (id: string | undefined) => contentChoice(id, serverBaseHash(), BUNDLED_CONTENT_HASH);

/**
 * Runs the pages on a content version: an application's (the one it started on) or the latest
 * (registration). Undefined keeps the content in force. The base is the bundled content when the
 * server runs on what the build embedded; otherwise the base, like a published version, is the
 * server's files over the bundled ones, with the validators of the forms the build did not
 * precompile. Answers whether it is in force yet.
 */
export function useContentVersion(id: string | undefined, needs?: { state?: string }): 'ready' | 'loading' | 'error' {
  // the state (of the application's flow) this page met that the content it had did not know
  const [unknown, setUnknown] = useState<string | undefined>();
  const choice = unknown !== undefined && id !== undefined ? 'served' : pageContentChoice(id);
  const files = useContentVersionFiles(choice === 'served' ? id : undefined);
  // a served version's files go over all the bundled ones
  const whole = useWholeContent(choice === 'served');
  // built again once other languages' texts are in (loadLanguages)
  const languages = useSyncExternalStore(subscribeContent, languagesLoaded, languagesLoaded);
  const served = useMemo(
    () => (whole && files.data ? contentOver(files.data.hash, files.data.files) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `languages` changes what contentOver builds
    [whole, files.data, languages],
  );
  // the bundled base as loaded so far (a live binding: the whole of it once loaded)
  const index = choice === 'bundled' ? bundledContent : served;
  const missing = index && needs?.state !== undefined && !knows(index, needs.state) ? needs.state : undefined;
  const { refetch } = files;
  useEffect(() => {
    // content that does not know where the application is: the server's content is asked for (again), once per state
    if (missing === undefined || missing === unknown) return;
    setUnknown(missing);
    if (choice === 'served') void refetch();
  }, [missing, unknown, choice, refetch]);
  if (choice === undefined) return 'ready';
  if (!index) return files.isError ? 'error' : 'loading';
  if (missing !== undefined) return missing !== unknown || files.isFetching ? 'loading' : 'error';
  // idempotent, and must hold before any child reads the content this render
  activateContent(index, choice === 'bundled' ? null : files.data?.validatorsModule ?? null);
  return 'ready';
}

/** Whether content knows an applicant flow state and the screens it shows. */
function knows(index: ContentIndex, state: string): boolean {
  const at = index.flows.applicant?.states[state];
  if (!at) return false;
  return [at.screen, ...(at.screens ?? [])].every((screen) => screen === undefined || index.screens[screen] !== undefined);
}

/** The latest published version as the server named it when it served this page, else asked for. */
export function latestContentVersion(): string {
  if (typeof document === 'undefined') return rendered.version;
  return document.getElementById('root')?.getAttribute(PAGE_CONTENT_VERSION_ATTR) || LATEST_VERSION;
}

/**
 * On the server (no document): what the page being rendered will name, its version and the server's base
 * hash (src/portal/ssr/entry-server.tsx), so the render chooses its content as the browser then does.
 */
let rendered: { version: string; baseHash: string | null } = { version: LATEST_VERSION, baseHash: null };
export const setRenderedContentVersion = (version: string, baseHash: string): void => {
  rendered = { version, baseHash };
};

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useContentVersionFiles } from '../api/content-versions';
import { BASE_VERSION, LATEST_VERSION, PAGE_CONTENT_VERSION_ATTR } from '../lib/studio-contracts';
import { activateContent, bundledContent, contentOver, subscribeContent, wholeContentLoaded } from './content';
import { loadWholeContentOrReload } from './shell/lazy-page';

/** Whether the whole bundled content is loaded (see src/portal/content.ts); starts loading it when `needed`. */
export function useWholeContent(needed: boolean): boolean {
  const whole = useSyncExternalStore(subscribeContent, wholeContentLoaded, wholeContentLoaded);
  useEffect(() => {
    if (needed && !whole) void loadWholeContentOrReload();
  }, [needed, whole]);
  return whole;
}

/**
 * Runs the pages on a content version: an application's (the one it started on) or the latest
 * (registration). Undefined keeps the content in force. Answers whether it is in force yet.
 */
export function useContentVersion(id: string | undefined): 'ready' | 'loading' | 'error' {
  const files = useContentVersionFiles(id);
  // a published version's files go over all the bundled ones
  const whole = useWholeContent(id !== undefined && id !== BASE_VERSION);
  const published = useMemo(
    () => (whole && files.data ? contentOver(files.data.hash, files.data.files) : undefined),
    [whole, files.data],
  );
  // the bundled base as loaded so far (a live binding: the whole of it once loaded)
  const index = id === BASE_VERSION ? bundledContent : published;
  if (id === undefined) return 'ready';
  if (!index) return files.isError ? 'error' : 'loading';
  // idempotent, and must hold before any child reads the content this render
  activateContent(index, id === BASE_VERSION ? null : files.data?.validatorsModule ?? null);
  return 'ready';
}

/** The latest published version as the server named it when it served this page, else asked for. */
export function latestContentVersion(): string {
  if (typeof document === 'undefined') return renderedVersion;
  return document.getElementById('root')?.getAttribute(PAGE_CONTENT_VERSION_ATTR) || LATEST_VERSION;
}

/** On the server (no document): the version the page being rendered names (src/portal/ssr/entry-server.tsx). */
let renderedVersion: string = LATEST_VERSION;
export const setRenderedContentVersion = (id: string): void => {
  renderedVersion = id;
};

import { useMemo } from 'react';
import { useContentVersionFiles } from '../api/content-versions';
import { BASE_VERSION, LATEST_VERSION, PAGE_CONTENT_VERSION_ATTR } from '../lib/studio-contracts';
import { activateContent, bundledContent, contentOver } from './content';

/**
 * Runs the pages on a content version: an application's (the one it started on) or the latest
 * (registration). Undefined keeps the content in force. Answers whether it is in force yet.
 */
export function useContentVersion(id: string | undefined): 'ready' | 'loading' | 'error' {
  const files = useContentVersionFiles(id);
  const index = useMemo(() => {
    if (id === BASE_VERSION) return bundledContent;
    return files.data ? contentOver(files.data.hash, files.data.files) : undefined;
  }, [id, files.data]);
  if (id === undefined) return 'ready';
  if (!index) return files.isError ? 'error' : 'loading';
  // idempotent, and must hold before any child reads the content this render
  activateContent(index, id === BASE_VERSION ? null : files.data?.validatorsModule ?? null);
  return 'ready';
}

/** The latest published version as the server named it when it served this page, else asked for. */
export function latestContentVersion(): string {
  return document.getElementById('root')?.getAttribute(PAGE_CONTENT_VERSION_ATTR) || LATEST_VERSION;
}

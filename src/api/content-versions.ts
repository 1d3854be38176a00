import { useQuery } from '@tanstack/react-query';
import { BASE_VERSION, CONTENT_VERSIONS_PATH, LATEST_VERSION, type BrowserContent } from '../lib/studio-contracts';
import { api } from './client';

/** A published content version's files that differ from the bundled base. */
export const fetchContentVersion = (id: string): Promise<BrowserContent> => api.get<BrowserContent>(`${CONTENT_VERSIONS_PATH}/${encodeURIComponent(id)}`);

/**
 * The content version a page needs (none for the bundled base). A version never changes; the latest
 * is looked up again after a minute.
 */
export const useContentVersionFiles = (id: string | undefined) =>
  useQuery({
    queryKey: ['content-version', id],
    queryFn: () => fetchContentVersion(id ?? BASE_VERSION),
    enabled: id !== undefined && id !== BASE_VERSION,
    staleTime: id === LATEST_VERSION ? 60_000 : Infinity,
    gcTime: id === LATEST_VERSION ? 5 * 60_000 : Infinity,
  });

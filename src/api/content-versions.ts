import { useQuery } from '@tanstack/react-query';
import { BASE_VERSION, CONTENT_VERSIONS_PATH, LATEST_VERSION, type BrowserContent } from '../contracts/studio';
import { api } from './client';

/** A content version's files that differ from what the build embedded (a removed one as null). */
export const contentVersionKey = (id: string | undefined) => ['content-version', id] as const;

export const fetchContentVersion = (id: string): Promise<BrowserContent> => api.get<BrowserContent>(`${CONTENT_VERSIONS_PATH}/${encodeURIComponent(id)}`);

/**
 * The content version a page needs from the server (undefined: none). A published version never
 * changes; the latest is looked up again after a minute; the base is what the server loaded, asked
 * again when a page meets something it does not know (refreshContentVersion).
 */
export const useContentVersionFiles = (id: string | undefined) =>
  useQuery({
    queryKey: contentVersionKey(id),
    queryFn: () => fetchContentVersion(id ?? BASE_VERSION),
    enabled: id !== undefined,
    staleTime: id === LATEST_VERSION ? 60_000 : Infinity,
    gcTime: id === LATEST_VERSION ? 5 * 60_000 : Infinity,
  });

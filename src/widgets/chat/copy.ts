import { useCallback } from 'react';
import { interpolate, resolveString } from '../../engine/org';
import type { CopyKey } from '../../generated/copy-keys';
import { useRendererContent } from '../../renderer/content-context';

/** Chat copy from schemas/copy/en.json with the org's overrides. */
export function useChatCopy(): (key: CopyKey, values?: Record<string, string | number>) => string {
  const { content, org } = useRendererContent();
  return useCallback((key, values) => interpolate(resolveString(content.strings, key, org), values ?? {}), [content, org]);
}

import { createContext, useCallback, useContext, useMemo } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { interpolate } from '../engine/org';
import type { ContentIndex, OrgFile } from '../engine/types';
import type { CopyKey } from '../generated/copy-keys';

export interface RendererContent {
  content: ContentIndex;
  /** The org whose copy overrides apply. */
  org?: Pick<OrgFile, 'copy'>;
  /**
   * Loads the precompiled validator module of a screen; null when there is none for its schema (a
   * screen a published content version changed or added): the server validates it.
   */
  loadValidator: (screenId: string) => Promise<Record<string, unknown> | null>;
  /** The project's widgets and fields by the names content uses (src/widgets), given to every form. */
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
}

export const RendererContentContext = createContext<RendererContent | null>(null);

export function useRendererContent(): RendererContent {
  const value = useContext(RendererContentContext);
  if (!value) throw new Error('SchemaForm needs a RendererContentContext provider');
  return value;
}

/** The copy forms speak with: the org's rewording over the default texts. */
export function useFormStrings(): Record<string, string> {
  const { content, org } = useRendererContent();
  return useMemo(() => ({ ...content.strings, ...org?.copy?.strings }), [content.strings, org]);
}

/** A copy text of the form by key, its {placeholders} filled in from values. */
export function useFormCopy(): (key: CopyKey, values?: Record<string, string | number>) => string {
  const strings = useFormStrings();
  return useCallback((key, values = {}) => interpolate(strings[key] ?? key, values), [strings]);
}

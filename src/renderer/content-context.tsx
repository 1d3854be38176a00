import { createContext, useContext } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { ContentIndex, OrgFile } from '../engine/types';

export interface RendererContent {
  content: ContentIndex;
  /** The org whose copy overrides apply. */
  org?: Pick<OrgFile, 'copy'>;
  /** Loads the precompiled validator module of a screen. */
  loadValidator: (screenId: string) => Promise<Record<string, unknown>>;
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

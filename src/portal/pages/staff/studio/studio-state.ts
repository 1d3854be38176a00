import { createContext, useContext } from 'react';
import { useOrg } from '../../../org-context';
import type { Draft, StudioEditor, StudioProblem, VersionHistory } from '../../../../api/studio';
import type { ContentFiles } from '../../../../engine/content';
import type { ContentIndex } from '../../../../engine/types';

/** What every studio tab shares: the published version, the editor's draft as typed, and the content it makes. */
export interface StudioState {
  editor: StudioEditor;
  history: VersionHistory;
  draft: Draft;
  /** The published files with the draft's (as typed, when valid JSON) over them. */
  files: ContentFiles;
  /** The content the files make: what the preview renders. */
  index: ContentIndex;
  /** A file's text as the editor sees it: typed, else the draft's, else the published file's. */
  textOf: (path: string) => string | undefined;
  /** Changes a file: shown at once, saved to the draft after a pause in typing. */
  setText: (path: string, text: string) => void;
  /** Saves pending edits now. */
  flush: () => Promise<void>;
  /** Forgets typed texts (after a revert, discard, publish or rollback, the server's draft is the truth). */
  forget: () => void;
  /** Saving state, for the status line. */
  saving: 'idle' | 'pending' | 'saving' | 'failed';
  problems: StudioProblem[];
  /** Whether the editor may write this path. */
  canEdit: (path: string) => boolean;
}

export const StudioContext = createContext<StudioState | null>(null);

export function useStudio(): StudioState {
  const state = useContext(StudioContext);
  if (!state) throw new Error('useStudio outside the studio');
  return state;
}

/** Pretty JSON as the repository writes it. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The UI file of a schema file. */
export const uiFileOf = (schemaFile: string): string => schemaFile.replace(/\.schema\.json$/, '.ui.json');

/** The lender the studio starts on: an org editor's own, else the one the staff area works for. */
export function useWorkingLender(): string {
  const { editor, index } = useStudio();
  const org = useOrg();
  return editor.orgCode ?? (index.orgs[org.orgCode] ? org.orgCode : Object.keys(index.orgs)[0] ?? '');
}

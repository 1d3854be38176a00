import { buildContent, type ContentFiles } from '../engine/content';
import type { ContentIndex, Json } from '../engine/types';

/** All content bundled into the app (the base version); Vite re-runs this on edit so schema and flow changes reload live. */
const modules = import.meta.glob<Json>(['/schemas/**/*.json', '/flows/**/*.json', '!/schemas/meta/**'], {
  eager: true,
  import: 'default',
});

const bundledFiles: ContentFiles = Object.fromEntries(Object.entries(modules).map(([path, doc]) => [path.slice(1), doc]));

/** The bundled base version's content. */
export const bundledContent = buildContent(bundledFiles).index;

/**
 * The content the pages run on: the bundled base, or the published version the application on the
 * page started on (activateContent, through useContentVersion). A live binding: readers see a switch.
 */
export let content: ContentIndex = bundledContent;
/** Where the validators of the screens the content in force changed or added are (null: none). */
let validatorsModule: string | null = null;

const listeners = new Set<() => void>();
const versions = new Map<string, ContentIndex>();

/** A published version's content: its files over the bundled ones, built once per version hash. */
export function contentOver(hash: string, files: Record<string, unknown>): ContentIndex {
  let index = versions.get(hash);
  if (!index) {
    // only the portal's content (meta-schemas are the server's)
    const own = Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('schemas/meta/'))) as ContentFiles;
    index = Object.keys(own).length ? buildContent({ ...bundledFiles, ...own }).index : bundledContent;
    versions.set(hash, index);
  }
  return index;
}

/** Makes `index` the content the pages run on (idempotent). */
export function activateContent(index: ContentIndex, validators: string | null): void {
  if (content === index) return;
  content = index;
  validatorsModule = validators;
  for (const listener of listeners) listener();
}

export function subscribeContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The content in force now (for useSyncExternalStore). */
export const activeContent = (): ContentIndex => content;

export const activeValidatorsModule = (): string | null => validatorsModule;

/**
 * Whether the active content's schema of a screen is the bundled one, so its precompiled validator
 * fits (a screen a published version changed or added has its validator in the version's module).
 */
export function bundledSchema(screenId: string): boolean {
  const active = content.screens[screenId]?.schema;
  const bundled = bundledContent.screens[screenId]?.schema;
  return active === bundled || (bundled !== undefined && JSON.stringify(active) === JSON.stringify(bundled));
}

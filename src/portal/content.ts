import { buildContent, type ContentFiles } from '../engine/content';
import { BASE_LANGUAGE } from '../engine/languages';
import type { ContentIndex, Json } from '../engine/types';
import openingCopyFile from '../generated/opening-copy.json';
import { completeShellStrings, shellStrings } from './copy';

const filesOf = (modules: Record<string, Json>): ContentFiles =>
  Object.fromEntries(Object.entries(modules).map(([path, doc]) => [path.slice(1), doc]));

/**
 * The content the opening pages (registration, sign-in, password reset) and the chat widget render,
 * bundled with them: registration's flow and screens, the forms (not staff's), the copy they show and the
 * flags. The rest (the applicant journey's flow and screens, conditions, status routes, staff's forms, the
 * chatbot's answers, which the server gives) is its own chunk, loaded by loadWholeContent before any other
 * page renders. Vite re-runs this on edit, so schema and flow changes reload live.
 */
const openingModules = import.meta.glob<Json>([
  '/schemas/registration/*.json', '/schemas/forms/*.json', '!/schemas/forms/{agent-note,staff-*}.*.json',
  '/flows/registration.flow.json', '/flows/feature-flags.json',
  // other languages' texts come with loadLanguages
  '!/schemas/**/*.es.json',
], { eager: true, import: 'default' });

/** The copy file as the opening pages need it: without the sections only later pages show (src/product/opening-copy.ts). */
const COPY_FILE = 'schemas/copy/en.json';

/** The bundled base version's files loaded so far: the opening ones, then all of them. */
let bundledFiles: ContentFiles = { ...filesOf(openingModules), [COPY_FILE]: openingCopyFile as Json };
let whole = false;
/** The other languages' texts, once loadLanguages has loaded them (none before). */
let languageFiles: ContentFiles = {};
let languages = false;

/** The bundled base version's content (the opening part until loadWholeContent has finished). */
export let bundledContent: ContentIndex = buildContent(bundledFiles).index;

/**
 * The content the pages run on: the bundled base, or the published version the application on the
 * page started on (activateContent, through useContentVersion). A live binding: readers see a switch.
 */
export let content: ContentIndex = bundledContent;
/** Where the validators of the screens the content in force changed or added are (null: none). */
let validatorsModule: string | null = null;

const listeners = new Set<() => void>();
const versions = new Map<string, ContentIndex>();
const notify = () => {
  for (const listener of listeners) listener();
};

let wholeLoad: Promise<void> | undefined;
/** Loads the bundled base's remaining files (idempotent); the content in force follows if it was the base. */
export function loadWholeContent(): Promise<void> {
  return (wholeLoad ??= import('./whole-content').then(
    ({ wholeModules }) => {
      const opening = bundledContent;
      bundledFiles = filesOf(wholeModules);
      completeShellStrings(bundledFiles[COPY_FILE]);
      bundledContent = buildContent({ ...bundledFiles, ...languageFiles }).index;
      whole = true;
      if (content === opening) content = bundledContent;
      notify();
    },
    (error: unknown) => {
      wholeLoad = undefined;
      throw error;
    },
  ));
}

/** Whether every bundled file is loaded (for useSyncExternalStore). */
export const wholeContentLoaded = (): boolean => whole;

let languagesLoad: Promise<void> | undefined;
/**
 * Loads the whole content and the other languages' texts (idempotent): what a page in a language other than
 * English renders on. The bundled base is built again with them, and served versions are built again over it
 * (useContentVersion puts the application's in force again).
 */
export function loadLanguages(): Promise<void> {
  return (languagesLoad ??= Promise.all([loadWholeContent(), import('./language-content')]).then(
    ([, { languageModules }]) => {
      const before = bundledContent;
      languageFiles = filesOf(languageModules);
      bundledContent = buildContent({ ...bundledFiles, ...languageFiles }).index;
      languages = true;
      versions.clear();
      if (content === before) content = bundledContent;
      notify();
    },
    (error: unknown) => {
      languagesLoad = undefined;
      throw error;
    },
  ));
}

/** Whether the other languages' texts are loaded (for useSyncExternalStore). */
export const languagesLoaded = (): boolean => languages;

/**
 * A served version's content (a published one, or the server's base when it is not what the build
 * embedded): its files over the bundled ones, a file it names null removed (all of them:
 * loadWholeContent first), built once per version hash.
 */
export function contentOver(hash: string, files: Record<string, unknown>): ContentIndex {
  if (!whole) throw new Error('contentOver needs the whole bundled content: await loadWholeContent() first');
  let index = versions.get(hash);
  if (!index) {
    // only the portal's content (meta-schemas are the server's)
    const own = Object.entries(files).filter(([path]) => !path.startsWith('schemas/meta/'));
    if (own.length) {
      const merged: ContentFiles = { ...bundledFiles, ...languageFiles };
      for (const [path, doc] of own) {
        if (doc === null) delete merged[path];
        else merged[path] = doc as Json;
      }
      index = buildContent(merged).index;
    } else index = bundledContent;
    versions.set(hash, index);
  }
  return index;
}

/** Makes `index` the content the pages run on (idempotent). */
export function activateContent(index: ContentIndex, validators: string | null): void {
  if (content === index) return;
  content = index;
  validatorsModule = validators;
  notify();
}

export function subscribeContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The content in force now (for useSyncExternalStore). */
export const activeContent = (): ContentIndex => content;

/**
 * The copy of the content in force: the bundled copy (filled in place as it loads) for the bundled base, the
 * version's own for a served one (a published version, or the server's base files when the build embedded
 * others), so words changed as content reach every page the way screens do.
 */
export const activeStrings = (): Record<string, string> => (content === bundledContent ? shellStrings : content.strings);

/** The copy of the content in force in a language: its own texts over the base's (one object per content and language). */
const stringsByContent = new WeakMap<ContentIndex, Map<string, Record<string, string>>>();
export function activeStringsIn(lang: string): Record<string, string> {
  if (lang === BASE_LANGUAGE) return activeStrings();
  let byLang = stringsByContent.get(content);
  if (!byLang) stringsByContent.set(content, (byLang = new Map()));
  let strings = byLang.get(lang);
  if (!strings) byLang.set(lang, (strings = { ...activeStrings(), ...content.languages?.[lang]?.strings }));
  return strings;
}

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

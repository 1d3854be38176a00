import type { Json } from '../engine/types';

/**
 * The texts of the languages other than English (docs/languages.md): the copy file and every pair's translation,
 * loaded by loadLanguages for a page in another language. A language added to LOCALES is added here too.
 */
export const languageModules = import.meta.glob<Json>(['/schemas/**/*.es.json', '/schemas/copy/es.json'], {
  eager: true,
  import: 'default',
});

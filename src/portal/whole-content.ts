import type { Json } from '../engine/types';

/**
 * Every content file of the bundled base version in the base language (the meta-schemas are the server's): see
 * loadWholeContent. Other languages' texts are their own chunk (language-content.ts): an English page never loads them.
 */
export const wholeModules = import.meta.glob<Json>(['/schemas/**/*.json', '/flows/**/*.json', '!/schemas/meta/**', '!/schemas/**/*.es.json', '!/schemas/copy/es.json'], {
  eager: true,
  import: 'default',
});

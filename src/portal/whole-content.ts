import type { Json } from '../engine/types';

/** Every content file of the bundled base version (the meta-schemas are the server's): see loadWholeContent. */
export const wholeModules = import.meta.glob<Json>(['/schemas/**/*.json', '/flows/**/*.json', '!/schemas/meta/**'], {
  eager: true,
  import: 'default',
});

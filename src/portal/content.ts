import { buildContent, type ContentFiles } from '../engine/content';
import type { Json } from '../engine/types';

/** All content bundled into the app; Vite re-runs this on edit so schema and flow changes reload live. */
const modules = import.meta.glob<Json>(['/schemas/**/*.json', '/flows/**/*.json', '!/schemas/meta/**'], {
  eager: true,
  import: 'default',
});

const files: ContentFiles = Object.fromEntries(Object.entries(modules).map(([path, doc]) => [path.slice(1), doc]));

export const content = buildContent(files).index;

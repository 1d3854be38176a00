import { fileURLToPath } from 'node:url';

const own = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * Libraries rjsf imports that the app replaces with its own smaller parts:
 * - markdown-to-jsx (about 25 KiB on the wire) for texts no content of ours marks up: our limited
 *   markup renderer (src/renderer/limited-markdown.tsx);
 * - fast-uri (about 6 KiB), for resolving a `$ref` against an `$id`: the browser's URL parser
 *   (src/renderer/uri.ts);
 * - fast-equals (about 2.5 KiB), for rjsf's deepEquals: a structural comparison of our own
 *   (src/renderer/deep-equals.ts);
 * - rjsf's own list of its default fields (imported by its getDefaultRegistry, the one module that names
 *   `./components/fields/index.js`), for the same list with the fields no opening screen uses (arrays, oneOf,
 *   the layout grid: about 10 KiB on the wire) loaded apart (src/renderer/rjsf-fields.tsx).
 */
export const limitedMarkdownAlias = { find: /^markdown-to-jsx(\/react)?$/, replacement: own('renderer/limited-markdown.tsx') };
export const replacedLibraries = [
  limitedMarkdownAlias,
  { find: /^fast-uri$/, replacement: own('renderer/uri.ts') },
  { find: /^fast-equals$/, replacement: own('renderer/deep-equals.ts') },
  { find: /^\.\/components\/fields\/index\.js$/, replacement: own('renderer/rjsf-fields.tsx') },
];

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
 * - rjsf's own lists of its default fields, widgets and templates (imported by its getDefaultRegistry, the one
 *   module that names `./components/{fields,widgets,templates}/index.js`), for the same lists with the parts no
 *   opening screen draws (arrays, oneOf, the layout grid: about 10 KiB on the wire; files, ratings, the
 *   templates the project's theme replaces) loaded apart (src/renderer/rjsf-{fields,widgets,templates}.tsx,
 *   src/renderer/rjsf-parts.tsx);
 * - rjsf's merge of `allOf` (its only use of @x0k/json-schema-merge, about 4.5 KiB on the wire; imported by its
 *   retrieveSchema and omitExtraData as `./shallowAllOfMerge.js`), for the same merge loaded apart and awaited
 *   by a form whose schema has an `allOf` (src/renderer/all-of-merge.ts).
 */
export const limitedMarkdownAlias = { find: /^markdown-to-jsx(\/react)?$/, replacement: own('renderer/limited-markdown.tsx') };
export const replacedLibraries = [
  limitedMarkdownAlias,
  { find: /^fast-uri$/, replacement: own('renderer/uri.ts') },
  { find: /^fast-equals$/, replacement: own('renderer/deep-equals.ts') },
  { find: /^\.\/components\/fields\/index\.js$/, replacement: own('renderer/rjsf-fields.tsx') },
  { find: /^\.\/components\/widgets\/index\.js$/, replacement: own('renderer/rjsf-widgets.tsx') },
  { find: /^\.\/components\/templates\/index\.js$/, replacement: own('renderer/rjsf-templates.tsx') },
  { find: /^\.\/shallowAllOfMerge\.js$/, replacement: own('renderer/all-of-merge.ts') },
];

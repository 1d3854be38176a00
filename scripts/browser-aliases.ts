import { fileURLToPath } from 'node:url';

const own = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The browser app is written against React's API and runs on Preact's compatibility layer: the same
 * components, hooks, rjsf and React Router, for about 11 KiB on the wire instead of react-dom's 57 KiB
 * (most of the first route's weight before any code of ours).
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Libraries rjsf imports that the app replaces with its own smaller parts:
 * - markdown-to-jsx (about 25 KiB on the wire) for texts no content of ours marks up: our limited
 *   markup renderer (src/renderer/limited-markdown.tsx);
 * - fast-uri (about 6 KiB), for resolving a `$ref` against an `$id`: the browser's URL parser
 *   (src/renderer/uri.ts);
 * - fast-equals (about 2.5 KiB), for rjsf's deepEquals: a structural comparison of our own
 *   (src/renderer/deep-equals.ts).
 */
export const limitedMarkdownAlias = { find: /^markdown-to-jsx(\/react)?$/, replacement: own('renderer/limited-markdown.tsx') };
export const replacedLibraries = [
  limitedMarkdownAlias,
  { find: /^fast-uri$/, replacement: own('renderer/uri.ts') },
  { find: /^fast-equals$/, replacement: own('renderer/deep-equals.ts') },
];

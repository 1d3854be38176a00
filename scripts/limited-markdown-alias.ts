import { fileURLToPath } from 'node:url';

/**
 * rjsf imports markdown-to-jsx (about 25 KiB on the wire) for texts no content of ours marks up; the
 * app and its tests resolve it to our limited markup renderer instead.
 */
export const limitedMarkdownAlias = {
  find: /^markdown-to-jsx(\/react)?$/,
  replacement: fileURLToPath(new URL('../src/renderer/limited-markdown.tsx', import.meta.url)),
};

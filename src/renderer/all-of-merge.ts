import type { JSONSchema7Definition } from 'json-schema';
import { laterParts, loadLaterParts } from './rjsf-parts';

/** Whether a schema has an `allOf` anywhere (its definitions included), so resolving it needs the merge. */
export const needsAllOfMerge = (schema: object): boolean => JSON.stringify(schema).includes('"allOf"');

/**
 * Loads the merge if `schema` needs it: a form is drawn only once its screen's validator is in
 * (src/renderer/schema-form.tsx, loadScreenValidator), which waits for this too.
 */
export const loadAllOfMergeFor = async (schema: object): Promise<void> => {
  if (needsAllOfMerge(schema)) await loadLaterParts();
};

/**
 * rjsf's merge of a schema's `allOf` into the schema (@rjsf/utils/lib/schema/shallowAllOfMerge.js, which this
 * module stands in for in the build: scripts/browser-aliases.ts), over @x0k/json-schema-merge, loaded apart from
 * the first screen's script with rjsf's other later parts (src/renderer/rjsf-later.ts): no opening screen has an
 * `allOf`, and a form whose schema has one waits for it before it is drawn (loadAllOfMergeFor), as every page
 * but the opening ones does (src/portal/shell/lazy-page.tsx).
 */
export default function shallowAllOfMerge(schema: JSONSchema7Definition): JSONSchema7Definition {
  const merge = laterParts()?.shallowAllOfMerge;
  if (!merge) throw new Error('A schema with allOf was resolved before its merge was loaded (loadAllOfMergeFor)');
  return merge(schema);
}

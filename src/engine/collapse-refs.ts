import { refTarget } from './schema-refs';
import type { Json, JsonObject } from './types';

/**
 * A part of a form as the form renderer resolved it, with every reference it expanded below its top
 * written back as that reference: the one form of the part whatever the depth of the expansion.
 *
 * rjsf expands a recursive reference one level further each time it meets it, so the choice of a oneOf
 * holding a tree (a node whose children are nodes) comes out expanded to a depth that depends on where
 * it is drawn; its precompiled validator is looked up by a hash of the schema, so it is compiled and looked
 * up in this form. rjsf marks each expanded schema with the reference it came from under `expandedFrom`
 * (its RJSF_REF_KEY); keys the expanded schema holds besides the target's own (a title written beside the
 * $ref) stay beside it. The top is kept as it is: rjsf adds rules to a choice it tests (which fields
 * it needs), and those must stay.
 */
export function collapseExpandedRefs(schema: JsonObject, expandedFrom: symbol, root: JsonObject): JsonObject {
  const collapse = (node: Json, top: boolean): Json => {
    if (Array.isArray(node)) return node.map((n) => collapse(n, false));
    if (node === null || typeof node !== 'object') return node;
    const inside = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, collapse(v, false)])) as JsonObject;
    const ref = (node as Record<symbol, unknown>)[expandedFrom];
    if (top || typeof ref !== 'string') return inside;
    const target = refTarget(root, ref);
    const own = target !== null && typeof target === 'object' && !Array.isArray(target)
      ? Object.fromEntries(Object.entries(inside).filter(([k, v]) => !(k in target && sameJson(target[k] as Json, v))))
      : inside;
    return { ...own, $ref: ref };
  };
  return collapse(schema, true) as JsonObject;
}

/** Whether two JSON values are equal, whatever the order of their keys. */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i] as Json));
  const [ao, bo] = [a as JsonObject, b as JsonObject];
  const keys = Object.keys(ao);
  return keys.length === Object.keys(bo).length && keys.every((k) => k in bo && sameJson(ao[k] as Json, bo[k] as Json));
}

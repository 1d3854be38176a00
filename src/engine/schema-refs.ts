import { encodePointerToken, getAtPointer } from './json-pointer';
import { isObject, type Json, type JsonObject } from './types';

/**
 * References inside a form schema ("$ref": "#/$defs/address"), read as the form renderer reads them: a
 * JSON pointer into the form's own file, nothing else (rjsf follows no other address in a draft-07 file).
 */

/** Where a reference points in the form's file: its JSON pointer, or undefined when it is not one into the file. */
export function refPointer(ref: string): string | undefined {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  return pointer === '' || pointer.startsWith('/') ? pointer : undefined;
}

/** The schema a reference points at, or undefined when it points at nothing in the file. */
export function refTarget(root: JsonObject, ref: string): Json | undefined {
  const pointer = refPointer(ref);
  return pointer === undefined ? undefined : getAtPointer(root, pointer);
}

/** Keywords whose schemas apply to the same value as the schema holding them (no step into a field or item). */
const SAME_VALUE_ONE = ['not', 'if', 'then', 'else'] as const;
const SAME_VALUE_LIST = ['allOf', 'anyOf', 'oneOf'] as const;

/** Keywords holding schemas of the value's parts, or of nothing (definitions): the walk below visits them too. */
const PART_ONE = ['items', 'additionalItems', 'contains', 'propertyNames', 'additionalProperties'] as const;
const PART_MAP = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

/** The schemas that apply to the same value as `node`, each with its pointer; a $ref's target is read from root. */
function sameValueSchemas(node: JsonObject, at: string, root: JsonObject): { node: JsonObject; at: string; ref?: string }[] {
  const out: { node: JsonObject; at: string; ref?: string }[] = [];
  if (typeof node.$ref === 'string') {
    const pointer = refPointer(node.$ref);
    const target = pointer === undefined ? undefined : getAtPointer(root, pointer);
    if (isObject(target) && pointer !== undefined) out.push({ node: target, at: pointer, ref: `${at}/$ref` });
  }
  for (const key of SAME_VALUE_ONE) if (isObject(node[key])) out.push({ node: node[key], at: `${at}/${key}` });
  for (const key of SAME_VALUE_LIST) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((s, i) => isObject(s) && out.push({ node: s, at: `${at}/${key}/${i}` }));
  }
  if (isObject(node.dependencies)) {
    for (const [name, s] of Object.entries(node.dependencies)) if (isObject(s)) out.push({ node: s, at: `${at}/dependencies/${encodePointerToken(name)}` });
  }
  return out;
}

/** Every schema object in the file, with its pointer. */
function* allSchemas(node: Json, at: string): Generator<{ node: JsonObject; at: string }> {
  if (!isObject(node)) return;
  yield { node, at };
  for (const key of [...SAME_VALUE_ONE, ...PART_ONE]) if (key in node) yield* allSchemas(node[key] as Json, `${at}/${key}`);
  for (const key of [...SAME_VALUE_LIST]) {
    const list = node[key];
    if (Array.isArray(list)) for (const [i, s] of list.entries()) yield* allSchemas(s, `${at}/${key}/${i}`);
  }
  if (Array.isArray(node.items)) for (const [i, s] of node.items.entries()) yield* allSchemas(s, `${at}/items/${i}`);
  for (const key of [...PART_MAP, 'dependencies']) {
    const map = node[key];
    if (isObject(map)) for (const [name, s] of Object.entries(map)) yield* allSchemas(s, `${at}/${key}/${encodePointerToken(name)}`);
  }
}

/**
 * The $refs that lead back to a schema they started from without going into a field or list item first
 * ({"$ref": "#"} at the root, a definition that is only a reference to itself): checking any answer
 * against them would never end. Each such cycle is reported once, at the $ref that closes it.
 */
export function endlessRefs(root: JsonObject): string[] {
  const state = new Map<JsonObject, 'open' | 'done'>();
  const found = new Set<string>();
  const visit = (node: JsonObject, at: string) => {
    state.set(node, 'open');
    for (const next of sameValueSchemas(node, at, root)) {
      const seen = state.get(next.node);
      if (seen === 'open' && next.ref) found.add(next.ref);
      else if (seen === undefined) visit(next.node, next.at);
    }
    state.set(node, 'done');
  };
  for (const { node, at } of allSchemas(root, '')) if (!state.has(node)) visit(node, at);
  return [...found];
}

/** Every $ref in the file, with the pointer of the keyword. */
export const refsIn = (root: JsonObject): { at: string; ref: string }[] =>
  [...allSchemas(root, '')].flatMap(({ node, at }) => (typeof node.$ref === 'string' ? [{ at: `${at}/$ref`, ref: node.$ref }] : []));

/** Every oneOf / anyOf choice in the file, with its pointer. */
export const choicesIn = (root: JsonObject): { at: string; node: JsonObject }[] =>
  [...allSchemas(root, '')].flatMap(({ node, at }) => (['oneOf', 'anyOf'] as const).flatMap((key) => {
    const list = node[key];
    return Array.isArray(list) ? list.flatMap((c, i) => (isObject(c) ? [{ at: `${at}/${key}/${i}`, node: c }] : [])) : [];
  }));

/** The references to the root's own definitions ("#/$defs/address", "#/definitions/name"), to suggest from. */
export const definitionRefs = (root: JsonObject): string[] =>
  (['$defs', 'definitions'] as const).flatMap((key) => (isObject(root[key]) ? Object.keys(root[key]).map((name) => `#/${key}/${encodePointerToken(name)}`) : []));

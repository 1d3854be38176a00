import { getAtPointer } from './json-pointer';
import type { JsonObject } from './types';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Finding a field of a form by the JSON pointer of its value ("/a/0/b"), in its schema and its UI
 * schema, to call it by its name: the schema may reach it through references, branches, open
 * objects and lists, as rjsf draws them.
 */

const isIndex = (token: string) => /^\d+$/.test(token);

/** The UI schema node of a field: list positions read "items" (or "additionalItems"), entries of an open object "additionalProperties". */
export function uiNodeAtPath(ui: JsonObject, path: string): JsonObject | undefined {
  let node: unknown = ui;
  for (const token of path.split('/').filter(Boolean)) {
    if (!isObject(node)) return undefined;
    node = isIndex(token)
      ? (Array.isArray(node.items) ? node.items[Number(token)] ?? node.additionalItems : node.items ?? node[token])
      : (node[token] ?? node.additionalProperties);
  }
  return isObject(node) ? node : undefined;
}

/** A local reference's target ("#/definitions/x", "#/$defs/x"), or undefined. */
function target(root: JsonObject, ref: unknown): JsonObject | undefined {
  if (typeof ref !== 'string' || !(ref === '#' || ref.startsWith('#/'))) return undefined;
  const found = getAtPointer(root, decodeURIComponent(ref.slice(1)));
  return isObject(found) ? found : undefined;
}

/** The schema nodes that apply to a value, its own and those its references and branches add. */
function applying(root: JsonObject, node: unknown, seen = new Set<unknown>()): JsonObject[] {
  if (!isObject(node) || seen.has(node)) return [];
  seen.add(node);
  const out = [node];
  const more = (n: unknown) => out.push(...applying(root, n, seen));
  more(target(root, node.$ref));
  for (const k of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[k])) (node[k] as unknown[]).forEach(more);
  more(node.then);
  more(node.else);
  if (isObject(node.dependencies)) Object.values(node.dependencies).forEach(more);
  return out;
}

/** The schemas a value's part may have, by the part's key or position. */
function children(node: JsonObject, token: string): unknown[] {
  if (isIndex(token)) {
    const at = Number(token);
    if (Array.isArray(node.items)) return [node.items[at] ?? node.additionalItems];
    return [node.items];
  }
  const out: unknown[] = [];
  if (isObject(node.properties) && isObject(node.properties[token])) out.push(node.properties[token]);
  if (isObject(node.patternProperties)) {
    for (const [pattern, s] of Object.entries(node.patternProperties)) {
      try {
        if (new RegExp(pattern, 'u').test(token)) out.push(s);
      } catch {
        // a pattern that does not compile is reported by the content check
      }
    }
  }
  if (!out.length && isObject(node.additionalProperties)) out.push(node.additionalProperties);
  return out;
}

/** The schemas of a field by the pointer of its value, its own first; none when no schema names it. */
export function schemasAtPath(schema: JsonObject, path: string): JsonObject[] {
  let nodes = applying(schema, schema);
  for (const token of path.split('/').filter(Boolean)) {
    nodes = nodes.flatMap((n) => children(n, token)).flatMap((n) => applying(schema, n));
    if (!nodes.length) return [];
  }
  return nodes;
}

/** The schema of a field by the pointer of its value (its first); undefined when none names it. */
export const schemaAtPath = (schema: JsonObject, path: string): JsonObject | undefined => schemasAtPath(schema, path)[0];

/** Whether a key is an entry a person named in an open object (additionalProperties, patternProperties), not a field of the form. */
function isNamedEntry(schema: JsonObject, path: string): boolean {
  const tokens = path.split('/').filter(Boolean);
  const key = tokens.pop();
  if (key === undefined || isIndex(key)) return false;
  const parents = schemasAtPath(schema, tokens.map((t) => `/${t}`).join(''));
  return parents.length > 0 && !parents.some((p) => isObject(p.properties) && key in p.properties) && parents.some((p) => children(p, key).length > 0);
}

/**
 * What a field is called for a person: its UI title, its schema title, else its key in words
 * ("firstName" -> "First name"); an entry of an open object by the name the person gave it.
 */
export function fieldLabel(path: string, schema?: JsonObject, ui?: JsonObject): string {
  if (schema && isNamedEntry(schema, path)) return path.split('/').pop() ?? '';
  const uiTitle = ui ? uiNodeAtPath(ui, path)?.['ui:title'] : undefined;
  if (typeof uiTitle === 'string' && uiTitle) return uiTitle;
  const title = schema ? schemasAtPath(schema, path).map((s) => s.title).find((t) => typeof t === 'string' && t) : undefined;
  if (typeof title === 'string') return title;
  const key = path.split('/').filter((t) => t && !isIndex(t)).pop() ?? '';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

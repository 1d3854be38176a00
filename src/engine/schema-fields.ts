import { refTarget } from './schema-refs';
import { isObject, type Json, type JsonObject } from './types';

/** Reading a form schema's fields and the values they accept (JSON Schema draft-07, as rjsf draws it). */

export const typesOf = (node: JsonObject): string[] => (typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.filter((t): t is string => typeof t === 'string') : []);

function jsonType(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const NOUN: Record<string, string> = {
  string: 'text in double quotes', number: 'a number', integer: 'a whole number', boolean: 'true or false',
  object: 'an object', array: 'a list', null: 'null',
};

/** Why a value can never pass the node's own type and range rules, or undefined when it can. */
export function valueProblem(value: Json, node: JsonObject): string | undefined {
  const types = typesOf(node);
  const actual = jsonType(value);
  if (types.length && !types.some((t) => t === actual || (t === 'number' && actual === 'integer'))) {
    return `${JSON.stringify(value)} is not ${types.map((t) => NOUN[t] ?? t).join(' or ')}`;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof node.maxLength === 'number' && length > node.maxLength) return `${JSON.stringify(value)} is longer than maxLength ${node.maxLength}`;
    if (typeof node.minLength === 'number' && length < node.minLength) return `${JSON.stringify(value)} is shorter than minLength ${node.minLength}`;
    if (typeof node.pattern === 'string') {
      try {
        if (!new RegExp(node.pattern, 'u').test(value)) return `${JSON.stringify(value)} does not match the pattern`;
      } catch {
        return undefined; // the pattern itself is reported
      }
    }
  }
  if (typeof value === 'number') {
    if (typeof node.maximum === 'number' && value > node.maximum) return `${value} is above maximum ${node.maximum}`;
    if (typeof node.minimum === 'number' && value < node.minimum) return `${value} is below minimum ${node.minimum}`;
    if (typeof node.exclusiveMaximum === 'number' && value >= node.exclusiveMaximum) return `${value} is not below exclusiveMaximum ${node.exclusiveMaximum}`;
    if (typeof node.exclusiveMinimum === 'number' && value <= node.exclusiveMinimum) return `${value} is not above exclusiveMinimum ${node.exclusiveMinimum}`;
  }
  return undefined;
}

/** The values a field offers: its enum, its const, or the consts of its oneOf / anyOf choices. */
export function offeredValues(node: JsonObject, at: string): { value: Json; pointer: string }[] {
  if (Array.isArray(node.enum)) return node.enum.map((value, i) => ({ value, pointer: `${at}/enum/${i}` }));
  if ('const' in node && !isObject(node.const)) return [{ value: node.const as Json, pointer: `${at}/const` }];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = node[key];
    if (Array.isArray(list) && list.length && list.every((c) => isObject(c) && 'const' in c)) {
      return list.map((c, i) => ({ value: (c as JsonObject).const as Json, pointer: `${at}/${key}/${i}/const` }));
    }
  }
  return [];
}

/**
 * A schema and every schema that adds to the same value, as rjsf draws them all: its branches (allOf,
 * anyOf, oneOf, then, else, dependencies) and what its $refs point at in `root`. Each schema once, so a
 * definition that refers to itself ends the walk.
 */
export function branchesOf(node: JsonObject, root: JsonObject = node): JsonObject[] {
  const out: JsonObject[] = [];
  const seen = new Set<JsonObject>();
  const add = (n: Json | undefined) => {
    if (!isObject(n) || seen.has(n)) return;
    seen.add(n);
    out.push(n);
    if (typeof n.$ref === 'string') add(refTarget(root, n.$ref));
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(n[key])) for (const b of n[key] as Json[]) add(b);
    add(n.then);
    add(n.else);
    if (isObject(n.dependencies)) for (const d of Object.values(n.dependencies)) add(d);
  };
  add(node);
  return out;
}

/** Each field an object schema names, with every schema its branches give it (rjsf shows them all). */
export function fieldVariants(node: JsonObject, root: JsonObject = node): Map<string, JsonObject[]> {
  const out = new Map<string, JsonObject[]>();
  for (const b of branchesOf(node, root)) {
    if (isObject(b.properties)) for (const [k, v] of Object.entries(b.properties)) if (isObject(v)) out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
}

/** The fields an object schema names, each with the first schema that names it. */
export const fieldsOf = (node: JsonObject, root: JsonObject = node): Map<string, JsonObject> =>
  new Map([...fieldVariants(node, root)].map(([k, v]) => [k, v[0] as JsonObject]));

/** Every name a required list anywhere in the object schema (its branches, and dependencies that list names) asks for. */
export const requiredNames = (node: JsonObject, root: JsonObject = node): Set<string> =>
  new Set(branchesOf(node, root).flatMap((b) => [
    ...(Array.isArray(b.required) ? b.required : []),
    ...(isObject(b.dependencies) ? Object.values(b.dependencies).flatMap((d) => (Array.isArray(d) ? d : [])) : []),
  ].filter((r): r is string => typeof r === 'string')));

/** The first value a schema or its branches give a keyword. */
export const firstOf = (node: JsonObject, key: string, root: JsonObject = node): Json | undefined =>
  branchesOf(node, root).find((b) => key in b)?.[key];

/** The type rjsf picks a field's widget by: the one type it names (null aside), else what its values suggest. */
export function drawnType(node: JsonObject, root: JsonObject = node): string | undefined {
  for (const b of branchesOf(node, root)) {
    const types = typesOf(b).filter((t) => t !== 'null');
    if (types.length === 1) return types[0];
    if (types.length > 1) return undefined;
  }
  const constant = firstOf(node, 'const', root);
  if (constant !== undefined) return jsonType(constant);
  if (firstOf(node, 'enum', root) !== undefined) return 'string';
  if (firstOf(node, 'properties', root) !== undefined) return 'object';
  return undefined;
}

/**
 * The schemas of one step into a value (a field name or a list position) as the form draws it: a named
 * field, else an entry an open object takes (patternProperties it matches, additionalProperties); a
 * fixed list's place, else its further items. `ui` says which UI key holds that part's settings.
 */
export function partSchemas(node: JsonObject, token: string, root: JsonObject = node): { schemas: JsonObject[]; ui: (string | number)[] } {
  const branches = branchesOf(node, root);
  const named = branches.flatMap((b) => (isObject(b.properties) && isObject(b.properties[token]) ? [b.properties[token]] : []));
  if (named.length) return { schemas: named, ui: [token] };
  if (/^\d+$/.test(token) && branches.some((b) => 'items' in b)) {
    const index = Number(token);
    const tuple = branches.map((b) => b.items).find(Array.isArray);
    if (!tuple) return { schemas: branches.flatMap((b) => (isObject(b.items) ? [b.items] : [])), ui: ['items'] };
    const place = tuple[index];
    if (isObject(place)) return { schemas: [place], ui: ['items', index] };
    return { schemas: branches.flatMap((b) => (isObject(b.additionalItems) ? [b.additionalItems] : [])), ui: ['additionalItems'] };
  }
  const open = branches.flatMap((b) => [
    ...(isObject(b.patternProperties) ? Object.entries(b.patternProperties).filter(([p]) => matches(p, token)).map(([, s]) => s) : []),
    ...(isObject(b.additionalProperties) ? [b.additionalProperties] : []),
  ]).filter(isObject);
  return { schemas: open, ui: open.length ? ['additionalProperties'] : [token] };
}

function matches(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(name);
  } catch {
    return false; // the pattern itself is reported
  }
}

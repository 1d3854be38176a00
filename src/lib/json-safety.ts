/** How deep a request body may nest: deeper than any screen of the portal, far below a stack overflow. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface JsonProblem {
  /** JSON pointer of the offending value ('' for the whole body). */
  path: string;
  message: string;
}

const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a character that is not valid text';
  return undefined;
}

/**
 * The first thing in parsed JSON that no field of the portal accepts and a database could choke on:
 * text with NUL characters or unpaired surrogates, a prototype key, nesting deeper than
 * MAX_JSON_DEPTH, or a number that is not finite. Undefined when there is none.
 */
export function jsonProblem(value: unknown, path = '', depth = 0): JsonProblem | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  // JSON has no such numbers, but type coercion makes them of "Infinity" (a quirk of ajv's coercion).
  if (typeof value === 'number' && !Number.isFinite(value)) return { path, message: 'must be a finite number' };
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return { path, message: `is nested more than ${MAX_JSON_DEPTH} levels deep` };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = jsonProblem(item, pointer(path, i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const at = pointer(path, key);
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return { path: at, message: 'is not a field name the portal accepts' };
    const keyMessage = textProblem(key);
    if (keyMessage) return { path: at, message: `field name ${keyMessage}` };
    const found = jsonProblem(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

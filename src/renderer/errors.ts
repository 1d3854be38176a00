import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { JsonObject } from '../engine/types';

/** The x-errors node of the UI schema at an rjsf property path (".a.b" or ".list.0.c"). */
function uiNodeAt(ui: JsonObject, property: string | undefined): JsonObject | undefined {
  let node: unknown = ui;
  for (const token of (property ?? '').split('.').filter(Boolean)) {
    if (!node || typeof node !== 'object') return undefined;
    const n = node as Record<string, unknown>;
    node = /^\d+$/.test(token) ? n.items : n[token];
  }
  return node && typeof node === 'object' ? (node as JsonObject) : undefined;
}

/** Replaces the validator's default text with the content's own message for that field and keyword. */
export function contentErrors(ui: JsonObject) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const custom = (uiNodeAt(ui, error.property)?.['x-errors'] as Record<string, string> | undefined)?.[error.name ?? ''];
      return custom ? { ...error, message: custom, stack: `${error.property ?? ''} ${custom}`.trim() } : error;
    });
}

/** Server field errors ({path: "/a/b", message}) as rjsf extraErrors, so they show under their fields. */
export function serverErrorsToErrorSchema(errors: { path: string; message: string }[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = schema;
    for (const token of path.split('/').filter(Boolean)) node = (node[token] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(message);
  }
  return schema as ErrorSchema;
}

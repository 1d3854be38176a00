import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { plainFieldErrors } from '../engine/plain-errors';
import type { JsonObject } from '../engine/types';
import type { ChosenOptions } from './chosen-options';

/** An rjsf property path (".a.b", ".list.0.c") as a JSON pointer ("/a/b"). */
export const pointerOf = (property: string | undefined): string =>
  (property ?? '').split('.').filter(Boolean).map((t) => `/${t}`).join('');

/** The id rjsf gives the field at a JSON pointer ("/a/0/b" -> "root_a_0_b"). */
export const fieldIdOf = (pointer: string): string => ['root', ...pointer.split('/').filter(Boolean)].join('_');

/**
 * Replaces the validator's own text with plain words: the field's x-errors message for the rule, else
 * the copy's generic one naming the field; each message once per field. Of a oneOf/anyOf, the
 * alternative the applicant chose in the form speaks (chosen, by field id).
 */
export function contentErrors(ui: JsonObject, strings: Record<string, string>, schema: JsonObject, chosen: ChosenOptions) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    plainFieldErrors(
      errors.map((error) => ({ error, keyword: error.name ?? '', params: error.params as Record<string, unknown> | undefined, schemaPath: error.schemaPath, path: pointerOf(error.property) })),
      ui,
      strings,
      { schema, chosen: (path) => chosen.get(fieldIdOf(path)) },
    ).map(({ error, path, message }) => {
      const property = path.split('/').filter(Boolean).map((t) => `.${t}`).join('');
      return { ...error, property, message, stack: `${property} ${message}`.trim() };
    });
}

/** Server field errors ({path: "/a/b", message}) as rjsf extraErrors, so they show under their fields. */
export function serverErrorsToErrorSchema(errors: { path: string; message: string }[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = schema;
    for (const token of path.split('/').filter(Boolean)) node = (node[token] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors ??= []) as string[]);
    if (!list.includes(message)) list.push(message);
  }
  return schema as ErrorSchema;
}

import { deepEquals, RJSF_REF_KEY, type RJSFSchema } from '@rjsf/utils';
import ParserValidator from '@rjsf/utils/lib/parser/ParserValidator.js';
import { resolveAnyOrOneOfSchemas, retrieveSchemaInternal } from '@rjsf/utils/lib/schema/retrieveSchema.js';

/**
 * The schemas rjsf validates on their own while it draws a form (the form itself, the choices of its
 * oneOf/anyOf lists as rjsf resolves them), keyed by rjsf's hash of each, each with that key as its $id:
 * what rjsf's schemaParser (@rjsf/utils parser/schemaParser.js) finds, read the same way, with one
 * difference. rjsf expands a recursive reference one level further each time it meets it (so its
 * CyclicSchemaField can show the next level), so its parser never ends on a field that refers to a
 * recursive definition (a tree whose children are nodes): here a part expanded from a $ref that is
 * already being expanded on the way to it is not read again.
 */
export function formParts(root: RJSFSchema): Record<string, RJSFSchema> {
  const validator = new ParserValidator(root);
  const read: RJSFSchema[] = [];
  const parse = (schema: RJSFSchema, refs: readonly string[]) => {
    for (const local of retrieveSchemaInternal(validator, schema, root, undefined, true)) {
      const ref = (local as Record<symbol, unknown>)[RJSF_REF_KEY];
      if (typeof ref === 'string' && refs.includes(ref)) continue;
      if (read.some((s) => deepEquals(s, local))) continue;
      read.push(local);
      const along = typeof ref === 'string' ? [...refs, ref] : refs;
      // as rjsf's parser: the fields of the schema once for each of its choices that has fields
      for (const option of resolveAnyOrOneOfSchemas(validator, local, root, true)) {
        if (option.properties) for (const value of Object.values(local.properties ?? {})) if (typeof value === 'object') parse(value, along);
      }
      if (local.items && !Array.isArray(local.items) && typeof local.items !== 'boolean') parse(local.items, along);
    }
  };
  parse(root, []);
  return validator.getSchemaMap() as Record<string, RJSFSchema>;
}

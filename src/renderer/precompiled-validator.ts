import { deepEquals, RJSF_REF_KEY, type RJSFSchema } from '@rjsf/utils';
// The precompiled path only: importing the package root would bundle the ajv compiler as well.
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { collapseExpandedRefs } from '../engine/collapse-refs';
import type { JsonObject } from '../engine/types';

/**
 * Per validator: each schema object's compiled function, and the root schemas found equal to its own.
 * Kept beside the validator, not in fields of it: rjsf's constructor looks up the root's function
 * before a subclass's fields exist.
 */
const seen = new WeakMap<object, { compiled: WeakMap<object, CompiledValidateFunction>; sameRoot: WeakSet<object> }>();
const seenBy = (validator: object) => {
  let entry = seen.get(validator);
  if (!entry) seen.set(validator, (entry = { compiled: new WeakMap(), sameRoot: new WeakSet() }));
  return entry;
};

/**
 * rjsf's precompiled validator, which recognises a schema object it has already looked at. rjsf asks it,
 * for every condition (if/then) of a screen on every change, for the sub-schema's compiled function
 * (by a hash of the sub-schema's JSON) and to check the form's root schema against its own (a deep
 * compare of the whole schema). Schemas are never changed in place, so once an object has been looked at
 * its identity stands for its content. A root schema that only matches once resolved with the data
 * is still checked each time, as rjsf does.
 */
class IdentityCachedValidator extends AJV8PrecompiledValidator {
  override getValidator(translated: RJSFSchema): CompiledValidateFunction {
    const { compiled } = seenBy(this);
    // a part of a translated form stands for the same part of the form as written (texts aside)
    const schema = (sourceOf.get(translated) ?? translated) as RJSFSchema;
    let fn = compiled.get(schema);
    // content:gen keys each part by its form with the references rjsf expanded collapsed (collapse-refs.ts)
    if (!fn) compiled.set(schema, (fn = super.getValidator(collapseExpandedRefs(schema as JsonObject, RJSF_REF_KEY, this.rootSchema as JsonObject) as RJSFSchema)));
    return fn;
  }

  override ensureSameRootSchema(translated: RJSFSchema, formData?: unknown): boolean {
    const { sameRoot } = seenBy(this);
    const schema = (sourceOf.get(translated) ?? translated) as RJSFSchema;
    if (schema === this.rootSchema || sameRoot.has(schema)) return true;
    if (deepEquals(schema, this.rootSchema)) {
      sameRoot.add(schema);
      return true;
    }
    return super.ensureSameRootSchema(schema, formData);
  }
}

/**
 * A validator for `rootSchema` from its precompiled functions (content:gen). rjsf's own thinning of the
 * failures inside a oneOf/anyOf is left out: the plain-words mapping (contentErrors) reads every failure,
 * as it does on the server, so the page shows the errors the server would answer with.
 */
export function createPrecompiledValidator(validateFns: ValidatorFunctions, rootSchema: RJSFSchema, translated?: RJSFSchema) {
  if (translated) pairParts(translated, rootSchema);
  return new IdentityCachedValidator(validateFns, rootSchema, undefined, 'all');
}

/** Each object of a translated form schema -> the same object of the schema as written. */
const sourceOf = new WeakMap<object, object>();

/** Walks a translated schema beside its source (the same shape: a translation changes only texts), pairing their objects. */
function pairParts(translated: unknown, source: unknown): void {
  if (translated === source || typeof translated !== 'object' || translated === null || typeof source !== 'object' || source === null) return;
  sourceOf.set(translated, source);
  for (const [key, value] of Object.entries(translated)) pairParts(value, (source as Record<string, unknown>)[key]);
}

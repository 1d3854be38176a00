import { hashForSchema, RJSF_REF_KEY, type RJSFSchema } from '@rjsf/utils';
// Node's ESM resolver has no directory-index lookup, so the file is named.
import standaloneCode from 'ajv/dist/standalone/index.js';
import { collapseExpandedRefs } from '../../engine/collapse-refs';
import type { JsonObject } from '../../engine/types';
import { asPartOf, formAjv } from './form-ajv';
import { formParts } from './form-parts';

/**
 * rjsf's precompiled validator functions for a form schema, as CommonJS: what rjsf's
 * compileSchemaValidatorsCode writes (a function for the schema and for each part rjsf validates on its
 * own, such as the choices of a oneOf, keyed by rjsf's hash of each), with four differences. It uses
 * the one form validator (form-ajv.ts); the parts are found by formParts, which ends on recursive
 * references; each part is keyed by the hash of its form with expanded references collapsed, which does
 * not depend on how deep rjsf expanded a recursive one; and each part's "#..." references point into the
 * whole form: rjsf gives every part an $id of its own, against which a reference to the form's
 * definitions (a tree whose children are its own nodes) resolves to nothing and ajv stops with a
 * MissingRefError.
 */
export function validatorCjs(schema: JsonObject): string {
  const rootId = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema as RJSFSchema);
  const parts = new Map<string, JsonObject>();
  for (const part of Object.values(formParts(schema as RJSFSchema))) {
    if (part.$id === rootId) {
      parts.set(rootId, part as JsonObject);
      continue;
    }
    // looked up as the page looks it up (precompiled-validator.ts): by the hash of its collapsed form
    const { $id: _parserKey, ...resolved } = part;
    const collapsed = collapseExpandedRefs(resolved as JsonObject, RJSF_REF_KEY, schema);
    const key = hashForSchema(collapsed as RJSFSchema);
    if (!parts.has(key)) parts.set(key, asPartOf(rootId, { ...collapsed, $id: key }));
  }
  return standaloneCode(formAjv({ code: { lines: true, source: true }, schemas: [...parts.values()] }));
}

/**
 * ajv's standalone output is CommonJS keyed by rjsf's schema hashes (which may start with a digit, so they
 * cannot be ESM export names): turn requires into imports and the exports object into a default export.
 */
export function toEsm(cjs: string): string {
  const imports = new Map<string, string>();
  let body = cjs.replace(/require\((["'])([^"']+)\1\)/g, (_m, _q, mod: string) => {
    if (!imports.has(mod)) imports.set(mod, `__dep${imports.size}`);
    return imports.get(mod) as string;
  });
  body = body.replace(/^"use strict";?/, '').replace(/\bmodule\.exports\b/g, '__exports').replace(/\bexports\b/g, '__exports');
  // Bundlers and Node disagree on what a CommonJS default import is (module.exports, or its .default when
  // __esModule is set), so rebuild the module.exports shape from the namespace either way.
  const interop = 'const __cjs = (ns) => { const d = ns.default; const obj = d !== null && typeof d === "object" ? d : {}; ' +
    'return { ...ns, ...obj, default: "default" in obj ? obj.default : d }; };';
  const head = [...imports]
    .map(([mod, name]) => `import * as ${name}ns from ${JSON.stringify(mod.endsWith('.js') ? mod : mod + '.js')};\nconst ${name} = __cjs(${name}ns);`)
    .join('\n');
  return `${interop}\n${head}\nconst __exports = {};\n${body}\nexport default __exports;\n`;
}


/** An ES module whose default export is rjsf's precompiled validator functions for one screen schema. */
export function validatorModuleCode(schema: JsonObject): string {
  return toEsm(validatorCjs(schema));
}

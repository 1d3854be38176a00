import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { JsonObject } from '../../engine/types';

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
  return toEsm(compileSchemaValidatorsCode(schema as never, { ajvOptionsOverrides: { $data: true } }));
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { JsonObject } from '../../engine/types';
import { validatorCjs } from './validator-code';

const REQUIRE_CALL = /require\((["'])([^"']+)\1\)/g;
const SOURCE_MAP = /^\/\/# sourceMappingURL=.*$/gm;

/**
 * CommonJS code with every module it requires (ajv's runtime pieces, ajv-formats), as one function
 * body with no imports: what a browser may load as a same-origin module under script-src 'self'.
 */
function bundleCjs(entry: string, from: string): string {
  const modules = new Map<string, string>();
  const load = (code: string, requireFrom: string, key: string) => {
    const resolve = createRequire(requireFrom);
    modules.set(key, '');
    const body = code.replace(SOURCE_MAP, '').replace(REQUIRE_CALL, (_m, _q, spec: string) => {
      const path = resolve.resolve(spec);
      if (!modules.has(path)) load(readFileSync(path, 'utf8'), path, path);
      return `__require(${JSON.stringify(path)})`;
    });
    modules.set(key, body);
  };
  load(entry, from, '<entry>');
  // module keys are server paths: the browser sees them only as names
  const names = new Map([...modules.keys()].map((k, i) => [k, `m${i}`]));
  const defs = [...modules].map(([key, body]) =>
    `${JSON.stringify(names.get(key))}: (module, exports) => {\n${body.replace(/__require\("([^"]+)"\)/g, (_m, p: string) => `__require(${JSON.stringify(names.get(JSON.parse(`"${p}"`) as string))})`)}\n}`);
  return `const __defs = {${defs.join(',\n')}};
const __cache = {};
function __require(name) {
  if (!__cache[name]) { const module = { exports: {} }; __cache[name] = module; __defs[name](module, module.exports); }
  return __cache[name].exports;
}`;
}

// the generated code's requires (ajv's runtime pieces, ajv-formats) resolve as the form validator's own do
// (form-ajv.ts), so the page checks formats with the code the server checks them with
const here = createRequire(import.meta.url).resolve('ajv');

/**
 * An ES module, with no imports, whose default export maps each screen id to rjsf's precompiled
 * validator functions for its schema (the same as content:gen precompiles for the bundled schemas).
 */
export function validatorsModuleCode(schemas: Record<string, JsonObject>): string {
  const parts = Object.entries(schemas).map(([id, schema]) => {
    const code = validatorCjs(schema);
    return `${JSON.stringify(id)}: (() => {\n${bundleCjs(code, here)}\nreturn __require("m0");\n})()`;
  });
  return `export default {\n${parts.join(',\n')}\n};\n`;
}

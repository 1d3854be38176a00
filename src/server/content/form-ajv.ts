import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { isObject, type Json, type JsonObject } from '../../engine/types';

/**
 * The one validator of form answers. The page's precompiled validators are generated with it
 * (validator-code.ts), the server checks screen writes with it (screen-validation.ts) and content:check
 * compiles forms with it, so the page and the server accept and refuse the same answers.
 *
 * It is rjsf's own validator (@rjsf/validator-ajv8 createAjvInstance: its options, ajv-formats, and the
 * color and data-url formats its widgets write) with $data. It is built here rather than by rjsf's
 * function because loading rjsf's packages would cost the server's start far more than ajv does;
 * tests/server/form-ajv.test.ts holds it to rjsf's.
 */
export const FORM_AJV_OPTIONS = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
  $data: true,
} as const satisfies Options;

// rjsf's patterns for the formats its color and file widgets write
const COLOR_FORMAT = /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/;
const DATA_URL_FORMAT = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

/** The form validator, with further options of the caller's (strictness for content:check, code output for content:gen). */
export function formAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...FORM_AJV_OPTIONS, ...options });
  addFormats.default(ajv);
  ajv.addFormat('data-url', DATA_URL_FORMAT);
  ajv.addFormat('color', COLOR_FORMAT);
  return ajv;
}

/** Values that are data, not schemas: a "$ref" key inside them is no reference. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
/** Keywords holding schemas by name: the names are not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependencies', '$defs', 'definitions']);

/**
 * A part of a form (a choice of a oneOf, as rjsf validates it on its own) with its "#..." references
 * pointing into the form it belongs to, registered under rootId: on its own, "#/$defs/node" would mean
 * the part's own definitions, which it does not hold.
 */
export function asPartOf(rootId: string, schema: JsonObject): JsonObject {
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]): [string, Json] => {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#')) return [k, `${rootId}${v}`];
      if (DATA_KEYWORDS.has(k)) return [k, v];
      if (SCHEMA_MAPS.has(k) && isObject(v)) return [k, Object.fromEntries(Object.entries(v).map(([name, s]) => [name, rewrite(s)]))];
      return [k, rewrite(v)];
    }));
  };
  return rewrite(schema) as JsonObject;
}

import { encodePointerToken } from './json-pointer';
import { didYouMean, oneOf } from './suggest';
import { fieldsOf, offeredValues, typesOf, valueProblem } from './schema-fields';
import { definitionRefs, endlessRefs, refPointer, refTarget } from './schema-refs';
import { isObject, type Json, type JsonObject, type Problem } from './types';

/**
 * Strict reading of the JSON Schemas (draft-07) content writes for its forms: what a schema compiler
 * refuses, and what compiles but can never accept an answer. Messages say what to write instead.
 */

export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

const KEYWORDS = new Set([
  '$schema', '$id', '$ref', '$comment', 'title', 'description', 'default', 'readOnly', 'writeOnly', 'examples',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'additionalItems', 'items', 'maxItems', 'minItems', 'uniqueItems', 'contains', 'maxProperties', 'minProperties',
  'required', 'additionalProperties', 'definitions', '$defs', 'properties', 'patternProperties', 'dependencies', 'propertyNames',
  'const', 'enum', 'type', 'format', 'contentMediaType', 'contentEncoding', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not',
]);
const ONE_SCHEMA = ['contains', 'propertyNames', 'if', 'then', 'else', 'not'];
/** Branches whose schemas describe the very value of the node holding them (an "if" or a "not" only tests it). */
const DESCRIBING = new Set(['then', 'else', 'allOf', 'anyOf', 'oneOf', 'dependencies']);
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf'];
const DEFINITIONS = ['$defs', 'definitions'];
const BOOLEAN_KEYWORDS = ['readOnly', 'writeOnly', 'uniqueItems'];
const COUNT_KEYWORDS = ['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'];
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
/** Formats that bound a string's length by themselves. */
const BOUNDED_FORMATS = ['date', 'time', 'date-time', 'uuid'];

export interface SchemaCheckOptions {
  /** Formats the validator knows (ajv-formats). */
  formats: readonly string[];
  /** Forms take user data: every object is closed and every free string or list has a length limit. */
  closed: boolean;
  /** Known values by field name: a field so named may offer only these. */
  enumerations: Record<string, readonly string[]>;
}


interface Visit {
  /** The field's dotted name in the answer ('' for the whole form). */
  field: string;
  /** The object schema a branch (then, allOf, ...) adds rules to, for names its required may use. */
  owner?: JsonObject;
  /** Whether the node describes a value the user sends (not a condition or a definition). */
  data: boolean;
  /** A branch adding to such a value: a definition it refers to describes user data. */
  branch?: boolean;
}

/**
 * A form's data schema as draft-07 reads it, strictly: keywords spelt, values of the right kind, types
 * known, patterns that compile, references that lead somewhere and not round, enum values once each and
 * allowed by the field's own rules; a form's objects closed and its free strings and lists bounded.
 */
export function checkDataSchema(schema: JsonObject, file: string, opts: SchemaCheckOptions): Problem[] {
  const problems: Problem[] = [];
  const say = (pointer: string, field: string, message: string) => problems.push({ file, pointer, message: `${field || 'the form'}: ${message}` });

  const endless = new Set(endlessRefs(schema));
  // Definitions are read once every field is: one a field refers to describes user data, checked as such.
  const definitions: { node: Json; at: string; field: string }[] = [];
  const dataRefs = new Map<string, string>();

  const visit = (node: Json, at: string, v: Visit): void => {
    if (typeof node === 'boolean') return;
    if (!isObject(node)) {
      say(at, v.field, 'a schema must be an object such as {"type": "string"}');
      return;
    }
    const child = (name: string) => (v.field ? `${v.field}.${name}` : name);
    const describes = (key: string) => (v.data || v.branch === true) && DESCRIBING.has(key);
    const owner = isObject(node.properties) ? node : (v.owner ?? node);
    for (const key of Object.keys(node)) {
      if (!KEYWORDS.has(key)) say(`${at}/${encodePointerToken(key)}`, v.field, `"${key}" is not a JSON Schema keyword, so it checks nothing and the validator refuses the file${didYouMean(key, KEYWORDS)}: remove it or spell the keyword`);
    }
    for (const key of BOOLEAN_KEYWORDS) if (key in node && typeof node[key] !== 'boolean') say(`${at}/${key}`, v.field, `${key}: write true or false, not ${JSON.stringify(node[key])}`);
    for (const key of COUNT_KEYWORDS) {
      const n = node[key];
      if (key in node && !(typeof n === 'number' && Number.isInteger(n) && n >= 0)) say(`${at}/${key}`, v.field, `${key}: write a whole number of 0 or more, not ${JSON.stringify(n)}`);
    }
    for (const key of NUMBER_KEYWORDS) if (key in node && typeof node[key] !== 'number') say(`${at}/${key}`, v.field, `${key}: write a number, not ${JSON.stringify(node[key])}`);
    const types = typesOf(node);
    if ('type' in node) {
      const list = Array.isArray(node.type) ? node.type : [node.type];
      list.forEach((t, i) => {
        if (typeof t !== 'string' || !(JSON_TYPES as readonly string[]).includes(t)) {
          say(Array.isArray(node.type) ? `${at}/type/${i}` : `${at}/type`, v.field, `${JSON.stringify(t)} is not a type${typeof t === 'string' ? didYouMean(t, JSON_TYPES) : ''}: write one of ${oneOf(JSON_TYPES)}`);
        }
      });
    }
    if ('pattern' in node) {
      if (typeof node.pattern !== 'string') say(`${at}/pattern`, v.field, 'write the pattern as text, such as "^[0-9]{5}$"');
      else {
        try {
          new RegExp(node.pattern, 'u');
        } catch (e) {
          say(`${at}/pattern`, v.field, `the pattern ${JSON.stringify(node.pattern)} is not a valid regular expression (${(e as Error).message.replace(/^Invalid regular expression: /, '')}): check its brackets and escapes, e.g. "^[0-9]{5}$"`);
        }
      }
    }
    if (typeof node.format === 'string' && !opts.formats.includes(node.format)) {
      say(`${at}/format`, v.field, `"${node.format}" is not a format the validator knows${didYouMean(node.format, opts.formats)}: write one of ${oneOf(opts.formats, 30)}`);
    }
    if ('$ref' in node) checkRef(node.$ref, at, v);
    if (v.data && typeof node.title === 'string' && !node.title.trim()) say(`${at}/title`, v.field, 'the title is empty, so the field would be shown with no label to read: write the words shown with it, or leave title out');
    if ('$id' in node && at !== '') say(`${at}/$id`, v.field, 'an $id inside the form makes "#" mean this part for the validator but the whole file for the form, so the two would check different things: remove it');
    for (const [min, max] of [['minLength', 'maxLength'], ['minimum', 'maximum'], ['minItems', 'maxItems'], ['minProperties', 'maxProperties']] as const) {
      const lo = node[min];
      const hi = node[max];
      if (typeof lo === 'number' && typeof hi === 'number' && lo > hi) say(`${at}/${min}`, v.field, `${min} ${lo} is above ${max} ${hi}, so no answer can pass: write a ${min} of at most ${hi}`);
    }

    // required names the object's fields
    if ('required' in node) {
      if (!Array.isArray(node.required)) say(`${at}/required`, v.field, 'write required as a list of field names, such as ["firstName"]');
      else {
        const fields = new Map([...(v.owner ? fieldsOf(v.owner, schema) : []), ...fieldsOf(node, schema)]);
        const closedOwner = [node, v.owner].some((o) => o?.additionalProperties === false);
        node.required.forEach((name, i) => {
          if (typeof name !== 'string') say(`${at}/required/${i}`, v.field, `write field names as text, not ${JSON.stringify(name)}`);
          else if (!fields.has(name) && (closedOwner || fields.size || isObject(node.properties))) {
            say(`${at}/required/${i}`, v.field, `"${name}" is required but is no field of this form, so every answer is refused${didYouMean(name, fields.keys())}: ${fields.size ? `write one of ${oneOf([...fields.keys()])}, or add` : 'add'} "${name}" under properties`);
          }
        });
      }
    }

    // enum / const can be chosen at all
    if ('enum' in node && !Array.isArray(node.enum)) say(`${at}/enum`, v.field, 'write enum as a list of the values to offer, such as ["YES", "NO"]');
    if (Array.isArray(node.enum) && node.enum.length === 0) say(`${at}/enum`, v.field, 'an empty enum accepts nothing: list the values to offer');
    if (Array.isArray(node.enum)) {
      const written = node.enum.map((e) => JSON.stringify(e));
      written.forEach((e, i) => {
        if (written.indexOf(e) !== i) say(`${at}/enum/${i}`, v.field, `${e} is listed twice in enum (first as enum[${written.indexOf(e)}]), which the validator refuses: remove one`);
      });
    }
    const offered = offeredValues(node, at);
    for (const { value, pointer } of offered) {
      const why = valueProblem(value, node);
      if (why) say(pointer, v.field, `${why}, so this choice can never be accepted: write a value the field's own rules allow`);
    }
    if ('const' in node && Array.isArray(node.enum) && !node.enum.some((e) => JSON.stringify(e) === JSON.stringify(node.const))) {
      say(`${at}/const`, v.field, `const ${JSON.stringify(node.const)} is not among the enum values, so nothing can pass: make the const one of ${oneOf(node.enum)} or remove the enum`);
    }
    if ('default' in node) {
      const choices = offered.map((o) => JSON.stringify(o.value));
      const why = valueProblem(node.default as Json, node) ?? (choices.length && !choices.includes(JSON.stringify(node.default)) ? `${JSON.stringify(node.default)} is not one of the choices` : undefined);
      if (why) say(`${at}/default`, v.field, `the default ${why}: write a default the field accepts`);
    }
    const fieldName = v.field.split('.').pop()?.replace(/\[\]$/, '') ?? '';
    const known = v.data ? opts.enumerations[fieldName] : undefined;
    if (known) {
      for (const { value, pointer } of offered) {
        if (typeof value === 'string' && !known.includes(value)) say(pointer, v.field, `"${value}" is not a known ${fieldName}${didYouMean(value, known)}: write one of ${oneOf(known, 60)}`);
      }
    }

    // a condition on a field names values the field offers (otherwise it never applies, or always refuses)
    if (!v.data && v.owner && isObject(node.properties)) {
      const dataFields = fieldsOf(v.owner, schema);
      for (const [k, s] of Object.entries(node.properties)) {
        const field = dataFields.get(k);
        if (!field || !isObject(s) || s === field) continue;
        const allowed = offeredValues(field, '').length ? offeredValues(field, '') : isObject(field.items) ? offeredValues(field.items, '') : [];
        if (!allowed.length) continue;
        const known = allowed.map((a) => JSON.stringify(a.value));
        const here = `${at}/properties/${encodePointerToken(k)}`;
        const named = [
          ...offeredValues(s, here),
          ...(isObject(s.contains) ? offeredValues(s.contains, `${here}/contains`) : []),
          ...(isObject(s.items) ? offeredValues(s.items, `${here}/items`) : []),
        ];
        for (const { value, pointer } of named) {
          if (!known.includes(JSON.stringify(value))) {
            say(pointer, child(k), `this condition names ${JSON.stringify(value)}, which the field never offers, so it can never match${didYouMean(String(value), allowed.map((a) => String(a.value)))}: write one of ${oneOf(allowed.map((a) => a.value))}`);
          }
        }
      }
    }

    // user data is closed and bounded
    if (opts.closed && v.data) {
      const isObj = types.includes('object') || (!types.length && isObject(node.properties));
      // A form whose branches add fields (dependencies) closes itself by listing every name it takes.
      const namesListed = isObject(node.propertyNames) && Array.isArray(node.propertyNames.enum);
      // Entries of names the form does not list are described (patternProperties, an additionalProperties
      // schema): each is checked, and a maxProperties bounds how many an answer brings.
      const entriesDescribed = isObject(node.patternProperties) || isObject(node.additionalProperties);
      if (isObj && !namesListed && !entriesDescribed && node.additionalProperties !== false) {
        say(at + (node.additionalProperties === undefined ? '' : '/additionalProperties'), v.field, 'add "additionalProperties": false, so the form accepts only the fields it names (anything else would be stored as sent)');
      }
      if (isObj && !namesListed && entriesDescribed && typeof node.maxProperties !== 'number') {
        say(at, v.field, 'add a "maxProperties" (for example 20), so an answer cannot bring any number of entries');
      }
      const bounded = offered.length > 0 || (typeof node.format === 'string' && BOUNDED_FORMATS.includes(node.format)) || '$ref' in node;
      if (types.includes('string') && !bounded && typeof node.maxLength !== 'number') {
        say(at, v.field, 'add a "maxLength" (for example 100), so an answer cannot be of any length');
      }
      const fixedLength = Array.isArray(node.items) && node.additionalItems === false;
      if (types.includes('array') && typeof node.maxItems !== 'number' && !fixedLength && !(node.uniqueItems === true && isObject(node.items) && offeredValues(node.items, '').length)) {
        say(at, v.field, 'add a "maxItems" (for example 10), so a list cannot be of any length');
      }
    }

    // children
    if (isObject(node.properties)) {
      for (const [k, s] of Object.entries(node.properties)) visit(s, `${at}/properties/${encodePointerToken(k)}`, { field: child(k), data: v.data });
    } else if ('properties' in node) say(`${at}/properties`, v.field, 'write properties as an object of field name to schema');
    if (isObject(node.patternProperties)) {
      for (const [k, s] of Object.entries(node.patternProperties)) visit(s, `${at}/patternProperties/${encodePointerToken(k)}`, { field: `${v.field}.*`, data: v.data });
    } else if ('patternProperties' in node) say(`${at}/patternProperties`, v.field, 'write patternProperties as an object of name pattern to schema');
    for (const key of DEFINITIONS) {
      if (isObject(node[key])) for (const [k, s] of Object.entries(node[key] as JsonObject)) definitions.push({ node: s, at: `${at}/${key}/${encodePointerToken(k)}`, field: k });
      else if (key in node) say(`${at}/${key}`, v.field, `write ${key} as an object of name to schema`);
    }
    if (isObject(node.dependencies)) {
      // a rule on a field the form does not have never applies; a field required with it that the form does not have refuses every answer
      const names = fieldsOf(node, schema);
      const known = (name: string) => !names.size || names.has(name);
      for (const [k, s] of Object.entries(node.dependencies)) {
        const here = `${at}/dependencies/${encodePointerToken(k)}`;
        if (!known(k)) say(here, v.field, `dependencies: "${k}" is no field of this form${didYouMean(k, names.keys())}, so this rule never applies: write one of ${oneOf([...names.keys()])}`);
        if (Array.isArray(s)) {
          s.forEach((name, i) => {
            if (typeof name === 'string' && !known(name)) say(`${here}/${i}`, v.field, `dependencies: "${name}" is required once "${k}" is answered but is no field of this form${didYouMean(name, names.keys())}, so every such answer is refused: write one of ${oneOf([...names.keys()])}`);
          });
        } else visit(s, here, { field: v.field, owner, data: false, branch: describes('dependencies') });
      }
    }
    if (Array.isArray(node.items)) node.items.forEach((s, i) => visit(s, `${at}/items/${i}`, { field: `${v.field}[]`, data: v.data }));
    else if (node.items !== undefined) visit(node.items, `${at}/items`, { field: `${v.field}[]`, data: v.data });
    if (node.additionalItems !== undefined) visit(node.additionalItems, `${at}/additionalItems`, { field: `${v.field}[]`, data: v.data });
    if (isObject(node.additionalProperties)) visit(node.additionalProperties, `${at}/additionalProperties`, { field: `${v.field}.*`, data: v.data });
    for (const key of ONE_SCHEMA) if (node[key] !== undefined) visit(node[key] as Json, `${at}/${key}`, { field: v.field, owner, data: false, branch: describes(key) });
    for (const key of SCHEMA_LIST) {
      const list = node[key];
      if (list === undefined) continue;
      if (!Array.isArray(list)) say(`${at}/${key}`, v.field, `write ${key} as a list of schemas`);
      else list.forEach((s, i) => visit(s, `${at}/${key}/${i}`, { field: v.field, owner, data: false, branch: describes(key) }));
    }
  };

  /** A reference the form can follow, to a schema, that does not lead back to itself before reaching a value. */
  const checkRef = (ref: Json | undefined, at: string, v: Visit): void => {
    const here = `${at}/$ref`;
    const known = definitionRefs(schema);
    const write = `write ${known.length ? oneOf(known) : '"#/$defs/<name>" of a definition this file holds'}`;
    const pointer = typeof ref === 'string' ? refPointer(ref) : undefined;
    const target = typeof ref === 'string' ? refTarget(schema, ref) : undefined;
    if (typeof ref !== 'string') say(here, v.field, 'write the reference as text, such as "#/$defs/address"');
    else if (pointer === undefined) say(here, v.field, `"${ref}" points outside this file, where the form cannot follow it: ${write}`);
    else if (target === undefined) say(here, v.field, `"${ref}" points at nothing in this file${didYouMean(ref, known)}: ${write}`);
    else if (!isObject(target) && typeof target !== 'boolean') say(here, v.field, `"${ref}" points at ${JSON.stringify(target).slice(0, 40)}, which is no schema: ${write}`);
    else if (endless.has(here)) say(here, v.field, `"${ref}" leads back to itself before reaching any field or list item, so checking an answer would never end: point it at a definition that describes the value`);
    else if ((v.data || v.branch) && !dataRefs.has(pointer)) dataRefs.set(pointer, v.field);
  };

  visit(schema, '', { field: '', data: true });
  // a definition a field refers to (directly, or through another definition) is read as that field's data
  const pending = [...definitions];
  definitions.length = 0;
  for (let progress = true; progress;) {
    progress = false;
    for (const d of [...pending]) {
      const usedBy = [...dataRefs].find(([p]) => p === d.at || p.startsWith(`${d.at}/`))?.[1];
      if (usedBy === undefined) continue;
      pending.splice(pending.indexOf(d), 1);
      visit(d.node, d.at, { field: usedBy, data: true });
      pending.push(...definitions.splice(0));
      progress = true;
    }
  }
  for (let d = pending.shift(); d; d = pending.shift()) {
    visit(d.node, d.at, { field: d.field, data: false });
    pending.push(...definitions.splice(0));
  }
  return problems;
}

import { fieldVariants, fieldsOf, requiredNames } from './schema-fields';
import { encodePointerToken } from './json-pointer';
import { didYouMean, oneOf } from './suggest';
import { isObject, type Json, type JsonObject, type Problem, type ScreenPair } from './types';


/** Every JSON Schema keyword that appears anywhere in a field's schema (its branches and items too). */
function keywordsIn(node: Json | undefined, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) keywordsIn(n, out);
  else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      out.add(k);
      if (k !== 'properties' && k !== 'enum' && k !== 'const' && k !== 'default') keywordsIn(v, out);
    }
  }
  return out;
}

/** The fields an object's dependencies (the list form) ask for once another is given. */
function dependentNames(node: JsonObject): Set<string> {
  const deps = isObject(node.dependencies) ? Object.values(node.dependencies) : [];
  return new Set(deps.flatMap((d) => (Array.isArray(d) ? d.filter((n): n is string => typeof n === 'string') : [])));
}

/** Keywords whose failure any value of the field can report, whatever its schema says. */
const ALWAYS = new Set(['type']);

/**
 * A UI schema names only what its data schema has: every field key, ui:order entry, x-errors keyword
 * and widget option that names a field (an option ending in "Field") must exist in the schema.
 */
export function checkUiSchema(pair: ScreenPair): Problem[] {
  const problems: Problem[] = [];
  const file = pair.file.replace('.schema.json', '.ui.json');
  const say = (pointer: string, field: string, message: string) => problems.push({ file, pointer, message: `${field || 'the form'}: ${message}` });

  const visit = (ui: JsonObject, schema: JsonObject, at: string, field: string, parent?: JsonObject) => {
    const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
    const fields = fieldsOf(schema);
    const names = [...fields.keys()];
    for (const [key, value] of Object.entries(ui)) {
      const here = `${at}/${encodePointerToken(key)}`;
      if (key === 'ui:order') {
        if (!Array.isArray(value)) continue; // the meta-schema reports it
        const listed = value.filter((v): v is string => typeof v === 'string');
        listed.forEach((name, i) => {
          if (name !== '*' && !fields.has(name)) say(`${here}/${i}`, field, `ui:order names "${name}", which is no field of this form${didYouMean(name, names)}: write one of ${oneOf(names)}`);
          if (listed.indexOf(name) !== i) say(`${here}/${i}`, field, `ui:order names "${name}" twice: remove one`);
        });
        if (!listed.includes('*')) {
          const missing = names.filter((n) => !listed.includes(n));
          if (missing.length) say(here, field, `ui:order leaves out ${oneOf(missing)}, so the form cannot be drawn: add them, or "*" for the rest`);
        }
      } else if (key === 'ui:options' && isObject(value)) {
        const siblings = parent ? fieldsOf(parent) : fields;
        for (const [option, named] of Object.entries(value)) {
          if (option.endsWith('Field') && typeof named === 'string' && !siblings.has(named)) {
            say(`${here}/${encodePointerToken(option)}`, field, `option ${option} names "${named}", which is no field of this form${didYouMean(named, siblings.keys())}: write one of ${oneOf([...siblings.keys()])}`);
          }
        }
        // a note on an answer the field cannot take is never shown
        const notes = value.answerNotes;
        const answers = Array.isArray(schema.enum) ? schema.enum.filter((v): v is string => typeof v === 'string') : [];
        if (isObject(notes)) {
          for (const answer of Object.keys(notes)) {
            if (!answers.includes(answer)) say(`${here}/answerNotes/${encodePointerToken(answer)}`, field, `answerNotes has a note for "${answer}", which is no answer of this field${didYouMean(answer, answers)}, so it is never shown: ${answers.length ? `write one of ${oneOf(answers)}` : 'the field has no list of answers'}`);
          }
        }
      } else if (key === 'x-errors' && isObject(value)) {
        const own = field.split('.').pop() ?? '';
        const has = new Set<string>();
        for (const variant of (parent ? fieldVariants(parent).get(own) : undefined) ?? [schema]) keywordsIn(variant, has);
        const required = parent ? requiredNames(parent) : new Set<string>();
        const dependedOn = parent ? dependentNames(parent) : new Set<string>();
        for (const keyword of Object.keys(value)) {
          const known = keyword === 'required' ? required.has(own) || has.has('required')
            : keyword === 'dependencies' ? dependedOn.has(own)
            : ALWAYS.has(keyword) || has.has(keyword) || (keyword === 'enum' && has.has('oneOf'));
          if (!known) say(`${here}/${encodePointerToken(keyword)}`, field, `x-errors has a message for "${keyword}", but the field has no ${keyword} rule, so it is never shown: remove it, or add the rule to the schema`);
        }
      } else if (key.startsWith('ui:') || key.startsWith('x-') || key === '$schema') {
        continue;
      } else if (isArray && (key === 'items' || key === 'additionalItems') && isObject(value)) {
        const items = schema[key];
        if (isObject(items)) visit(value, items, here, `${field}[]`, schema);
      } else if (key === 'additionalProperties' && isObject(schema.additionalProperties) && isObject(value)) {
        // the settings of every entry a person adds to an open object
        visit(value, schema.additionalProperties, here, `${field}.*`, schema);
      } else if (!fields.has(key)) {
        say(here, field, `"${key}" is no field of this form${didYouMean(key, names)}, so these settings apply to nothing: ${names.length ? `write one of ${oneOf(names)}` : 'remove them'}`);
      } else if (isObject(value)) {
        visit(value, fields.get(key) as JsonObject, here, field ? `${field}.${key}` : key, schema);
      }
    }
  };
  visit(pair.ui, pair.schema, '', '');
  return problems;
}

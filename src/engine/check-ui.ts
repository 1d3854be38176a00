import { branchesOf, drawnType, fieldVariants, fieldsOf, firstOf, requiredNames, typesOf } from './schema-fields';
import { refTarget } from './schema-refs';
import { encodePointerToken } from './json-pointer';
import { didYouMean, oneOf } from './suggest';
import { isObject, type Json, type JsonObject, type Problem, type ScreenPair } from './types';


/** Every JSON Schema keyword that appears anywhere in a field's schema (its branches, items and references too). */
function keywordsIn(node: Json | undefined, root: JsonObject, out = new Set<string>(), seen = new Set<JsonObject>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) keywordsIn(n, root, out, seen);
  else if (isObject(node) && !seen.has(node)) {
    seen.add(node);
    for (const [k, v] of Object.entries(node)) {
      out.add(k);
      if (k === '$ref' && typeof v === 'string') keywordsIn(refTarget(root, v), root, out, seen);
      else if (k !== 'properties' && k !== 'enum' && k !== 'const' && k !== 'default') keywordsIn(v, root, out, seen);
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

export interface UiCheckOptions {
  /** rjsf's standard widget names by the field type they draw: a standard widget on a field of another type cannot be drawn. */
  standardWidgets?: Record<string, readonly string[]>;
}

/**
 * A UI schema names only what its data schema has: every field key, ui:order entry, x-errors keyword
 * and widget option that names a field (an option ending in "Field") must exist in the schema, read as
 * rjsf reads it: through references and branches, a fixed list's places, an open object's entries.
 */
export function checkUiSchema(pair: ScreenPair, opts: UiCheckOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const file = pair.file.replace('.schema.json', '.ui.json');
  const root = pair.schema;
  const say = (pointer: string, field: string, message: string) => problems.push({ file, pointer, message: `${field || 'the form'}: ${message}` });

  /** UI settings of a list's items: one object for every item, or (for a list of fixed places) one per place. */
  const visitItems = (value: Json, branches: JsonObject[], at: string, field: string, list: JsonObject) => {
    const items = branches.map((b) => b.items).find((i) => i !== undefined);
    const further = branches.some((b) => isObject(b.additionalItems));
    if (Array.isArray(items)) {
      if (isObject(value)) visit(value, { anyOf: items.filter(isObject) }, at, `${field}[]`, list);
      else if (Array.isArray(value)) {
        value.forEach((place, i) => {
          const schema = items[i];
          if (!isObject(schema)) say(`${at}/${i}`, `${field}[${i}]`, `the list has ${items.length} fixed place${items.length === 1 ? '' : 's'}, so settings for place ${i + 1} apply to nothing: remove them${further ? ', or write settings for the items after the fixed places under "additionalItems"' : ''}`);
          else if (isObject(place)) visit(place, schema, `${at}/${i}`, `${field}[${i}]`, list);
        });
      }
    } else if (isObject(items)) {
      if (Array.isArray(value)) say(at, field, 'a list of settings gives each fixed place of a list its own, but this list\'s items are all alike ("items" in the schema is one schema): write one object of settings for every item');
      else if (isObject(value)) visit(value, items, at, `${field}[]`, list);
    }
  };

  const visit = (ui: JsonObject, schema: JsonObject, at: string, field: string, parent?: JsonObject) => {
    const branches = branchesOf(schema, root);
    const isArray = branches.some((b) => typesOf(b).includes('array'));
    const fields = fieldsOf(schema, root);
    const names = [...fields.keys()];
    // entries of names the form does not list share the settings under "additionalProperties"
    const entries = branches.flatMap((b) => [...(isObject(b.patternProperties) ? Object.values(b.patternProperties) : []), b.additionalProperties]).filter(isObject);
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
        const siblings = parent ? fieldsOf(parent, root) : fields;
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
        for (const variant of (parent ? fieldVariants(parent, root).get(own) : undefined) ?? [schema]) keywordsIn(variant, root, has);
        const required = parent ? requiredNames(parent, root) : new Set<string>();
        const dependedOn = parent ? dependentNames(parent) : new Set<string>();
        for (const keyword of Object.keys(value)) {
          const known = keyword === 'required' ? required.has(own) || has.has('required')
            : keyword === 'dependencies' ? dependedOn.has(own)
            : ALWAYS.has(keyword) || has.has(keyword) || (keyword === 'enum' && has.has('oneOf'));
          if (!known) say(`${here}/${encodePointerToken(keyword)}`, field, `x-errors has a message for "${keyword}", but the field has no ${keyword} rule, so it is never shown: remove it, or add the rule to the schema`);
        }
      } else if (key === 'ui:enumNames') {
        // the names are shown in place of the answers, one for one, in order
        const own = firstOf(schema, 'enum', root);
        const itemsNode = branches.map((b) => b.items).find(isObject);
        const answers = Array.isArray(own) ? own : itemsNode ? firstOf(itemsNode, 'enum', root) : undefined;
        if (!Array.isArray(value)) say(here, field, 'ui:enumNames: write a list of the names shown for the answers, in the order of the schema\'s enum');
        else if (!Array.isArray(answers)) say(here, field, 'ui:enumNames names answers, but the field has no list of answers (enum) in the schema, so they are never shown: remove ui:enumNames');
        else if (value.length !== answers.length) {
          const missing = answers.slice(value.length).map((a) => (typeof a === 'string' ? a : JSON.stringify(a)));
          say(here, field, `ui:enumNames has ${value.length} name${value.length === 1 ? '' : 's'} for the ${answers.length} answers of the schema's enum, ${value.length < answers.length ? `so ${oneOf(missing)} would be shown with no name` : 'so the last names name nothing'}: write one name for each answer, in the same order`);
        } else {
          value.forEach((name, i) => {
            if (typeof name !== 'string' || !name.trim()) say(`${here}/${i}`, field, `ui:enumNames: the name of answer ${JSON.stringify(answers[i])} is empty: write the text shown for it`);
            else if (value.indexOf(name) !== i) say(`${here}/${i}`, field, `ui:enumNames: "${name}" names two answers (${JSON.stringify(answers[value.indexOf(name)])} and ${JSON.stringify(answers[i])}), so a person cannot tell them apart: give each its own name`);
          });
        }
      } else if (key === 'ui:widget' && typeof value === 'string' && opts.standardWidgets) {
        const type = drawnType(schema, root);
        const forType = type === undefined ? undefined : opts.standardWidgets[type];
        const standard = Object.values(opts.standardWidgets).some((list) => list.includes(value));
        if (forType && standard && !forType.includes(value)) say(here, field, `ui:widget "${value}" does not draw a field of type "${type}", so the form could not be drawn: write one of ${oneOf(forType)}, or leave ui:widget out`);
      } else if (key.startsWith('ui:') || key.startsWith('x-') || key === '$schema') {
        continue;
      } else if (isArray && key === 'items' && !fields.has(key)) {
        visitItems(value, branches, here, field, schema);
      } else if (isArray && key === 'additionalItems' && !fields.has(key)) {
        const further = branches.map((b) => b.additionalItems).find(isObject);
        if (!further) say(here, field, 'the list takes no items after its fixed places ("additionalItems" in the schema is no schema), so these settings apply to nothing: remove them');
        else if (isObject(value)) visit(value, further, here, `${field}[]`, schema);
      } else if (key === 'additionalProperties' && !fields.has(key)) {
        if (!entries.length) say(here, field, 'these settings are for entries of names the form does not list, but it takes none (no patternProperties or additionalProperties schema): remove them');
        else if (isObject(value)) visit(value, { anyOf: entries }, here, `${field}.*`, schema);
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

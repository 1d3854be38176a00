import { encodePointerToken } from './json-pointer';
import { genericKeys, ownMessage } from './plain-errors';
import { refPointer, refTarget } from './schema-refs';
import { isObject, type Json, type JsonObject, type Problem, type ScreenPair } from './types';

/** Rule keywords whose failure a person can see under a field. */
const RULES = [
  'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'enum', 'const', 'format', 'pattern', 'contains', 'not', 'oneOf', 'anyOf',
] as const;

/** Branches that add rules to the same field or object (an "if" only tests, it never fails). */
const SAME_PLACE = ['allOf', 'then', 'else'] as const;

const ptr = (...tokens: (string | number)[]) => tokens.map((t) => '/' + encodePointerToken(String(t))).join('');

/**
 * Every rule of a form has a plain message: the field's own (x-errors in its UI schema) or the
 * generic one for that rule in the copy (validation.*). A rule without either would show the
 * validator's own words ("must match pattern ..."), so it is reported at the rule, naming the field
 * and where to write the message.
 */
export function checkPlainMessages(pair: ScreenPair, strings: Record<string, string>): Problem[] {
  const problems: Problem[] = [];
  const uiFile = pair.file.replace('.schema.json', '.ui.json');
  const hasGeneric = (keyword: string, params: Record<string, unknown>) => genericKeys({ keyword, params }).some((k) => Object.hasOwn(strings, k));

  const covered = (keyword: string, params: Record<string, unknown>, ui: JsonObject | undefined) =>
    ownMessage(ui?.['x-errors'], keyword) !== undefined || hasGeneric(keyword, params);

  const report = (pointer: string, field: string, uiPointer: string, keyword: string) => problems.push({
    file: pair.file,
    pointer,
    message: `${field || 'the form'}: the ${keyword} rule has no plain message, so people would read the validator's own words: add "x-errors": { "${keyword}": "<what to write>" } at ${uiFile}#${uiPointer || '/'}`,
  });

  const uiOf = (ui: JsonObject | undefined, key: string): JsonObject | undefined => (isObject(ui?.[key]) ? ui[key] : undefined);

  /**
   * A schema node of one field (or the form); `ui` is that field's UI node; inOption: a choice of a
   * oneOf/anyOf list. A reference is read where it points, once along each path, so a definition used by
   * two fields is checked with each one's UI, and one that contains itself (a tree) ends the walk.
   */
  const visit = (node: Json | undefined, ui: JsonObject | undefined, at: string, uiAt: string, field: string, inOption: boolean, path: Set<JsonObject>) => {
    if (!isObject(node) || path.has(node)) return;
    const along = new Set(path).add(node);
    const branch = (n: Json | undefined, nodeAt: string, option: boolean) => visit(n, ui, nodeAt, uiAt, field, option, along);
    for (const keyword of RULES) {
      if (!(keyword in node)) continue;
      // the values a choice list offers are its options, not rules of their own
      if (inOption && (keyword === 'const' || keyword === 'enum')) continue;
      // an example answer of the field lets the copy say what a pattern or a format asks for
      const example = Array.isArray(node.examples) && node.examples.length ? { example: node.examples[0] } : {};
      const params: Record<string, unknown> = keyword === 'format' ? { format: node.format, ...example }
        : keyword === 'const' ? { allowedValue: node.const }
        : keyword === 'pattern' ? example
        : { limit: node[keyword] };
      if (!covered(keyword, params, ui)) report(`${at}${ptr(keyword)}`, field, uiAt, keyword);
    }
    const requires = (names: Json, namesAt: string) => {
      if (!Array.isArray(names)) return;
      names.forEach((name, i) => {
        if (typeof name === 'string' && !covered('required', {}, uiOf(ui, name))) report(`${namesAt}/${i}`, field ? `${field}.${name}` : name, `${uiAt}${ptr(name)}`, 'required');
      });
    };
    requires(node.required ?? [], `${at}/required`);
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        visit(child, uiOf(ui, name), `${at}${ptr('properties', name)}`, `${uiAt}${ptr(name)}`, field ? `${field}.${name}` : name, false, along);
      }
    }
    // an open object's entries share the settings under "additionalProperties", as rjsf draws them
    const entries = [
      ...(isObject(node.patternProperties) ? Object.entries(node.patternProperties).map(([p, s]) => ({ s, at: `${at}${ptr('patternProperties', p)}` })) : []),
      ...(isObject(node.additionalProperties) ? [{ s: node.additionalProperties, at: `${at}/additionalProperties` }] : []),
    ];
    for (const entry of entries) visit(entry.s, uiOf(ui, 'additionalProperties'), entry.at, `${uiAt}/additionalProperties`, `${field}.*`, false, along);
    if (isObject(node.items)) visit(node.items, uiOf(ui, 'items'), `${at}/items`, `${uiAt}/items`, `${field}[]`, false, along);
    if (Array.isArray(node.items)) {
      // a list of settings gives each fixed place its own; one object of settings serves every place
      const places = ui?.items;
      node.items.forEach((place, i) => {
        const own = Array.isArray(places) ? places[i] : places;
        visit(place, isObject(own) ? own : undefined, `${at}/items/${i}`, isObject(places) ? `${uiAt}/items` : `${uiAt}/items/${i}`, `${field}[${i}]`, false, along);
      });
    }
    if (isObject(node.additionalItems)) visit(node.additionalItems, uiOf(ui, 'additionalItems'), `${at}/additionalItems`, `${uiAt}/additionalItems`, `${field}[]`, false, along);
    if (typeof node.$ref === 'string') {
      const pointer = refPointer(node.$ref);
      if (pointer !== undefined) branch(refTarget(pair.schema, node.$ref), pointer, inOption);
    }
    for (const key of SAME_PLACE) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((b, i) => branch(b, `${at}${ptr(key, i)}`, inOption));
      else branch(list, `${at}${ptr(key)}`, inOption);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((b, i) => branch(b, `${at}${ptr(key, i)}`, true));
    }
    if (isObject(node.dependencies)) {
      for (const [name, dep] of Object.entries(node.dependencies)) {
        // a dependency that names fields requires them once its own field is answered
        if (Array.isArray(dep)) requires(dep, `${at}${ptr('dependencies', name)}`);
        else branch(dep, `${at}${ptr('dependencies', name)}`, inOption);
      }
    }
  };
  visit(pair.schema, pair.ui, '', '', '', false, new Set());
  return problems;
}

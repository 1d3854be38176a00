import { encodePointerToken } from './json-pointer';
import { genericKeys, ownMessage } from './plain-errors';
import { isObject, type Json, type JsonObject, type Problem, type ScreenPair } from './types';

/** Rule keywords whose failure a person can see under a field. */
const RULES = [
  'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems', 'uniqueItems', 'enum', 'const', 'format', 'pattern', 'contains', 'not', 'oneOf', 'anyOf',
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

  /** A schema node of one field (or the form); `ui` is that field's UI node; inOption: a choice of a oneOf/anyOf list. */
  const visit = (node: Json | undefined, ui: JsonObject | undefined, at: string, uiAt: string, field: string, inOption: boolean) => {
    if (!isObject(node)) return;
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
    if (Array.isArray(node.required)) {
      node.required.forEach((name, i) => {
        if (typeof name !== 'string') return;
        const child = ui?.[name];
        if (!covered('required', {}, isObject(child) ? child : undefined)) report(`${at}/required/${i}`, field ? `${field}.${name}` : name, `${uiAt}${ptr(name)}`, 'required');
      });
    }
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        const childUi = ui?.[name];
        visit(child, isObject(childUi) ? childUi : undefined, `${at}${ptr('properties', name)}`, `${uiAt}${ptr(name)}`, field ? `${field}.${name}` : name, false);
      }
    }
    if (isObject(node.items)) {
      const itemsUi = ui?.items;
      visit(node.items, isObject(itemsUi) ? itemsUi : undefined, `${at}/items`, `${uiAt}/items`, `${field}[]`, false);
    }
    for (const key of SAME_PLACE) {
      const branch = node[key];
      if (Array.isArray(branch)) branch.forEach((b, i) => visit(b, ui, `${at}${ptr(key, i)}`, uiAt, field, inOption));
      else visit(branch, ui, `${at}${ptr(key)}`, uiAt, field, inOption);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((b, i) => visit(b, ui, `${at}${ptr(key, i)}`, uiAt, field, true));
    }
    if (isObject(node.dependencies)) {
      for (const [name, dep] of Object.entries(node.dependencies)) visit(dep, ui, `${at}${ptr('dependencies', name)}`, uiAt, field, inOption);
    }
  };
  visit(pair.schema, pair.ui, '', '', '', false);
  return problems;
}

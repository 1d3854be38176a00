import { interpolate } from './org';
import { getAtPointer } from './json-pointer';
import { partSchemas } from './schema-fields';
import type { JsonObject } from './types';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Plain messages for failed schema rules: the field's own x-errors message for the rule, else the
 * generic message for the rule in the copy (`validation.<keyword>`, `validation.format.<format>`,
 * `validation.type.<type>`), so nobody is ever shown a validator's own text. The browser, the
 * screen writes and every route's request validation read messages through here.
 */

/** A failed rule as JSON Schema validators report it. */
export interface RuleFailure {
  keyword: string;
  params?: Record<string, unknown>;
}

/** Keywords that only combine other rules: the rule inside that failed is reported by itself. */
const COMBINING = new Set(['if', 'then', 'else', 'allOf', 'dependencies', 'dependentRequired', 'dependentSchemas', '$ref']);

/** Keywords whose failure means nothing by itself for a person; their field's own message (x-errors) says what to do. */
export const NEEDS_OWN_MESSAGE = new Set(['pattern', 'contains', 'not', 'const']);

export const isCombining = (keyword: string): boolean => COMBINING.has(keyword);

/** Copy keys are dotted words: "date-time" -> "dateTime". */
const camel = (name: string): string => name.replace(/[-_]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

/** The generic copy keys for a failed rule, most specific first. */
export function genericKeys(failure: RuleFailure): string[] {
  const { keyword, params = {} } = failure;
  if (keyword === 'format' && typeof params.format === 'string') return [`validation.format.${camel(params.format)}`];
  if (keyword === 'type') {
    const type = Array.isArray(params.type) ? params.type[0] : params.type;
    return [...(typeof type === 'string' ? [`validation.type.${type}`] : []), 'validation.type'];
  }
  // a text that must not be empty is simply required
  if (keyword === 'minLength' && params.limit === 1) return ['validation.required'];
  if (keyword === 'const' && params.allowedValue === true) return ['validation.const.true'];
  if (NEEDS_OWN_MESSAGE.has(keyword)) return [];
  return [`validation.${keyword}`];
}

/** The generic message of a failed rule, with its limit filled in; undefined when the copy has none. */
export function genericMessage(failure: RuleFailure, strings: Record<string, string>): string | undefined {
  const key = genericKeys(failure).find((k) => Object.hasOwn(strings, k));
  if (!key) return undefined;
  const limit = failure.params?.limit ?? failure.params?.multipleOf;
  return interpolate(strings[key] as string, { limit: typeof limit === 'number' ? limit.toLocaleString('en-US') : String(limit ?? '') });
}

/** A field's own message for a rule: x-errors by keyword; a choice list's "enum" message serves its oneOf as well. */
export function ownMessage(xErrors: unknown, keyword: string): string | undefined {
  if (!isObject(xErrors)) return undefined;
  const own = xErrors[keyword] ?? (keyword === 'oneOf' || keyword === 'anyOf' ? xErrors.enum : undefined);
  return typeof own === 'string' ? own : undefined;
}

/**
 * The message a person reads for a failed rule, or undefined for a combining rule (its inner rule
 * is reported by itself). Falls back to `validation.invalid` so a validator's text never shows.
 */
export function plainMessage(failure: RuleFailure, xErrors: unknown, strings: Record<string, string>): string | undefined {
  const keyword = ruleOf(failure);
  if (isCombining(keyword)) return undefined;
  return ownMessage(xErrors, keyword) ?? genericMessage({ ...failure, keyword }, strings) ?? strings['validation.invalid'] ?? 'Check this answer';
}

/** The rule a failure is read as: a dependency that names fields fails as the missing one being required. */
export const ruleOf = (failure: RuleFailure): string =>
  failure.keyword === 'dependencies' && failure.params && 'missingProperty' in failure.params ? 'required' : failure.keyword;

/**
 * Where a failure shows, as rjsf places it: at the value the rule checks, or, for a field that is missing
 * (required, or named by a dependency), at that field.
 */
export const failurePath = (instancePath: string, params: Record<string, unknown> | undefined): string =>
  params && 'missingProperty' in params ? `${instancePath}/${String(params.missingProperty)}` : instancePath;

const tokensOf = (path: string): string[] => path.split('/').filter(Boolean).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * The UI schema node of a field at a JSON pointer into the data ("/a/0/b"). With the form's schema, each
 * step reads the UI key rjsf reads for that part (a fixed list's place, further items, an open object's
 * entries); without it, list positions read "items".
 */
export function uiNodeAtPath(ui: JsonObject, path: string, schema?: JsonObject): JsonObject | undefined {
  let node: unknown = ui;
  let schemas = schema ? [schema] : [];
  for (const token of tokensOf(path)) {
    if (!isObject(node)) return undefined;
    const part = schema ? schemas.map((s) => partSchemas(s, token, schema)).find((p) => p.schemas.length) : undefined;
    if (!part) {
      node = stepWithoutSchema(node, token);
      continue;
    }
    schemas = part.schemas;
    const [key, place] = part.ui;
    const next = node[key as string];
    // a list of settings gives each place its own; one object of settings serves every place
    node = typeof place === 'number' && Array.isArray(next) ? next[place] : next;
  }
  return isObject(node) ? node : undefined;
}

function stepWithoutSchema(node: JsonObject, token: string): unknown {
  if (!/^\d+$/.test(token)) return node[token];
  const items = node.items;
  return Array.isArray(items) ? (items[Number(token)] ?? node.additionalItems) : (items ?? node[token]);
}

/** The schema of a field at a JSON pointer into the data, looking through branches and references; undefined when none names it. */
export function schemaAtPath(schema: JsonObject, path: string): JsonObject | undefined {
  let nodes: JsonObject[] = [schema];
  for (const token of tokensOf(path)) {
    nodes = nodes.flatMap((n) => partSchemas(n, token, schema).schemas);
    if (!nodes.length) return undefined;
  }
  return nodes[0];
}

/** What a field is called for a person: its UI title, its schema title, else its key in words ("firstName" -> "First name"). */
export function fieldLabel(path: string, schema?: JsonObject, ui?: JsonObject): string {
  const uiTitle = ui ? uiNodeAtPath(ui, path, schema)?.['ui:title'] : undefined;
  if (typeof uiTitle === 'string' && uiTitle) return uiTitle;
  const title = schema ? schemaAtPath(schema, path)?.title : undefined;
  if (typeof title === 'string' && title) return title;
  const key = path.split('/').filter((t) => t && !/^\d+$/.test(t)).pop() ?? '';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A failed rule at a field: `path` is the JSON pointer of the field (for required, of the missing one). */
export interface FieldFailure extends RuleFailure {
  path: string;
  /** Where the rule sits in the schema ("#/properties/a/oneOf/0/..."), to tell a choice's own failures apart. */
  schemaPath?: string;
}

/**
 * The failures a person should read, each once, in plain words: combining rules and the failures
 * inside the alternatives of a failed oneOf/anyOf (the choice's own message says it) are left out,
 * except those of the one alternative the answer chose, which say more than the choice's message.
 */
export function plainFieldErrors<F extends FieldFailure>(failures: readonly F[], ui: JsonObject | undefined, strings: Record<string, string>, schema?: JsonObject): (F & { message: string })[] {
  const choiceFailures = failures.filter((f) => (f.keyword === 'oneOf' || f.keyword === 'anyOf') && f.schemaPath);
  const choices = choiceFailures.map((f) => `${f.schemaPath}/`);
  // an empty field is simply required: its other rules (letters only, a pattern) would only add noise
  const isEmpty = (f: FieldFailure) => ruleOf(f) === 'required' || (f.keyword === 'minLength' && f.params?.limit === 1);
  const empty = new Set(failures.filter(isEmpty).map((f) => f.path));
  // The alternative the answer chose (the one whose failures are not about the choosing value: no enum
  // or const among them, and the answer is of its type) says what is wrong with it, in place of the
  // choice's own message.
  const kept = new Set<F>();
  const explained = new Set<string>();
  // A failure inside a schema checked by a function of its own (a recursive definition) names its place
  // in that schema, not in the form: a place the form's schema does not have.
  const fromReference = (f: FieldFailure) => schema !== undefined && typeof f.schemaPath === 'string' && f.schemaPath.startsWith('#/')
    && getAtPointer(schema, f.schemaPath.slice(1).split('/').map(decodeURIComponent).join('/')) === undefined;
  for (const choice of choiceFailures) {
    const c = `${choice.schemaPath}/`;
    const branches = new Map<string, F[]>();
    for (const f of failures) {
      if (!f.schemaPath?.startsWith(c)) continue;
      const branch = f.schemaPath.slice(c.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), f]);
    }
    const passedOver = (f: FieldFailure) => f.keyword === 'enum' || f.keyword === 'const' || (f.keyword === 'type' && f.path === choice.path);
    const chosen = [...branches.values()].filter((list) => !list.some(passedOver));
    if (chosen.length === 1) {
      for (const f of chosen[0] ?? []) kept.add(f);
      explained.add(c);
    } else if (!chosen.length && failures.some((f) => f.path.startsWith(`${choice.path}/`) && fromReference(f))) {
      // the answer went into an alternative whose failures are told below the choice, in a referenced schema
      explained.add(c);
    }
  }
  const out: (F & { message: string })[] = [];
  for (const f of failures) {
    const at = f.schemaPath;
    if (at && !kept.has(f) && choices.some((c) => at.startsWith(c))) continue;
    if (at && explained.has(`${at}/`)) continue;
    if (empty.has(f.path) && !isEmpty(f)) continue;
    const message = plainMessage(f, ui ? uiNodeAtPath(ui, f.path, schema)?.['x-errors'] : undefined, strings);
    if (message === undefined || out.some((e) => e.path === f.path && e.message === message)) continue;
    out.push({ ...f, message });
  }
  return out;
}

/** One sentence naming each field and what to do ("Date of birth: Required, ZIP code: Enter a 5-digit ZIP code"). */
export function errorSummary(errors: readonly { path: string; message: string }[], strings: Record<string, string>, schema?: JsonObject, ui?: JsonObject): string {
  const item = strings['form.errorSummaryItem'] ?? '{field}: {message}';
  const lines = errors.map((e) => {
    const field = fieldLabel(e.path, schema, ui);
    return field ? interpolate(item, { field, message: e.message }) : e.message;
  });
  return [...new Set(lines)].join(', ') || (strings['validation.invalid'] ?? 'Check this answer');
}

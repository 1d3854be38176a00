import { fieldLabel, schemasAtPath, uiNodeAtPath } from './field-label';
import { getAtPointer } from './json-pointer';
import { interpolate } from './org';
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
const COMBINING = new Set(['if', 'then', 'else', 'allOf', 'dependentSchemas', '$ref']);

/** Keywords whose failure means nothing by itself for a person; their field's own message (x-errors) says what to do. */
export const NEEDS_OWN_MESSAGE = new Set(['pattern', 'contains', 'not', 'const']);

export const isCombining = (keyword: string): boolean => COMBINING.has(keyword);

/** Copy keys are dotted words: "date-time" -> "dateTime". */
const camel = (name: string): string => name.replace(/[-_]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

/**
 * The generic copy keys for a failed rule, most specific first. `params.example` (a value of the
 * field's own, from its schema's examples) lets a pattern or a format say what to write; `params.open`
 * tells a name a person gave an entry of an open object from a form that changed under them.
 */
export function genericKeys(failure: RuleFailure): string[] {
  const { keyword, params = {} } = failure;
  const example = params.example !== undefined ? ['validation.example'] : [];
  if (keyword === 'format' && typeof params.format === 'string') return [`validation.format.${camel(params.format)}`, ...example];
  if (keyword === 'pattern') return example;
  if (keyword === 'type') {
    const type = Array.isArray(params.type) ? params.type[0] : params.type;
    return [...(typeof type === 'string' ? [`validation.type.${type}`] : []), 'validation.type'];
  }
  if ((keyword === 'propertyNames' || keyword === 'additionalProperties') && params.open) return ['validation.propertyName'];
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

/** The last resort of a failed rule without a message: what a pattern or a format asks for, else "check this answer". */
function fallbackMessage(keyword: string, strings: Record<string, string>): string {
  const key = keyword === 'pattern' || keyword === 'format' ? 'validation.format' : 'validation.invalid';
  return strings[key] ?? strings['validation.invalid'] ?? 'Check this answer';
}

/**
 * The message a person reads for a failed rule, or undefined for a combining rule (its inner rule
 * is reported by itself). Falls back to a plain generic text so a validator's text never shows.
 */
export function plainMessage(failure: RuleFailure, xErrors: unknown, strings: Record<string, string>): string | undefined {
  if (isCombining(failure.keyword)) return undefined;
  return ownMessage(xErrors, failure.keyword) ?? genericMessage(failure, strings) ?? fallbackMessage(failure.keyword, strings);
}

/** A failed rule at a field: `path` is the JSON pointer of the field (for required, of the missing one). */
export interface FieldFailure extends RuleFailure {
  path: string;
  /** Where the rule sits in the schema ("#/properties/a/oneOf/0/..."), to tell a choice's own failures apart. */
  schemaPath?: string;
}

export interface PlainErrorOptions {
  /** The form's schema: names fields in messages ({field}, {other}) and gives their examples ({example}). */
  schema?: JsonObject;
  /** The alternative a form shows for the oneOf/anyOf of the field at a path, when it knows (the applicant chose it). */
  chosen?: (path: string) => number | undefined;
}

/** A failure whose rule is in a schema checked by a function of its own: its place is in that schema, not in the form's. */
const fromReference = (f: FieldFailure, schema: JsonObject | undefined): boolean => schema !== undefined && typeof f.schemaPath === 'string'
  && f.schemaPath.startsWith('#/') && getAtPointer(schema, f.schemaPath.slice(1).split('/').map(decodeURIComponent).join('/')) === undefined;
const isChoice = (f: RuleFailure) => f.keyword === 'oneOf' || f.keyword === 'anyOf';
const isEmptyRule = (f: FieldFailure) => f.keyword === 'required' || (f.keyword === 'minLength' && f.params?.limit === 1);
/** Failures that say an alternative was not picked at all: a value it does not offer, a field it does not have. */
const notPicked = (f: FieldFailure) => f.keyword === 'enum' || f.keyword === 'const';
const notStarted = (f: FieldFailure) => notPicked(f) || f.keyword === 'required' || f.keyword === 'additionalProperties';
const within = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/**
 * Where a failure is shown: a choice among a dependency's alternatives (dependencies: {x: {oneOf}})
 * is about the answer to x; everything else at the value it is about.
 */
function placeOf(f: FieldFailure): string {
  const dependency = isChoice(f) ? /\/dependencies\/([^/]+)\/(?:oneOf|anyOf)$/.exec(f.schemaPath ?? '') : null;
  return dependency?.[1] ? `${f.path}/${decodeURIComponent(dependency[1])}` : f.path;
}

/**
 * The alternative whose failures are the applicant's to fix, by its index: the one the form shows,
 * else the only one the answer picked (no value it does not offer), else the only one the answer
 * started (failures beyond missing fields); undefined when the answer leaves it open.
 */
function chosenBranch(choice: FieldFailure, branches: Map<string, FieldFailure[]>, options: PlainErrorOptions): string | undefined {
  const shown = options.chosen?.(choice.path);
  if (shown !== undefined) return String(shown);
  // an alternative of another type than the answer's was passed over, not picked
  const passedOver = (f: FieldFailure) => notPicked(f) || (f.keyword === 'type' && f.path === choice.path);
  const unstarted = (f: FieldFailure) => notStarted(f) || passedOver(f);
  for (const started of [(list: FieldFailure[]) => !list.some(passedOver), (list: FieldFailure[]) => !list.every(unstarted)]) {
    const candidates = [...branches].filter(([, list]) => started(list));
    if (candidates.length === 1) return candidates[0]?.[0];
  }
  return undefined;
}

/**
 * The failures a person should read, each once, in plain words, each naming its field where the copy
 * says so ({field}, and {other} for the field a dependency hangs on). Left out: the alternatives of a
 * failed oneOf/anyOf the applicant did not choose (the one chosen says what is wrong with it, else the
 * choice's own message does), the other rules of an empty field, the format of a value its pattern
 * already refuses, and combining rules whose inner rule is shown. No failure is ever left without a message: a rule nothing else explains is shown itself.
 */
export function plainFieldErrors<F extends FieldFailure>(
  failures: readonly F[], ui: JsonObject | undefined, strings: Record<string, string>, options: PlainErrorOptions = {},
): (F & { message: string })[] {
  const { schema } = options;
  const dropped = new Set<F>();
  const explainedBy = new Map<F, F[]>();
  for (const choice of failures.filter(isChoice)) {
    if (!choice.schemaPath) continue;
    const prefix = `${choice.schemaPath}/`;
    const branches = new Map<string, F[]>();
    for (const f of failures) {
      if (!f.schemaPath?.startsWith(prefix)) continue;
      const branch = f.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), f]);
    }
    const chosen = chosenBranch(choice, branches, options);
    for (const [branch, list] of branches) if (branch !== chosen) list.forEach((f) => dropped.add(f));
    // The answer went into an alternative whose failures are told below the choice from a referenced
    // schema (a recursive definition, checked by a function of its own): they say what is wrong.
    if (chosen === undefined && failures.some((f) => f.path.startsWith(`${choice.path}/`) && fromReference(f, schema))) {
      dropped.add(choice);
      continue;
    }
    const inside = chosen === undefined ? [] : branches.get(chosen) ?? [];
    if (inside.some((f) => !isCombining(f.keyword))) explainedBy.set(choice, inside);
  }
  // a name refused by propertyNames is said once, by the propertyNames rule (it knows the name)
  for (const f of failures) if (f.schemaPath?.includes('/propertyNames/')) dropped.add(f);
  const empty = new Set(failures.filter(isEmptyRule).map(placeOf));
  // a value not of the pattern's shape is told that shape; whether it is a real date, time or address
  // (its format) is said once the shape is right
  const misshapen = new Set(failures.filter((f) => f.keyword === 'pattern').map(placeOf));
  for (const f of failures) if (f.keyword === 'format' && misshapen.has(placeOf(f))) dropped.add(f);

  const out: (F & { message: string })[] = [];
  const said = new Set<F>();
  const say = (f: F, message: string) => {
    said.add(f);
    const path = placeOf(f);
    const text = interpolate(message, valuesOf(f, path, fieldFacts(path, schema, ui), schema, ui));
    if (!out.some((e) => e.path === path && e.message === text)) out.push({ ...f, path, message: text });
  };
  const combining: F[] = [];
  for (const f of failures) {
    if (dropped.has(f) || explainedBy.has(f)) continue;
    const path = placeOf(f);
    if (empty.has(path) && !isEmptyRule(f)) continue;
    if (isCombining(f.keyword)) {
      combining.push(f);
      continue;
    }
    const xErrors = ui ? uiNodeAtPath(ui, path)?.['x-errors'] : undefined;
    const { example, open } = fieldFacts(path, schema, ui);
    // in an object that takes named entries, a key it does not take is a name refused, as by propertyNames
    const keyword = open && f.keyword === 'additionalProperties' ? 'propertyNames' : f.keyword;
    const known = { ...f, keyword, params: { ...f.params, ...(example !== undefined ? { example } : {}), ...(open ? { open } : {}) } };
    say(f, plainMessage(known, xErrors, strings) ?? fallbackMessage(f.keyword, strings));
  }
  // A combining rule is shown itself when nothing at or under its place is, and a choice when nothing
  // of its chosen alternative is: a refused answer always says where and why.
  for (const f of [...combining, ...[...explainedBy.keys()].filter((c) => !dropped.has(c))]) {
    const path = placeOf(f);
    const inside = explainedBy.get(f);
    if (inside ? inside.some((i) => said.has(i)) : out.some((e) => within(e.path, path))) continue;
    say(f, ownMessage(ui ? uiNodeAtPath(ui, path)?.['x-errors'] : undefined, f.keyword) ?? genericMessage(f, strings) ?? fallbackMessage(f.keyword, strings));
  }
  const first = failures[0];
  if (!out.length && first) say(first, fallbackMessage(first.keyword, strings));
  return out;
}

/**
 * What a field's schema tells about a failure there: an answer of the right form (its first example,
 * else its UI placeholder), and whether the value is an object a person adds named entries to.
 */
function fieldFacts(path: string, schema: JsonObject | undefined, ui: JsonObject | undefined): { example?: string; open: boolean } {
  const nodes = schema ? schemasAtPath(schema, path) : [];
  const examples = nodes.map((n) => n.examples).find(Array.isArray) as unknown[] | undefined;
  const placeholder = ui ? uiNodeAtPath(ui, path)?.['ui:placeholder'] : undefined;
  const example = examples?.[0] ?? (typeof placeholder === 'string' && placeholder ? placeholder : undefined);
  const open = nodes.some((n) => isObject(n.patternProperties) || (n.additionalProperties !== undefined && n.additionalProperties !== false));
  return { ...(example !== undefined ? { example: String(example) } : {}), open };
}

/** The values a message may name: the field, the field a dependency hangs on, an example, the name given. */
function valuesOf(f: FieldFailure, path: string, facts: { example?: string }, schema: JsonObject | undefined, ui: JsonObject | undefined): Record<string, string> {
  const params = f.params ?? {};
  const parent = path.split('/').slice(0, -1).join('/');
  const name = params.propertyName ?? params.additionalProperty;
  return {
    field: fieldLabel(path, schema, ui),
    ...(typeof params.property === 'string' ? { other: fieldLabel(`${parent}/${params.property}`, schema, ui) } : {}),
    ...(facts.example !== undefined ? { example: facts.example } : {}),
    ...(typeof name === 'string' ? { name } : {}),
  };
}

/** A line of an error summary: "{field}: {message}", or the message alone when it names its field itself. */
export function summaryLine(field: string, message: string, strings: Record<string, string>): string {
  if (!field || message.toLowerCase().startsWith(field.toLowerCase())) return message;
  return interpolate(strings['form.errorSummaryItem'] ?? '{field}: {message}', { field, message });
}

/** One sentence naming each field and what to do ("Date of birth: Required, ZIP code: Enter a 5-digit ZIP code"). */
export function errorSummary(errors: readonly { path: string; message: string }[], strings: Record<string, string>, schema?: JsonObject, ui?: JsonObject): string {
  const lines = errors.map((e) => summaryLine(fieldLabel(e.path, schema, ui), e.message, strings));
  return [...new Set(lines)].join(', ') || (strings['validation.invalid'] ?? 'Check this answer');
}

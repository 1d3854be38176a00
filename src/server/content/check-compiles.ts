import type { Ajv, ErrorObject } from 'ajv';
import { choicesIn, refsIn } from '../../engine/schema-refs';
import type { JsonObject, Problem, ScreenPair } from '../../engine/types';
import { asPartOf, formAjv } from './form-ajv';
import { memo } from './memo';
import { metaProblems } from './meta-messages';

/** The formats a form may name: those the form validator knows. */
let formats: string[] | undefined;
export const formFormats = (): string[] => (formats ??= Object.keys((formAjv() as unknown as { formats: Record<string, unknown> }).formats));

/** What a schema's compile found, by the schema's text: places in the schema and what to do. */
type Refusal = { pointer: string; message: string }[];
const refusals = memo<Refusal>(2000);

/**
 * The compilers of one check: strict (what it refuses, the server could not serve) and the form
 * validator as content:gen runs it. Made once a check meets a schema it has not compiled before, since
 * making one costs far more than compiling a form.
 */
interface Compilers {
  strict: Ajv;
  parts: Ajv;
}

const CANNOT = 'the form cannot be compiled, so every answer to it would fail';

/** The place a compiler's complaint is about: the $ref it could not follow, the path it names, else the schema. */
function placeOf(schema: JsonObject, e: Error): string {
  const missing = (e as { missingRef?: unknown }).missingRef;
  if (typeof missing === 'string') {
    const ref = refsIn(schema).find((r) => missing === r.ref || missing.endsWith(r.ref));
    if (ref) return ref.at;
  }
  const path = /at path "#([^"]*)"/.exec(e.message)?.[1];
  return path ?? '';
}

/** A compiler's complaint in plain words, where it has a known form. */
function said(e: Error): string {
  if (e instanceof RangeError) return 'its references lead round without end: point each $ref at a definition that describes a value';
  const missing = (e as { missingRef?: unknown }).missingRef;
  if (typeof missing === 'string') return `"${missing}" points at nothing this schema holds: write "#/$defs/<name>" of a definition in this file`;
  const up = /Cannot access data (\d+) levels? up/.exec(e.message);
  if (up) return `a {"$data": ...} here reaches ${up[1]} level${up[1] === '1' ? '' : 's'} up, above the value this part is checked against by itself: point it at data inside the part, or move the rule out of the choice`;
  const format = /unknown format "([^"]+)"/.exec(e.message);
  if (format) return `"${format[1]}" is not a format the validator knows`;
  const keyword = /unknown keyword: "([^"]+)"/.exec(e.message);
  if (keyword) return `"${keyword[1]}" is not a JSON Schema keyword: remove it or spell the keyword`;
  const typeFor = /missing type "(\w+)" for keyword "(\w+)"/.exec(e.message);
  if (typeFor) return `"${typeFor[2]}" applies to ${typeFor[1]} values only: add "type": "${typeFor[1]}"`;
  const undefinedField = /required property "([^"]+)" is not defined/.exec(e.message);
  if (undefinedField) return `"${undefinedField[1]}" is required but is no field here: add it under properties, or remove it from required`;
  if (/duplicate items/.test(e.message)) return 'a list in it names the same value twice: remove one';
  // the compiler's own words are no help to the person who writes the form
  return 'the validator refuses it as written: compare it with a working form of the same kind';
}

/**
 * With $data, ajv lets a rule's value be {"$data": ...} instead, as a second choice in its meta-schema:
 * that choice says nothing to a form's author, so a value wrong for the rule is said as the rule's own.
 */
function withoutDataChoice(errors: readonly ErrorObject[]): ErrorObject[] {
  const own = errors.filter((e) => !/refs\/data\.json#/.test(e.schemaPath));
  const explained = new Set(own.filter((e) => e.keyword !== 'anyOf').map((e) => e.instancePath));
  return own.filter((e) => !(e.keyword === 'anyOf' && explained.has(e.instancePath)));
}

function refusalOf(schema: JsonObject, compilers: () => Compilers): Refusal {
  const { strict, parts } = compilers();
  // a schema the JSON Schema meta-schema refuses is said place by place, not as the compiler's one line
  if (!strict.validateSchema(schema)) return metaProblems(withoutDataChoice(strict.errors ?? [])).map((p) => ({ pointer: p.pointer, message: `${CANNOT}: ${p.message}` }));
  try {
    strict.compile(schema);
  } catch (e) {
    return [{ pointer: placeOf(schema, e as Error), message: `${CANNOT}: ${said(e as Error)}` }];
  }
  // rjsf checks each choice of a oneOf/anyOf on its own to pick the one that fits an answer, so content:gen
  // compiles each choice by itself, with its references pointing into the form
  const choices = choicesIn(schema);
  if (!choices.length) return [];
  const rootId = typeof schema.$id === 'string' ? schema.$id : 'form';
  const out: Refusal = [];
  try {
    parts.addSchema({ ...schema, $id: rootId });
    for (const choice of choices) {
      try {
        parts.compile(asPartOf(rootId, choice.node));
      } catch (e) {
        out.push({ pointer: choice.at, message: `this choice cannot be checked by itself, as the form does to pick the choice that fits an answer: ${said(e as Error)}` });
      }
    }
  } finally {
    parts.removeSchema();
  }
  return out;
}

/** Form schemas the compilers refuse for reasons the content rules did not already name (files in `reported`). */
export function checkCompiles(pairs: readonly ScreenPair[], reported: Set<string>): Problem[] {
  const problems: Problem[] = [];
  let made: Compilers | undefined;
  const compilers = () => (made ??= {
    strict: formAjv({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false }),
    parts: formAjv(),
  });
  // one compiler holds every form: a second form with an $id already taken could not be served
  const ids = new Set<string>();
  for (const pair of pairs) {
    if (reported.has(pair.file)) continue;
    const { $schema: _ignored, ...schema } = pair.schema;
    const id = typeof schema.$id === 'string' ? schema.$id : undefined;
    if (id !== undefined && ids.has(id)) {
      problems.push({ file: pair.file, pointer: '/$id', message: `${CANNOT}: another form already has the $id "${id}": give this one its own, or remove it` });
      continue;
    }
    if (id !== undefined) ids.add(id);
    const refusal = refusals(JSON.stringify(schema), () => refusalOf(schema, compilers));
    problems.push(...refusal.map((r) => ({ file: pair.file, ...r })));
  }
  return problems;
}

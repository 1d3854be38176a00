import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { buildContent, type ContentFiles } from '../../engine/content';
import { checkContent, FORM_FOLDERS } from '../../engine/check';
import { parseJsonSource, positionAt, type SourcePosition } from '../../engine/json-source';
import type { ContentIndex, Json, Problem } from '../../engine/types';
import { productNames } from '../../product/content-rules';
import { ANSWER_PLACEHOLDERS } from '../chat/chatbot';
import { AUTOMATIC_EFFECT_NAMES } from '../effects/names';
import { checkedClean, cleanStamp, rememberClean } from './check-cache';
import { codeCopyKeys } from './code-copy-keys';
import { checkLogos } from './logos';
import { metaMessage } from './meta-messages';

export const CONTENT_DIRS = ['schemas', 'flows', 'orgs'] as const;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Where each value of each file stands, for problem reports. */
export type ContentPositions = Record<string, Map<string, SourcePosition>>;

/** A content file's path (schemas/..., flows/..., orgs/...) -> its text as written. */
export type ContentTexts = Record<string, string>;

/** The text of every content file under root, by path. */
export function readContentTexts(root: string): ContentTexts {
  const texts: ContentTexts = {};
  for (const dir of CONTENT_DIRS) {
    for (const full of walk(join(root, dir))) texts[relative(root, full).split(sep).join('/')] = readFileSync(full, 'utf8');
  }
  return texts;
}

/**
 * Results of work that depends only on its input text, kept for the next check (the studio checks a
 * draft on every save, and all but a file or two are the same each time); bounded, dropped when full.
 */
function memo<T>(limit: number): (key: string, make: () => T) => T {
  const cache = new Map<string, T>();
  return (key, make) => {
    let found = cache.get(key);
    if (found === undefined) {
      if (cache.size >= limit) cache.clear();
      found = make();
      cache.set(key, found);
    }
    return found;
  };
}
const parsedText = memo<ReturnType<typeof parseJsonSource>>(4000);

/** Parses content texts; invalid JSON and keys written twice are reported with line and column. */
export function parseContentTexts(texts: ContentTexts): { files: ContentFiles; problems: Problem[]; positions: ContentPositions } {
  const files: ContentFiles = {};
  const problems: Problem[] = [];
  const positions: ContentPositions = {};
  for (const [file, text] of Object.entries(texts)) {
    const parsed = parsedText(text, () => parseJsonSource(text));
    positions[file] = parsed.positions;
    problems.push(...parsed.problems.map((p) => ({ file, ...p })));
    if (parsed.value !== undefined) files[file] = parsed.value;
  }
  return { files, problems, positions };
}

/** Reads every content file under root; invalid JSON and keys written twice are reported with line and column. */
export const readContentFiles = (root: string) => parseContentTexts(readContentTexts(root));

const META_FOR: [RegExp, string][] = [
  [/^orgs\/[^/]+\.json$/, 'org'],
  [/^flows\/[^/]+\.flow\.json$/, 'flow'],
  [/^flows\/status-routes\.json$/, 'status-routes'],
  [/^flows\/feature-flags\.json$/, 'feature-flags'],
  [/^flows\/chatbot-knowledge\.json$/, 'chatbot-knowledge'],
  [/^schemas\/copy\/[^/]+\.json$/, 'copy'],
  [/^schemas\/(screens|registration|conditions|forms)\/[^/]+\.ui\.json$/, 'ui'],
  [/^schemas\/(screens|registration|conditions|forms)\/[^/]+\.schema\.json$/, 'screen'],
];

/** The validator of form schemas, strict: what it refuses to compile, the server could not serve. */
function formCompiler(): Ajv {
  const ajv = new Ajv({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false, allErrors: true, $data: true });
  addFormats.default(ajv);
  return ajv;
}
const FORMATS = Object.keys((formCompiler() as unknown as { formats: Record<string, unknown> }).formats);

const compiledMetas = memo<{ validators: Record<string, ValidateFunction>; problems: Problem[] }>(8);

/** The meta-schemas compiled; one that cannot be is reported, and the files it governs go unchecked by it. */
function metaValidators(files: ContentFiles, problems: Problem[]): Record<string, ValidateFunction> {
  const metas = Object.entries(files).filter(([f]) => f.startsWith('schemas/meta/'));
  const compiled = compiledMetas(JSON.stringify(metas), () => {
    const found: Problem[] = [];
    return { validators: compileMetas(metas, found), problems: found };
  });
  problems.push(...compiled.problems.map((p) => ({ ...p })));
  return compiled.validators;
}

function compileMetas(metas: [string, Json][], problems: Problem[]): Record<string, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, strict: false, $data: true, verbose: true });
  addFormats.default(ajv);
  const out: Record<string, ValidateFunction> = {};
  const refused = new Set<string>();
  const refuse = (file: string, e: unknown) => {
    refused.add(file);
    problems.push({ file, pointer: '', message: `this meta-schema cannot be compiled, so the files it describes go unchecked: ${(e as Error).message}` });
  };
  for (const [file, schema] of metas) {
    try {
      ajv.addSchema(schema as object);
    } catch (e) {
      refuse(file, e);
    }
  }
  for (const [file, schema] of metas.filter(([f]) => !refused.has(f))) {
    const name = file.replace('schemas/meta/', '').replace('.schema.json', '');
    try {
      const validate = ajv.getSchema(String((schema as { $id?: unknown }).$id));
      if (validate) out[name] = validate;
    } catch (e) {
      refuse(file, e);
    }
  }
  return out;
}

/** Each file against its meta-schema, one sentence per place (a choice between forms reported once). */
function checkMeta(files: ContentFiles): Problem[] {
  const problems: Problem[] = [];
  const validators = metaValidators(files, problems);
  for (const [file, doc] of Object.entries(files)) {
    if (file.startsWith('schemas/meta/')) continue;
    const meta = META_FOR.find(([re]) => re.test(file));
    const validate = meta && validators[meta[1]];
    if (!validate || validate(doc)) continue;
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    const choices = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
    const seen = new Set<string>();
    for (const e of errors) {
      // a value that fits none of several forms: one sentence for the choice, not one per form
      const inChoice = [...choices].some((c) => e.instancePath === c || e.instancePath.startsWith(c + '/'));
      if (inChoice && e.keyword !== 'oneOf' && e.keyword !== 'anyOf') continue;
      const { pointer, message } = metaMessage(e);
      if (seen.has(pointer + message)) continue;
      seen.add(pointer + message);
      problems.push({ file, pointer, message });
    }
  }
  return problems;
}

const compileRefusal = memo<string>(2000);

/** Form schemas the strict compiler refuses for reasons the content rules did not already name. */
function checkCompiles(index: ContentIndex, reported: Set<string>): Problem[] {
  const problems: Problem[] = [];
  // one compiler holds every form: a second form with an $id already taken could not be served
  const ids = new Set<string>();
  for (const screen of Object.values(index.screens)) {
    if (reported.has(screen.file)) continue;
    const { $schema: _ignored, ...schema } = screen.schema;
    const id = typeof schema.$id === 'string' ? schema.$id : undefined;
    const taken = id !== undefined && ids.has(id);
    if (id !== undefined) ids.add(id);
    const why = taken ? `schema with key or id "${id}" already exists` : compileRefusal(JSON.stringify(schema), () => {
      try {
        formCompiler().compile(schema);
        return '';
      } catch (e) {
        return (e as Error).message.replace(/^strict mode: /, '');
      }
    });
    if (why) problems.push({ file: screen.file, pointer: '', message: `the form cannot be compiled, so every answer to it would fail: ${why}` });
  }
  return problems;
}

/** Every problem in the content under root: JSON, meta-schemas, form schemas, cross-references, code copy, logos. */
export const checkContentAt = (root: string): { index: ContentIndex; problems: Problem[] } => checkContentTexts(readContentTexts(root), root);

/**
 * The same check over content held in memory (a studio draft over a published version); logos are
 * looked for in the assets of root.
 */
export function checkContentTexts(texts: ContentTexts, root: string): { index: ContentIndex; files: ContentFiles; problems: Problem[] } {
  const copyKeys = codeCopyKeys();
  // the bundled server does not check again what the same build found clean (check-cache.ts); those texts
  // parsed without problems then, so they are read as plain JSON, with no source positions to keep
  const stamp = cleanStamp([...Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)).flat(), JSON.stringify(copyKeys)]);
  if (checkedClean(stamp)) {
    const files: ContentFiles = Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, JSON.parse(text) as Json]));
    return { index: buildContent(files).index, files, problems: [] };
  }
  const { files, problems, positions } = parseContentTexts(texts);
  const built = buildContent(files);
  problems.push(...checkMeta(files));
  problems.push(...built.problems);
  const shapesReported = problems.length > 0;
  problems.push(...checkContent(built.index, {
    ...productNames(),
    effects: [...AUTOMATIC_EFFECT_NAMES],
    formats: FORMATS,
    enumerations: { ...productNames().enumerations, ...usStates(files) },
    codeCopyKeys: copyKeys,
    chatbotPlaceholders: ANSWER_PLACEHOLDERS,
  }, { shapesReported }));
  const formFiles = new Set(problems.filter((p) => FORM_FOLDERS.some((f) => p.file.startsWith(`schemas/${f}/`))).map((p) => p.file));
  problems.push(...checkCompiles(built.index, formFiles));
  problems.push(...checkLogos(root, built.index));
  for (const p of problems) {
    if (p.line !== undefined) continue;
    const at = positions[p.file] && positionAt(positions[p.file] as Map<string, SourcePosition>, p.pointer);
    if (at) Object.assign(p, at);
  }
  if (!problems.length) rememberClean(stamp);
  return { index: built.index, files, problems };
}

/** A form field named state offers the US state codes the org meta-schema lists (the one list of them). */
function usStates(files: ContentFiles): Record<string, string[]> {
  const meta = files['schemas/meta/org.schema.json'] as { definitions?: { state?: { enum?: Json[] } } } | undefined;
  const states = (meta?.definitions?.state?.enum ?? []).filter((s): s is string => typeof s === 'string');
  return states.length ? { state: states } : {};
}

/**
 * The flags file as staff edit it while the server runs, against its meta-schema: the problems of an
 * edit (an edit with any is not applied).
 */
export function flagsEditCheck(root: string): (doc: unknown) => string[] {
  // compiled on the first edit, not at start: most servers never see one
  let validate: ValidateFunction | undefined;
  return (doc) => {
    validate ??= new Ajv({ allErrors: true, strict: false, verbose: true })
      .compile(JSON.parse(readFileSync(join(root, 'schemas/meta/feature-flags.schema.json'), 'utf8')) as object);
    return validate(doc) ? [] : (validate.errors ?? []).map((e) => metaMessage(e).message);
  };
}

/** "orgs/NEW.json:14:16 /support/phone: support.phone: write 10 digits, like 8775550142". */
export const formatProblem = (p: Problem): string =>
  `${p.file}${p.line !== undefined ? `:${p.line}:${p.column}` : ''} ${p.pointer || '/'}: ${p.message}`;

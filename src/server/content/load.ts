import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { buildContent, type ContentFiles } from '../../engine/content';
import { checkContent, FORM_FOLDERS, type KnownNames } from '../../engine/check';
import { parseJsonSource, positionAt, type SourcePosition } from '../../engine/json-source';
import type { ContentIndex, Json, Problem } from '../../engine/types';
import { productNames } from '../../product/content-rules';
import { ANSWER_PLACEHOLDERS } from '../chat/chatbot';
import { AUTOMATIC_EFFECT_NAMES } from '../effects/names';
import { checkedClean, cleanStamp, rememberClean } from './check-cache';
import { checkCompiles, formFormats } from './check-compiles';
import { codeCopyKeys } from './code-copy-keys';
import { assetDir, checkLogos } from './logos';
import { drawnColourPairs } from './check-drawn-colours';
import { memo } from './memo';
import { metaMessage, metaProblems } from './meta-messages';

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
  [/^schemas\/(screens|registration|conditions|forms)\/[^/]+\.[a-z]{2}\.json$/, 'translation'],
  [/^docs\/gallery\/[^/]+\.ui\.json$/, 'ui'],
  [/^docs\/gallery\/[^/]+\.schema\.json$/, 'screen'],
  [/^docs\/gallery\/[^/]+\.examples\.json$/, 'gallery-examples'],
];

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
    problems.push({ file, pointer: '', message: `this meta-schema cannot be compiled, so the files it describes go unchecked: ${plainCompileError(e)}` });
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

/** A compiler's refusal of a meta-schema in words, without the compiler's own. */
function plainCompileError(e: unknown): string {
  if (e instanceof RangeError) return 'its references lead round without end: point each $ref at a definition';
  const missing = (e as { missingRef?: unknown }).missingRef;
  if (typeof missing === 'string') return `"${missing}" points at nothing: write the $id or pointer of a schema that exists`;
  return 'it is not a JSON Schema the validator reads: compare it with the meta-schema it was copied from';
}

/** Each file against its meta-schema (the meta-schemas read from the same files), one sentence per place (a choice between forms reported once). */
export function checkMeta(files: ContentFiles): Problem[] {
  const problems: Problem[] = [];
  const validators = metaValidators(files, problems);
  for (const [file, doc] of Object.entries(files)) {
    if (file.startsWith('schemas/meta/')) continue;
    const meta = META_FOR.find(([re]) => re.test(file));
    const validate = meta && validators[meta[1]];
    if (!validate || validate(doc)) continue;
    problems.push(...metaProblems(validate.errors ?? []).map((p) => ({ file, ...p })));
  }
  return problems;
}

/** Every problem in the content under root: JSON, meta-schemas, form schemas, cross-references, code copy, logos. */
export const checkContentAt = (root: string): { index: ContentIndex; problems: Problem[] } => checkContentTexts(readContentTexts(root), root);

/**
 * The same check over content held in memory (a studio draft over a published version); logos are
 * looked for in the assets of root.
 */
export function checkContentTexts(texts: ContentTexts, root: string, opts: { changed?: readonly string[] } = {}): { index: ContentIndex; files: ContentFiles; problems: Problem[] } {
  const copyKeys = codeCopyKeys();
  const drawn = drawnColourPairs();
  // the bundled server does not check again what the same build found clean (check-cache.ts): the same
  // content files, logos and code; those texts parsed without problems then, so they are read as plain
  // JSON, with no source positions to keep
  // (ordered by code unit: any fixed order will do, and a collator's first use costs a start dearly)
  const stamp = cleanStamp([...Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flat(), ...assetStamp(root), JSON.stringify(copyKeys), JSON.stringify(drawn)]);
  if (checkedClean(stamp)) {
    const files: ContentFiles = Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, JSON.parse(text) as Json]));
    return { index: buildContent(files).index, files, problems: [] };
  }
  const { files, problems, positions } = parseContentTexts(texts);
  const built = buildContent(files);
  problems.push(...checkMeta(files));
  problems.push(...built.problems);
  const shapesReported = problems.length > 0;
  const changed = opts.changed ?? changeOrder(root, Object.keys(texts));
  problems.push(...checkContent(built.index, { ...knownNames(files), codeCopyKeys: copyKeys, drawn, changed }, { shapesReported }));
  const formFiles = new Set(problems.filter((p) => FORM_FOLDERS.some((f) => p.file.startsWith(`schemas/${f}/`))).map((p) => p.file));
  problems.push(...checkCompiles(Object.values(built.index.screens), formFiles));
  problems.push(...checkLogos(root, built.index));
  placeProblems(problems, positions);
  if (!problems.length) rememberClean(stamp);
  return { index: built.index, files, problems };
}

/**
 * Content files in the order they were last changed on disk, the most recent last; files held only in
 * memory (new in a draft) are the most recent of all. A clash between two files is blamed on the later.
 */
export function changeOrder(root: string, files: readonly string[]): string[] {
  const when = new Map(files.map((f) => {
    try {
      return [f, statSync(join(root, f)).mtimeMs] as const;
    } catch {
      return [f, Infinity] as const;
    }
  }));
  return [...files].sort((a, b) => (when.get(a) as number) - (when.get(b) as number) || a.localeCompare(b));
}

/** Every lender asset (logo) under root, name and bytes, for the check's stamp: a deleted or replaced logo is checked again. */
function assetStamp(root: string): string[] {
  const dir = assetDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const full = join(dir, name);
    try {
      return statSync(full).isFile() ? [`asset:${name}`, createHash('sha256').update(readFileSync(full)).digest('hex')] : [];
    } catch {
      return [];
    }
  });
}

/** What content may name (guards, widgets, formats, known values, ...), with the meta-schemas among files. */
export function knownNames(files: ContentFiles): KnownNames {
  return {
    ...productNames(),
    effects: [...AUTOMATIC_EFFECT_NAMES],
    formats: formFormats(),
    enumerations: { ...productNames().enumerations, ...usStates(files) },
    chatbotPlaceholders: ANSWER_PLACEHOLDERS,
  };
}

/** Gives each problem the line and column of its place, where the file's text has it. */
export function placeProblems(problems: Problem[], positions: ContentPositions): void {
  for (const p of problems) {
    if (p.line !== undefined) continue;
    const at = positions[p.file] && positionAt(positions[p.file] as Map<string, SourcePosition>, p.pointer);
    if (at) Object.assign(p, at);
  }
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

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { buildContent, type ContentFiles } from '../../engine/content';
import { checkContent } from '../../engine/check';
import { GUARD_NAMES } from '../../product/guards';
import { BUILTIN_WIDGETS, PAGE_NAMES, PROJECT_FIELDS, PROJECT_WIDGETS } from '../../product/registry-names';
import type { ContentIndex, Json, Problem } from '../../engine/types';
import { AUTOMATIC_EFFECT_NAMES } from '../effects/names';

export const CONTENT_DIRS = ['schemas', 'flows', 'orgs'] as const;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Reads every content file under root; unparsable JSON is reported, not thrown. */
export function readContentFiles(root: string): { files: ContentFiles; problems: Problem[] } {
  const files: ContentFiles = {};
  const problems: Problem[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const full of walk(join(root, dir))) {
      const file = relative(root, full).split(sep).join('/');
      try {
        files[file] = JSON.parse(readFileSync(full, 'utf8')) as Json;
      } catch (e) {
        problems.push({ file, pointer: '', message: `is not valid JSON: ${(e as Error).message}` });
      }
    }
  }
  return { files, problems };
}

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

function metaValidators(files: ContentFiles): Record<string, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, strict: false, $data: true });
  addFormats.default(ajv);
  const out: Record<string, ValidateFunction> = {};
  const metas = Object.entries(files).filter(([f]) => f.startsWith('schemas/meta/'));
  for (const [, schema] of metas) ajv.addSchema(schema as object);
  for (const [file, schema] of metas) {
    const name = file.replace('schemas/meta/', '').replace('.schema.json', '');
    out[name] = ajv.getSchema((schema as { $id: string }).$id) as ValidateFunction;
  }
  return out;
}

const describe = (e: ErrorObject): string => {
  if (e.keyword === 'additionalProperties') return `has unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === 'required') return `is missing required property "${(e.params as { missingProperty: string }).missingProperty}"`;
  if (e.keyword === 'enum') return `${e.message}: ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`;
  return e.message ?? e.keyword;
};

/** Every problem in the content under root: JSON, meta-schemas, cross-references, logos. */
export function checkContentAt(root: string): { index: ContentIndex; problems: Problem[] } {
  const { files, problems } = readContentFiles(root);
  const validators = metaValidators(files);
  for (const [file, doc] of Object.entries(files)) {
    if (file.startsWith('schemas/meta/')) continue;
    const meta = META_FOR.find(([re]) => re.test(file));
    const validate = meta && validators[meta[1]];
    if (!validate) continue;
    if (!validate(doc)) {
      const seen = new Set<string>();
      for (const e of validate.errors ?? []) {
        // allOf/$ref wrappers repeat the same error; keep one per pointer and message
        const key = e.instancePath + describe(e);
        if (e.keyword === 'if' || seen.has(key)) continue;
        seen.add(key);
        problems.push({ file, pointer: e.instancePath, message: describe(e) });
      }
    }
  }
  const built = buildContent(files);
  problems.push(...built.problems);
  problems.push(...checkContent(built.index, {
    guards: GUARD_NAMES(),
    widgets: [...BUILTIN_WIDGETS, ...PROJECT_WIDGETS],
    fields: [...PROJECT_FIELDS],
    pages: [...PAGE_NAMES],
    effects: [...AUTOMATIC_EFFECT_NAMES],
  }));
  for (const org of Object.values(built.index.orgs)) {
    if (org.theme?.logo && !existsSync(join(root, 'public', 'logos', org.theme.logo))) {
      problems.push({ file: org.file, pointer: '/theme/logo', message: `logo public/logos/${org.theme.logo} does not exist` });
    }
  }
  return { index: built.index, problems };
}

export const formatProblem = (p: Problem): string => `${p.file}#${p.pointer || '/'}: ${p.message}`;

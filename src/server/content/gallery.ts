import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFiles } from '../../engine/content';
import { isObject, type Json, type Problem, type ScreenPair } from '../../engine/types';
import { parseContentTexts, type ContentTexts } from './load';

/**
 * The feature gallery: one form per JSON Schema feature family (docs/gallery/<family>.schema.json,
 * .ui.json and .examples.json), checked like the applicant's screens and shown to staff only. It is no
 * part of the content applicants are served.
 */
export const GALLERY_DIR = 'docs/gallery';

const GALLERY_FILE = /^docs\/gallery\/([a-z0-9][a-z0-9-]*)\.(schema|ui|examples)\.json$/;

/** A family's screen id: gallery/<family>. */
export const galleryId = (family: string): string => `gallery/${family}`;

/** A document the family's form must accept, or refuse with errors shown at `fields` (JSON pointers into it). */
export interface GalleryExample {
  name: string;
  data: Json;
  fields?: string[];
}

export interface GalleryExamples {
  file: string;
  valid: GalleryExample[];
  invalid: GalleryExample[];
}

export interface Gallery {
  /** The forms, with ids gallery/<family>. */
  pairs: ScreenPair[];
  /** Each form's examples, by screen id. */
  examples: Record<string, GalleryExamples>;
  /** Files that are missing, or cannot be read as the gallery's. */
  problems: Problem[];
}

/** The text of every gallery file under root, by path (docs/gallery/...). */
export function readGalleryTexts(root: string): ContentTexts {
  const dir = join(root, GALLERY_DIR);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir).filter((name) => name.endsWith('.json')).sort()
    .map((name) => [`${GALLERY_DIR}/${name}`, readFileSync(join(dir, name), 'utf8')]));
}

const examplesOf = (list: Json | undefined): GalleryExample[] =>
  (Array.isArray(list) ? list : []).filter(isObject).map((e) => ({
    name: typeof e.name === 'string' ? e.name : '',
    data: e.data ?? null,
    ...(Array.isArray(e.fields) ? { fields: e.fields.filter((f): f is string => typeof f === 'string') } : {}),
  }));

/** The gallery among parsed files: its pairs and examples; a family missing a file, or a file of no family, is a problem. */
export function galleryOf(files: ContentFiles): Gallery {
  const families = new Map<string, Partial<Record<'schema' | 'ui' | 'examples', Json>>>();
  const problems: Problem[] = [];
  for (const [file, doc] of Object.entries(files)) {
    if (!file.startsWith(`${GALLERY_DIR}/`)) continue;
    const match = GALLERY_FILE.exec(file);
    if (!match) {
      problems.push({ file, pointer: '', message: 'is no gallery file: name it <family>.schema.json, <family>.ui.json or <family>.examples.json, the family in lower-case words joined by "-"' });
      continue;
    }
    const [, family, half] = match as unknown as [string, string, 'schema' | 'ui' | 'examples'];
    families.set(family, { ...families.get(family), [half]: doc });
  }
  const gallery: Gallery = { pairs: [], examples: {}, problems };
  for (const [family, halves] of [...families].sort(([a], [b]) => a.localeCompare(b))) {
    const file = (half: string) => `${GALLERY_DIR}/${family}.${half}.json`;
    const missing = (['schema', 'ui', 'examples'] as const).filter((half) => halves[half] === undefined);
    for (const half of missing) {
      problems.push({ file: file(half), pointer: '', message: `gallery family "${family}" has no ${family}.${half}.json: add it (a family is a .schema.json, a .ui.json and an .examples.json)` });
    }
    const { schema, ui, examples } = halves;
    if (!isObject(schema) || !isObject(ui)) continue;
    const id = galleryId(family);
    gallery.pairs.push({ id, file: file('schema'), schema, ui });
    if (!isObject(examples)) continue;
    gallery.examples[id] = { file: file('examples'), valid: examplesOf(examples.valid), invalid: examplesOf(examples.invalid) };
    for (const kind of ['valid', 'invalid'] as const) {
      const names = gallery.examples[id][kind].map((e) => e.name);
      names.forEach((name, i) => {
        if (names.indexOf(name) !== i) problems.push({ file: file('examples'), pointer: `/${kind}/${i}/name`, message: `${kind}[${i}].name: "${name}" is already the name of ${kind}[${names.indexOf(name)}]: give each example a name of its own` });
      });
    }
  }
  return gallery;
}

/** The gallery under root: its forms as screen pairs (ids gallery/<family>) and their examples. */
export function readGalleryFiles(root: string): Gallery {
  const { files, problems } = parseContentTexts(readGalleryTexts(root));
  const gallery = galleryOf(files);
  return { ...gallery, problems: [...problems, ...gallery.problems] };
}

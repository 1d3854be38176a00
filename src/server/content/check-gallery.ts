import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkScreen, unreadable } from '../../engine/check';
import type { Problem } from '../../engine/types';
import { checkCompiles } from './check-compiles';
import { galleryOf, readGalleryTexts, type Gallery } from './gallery';
import { checkMeta, knownNames, parseContentTexts, placeProblems } from './load';

const META_DIR = 'schemas/meta';

/**
 * The gallery under root, checked as the applicant's forms are (meta-schemas, the data schema, the UI
 * schema, every rule in plain words from the content's copy `strings`, the compilers), and each
 * examples file's shape. Problems name the gallery's files.
 */
export function checkGalleryAt(root: string, strings: Record<string, string>): { gallery: Gallery; problems: Problem[] } {
  const texts = readGalleryTexts(root);
  if (!Object.keys(texts).length) return { gallery: { pairs: [], examples: {}, problems: [] }, problems: [] };
  const metas = Object.fromEntries(readdirSync(join(root, META_DIR)).filter((name) => name.endsWith('.json'))
    .map((name) => [`${META_DIR}/${name}`, readFileSync(join(root, META_DIR, name), 'utf8')]));
  const { files, problems, positions } = parseContentTexts({ ...metas, ...texts });
  problems.push(...checkMeta(files));
  const gallery = galleryOf(files);
  problems.push(...gallery.problems);
  const known = knownNames(files);
  for (const pair of gallery.pairs) {
    const uiFile = pair.file.replace('.schema.json', '.ui.json');
    const shapeReported = problems.some((p) => p.file === pair.file || p.file === uiFile);
    try {
      problems.push(...checkScreen(pair, known, strings, true));
    } catch (e) {
      // a file of the wrong shape can trip a check; its meta-schema's report says what to fix first
      if (!shapeReported) problems.push({ file: pair.file, pointer: '', message: unreadable(e) });
    }
  }
  problems.push(...checkCompiles(gallery.pairs, new Set(problems.map((p) => p.file))));
  placeProblems(problems, positions);
  return { gallery, problems };
}

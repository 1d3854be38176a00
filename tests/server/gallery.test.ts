import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import copy from '../../schemas/copy/en.json';
import { checkGalleryAt } from '../../src/server/content/check-gallery';
import { galleryOf } from '../../src/server/content/gallery';
import { formatProblem } from '../../src/server/content/load';

const strings = copy as Record<string, string>;
const form = { type: 'object', title: 'T', description: 'D', additionalProperties: false, properties: {} };
const ui = { 'x-screen': { title: 'T' } };

describe('the feature gallery', () => {
  it('is its forms, as screens gallery/<family>, with their examples', () => {
    const gallery = galleryOf({
      'docs/gallery/dates.schema.json': form,
      'docs/gallery/dates.ui.json': ui,
      'docs/gallery/dates.examples.json': { valid: [{ name: 'empty', data: {} }], invalid: [{ name: 'a list', data: [], fields: [''] }] },
    });
    expect(gallery.problems).toEqual([]);
    expect(gallery.pairs).toEqual([{ id: 'gallery/dates', file: 'docs/gallery/dates.schema.json', schema: form, ui }]);
    expect(gallery.examples['gallery/dates']).toEqual({ file: 'docs/gallery/dates.examples.json', valid: [{ name: 'empty', data: {} }], invalid: [{ name: 'a list', data: [], fields: [''] }] });
  });

  it('says which file a family lacks, which file is none of a family, and which example name is taken', () => {
    const { problems } = galleryOf({
      'docs/gallery/dates.schema.json': form,
      'docs/gallery/dates.ui.json': ui,
      'docs/gallery/Dates.json': {},
      'docs/gallery/arrays.schema.json': form,
      'docs/gallery/arrays.ui.json': ui,
      'docs/gallery/arrays.examples.json': { valid: [{ name: 'one', data: {} }, { name: 'one', data: {} }], invalid: [] },
    });
    expect(problems.map(formatProblem)).toEqual([
      'docs/gallery/Dates.json /: is no gallery file: name it <family>.schema.json, <family>.ui.json or <family>.examples.json, the family in lower-case words joined by "-"',
      'docs/gallery/arrays.examples.json /valid/1/name: valid[1].name: "one" is already the name of valid[0]: give each example a name of its own',
      'docs/gallery/dates.examples.json /: gallery family "dates" has no dates.examples.json: add it (a family is a .schema.json, a .ui.json and an .examples.json)',
    ]);
  });

  describe('checked by content:check', () => {
    let root: string | undefined;
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
      root = undefined;
    });
    const copyOfGallery = () => {
      const at = mkdtempSync(join(tmpdir(), 'gallery-'));
      mkdirSync(join(at, 'schemas'), { recursive: true });
      cpSync('schemas/meta', join(at, 'schemas/meta'), { recursive: true });
      cpSync('docs/gallery', join(at, 'docs/gallery'), { recursive: true });
      return (root = at);
    };
    const edit = (at: string, file: string, change: (text: string) => string) => writeFileSync(join(at, file), change(readFileSync(join(at, file), 'utf8')));

    it('holds the gallery clean', () => {
      expect(checkGalleryAt(process.cwd(), strings).problems.map(formatProblem)).toEqual([]);
    });

    it('reports a form\'s mistakes and an examples file of the wrong shape at the gallery file, line and column', () => {
      const at = copyOfGallery();
      edit(at, 'docs/gallery/references.ui.json', (t) => t.replace('"street": {\n      "ui:placeholder"', '"stret": {\n      "ui:placeholder"'));
      edit(at, 'docs/gallery/fixed-arrays.examples.json', (t) => t.replace(',\n      "fields": ["/coordinates"]', ''));
      const said = checkGalleryAt(at, strings).problems.map(formatProblem);
      expect(said).toContainEqual(expect.stringMatching(/^docs\/gallery\/references\.ui\.json:\d+:\d+ \/billing\/stret: billing: "stret" is no field of this form \(did you mean "street"\?\)/));
      expect(said).toContainEqual(expect.stringMatching(/^docs\/gallery\/fixed-arrays\.examples\.json:\d+:\d+ \/invalid\/0: invalid\[0\]: add "fields" \(Where the errors show/));
    });
  });
});

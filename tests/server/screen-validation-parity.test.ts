import type { RJSFSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../src/engine/content';
import type { ContentIndex, Json, JsonObject, ScreenPair } from '../../src/engine/types';
import { contentErrors, pointerOf } from '../../src/renderer/errors';
import { createPrecompiledValidator } from '../../src/renderer/precompiled-validator';
import { readGalleryFiles } from '../../src/server/content/gallery';
import { readContentFiles } from '../../src/server/content/load';
import { HttpError } from '../../src/server/core/errors';
import { ScreenValidator } from '../../src/server/core/screen-validation';
import { exampleOf, type Schema } from '../helpers/fuzz';
import { precompiledFunctions } from '../helpers/precompiled';

/**
 * The page validates a form with the validator content:gen precompiles; the server validates the write
 * with its own. Both must refuse exactly the same answers, with their errors at the same fields: a form the
 * page lets through and the server refuses strands the applicant; the other way round, the server stores
 * what the form never allows.
 */

const content = buildContent(readContentFiles(process.cwd()).files).index;
const gallery = readGalleryFiles(process.cwd());
const index: ContentIndex = { ...content, screens: { ...content.screens, ...Object.fromEntries(gallery.pairs.map((p) => [p.id, p])) } };
const server = new ScreenValidator(() => index);

/** The places (JSON pointers) of the errors each side shows for an answer: none when it accepts it. */
type Places = (data: Json) => string[];

async function pagePlaces(pair: ScreenPair): Promise<Places> {
  const { $schema: _ignored, ...schema } = pair.schema;
  const page = createPrecompiledValidator((await precompiledFunctions(pair.schema, pair.id)) as never, schema as RJSFSchema);
  // no alternative shown: the page's messages infer it from the answer, as the server's do
  const transform = contentErrors(pair.ui, index.strings, pair.schema, new Map());
  return (data) => [...new Set(page.validateFormData(data, schema as RJSFSchema, undefined, transform).errors.map((e) => pointerOf(e.property)))].sort();
}

const serverPlaces = (pair: ScreenPair): Places => (data) => {
  try {
    server.validate(pair.id, data);
    return [];
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    return [...new Set((e.errors ?? []).map((f) => f.path))].sort();
  }
};

describe('the page and the server refuse the same answers, at the same fields', () => {
  it('the gallery has the families whose examples hold them to it', () => {
    expect(gallery.problems).toEqual([]);
    expect(gallery.pairs.map((p) => p.id)).toEqual(expect.arrayContaining(['gallery/references', 'gallery/fixed-arrays']));
    expect(gallery.pairs.filter((p) => !gallery.examples[p.id]).map((p) => p.id)).toEqual([]);
  });

  describe.each(gallery.pairs.map((pair) => ({ id: pair.id, pair })))('$id', ({ pair }) => {
    const examples = gallery.examples[pair.id] ?? { valid: [], invalid: [] };
    let page: Places;
    beforeAll(async () => {
      page = await pagePlaces(pair);
    });

    it.each(examples.valid)('accepts "$name"', ({ data }) => {
      expect(page(data)).toEqual([]);
      expect(serverPlaces(pair)(data)).toEqual([]);
    });

    it.each(examples.invalid)('refuses "$name" at its fields', ({ data, fields }) => {
      const expected = [...new Set(fields)].sort();
      expect(page(data)).toEqual(expected);
      expect(serverPlaces(pair)(data)).toEqual(expected);
    });
  });

  it('for every screen of the content: nothing, a likely answer, and that answer with each field of the wrong kind', async () => {
    const disagreements: string[] = [];
    for (const pair of Object.values(content.screens)) {
      const page = await pagePlaces(pair);
      const likely = exampleOf(pair.schema as Schema) as JsonObject;
      const answers: Json[] = [{}, likely, ...Object.keys(likely).map((key) => ({ ...likely, [key]: typeof likely[key] === 'string' ? 12345 : 'wrong' }))];
      for (const data of answers) {
        const [a, b] = [page(data), serverPlaces(pair)(data)];
        if (JSON.stringify(a) !== JSON.stringify(b)) disagreements.push(`${pair.id} ${JSON.stringify(data)}: page ${JSON.stringify(a)}, server ${JSON.stringify(b)}`);
      }
    }
    expect(disagreements).toEqual([]);
  }, 120_000);
});

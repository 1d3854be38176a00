import { describe, expect, it } from 'vitest';
import { buildContent, type ContentFiles } from '../../../src/engine/content';
import type { Json } from '../../../src/engine/types';
import { pairTexts } from '../../../src/engine/languages';
import { readContentFiles } from '../../../src/server/content/load';
import { languagesToEdit, translationRows, writeTranslated } from '../../../src/portal/pages/staff/studio/translations';

const { files } = readContentFiles(process.cwd());
const { index } = buildContent(files);
const SALE = 'registration/sale-status';
const pair = index.screens[SALE];
if (!pair) throw new Error('no sale-status pair');
const TITLE = '/ui/x-screen/title';

describe("the studio's side-by-side texts", () => {
  it('offers Spanish where a lender in the scope offers it, and no other language', () => {
    expect(languagesToEdit(index)).toEqual(['es']);
    expect(languagesToEdit(index, 'ALL_IN_CU')).toEqual(['es']);
    expect(languagesToEdit(index, 'HEARTH')).toEqual([]);
  });

  it("shows every text of the pair, at pairTexts' pointers, with its English and its Spanish", () => {
    const rows = translationRows(files, index, pair, 'es');
    expect(rows.map((r) => r.pointer)).toEqual([...pairTexts(pair).keys()]);
    const title = rows.find((r) => r.pointer === TITLE);
    expect(title).toEqual({ pointer: TITLE, english: 'Are you planning to sell?', translated: index.languages?.es?.screens[SALE]?.[TITLE] });
    expect(title?.translated).toMatch(/vender/);
  });

  it("writes the pair's .es.json for every lender, in the pair's order, leaving a cleared text out", () => {
    const write = writeTranslated(files, index, pair, 'es', undefined, TITLE, '¿Va a vender su casa?');
    expect(write?.path).toBe('schemas/registration/sale-status.es.json');
    const written = JSON.parse(write?.text ?? '{}') as Record<string, string>;
    expect(written[TITLE]).toBe('¿Va a vender su casa?');
    expect(Object.keys(written)).toEqual([...pairTexts(pair).keys()].filter((p) => p in written));
    // the draft's file is what the editor reads next
    const next = { ...files, [write?.path ?? '']: written };
    expect(translationRows(next, index, pair, 'es').find((r) => r.pointer === TITLE)?.translated).toBe('¿Va a vender su casa?');
    const cleared = JSON.parse(writeTranslated(next, index, pair, 'es', undefined, TITLE, '')?.text ?? '{}') as Record<string, string>;
    expect(cleared).not.toHaveProperty([TITLE]);
  });

  it("keeps one lender's Spanish as its own words, only where they differ from the shared translation", () => {
    const write = writeTranslated(files, index, pair, 'es', 'ALL_IN_CU', TITLE, '¿Piensa vender su vivienda, socio?');
    expect(write?.path).toBe('orgs/ALL_IN_CU.json');
    const org = JSON.parse(write?.text ?? '{}') as { copy: { es: { screens: Record<string, Record<string, string>>; org?: unknown } }; languages: string[] };
    expect(org.copy.es.screens[SALE]).toEqual({ [TITLE]: '¿Piensa vender su vivienda, socio?' });
    // the lender's other Spanish words and the rest of its file stay as they were
    expect(org.copy.es.org).toBeTruthy();
    expect(org.languages).toEqual(['en', 'es']);
    const next: ContentFiles = { ...files, 'orgs/ALL_IN_CU.json': org as unknown as Json };
    expect(translationRows(next, index, pair, 'es', 'ALL_IN_CU').find((r) => r.pointer === TITLE)?.translated).toBe('¿Piensa vender su vivienda, socio?');
    const shared = index.languages?.es?.screens[SALE]?.[TITLE] as string;
    const back = JSON.parse(writeTranslated(next, index, pair, 'es', 'ALL_IN_CU', TITLE, shared)?.text ?? '{}') as typeof org;
    expect(back.copy.es.screens).toEqual({});
  });
});

import { translationFile } from '../../../../engine/check-languages';
import type { ContentFiles } from '../../../../engine/content';
import { setAtPointer } from '../../../../engine/json-pointer';
import { BASE_LANGUAGE, pairTexts, type Translation } from '../../../../engine/languages';
import { isObject, type ContentIndex, type JsonObject, type ScreenPair } from '../../../../engine/types';
import { jsonText } from './studio-state';

/**
 * The studio's side-by-side editing of a screen's texts in another language (docs/languages.md): each
 * text of the pair (pairTexts, the same JSON pointers) with its English and its translation. For every
 * lender the translation is the pair's `<id>.<lang>.json`; for one lender, its own words in
 * `copy.<lang>.screens.<id>` of its file, over the shared translation.
 */

/** One text slot: where it is in {schema, ui}, its English, and its text in the other language ('' for none yet). */
export interface TextRow { pointer: string; english: string; translated: string }

/** The languages besides English the studio edits for a scope: those a lender in it offers (every lender: any lender). */
export function languagesToEdit(index: ContentIndex, orgCode?: string): string[] {
  const orgs = orgCode ? [index.orgs[orgCode]].filter((o) => o !== undefined) : Object.values(index.orgs);
  return [...new Set(orgs.flatMap((o) => o.languages ?? []))].filter((l) => l !== BASE_LANGUAGE).sort();
}

/** The translation as written for every lender (the draft's file, else the content's). */
function sharedTranslation(files: ContentFiles, index: ContentIndex, pair: ScreenPair, lang: string): Translation {
  const file = files[translationFile(pair, lang)];
  if (isObject(file)) return stringsOf(file);
  return { ...(index.languages?.[lang]?.screens[pair.id] ?? {}) };
}

/** A lender's own words for the pair in the language (copy.<lang>.screens.<id> of its file). */
function lenderTranslation(files: ContentFiles, index: ContentIndex, pair: ScreenPair, lang: string, orgCode: string): Translation {
  const file = index.orgs[orgCode]?.file;
  const doc = file ? files[file] : undefined;
  const own = isObject(doc) && isObject(doc.copy) ? doc.copy[lang] : undefined;
  const screens = isObject(own) ? own.screens : undefined;
  const mine = isObject(screens) ? screens[pair.id] : undefined;
  return isObject(mine) ? stringsOf(mine) : {};
}

const stringsOf = (o: JsonObject): Translation => Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** Each text of the pair, in the pair's order, with its English and its text in `lang` for the scope (a lender's own words first). */
export function translationRows(files: ContentFiles, index: ContentIndex, pair: ScreenPair, lang: string, orgCode?: string): TextRow[] {
  const shared = sharedTranslation(files, index, pair, lang);
  const own = orgCode ? lenderTranslation(files, index, pair, lang, orgCode) : {};
  return [...pairTexts(pair)].map(([pointer, english]) => ({ pointer, english, translated: own[pointer] ?? shared[pointer] ?? '' }));
}

/**
 * The file to write when a slot's text in `lang` changes, and its new text: the pair's translation
 * file for every lender (a cleared slot is left out, the texts in the pair's order); for one lender,
 * its file with the slot among its own words (one equal to the shared translation, or cleared, left out).
 */
export function writeTranslated(
  files: ContentFiles, index: ContentIndex, pair: ScreenPair, lang: string, orgCode: string | undefined, pointer: string, text: string,
): { path: string; text: string } | undefined {
  const order = [...pairTexts(pair).keys()];
  const ordered = (t: Translation): Translation => Object.fromEntries(order.filter((p) => t[p] !== undefined && t[p] !== '').map((p) => [p, t[p] as string]));
  const shared = sharedTranslation(files, index, pair, lang);
  if (!orgCode) return { path: translationFile(pair, lang), text: jsonText(ordered({ ...shared, [pointer]: text })) };
  const org = index.orgs[orgCode];
  const doc = org ? files[org.file] : undefined;
  if (!org || !isObject(doc)) return undefined;
  const own = lenderTranslation(files, index, pair, lang, orgCode);
  const next = ordered({ ...own, [pointer]: text === shared[pointer] ? '' : text });
  const copy = isObject(doc.copy) ? doc.copy : {};
  const words = isObject(copy[lang]) ? copy[lang] : {};
  const screens = isObject(words.screens) ? { ...words.screens } : {};
  if (Object.keys(next).length) screens[pair.id] = next;
  else delete screens[pair.id];
  return { path: org.file, text: jsonText(setAtPointer(doc, '/copy', { ...copy, [lang]: { ...words, screens } })) };
}

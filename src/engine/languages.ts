import { encodePointerToken, getAtPointer, pointerTokens, setAtPointer } from './json-pointer';
import { isObject, type ChatbotEntry, type ContentIndex, type Json, type JsonObject, type OrgCopy, type OrgFile, type ScreenPair } from './types';

/**
 * Languages of content. The base language's texts are written in the content files themselves; another
 * language's are beside them: copy keys in schemas/copy/<lang>.json, a schema pair's texts in
 * schemas/<folder>/<id>.<lang>.json (one text per JSON pointer into {schema, ui}), a lender's own words
 * under copy.<lang> of its file. See docs/languages.md.
 */

export const BASE_LANGUAGE = 'en';

/** The cookie a borrower's choice is kept in on the device, so pages rendered on the server speak it too. */
export const LANGUAGE_COOKIE = 'heloc_lang';
/** The request header the portal names the page's language in. */
export const LANGUAGE_HEADER = 'x-language';

/** The languages content may offer besides the base, and the Intl locale each is formatted in. */
export const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Español' };

/** The Intl locale of a language (the base's for an unknown one). */
export const localeOf = (lang: string): string => LOCALES[lang] ?? (LOCALES[BASE_LANGUAGE] as string);

/** The languages a lender offers: the base first, then those its file lists. */
export function offeredLanguages(org?: Pick<OrgFile, 'languages'> | null): string[] {
  return [BASE_LANGUAGE, ...(org?.languages ?? []).filter((l) => l !== BASE_LANGUAGE && Object.hasOwn(LOCALES, l))];
}

/**
 * The language to speak: the first candidate the lender offers (each compared by its primary subtag,
 * "es-MX" is "es"), else the base. Anything else, or nothing, is the base without an error.
 */
export function chooseLanguage(candidates: readonly (string | null | undefined)[], offered: readonly string[]): string {
  for (const c of candidates) {
    if (typeof c !== 'string') continue;
    const primary = c.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (offered.includes(primary)) return primary;
  }
  return BASE_LANGUAGE;
}

/** The languages of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((part, i) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
  }).filter((l) => l.tag && l.tag !== '*' && l.q > 0).sort((a, b) => b.q - a.q || a.i - b.i).map((l) => l.tag);
}

/** A pair's texts in another language: JSON pointer into {schema, ui} -> text. */
export type Translation = Record<string, string>;

/** Keys of a screen's x-screen that are settings, not texts. */
const X_SCREEN_SETTINGS = new Set(['event', 'store']);
const UI_TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);
const UI_OPTION_TEXTS = new Set(['addText', 'removeText', 'itemTitle']);
/** Schema keys whose values are data, not schemas: no title inside them is a text. */
const SCHEMA_DATA_KEYS = new Set(['const', 'enum', 'default', 'examples', 'required', '$data']);

/**
 * Every text of a pair a person reads, by JSON pointer into {schema, ui}: the schema's titles and
 * descriptions; the UI file's x-screen texts, ui:title/description/help/placeholder, each ui:enumNames
 * entry, each x-errors message, the other x- texts of a field, the list and answer texts of ui:options,
 * and the phrases of a label that link to a document (ui:options.links, the phrase itself).
 */
export function pairTexts(pair: Pick<ScreenPair, 'schema' | 'ui'>): Map<string, string> {
  const out = new Map<string, string>();
  const schemaWalk = (node: Json | undefined, ptr: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => schemaWalk(n, `${ptr}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${ptr}/${encodePointerToken(key)}`;
      if ((key === 'title' || key === 'description') && typeof value === 'string') out.set(at, value);
      else if (key === 'properties' || key === 'definitions' || key === '$defs' || key === 'patternProperties' || key === 'dependencies') {
        if (isObject(value)) for (const [name, sub] of Object.entries(value)) schemaWalk(sub, `${at}/${encodePointerToken(name)}`);
      } else if (!SCHEMA_DATA_KEYS.has(key) && typeof value === 'object') schemaWalk(value, at);
    }
  };
  const uiWalk = (node: Json | undefined, ptr: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => uiWalk(n, `${ptr}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${ptr}/${encodePointerToken(key)}`;
      if (key === '$schema' || key === 'ui:order' || key === 'ui:widget' || key === 'ui:field' || key === 'ui:autocomplete') continue;
      if (key === 'x-screen' && isObject(value)) {
        for (const [k, v] of Object.entries(value)) {
          if (X_SCREEN_SETTINGS.has(k)) continue;
          if (typeof v === 'string') out.set(`${at}/${k}`, v);
          else if (Array.isArray(v)) v.forEach((s, i) => typeof s === 'string' && out.set(`${at}/${k}/${i}`, s));
        }
      } else if (UI_TEXT_KEYS.has(key) && typeof value === 'string') out.set(at, value);
      else if (key === 'ui:enumNames' && Array.isArray(value)) value.forEach((s, i) => typeof s === 'string' && out.set(`${at}/${i}`, s));
      else if (key === 'ui:options' && isObject(value)) {
        for (const [k, v] of Object.entries(value)) {
          if (UI_OPTION_TEXTS.has(k) && typeof v === 'string') out.set(`${at}/${k}`, v);
          if ((k === 'answerNotes' || k === 'links') && isObject(v)) {
            for (const [name, text] of Object.entries(v)) out.set(`${at}/${k}/${encodePointerToken(name)}`, k === 'links' ? name : String(text));
          }
        }
      } else if (key.startsWith('x-') && isObject(value)) {
        for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out.set(`${at}/${encodePointerToken(k)}`, v);
      } else if (key.startsWith('x-') && typeof value === 'string') out.set(at, value);
      else if (!key.startsWith('ui:') && typeof value === 'object') uiWalk(value, at);
    }
  };
  schemaWalk(pair.schema, '/schema');
  uiWalk(pair.ui, '/ui');
  return out;
}

/** Whether a text's pointer is a label phrase that links to a document (its translation renames the key). */
const LINK_PHRASE = /\/ui:options\/links\/[^/]+$/;
/** Whether a text's pointer is one name of a choice. */
export const isEnumName = (pointer: string): boolean => /\/ui:enumNames\/\d+$/.test(pointer);

/** A translated schema's source: the schema as written, whose precompiled validators a form uses. */
const sourceSchemas = new WeakMap<object, JsonObject>();
/** The schema a translated one was made from (undefined for a schema as written). */
export const untranslatedSchema = (schema: object): JsonObject | undefined => sourceSchemas.get(schema);

/** A pair with a translation laid over its texts; texts the translation lacks stay as written. */
export function translatePair(pair: ScreenPair, translation: Translation | undefined): ScreenPair {
  if (!translation) return pair;
  let doc: JsonObject = { schema: pair.schema, ui: pair.ui };
  const texts = pairTexts(pair);
  for (const [pointer, text] of Object.entries(translation)) {
    if (!texts.has(pointer) || typeof text !== 'string') continue;
    if (LINK_PHRASE.test(pointer)) {
      const tokens = pointerTokens(pointer);
      const phrase = tokens.pop() as string;
      const parent = '/' + tokens.map(encodePointerToken).join('/');
      const links = { ...(getObject(doc, parent)) };
      const target = links[phrase] as Json;
      delete links[phrase];
      links[text] = target;
      doc = setAtPointer(doc, parent, links);
    } else doc = setAtPointer(doc, pointer, text);
  }
  if (doc.schema !== pair.schema) sourceSchemas.set(doc.schema as JsonObject, pair.schema);
  return { ...pair, schema: doc.schema as JsonObject, ui: doc.ui as JsonObject };
}

function getObject(doc: JsonObject, pointer: string): JsonObject {
  let node: Json = doc;
  for (const t of pointerTokens(pointer)) node = isObject(node) ? (node[t] as Json) : null;
  return isObject(node) ? node : {};
}

/** A lender's own words in a language: copy.<lang> for another language, its copy itself for the base. */
export function orgCopyIn(org: Pick<OrgFile, 'copy'>, lang: string): OrgCopy | undefined {
  if (lang === BASE_LANGUAGE) return org.copy;
  const own = (org.copy as Record<string, unknown> | undefined)?.[lang];
  return isObject(own as Json) ? (own as OrgCopy) : undefined;
}

/** A lender's file as a language sees it: its copy is its words in that language only. */
export function orgIn<T extends Pick<OrgFile, 'copy'>>(org: T, lang: string): T {
  if (lang === BASE_LANGUAGE) return org;
  const copy = orgCopyIn(org, lang);
  const { copy: _base, ...rest } = org;
  // the lender's own texts of its file (footer disclosure, product name, links) in the language
  let own = rest as unknown as JsonObject;
  for (const [pointer, text] of Object.entries(copy?.org ?? {})) {
    if (typeof text === 'string' && typeof getAtPointer(own, pointer) === 'string') own = setAtPointer(own, pointer, text);
  }
  return (copy ? { ...own, copy } : own) as unknown as T;
}

/** An entry's keywords in a language: keywordsEs for Spanish. */
const languageKeywords = (entry: ChatbotEntry, lang: string): string[] => {
  const own = (entry as unknown as Record<string, unknown>)[`keywords${lang.charAt(0).toUpperCase()}${lang.slice(1)}`];
  return Array.isArray(own) ? own.filter((k): k is string => typeof k === 'string') : [];
};

const translated = new WeakMap<ContentIndex, Map<string, ContentIndex>>();

/**
 * The content in a language: copy keys, screens and lenders' words in it, over the base language's
 * (a text not yet translated is shown in the base language, never as its key). Built once per index
 * and language.
 */
export function inLanguage(index: ContentIndex, lang: string): ContentIndex {
  const other = index.languages?.[lang];
  if (lang === BASE_LANGUAGE || !other) return index;
  let byLang = translated.get(index);
  if (!byLang) translated.set(index, (byLang = new Map()));
  let out = byLang.get(lang);
  if (!out) {
    out = {
      ...index,
      strings: { ...index.strings, ...other.strings },
      screens: Object.fromEntries(Object.entries(index.screens).map(([id, pair]) => [id, translatePair(pair, other.screens[id])])),
      orgs: Object.fromEntries(Object.entries(index.orgs).map(([code, org]) => [code, orgIn(org, lang)])),
      // the chatbot also understands the language's words for each topic (keywordsEs, ...)
      ...(index.chatbot ? { chatbot: { ...index.chatbot, entries: index.chatbot.entries.map((e) => ({ ...e, keywords: [...e.keywords, ...languageKeywords(e, lang)] })) } } : {}),
    };
    byLang.set(lang, out);
  }
  return out;
}

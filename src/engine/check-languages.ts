import { encodePointerToken, getAtPointer } from './json-pointer';
import { BASE_LANGUAGE, isEnumName, LOCALES, orgCopyIn, pairTexts } from './languages';
import { placeholdersIn } from './org';
import { didYouMean, oneOf } from './suggest';
import type { ContentIndex, Json, LanguageContent, Problem, ScreenPair } from './types';

/** Texts only staff read: they stay in the base language (the product names them). */
export interface LanguageScope {
  /** Whether a copy key is shown to staff only. */
  staffKey: (key: string) => boolean;
  /** Screens (forms) shown to staff only. */
  staffScreens: readonly string[];
}

const NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };
const nameOf = (lang: string) => NAMES[lang] ?? lang;
const at0 = (lang: string) => `/copy/${lang}`;

/** Where a pair's translation into lang is (or is to be) written. */
export const translationFile = (pair: Pick<ScreenPair, 'file'>, lang: string): string => pair.file.replace(/\.schema\.json$/, `.${lang}.json`);

const samePlaceholders = (a: string, b: string) => {
  const x = [...new Set(placeholdersIn(a))].sort();
  const y = [...new Set(placeholdersIn(b))].sort();
  return x.length === y.length && x.every((n, i) => n === y[i]);
};

const placeholderMessage = (what: string, base: string, text: string, lang: string) => {
  const want = [...new Set(placeholdersIn(base))];
  const has = [...new Set(placeholdersIn(text))];
  const missing = want.filter((n) => !has.includes(n)).map((n) => `{${n}}`);
  const extra = has.filter((n) => !want.includes(n)).map((n) => `{${n}}`);
  return `${what}: the ${nameOf(lang)} text ${[missing.length ? `leaves out ${missing.join(', ')}` : '', extra.length ? `names ${extra.join(', ')}, which the English has not` : ''].filter(Boolean).join(' and ')}, so it would show another value or a name in braces: write the same placeholders as the English "${base}"`;
};

/**
 * Every language a lender offers is complete: each borrower copy key and each text of each borrower
 * screen has a text in it, with the same {placeholders}, and a choice's names in both languages.
 * Translations name only texts that exist, whether or not a lender offers their language yet.
 */
export function checkLanguages(content: ContentIndex, scope: LanguageScope): Problem[] {
  const problems: Problem[] = [];
  const offeredBy = new Map<string, string[]>();
  for (const org of Object.values(content.orgs)) {
    for (const lang of org.languages ?? []) if (lang !== BASE_LANGUAGE) offeredBy.set(lang, [...(offeredBy.get(lang) ?? []), org.file]);
  }
  const ownWords = Object.values(content.orgs).flatMap((org) => Object.keys(org.copy ?? {}).filter((k) => k !== BASE_LANGUAGE && Object.hasOwn(LOCALES, k)));
  const langs = new Set([...offeredBy.keys(), ...Object.keys(content.languages ?? {}), ...ownWords]);
  for (const lang of langs) {
    const other: LanguageContent = content.languages?.[lang] ?? { file: `schemas/copy/${lang}.json`, strings: {}, screens: {}, screenFiles: {} };
    const lenders = offeredBy.get(lang);
    const why = lenders ? `, and the lender${lenders.length === 1 ? '' : 's'} of ${lenders.join(', ')} offer${lenders.length === 1 ? 's' : ''} ${nameOf(lang)}` : '';
    if (!Object.hasOwn(LOCALES, lang)) {
      problems.push({ file: other.file, pointer: '', message: `"${lang}" is no language the portal formats: name the file after one of ${oneOf(Object.keys(LOCALES).map((l) => `${l}.json`))}` });
      continue;
    }
    // copy keys
    for (const [key, base] of Object.entries(content.strings)) {
      if (scope.staffKey(key)) continue;
      const text = Object.hasOwn(other.strings, key) ? other.strings[key] : undefined;
      const pointer = '/' + encodePointerToken(key);
      if (text === undefined) {
        if (lenders) problems.push({ file: other.file, pointer, message: `"${key}" has no ${nameOf(lang)} text${why}, so a borrower would read it in English: add "${key}": the ${nameOf(lang)} for "${base}"` });
      } else if (!samePlaceholders(base, text)) problems.push({ file: other.file, pointer, message: placeholderMessage(key, base, text, lang) });
    }
    for (const key of Object.keys(other.strings)) {
      if (!Object.hasOwn(content.strings, key)) problems.push({ file: other.file, pointer: '/' + encodePointerToken(key), message: `"${key}" is no copy key of schemas/copy/en.json${didYouMean(key, Object.keys(content.strings))}, so this text is never shown: translate a key that exists, or remove it` });
    }
    // schema pairs
    for (const pair of Object.values(content.screens)) {
      const own = other.screens[pair.id];
      const file = other.screenFiles[pair.id] ?? translationFile(pair, lang);
      const texts = pairTexts(pair);
      if (!scope.staffScreens.includes(pair.id)) {
        for (const [pointer, base] of texts) {
          const text = own?.[pointer];
          const at = '/' + encodePointerToken(pointer);
          if (text === undefined) {
            if (!lenders) continue;
            problems.push({
              file, pointer: at,
              message: isEnumName(pointer)
                ? `${pointer}: the choice's name "${base}" has no ${nameOf(lang)} name${why}, so the choice would offer it in English: add "${pointer}": its ${nameOf(lang)} name (every value of a choice is named in both languages)`
                : `${pointer}: "${base}" has no ${nameOf(lang)} text${why}: add "${pointer}": the ${nameOf(lang)} for it`,
            });
          } else if (!samePlaceholders(base, text)) problems.push({ file, pointer: at, message: placeholderMessage(pointer, base, text, lang) });
        }
      }
      for (const pointer of Object.keys(own ?? {})) {
        if (texts.has(pointer)) continue;
        problems.push({ file, pointer: '/' + encodePointerToken(pointer), message: `${pointer} names no text of ${pair.file.replace('.schema.json', '')}${didYouMean(pointer, [...texts.keys()])}, so this translation is never shown: write the pointer of a text the English pair has, or remove it` });
      }
    }
    for (const [id, file] of Object.entries(other.screenFiles)) {
      if (!Object.hasOwn(content.screens, id)) problems.push({ file, pointer: '', message: `translates "${id}", which has no schema pair, so it is never shown: name it after a pair (${'<id>'}.schema.json beside it), or remove it` });
    }
    // lenders' own words in the language
    for (const org of Object.values(content.orgs)) {
      const copy = orgCopyIn(org, lang);
      if (!copy) continue;
      const at = `/copy/${lang}`;
      if (!(org.languages ?? []).includes(lang)) problems.push({ file: org.file, pointer: at, message: `copy.${lang}: the lender's ${nameOf(lang)} words are never shown, as its "languages" does not list "${lang}": add it, or remove these words` });
      for (const [key, text] of Object.entries(copy.strings ?? {})) {
        const pointer = `${at}/strings/${encodePointerToken(key)}`;
        const base = Object.hasOwn(content.strings, key) ? content.strings[key] : undefined;
        if (base === undefined) problems.push({ file: org.file, pointer, message: `copy.${lang}.strings: "${key}" is no copy key${didYouMean(key, Object.keys(content.strings))}, so the text is never shown: write a key of schemas/copy/en.json` });
        else if (!samePlaceholders(base, text)) problems.push({ file: org.file, pointer, message: placeholderMessage(key, base, text, lang) });
      }
      for (const [pointer, text] of Object.entries(copy.org ?? {})) {
        const base = getAtPointer(org as unknown as Json, pointer);
        const at = `${at0(lang)}/org/${encodePointerToken(pointer)}`;
        if (typeof base !== 'string') problems.push({ file: org.file, pointer: at, message: `copy.${lang}.org: ${pointer} names no text of this file, so the ${nameOf(lang)} text is never shown: write the pointer of a text, like /orgMetaData/footer/disclosureCopy` });
        else if (!samePlaceholders(base, text)) problems.push({ file: org.file, pointer: at, message: placeholderMessage(pointer, base, text, lang) });
      }
      for (const [id, texts] of Object.entries(copy.screens ?? {})) {
        const pair = Object.hasOwn(content.screens, id) ? content.screens[id] : undefined;
        if (!pair) {
          problems.push({ file: org.file, pointer: `${at}/screens/${encodePointerToken(id)}`, message: `copy.${lang}.screens: "${id}" is no screen${didYouMean(id, Object.keys(content.screens))}: write a screen id` });
          continue;
        }
        const known = pairTexts(pair);
        for (const pointer of Object.keys(texts)) {
          if (!known.has(pointer)) problems.push({ file: org.file, pointer: `${at}/screens/${encodePointerToken(id)}/${encodePointerToken(pointer)}`, message: `copy.${lang}.screens.${id}: ${pointer} names no text of ${pair.file.replace('.schema.json', '')}${didYouMean(pointer, [...known.keys()])}` });
        }
      }
    }
  }
  return problems;
}

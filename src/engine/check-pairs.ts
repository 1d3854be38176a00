import { getAtPointer } from './json-pointer';
import { placeholdersIn } from './org';
import { didYouMean, oneOf } from './suggest';
import type { ContentIndex, Problem } from './types';

/** A folder of schema pairs that must hold one pair per name, and no others. */
export interface RequiredPairs {
  folder: string;
  names: readonly string[];
  /** What a name is, in a sentence ("condition category"). */
  what: string;
  /** A text each pair's UI schema must hold, and the {placeholders} it may use. */
  text?: { pointer: string; about: string; placeholders: readonly string[] };
}

/**
 * Folders whose pairs are named by the product (condition categories): one pair per name and no others,
 * and each pair's required text with only the {placeholders} filled in there.
 */
export function checkPairs(content: ContentIndex, required: readonly RequiredPairs[]): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  for (const { folder, names, what, text } of required) {
    const dir = `schemas/${folder}/`;
    const pairs = Object.values(content.screens).filter((s) => s.file.startsWith(dir));
    const present = pairs.map((s) => s.file.slice(dir.length, -'.schema.json'.length));
    for (const name of names) {
      if (!present.includes(name)) add(`${dir}${name}.schema.json`, '', `${what} "${name}" has no schema pair: write ${dir}${name}.schema.json and ${name}.ui.json (copy another ${what}'s pair)`);
    }
    for (const name of present) {
      if (!names.includes(name)) add(`${dir}${name}.schema.json`, '', `"${name}" is no ${what}${didYouMean(name, names)}, so this pair is never shown: name the files after one of ${oneOf(names, 20)}`);
    }
    if (!text) continue;
    const where = text.pointer.slice(1).replace(/\//g, '.');
    for (const pair of pairs) {
      const uiFile = pair.file.replace('.schema.json', '.ui.json');
      const value = getAtPointer(pair.ui, text.pointer);
      if (typeof value !== 'string' || !value.trim()) {
        add(uiFile, text.pointer, `${where}: write ${text.about}`);
        continue;
      }
      for (const name of placeholdersIn(value)) {
        if (text.placeholders.includes(name)) continue;
        const allowed = text.placeholders.length ? oneOf(text.placeholders.map((p) => `{${p}}`)) : 'no placeholders';
        add(uiFile, text.pointer, `${where}: {${name}} is no value filled in here${didYouMean(name, text.placeholders)}, so it would be shown as written: write ${allowed}`);
      }
    }
  }
  return problems;
}

import { CHATBOT_KNOWLEDGE_FILE } from './content';
import { encodePointerToken } from './json-pointer';
import { placeholdersIn } from './org';
import { didYouMean, oneOf } from './suggest';
import type { ContentIndex, Problem } from './types';

/** A place in the code that names a copy key. */
export interface CodeReference {
  key: string;
  file: string;
  line: number;
  column: number;
  /** The {placeholders} the code fills in there, when it names them. */
  values?: string[];
}

export const COPY_FILE = 'schemas/copy/en.json';

/**
 * Copy the code asks for exists, and the chatbot's texts name only placeholders it can fill in
 * (in the knowledge file and in any org's rewording of them).
 */
export function checkCopy(content: ContentIndex, known: { codeCopyKeys?: readonly CodeReference[]; chatbotPlaceholders?: readonly string[] }): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const ref of known.codeCopyKeys ?? []) {
    if (Object.hasOwn(content.strings, ref.key) || reported.has(ref.key)) continue;
    reported.add(ref.key);
    problems.push({
      file: COPY_FILE, pointer: '/' + encodePointerToken(ref.key),
      message: `"${ref.key}" is shown by ${ref.file}:${ref.line}:${ref.column} but has no text${didYouMean(ref.key, Object.keys(content.strings))}: add "${ref.key}": "<the English text>" to ${COPY_FILE}`,
    });
  }

  problems.push(...checkCodePlaceholders(content, known.codeCopyKeys ?? []));
  // an empty text shows nothing where words were meant (a button with no name, a heading with none)
  const empty = (file: string, pointer: string, key: string, text: unknown) => {
    if (typeof text === 'string' && !text.trim()) problems.push({ file, pointer, message: `${key}: the text is empty, so nothing would be shown where it is used: write the words, or remove the key to use the shared text` });
  };
  for (const [key, text] of Object.entries(content.strings)) empty(COPY_FILE, '/' + encodePointerToken(key), key, text);
  for (const org of Object.values(content.orgs)) {
    for (const [key, text] of Object.entries(org.copy?.strings ?? {})) empty(org.file, `/copy/strings/${encodePointerToken(key)}`, key, text);
  }

  const names = known.chatbotPlaceholders;
  if (!names) return problems;
  const checkText = (file: string, pointer: string, text: unknown) => {
    if (typeof text !== 'string') return;
    for (const name of placeholdersIn(text)) {
      if (!names.includes(name)) {
        problems.push({ file, pointer, message: `{${name}} is no value the chatbot can fill in${didYouMean(name, names)}, so the answer would show it as written: write one of ${oneOf(names.map((n) => `{${n}}`), 30)}` });
      }
    }
  };
  const kb = content.chatbot;
  if (kb) {
    const ids = new Map<string, number>();
    (kb.entries ?? []).forEach((e, i) => {
      const first = ids.get(e.id);
      if (first !== undefined) problems.push({ file: kb.file, pointer: `/entries/${i}/id`, message: `entries[${i}].id: "${e.id}" is already the id of entries[${first}], and each answer is the copy key chatbot.answer.<id>: write an id of its own` });
      else ids.set(e.id, i);
    });
    for (const key of ['fallback', 'handoffOpen', 'handoffClosed'] as const) checkText(kb.file, `/${key}`, kb[key]);
    (kb.entries ?? []).forEach((e, i) => checkText(kb.file ?? CHATBOT_KNOWLEDGE_FILE, `/entries/${i}/answer`, e.answer));
  }
  for (const org of Object.values(content.orgs)) {
    for (const [key, text] of Object.entries(org.copy?.strings ?? {})) {
      if (key.startsWith('chatbot.')) checkText(org.file, `/copy/strings/${encodePointerToken(key)}`, text);
    }
  }
  return problems;
}

/**
 * A text the code shows names only the {placeholders} the code fills in there (a misspelt one would be
 * shown as written), in schemas/copy/en.json and in every org's rewording.
 */
function checkCodePlaceholders(content: ContentIndex, refs: readonly CodeReference[]): Problem[] {
  const problems: Problem[] = [];
  const byKey = new Map<string, CodeReference[]>();
  for (const ref of refs) byKey.set(ref.key, [...(byKey.get(ref.key) ?? []), ref]);
  const texts = (key: string) => [
    { file: COPY_FILE, pointer: '/' + encodePointerToken(key), text: Object.hasOwn(content.strings, key) ? content.strings[key] : undefined },
    ...Object.values(content.orgs).map((org) => ({ file: org.file, pointer: `/copy/strings/${encodePointerToken(key)}`, text: org.copy?.strings?.[key] })),
  ];
  for (const [key, uses] of byKey) {
    if (key.startsWith('chatbot.') || uses.some((u) => !u.values)) continue;
    const given = [...new Set(uses.flatMap((u) => u.values ?? []))];
    const where = `${uses[0]?.file}:${uses[0]?.line}`;
    for (const { file, pointer, text } of texts(key)) {
      if (typeof text !== 'string') continue;
      for (const name of placeholdersIn(text)) {
        if (given.includes(name)) continue;
        problems.push({
          file, pointer,
          message: `${key}: {${name}} is no value the code fills in here (${where}), so it would be shown as written${didYouMean(name, given)}: ${given.length ? `write one of ${oneOf(given.map((g) => `{${g}}`))}` : 'this text takes no placeholders'}`,
        });
      }
    }
  }
  return problems;
}

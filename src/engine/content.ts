import { BASE_LANGUAGE } from './languages';
import {
  isObject, type LanguageContent, type ChatbotKnowledge, type ContentIndex, type FlagsFile, type FlowFile, type Json, type OrgFile, type Problem, type ScreenPair, type StatusRoutesFile,
} from './types';

/** Repository-relative path -> parsed JSON. The browser fills it from the bundle, the server from disk. */
export type ContentFiles = Record<string, Json>;

const PAIR = /^schemas\/(screens|registration|conditions|forms)\/([A-Za-z0-9_-]+)\.(schema|ui)\.json$/;
/** A schema pair's texts in another language: schemas/<folder>/<name>.<lang>.json. */
const TRANSLATION = /^schemas\/(screens|registration|conditions|forms)\/([A-Za-z0-9_-]+)\.([a-z]{2})\.json$/;
/** Copy keys in a language: schemas/copy/<lang>.json. */
const COPY = /^schemas\/copy\/([a-z]{2})\.json$/;
const FLOW = /^flows\/([a-z0-9-]+)\.flow\.json$/;
const ORG = /^orgs\/([^/]+)\.json$/;
/** What an org file's name (its orgCode) may be. */
const ORG_CODE = /^[A-Za-z0-9_]+$/;

export const CHATBOT_KNOWLEDGE_FILE = 'flows/chatbot-knowledge.json';

/** The copy keys of the chatbot's answers: chatbot.answer.<id>, chatbot.fallback, chatbot.handoffOpen/Closed. */
export function chatbotStrings(k: ChatbotKnowledge): Record<string, string> {
  const out: Record<string, string> = {
    'chatbot.fallback': k.fallback, 'chatbot.handoffOpen': k.handoffOpen, 'chatbot.handoffClosed': k.handoffClosed,
  };
  // the meta-schema reports entries of another shape
  for (const e of Array.isArray(k.entries) ? k.entries : []) if (e && typeof e.id === 'string') out[`chatbot.answer.${e.id}`] = e.answer;
  return out;
}

/** Another language's part of the index, made on first use. */
function languageOf(index: ContentIndex, lang: string): LanguageContent {
  const all = (index.languages ??= {});
  return (all[lang] ??= { file: `schemas/copy/${lang}.json`, strings: {}, screens: {}, screenFiles: {} });
}

/** Screen ids: a file in schemas/screens is known by its base name, others by folder/base name. */
export function screenIdFor(folder: string, name: string): string {
  return folder === 'screens' ? name : `${folder}/${name}`;
}


/**
 * Indexes content files. Structural checks against the meta-schemas happen elsewhere (they need a
 * schema compiler); this pass only pairs files up and reports what cannot be indexed.
 */
export function buildContent(files: ContentFiles): { index: ContentIndex; problems: Problem[] } {
  const problems: Problem[] = [];
  const halves: Record<string, Partial<ScreenPair> & { file?: string }> = {};
  const index: ContentIndex = {
    screens: {},
    flows: {},
    orgs: {},
    strings: {},
    flags: { file: 'flows/feature-flags.json', flags: {} },
  };

  for (const [file, doc] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const pair = PAIR.exec(file);
    if (pair) {
      const [, folder, name, half] = pair as unknown as [string, string, string, 'schema' | 'ui'];
      if (!isObject(doc)) {
        problems.push({ file, pointer: '', message: 'must be a JSON object' });
        continue;
      }
      const id = screenIdFor(folder, name);
      const entry = (halves[id] ??= { id });
      entry[half] = doc;
      if (half === 'schema') entry.file = file;
      else entry.file ??= file.replace('.ui.json', '.schema.json');
      continue;
    }
    const translation = TRANSLATION.exec(file);
    if (translation && translation[3] !== 'ui') {
      const [, folder, name, lang] = translation as unknown as [string, string, string, string];
      const id = screenIdFor(folder, name);
      const language = languageOf(index, lang);
      language.screenFiles[id] = file;
      if (isObject(doc)) language.screens[id] = Object.fromEntries(Object.entries(doc).filter((e): e is [string, string] => e[0] !== '$schema' && typeof e[1] === 'string'));
      continue;
    }
    const flow = FLOW.exec(file);
    if (flow) {
      index.flows[flow[1] as string] = { ...(doc as unknown as FlowFile), file };
      continue;
    }
    const org = ORG.exec(file);
    if (org) {
      // Indexed by file name, so a copied file that still says another lender's orgCode hides nothing.
      const code = org[1] as string;
      const written = isObject(doc) && typeof doc.orgCode === 'string' ? doc.orgCode : undefined;
      const taken = (c: string) => files[`orgs/${c}.json`] !== undefined;
      if (!ORG_CODE.test(code)) {
        const advice = written && ORG_CODE.test(written) && !taken(written) ? `name it orgs/${written}.json, after its orgCode` : 'name it after its orgCode, in capitals, digits and _ (orgs/NEW_LENDER.json)';
        problems.push({ file, pointer: '', message: `"${code}.json" is no name for a lender's file, and the lender is found by its file's name: ${advice}` });
      } else if (written !== undefined && written !== code) {
        problems.push({
          file, pointer: '/orgCode',
          message: taken(written)
            ? `orgCode: "${written}" is already the code of the lender in orgs/${written}.json, and each lender has its own: write "${code}", this file's name`
            : `orgCode: write "${code}", the file's name (or name the file ${written}.json)`,
        });
      }
      index.orgs[code] = { ...(doc as unknown as OrgFile), file };
      continue;
    }
    if (file === 'flows/status-routes.json') {
      index.statusRoutes = { ...(doc as unknown as StatusRoutesFile), file };
      continue;
    }
    if (file === 'flows/feature-flags.json') {
      index.flags = { ...(doc as unknown as FlagsFile), file };
      continue;
    }
    if (file === CHATBOT_KNOWLEDGE_FILE) {
      index.chatbot = { ...(doc as unknown as ChatbotKnowledge), file };
      continue;
    }
    const copy = COPY.exec(file);
    if (copy) {
      const strings = copy[1] === BASE_LANGUAGE ? index.strings : languageOf(index, copy[1] as string).strings;
      if (isObject(doc)) {
        for (const [key, value] of Object.entries(doc)) {
          if (key === '$schema') continue;
          if (typeof value === 'string') strings[key] = value;
          else problems.push({ file, pointer: `/${key}`, message: 'copy values must be strings' });
        }
      }
      continue;
    }
    if (file.startsWith('schemas/meta/')) continue;
    problems.push({ file, pointer: '', message: 'is not a known kind of content file' });
  }

  // Chatbot answers are copy too, so an org overrides one with copy.strings like any other text.
  if (index.chatbot) Object.assign(index.strings, chatbotStrings(index.chatbot));

  for (const [id, half] of Object.entries(halves)) {
    const file = half.file ?? id;
    if (!half.schema) problems.push({ file, pointer: '', message: `UI schema of "${id}" has no matching .schema.json` });
    else if (!half.ui) problems.push({ file, pointer: '', message: `schema "${id}" has no matching .ui.json` });
    else index.screens[id] = { id, file, schema: half.schema, ui: half.ui };
  }
  return { index, problems };
}

/** A screen pair by id, as an own entry of the index only (an id such as "constructor" is no screen). */
export const screenPair = (index: Pick<ContentIndex, 'screens'>, id: string): ScreenPair | undefined =>
  Object.hasOwn(index.screens, id) ? index.screens[id] : undefined;

import { interpolate, resolveString } from '../../engine/org';
import { mergePricing } from '../../product/org-file';
import { formatPhone } from '../../lib/format-basic';
import type { ChatbotEntry, ChatbotKnowledge, ContentIndex, OrgFile } from '../../engine/types';
import type { CopyKey } from '../../generated/copy-keys';

/** Lower case words and numbers of a question, punctuation and accents dropped ("¿Cuál es la tasa?" reads "cual es la tasa"). */
export const normalise = (text: string): string => ` ${text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9$%'-]+/g, ' ').trim()} `;

/** How many of an entry's keywords (whole words or phrases) the question contains. */
export function score(entry: ChatbotEntry, question: string): number {
  const q = normalise(question);
  return entry.keywords.filter((k) => q.includes(` ${k.toLowerCase()} `)).length;
}

/** The entry that matches the most keywords (first one on a tie), or undefined. */
export function bestEntry(knowledge: ChatbotKnowledge, question: string): ChatbotEntry | undefined {
  let best: { entry: ChatbotEntry; n: number } | undefined;
  for (const entry of knowledge.entries) {
    const n = score(entry, question);
    if (n > 0 && (!best || n > best.n)) best = { entry, n };
  }
  return best?.entry;
}

/** The parts of a message that may each ask something: sentences, and clauses joined by "and", "also" or "or". */
export const questionParts = (text: string): string[] =>
  text.split(/[?.!;¿¡\n]+|,|\b(?:and|also|plus|or|y|o|ademas|además)\b|&/i).map((p) => p.trim()).filter(Boolean);

/**
 * The entries a message asks about, in the order it asks: the best entry of each part, each once.
 * A message whose parts match nothing on their own is matched as a whole.
 */
export function entriesAsked(knowledge: ChatbotKnowledge, question: string): ChatbotEntry[] {
  const found: ChatbotEntry[] = [];
  for (const part of questionParts(question)) {
    const entry = bestEntry(knowledge, part);
    if (entry && !found.includes(entry)) found.push(entry);
  }
  if (found.length) return found;
  const whole = bestEntry(knowledge, question);
  return whole ? [whole] : [];
}

const money = (n: unknown) => (typeof n === 'number' ? `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}` : '');
const pct = (n: unknown) => (typeof n === 'number' ? `${n.toFixed(2)}%` : '');

/** The {placeholders} chatbot answers may use (flows/chatbot-knowledge.json; content:check holds answers to them). */
export const ANSWER_PLACEHOLDERS = [
  'brand', 'productName', 'phone', 'email', 'minLine', 'maxLine', 'minApr', 'maxApr', 'originationPctMax', 'avmFee',
  'manualNotaryFee', 'recordingFeeMax', 'recordingTaxPer100kMax', 'stateCount',
] as const;

/** The org facts answers may name, from the org file (so each lender's bot quotes its own numbers). */
export function orgFacts(org: OrgFile): Record<(typeof ANSWER_PLACEHOLDERS)[number], string | number> {
  const p = mergePricing(org) as {
    lineAmount?: { min?: number; max?: number };
    aprGrid?: { byMaxCltv?: { apr?: number }[] }[];
    fees?: Record<string, number>;
  };
  const aprs = (p.aprGrid ?? []).flatMap((g) => (g.byMaxCltv ?? []).map((c) => c.apr)).filter((a): a is number => typeof a === 'number');
  const product = Object.values(org.orgMetaData.products)[0]?.displayName ?? org.orgMetaData.companyInfo.companyProduct;
  return {
    brand: org.orgBrand,
    productName: product,
    phone: formatPhone(org.support.phone),
    email: org.support.email,
    minLine: money(p.lineAmount?.min),
    maxLine: money(p.lineAmount?.max),
    minApr: aprs.length ? pct(Math.min(...aprs)) : '',
    maxApr: aprs.length ? pct(Math.max(...aprs)) : '',
    originationPctMax: pct(p.fees?.originationPctMax),
    avmFee: money(p.fees?.avmFee),
    manualNotaryFee: money(p.fees?.manualNotaryFee),
    recordingFeeMax: money(p.fees?.recordingFeeMax),
    recordingTaxPer100kMax: money(p.fees?.recordingTaxPer100kMax),
    stateCount: org.licensedStates.length,
  };
}

export interface ChatbotAnswer {
  answerId: string;
  text: string;
  /** The visitor may switch to a live agent now. */
  handoff: boolean;
}

/**
 * Answers a question from the knowledge base with the org's own copy and numbers. Asking for a person,
 * or a question the bot cannot answer, offers an agent while the team is open.
 */
export function answer(content: ContentIndex, org: OrgFile, question: string, open: boolean): ChatbotAnswer {
  const knowledge = content.chatbot;
  if (!knowledge) throw new Error('flows/chatbot-knowledge.json is missing');
  const say = (key: CopyKey | `chatbot.answer.${string}`) => interpolate(resolveString(content.strings, key, org), orgFacts(org));
  const entries = entriesAsked(knowledge, question);
  // every part of the question is answered, in the order asked; asking for a person is answered last
  const answered = entries.filter((e) => !e.handoff);
  const person = entries.find((e) => e.handoff);
  const answerId = entries.map((e) => e.id).join('+');
  const text = answered.map((e) => say(`chatbot.answer.${e.id}`));
  if (person) {
    return open
      ? { answerId, text: [...text, say(`chatbot.answer.${person.id}`), say('chatbot.handoffOpen')].join(' '), handoff: true }
      : { answerId, text: [...text, say('chatbot.handoffClosed')].join(' '), handoff: false };
  }
  if (text.length) return { answerId, text: text.join(' '), handoff: false };
  return open
    ? { answerId: 'fallback', text: `${say('chatbot.fallback')} ${say('chatbot.handoffOpen')}`, handoff: true }
    : { answerId: 'fallback', text: say('chatbot.fallback'), handoff: false };
}

/**
 * Shapes of the content files (schemas/, flows/, orgs/). The meta-schemas in schemas/meta are the
 * authority; these types mirror them for code that reads content.
 */
import type { DayHours } from '../lib/hours';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Whether a JSON value is an object (not a list, not null). */
export const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON Schema + UI schema pair, addressed by its screen id. */
export interface ScreenPair {
  id: string;
  /** Where the pair came from, relative to the repository root, for problem reports. */
  file: string;
  schema: JsonObject;
  ui: JsonObject;
}

export interface FlowTransition {
  event: string;
  /** A state, or HISTORY_TARGET in a state with history: back to the state the application came from. */
  target: string;
  guard?: string;
  /** Global transitions only: states it does not apply from. */
  notFrom?: string[];
  description?: string;
}

/** A status that replaces the state's own while its guard passes. */
export interface StatusWhen {
  guard: string;
  status: string;
}

/** An event the server tries by itself at a state, after an optional named effect, once due. */
export interface AutomaticEvent {
  event: string;
  effect?: string;
  /** Tried only once the ISO time in this flag (plus minutes) has passed. */
  after?: { flag: string; minutes?: number };
  description?: string;
}

/** A sub-route shown while the application is at a state (part of its page). */
export interface FlowChild {
  route: string;
  screen?: string;
  page?: string;
  screens?: string[];
}

export interface FlowState {
  /** A schema pair id rendered by the generic form renderer. */
  screen?: string;
  /** A named page component (a screen that is more than a form). */
  page?: string;
  /** Further screens the state's page writes; accepted only at this state. */
  screens?: string[];
  /** Route below /account/heloc/{uuid}/ (applicant) or /account/heloc/ (others). */
  route?: string;
  /** A state the server moves on from by itself: the client shows progress and polls (the longer budget). */
  waiting?: boolean;
  final?: boolean;
  /** Remember the state the application entered from, for transitions to HISTORY_TARGET. */
  history?: boolean;
  /** The server status reported at this state. */
  status?: string;
  statusWhen?: StatusWhen[];
  progressStep?: string;
  description?: string;
  children?: FlowChild[];
  automatic?: AutomaticEvent[];
  /** Named server work run once when the application enters the state, inside the move's transaction. */
  onEnter?: string[];
  transitions?: FlowTransition[];
}

/** The target of a transition back to the state a history state was entered from. */
export const HISTORY_TARGET = '$history';

export interface FlowFile {
  id: string;
  description?: string;
  initial: string;
  states: Record<string, FlowState>;
  /** Transitions available from every non-final state (but those in their notFrom). */
  global?: FlowTransition[];
  /** Events the server tries after every step, in order; the first that moves the application wins. */
  outcomes?: string[];
  /** Routes shown at any state: a page, or a screen whose answer is only kept (it sends no event). */
  pages?: { route: string; page?: string; screen?: string }[];
}

export interface StatusRoute {
  /** Matches a server status: exact, or a prefix when it ends with '*'. */
  status: string;
  route: string;
}

export interface StatusRoutesFile {
  waiting: string[];
  terminal: string[];
  routes: StatusRoute[];
}

export interface ThemeColors {
  primary: string;
  onPrimary: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  link: string;
  error: string;
  success: string;
  border: string;
  /** Focus marks and the current step: 3:1 against background and surface; primary when not given. */
  accent?: string;
}

/**
 * An org file (orgs/<ORG_CODE>.json) as the engine reads it: who the organisation is, its brand, support, hours,
 * copy, flags and languages. The product's own parts of the file are declared beside its rules
 * (src/product/org-file.ts) and merged into this interface, so every reader sees the one type.
 */
export interface OrgFile {
  orgCode: string;
  canonicalOrgCode: string;
  orgBrand: string;
  baseUrl: string;
  theme: { colors: ThemeColors; logo: string; logoAlt: string; font?: string };
  support: { phone: string; email: string };
  operatingHours: Record<string, DayHours[]>;
  mainSite: { terms: string; communications: string; privacy: string; licenses: string };
  chat?: { allowedLinkDomains: string[] };
  /** The wider platform the organisation is part of: its wallet in the header and its product links; absent for none. */
  platform?: { wallet?: boolean; links?: PlatformLink[] };
  flags?: Record<string, FlagValue>;
  copy?: OrgCopy & { [lang: string]: unknown };
  /** Languages the organisation offers besides English (docs/languages.md); none: English only. */
  languages?: string[];
  /** Legal documents the lender gives in English only, by document kind: the home states where it must (docs/languages.md). */
  englishOnlyDocuments?: Record<string, string[]>;
}

/** A lender's own words: copy keys, and screen texts by screen id and JSON pointer. */
export interface OrgCopy {
  strings?: Record<string, string>;
  screens?: Record<string, Record<string, string>>;
  /** In another language: the lender's own texts of its file by JSON pointer (footer disclosure, product name, link names). */
  org?: Record<string, string>;
}

/** The wider platform's products a lender may link to (org meta-schema `platform.links`). */
export type PlatformLink = 'exchange' | 'pay' | 'marketplace' | 'passport' | 'groupManager';

export interface FlagValue {
  enabled: boolean;
  variables?: JsonObject;
}

export interface FlagsFile {
  flags: Record<string, FlagValue>;
}

/** Everything the portal reads from content, indexed. */
export interface ContentIndex {
  screens: Record<string, ScreenPair>;
  flows: Record<string, FlowFile & { file: string }>;
  orgs: Record<string, OrgFile & { file: string }>;
  statusRoutes?: StatusRoutesFile & { file: string };
  strings: Record<string, string>;
  flags: FlagsFile & { file: string };
  /** flows/chatbot-knowledge.json: what the chatbot answers. */
  chatbot?: ChatbotKnowledge & { file: string };
  /** Texts in languages other than English, by language (docs/languages.md). */
  languages?: Record<string, LanguageContent>;
}

/** Another language's content: its copy keys and its schema pairs' texts, with the files they come from. */
export interface LanguageContent {
  /** schemas/copy/<lang>.json */
  file: string;
  strings: Record<string, string>;
  /** Screen id -> JSON pointer into {schema, ui} -> text. */
  screens: Record<string, Record<string, string>>;
  /** Screen id -> its translation file. */
  screenFiles: Record<string, string>;
}

export interface ChatbotEntry {
  id: string;
  keywords: string[];
  /** The same topic in Spanish words (docs/languages.md). */
  keywordsEs?: string[];
  answer: string;
  handoff?: boolean;
}

export interface ChatbotKnowledge {
  chatbotFirst: boolean;
  fallback: string;
  handoffOpen: string;
  handoffClosed: string;
  entries: ChatbotEntry[];
}

export interface Problem {
  file: string;
  pointer: string;
  message: string;
  /** Where the pointer's value stands in the file, both counted from 1, when the file has it. */
  line?: number;
  column?: number;
}

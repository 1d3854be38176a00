import { isUuid } from '../../lib/format-basic';

/** Chat rules and constants (spec chat sections 2, 4 and 9), free of React and the network. */

export const CHAT_MODES = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;
export const CHATBOT_SESSION_MS = 10 * 60 * 1000;
export const HOURS_POLL_MS = 60_000;
export const NONCE_REFRESH_MS = 60_000;
export const SOCKET_PING_MS = 10_000;
export const TYPING_PREVIEW_MS = 1_000;
export const WAITING_DOTS_MS = 400;
export const SURVEY_EXIT_DELAY_MS = 750;
export const CHATBOT_HISTORY_LIMIT = 20;
/** Refresh the chat token when it has less than this left. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
export const ACCEPTED_EXTENSIONS = ['.jpg', '.png', '.amr', '.mp3', '.mp4', '.pdf', '.txt'] as const;
/** The server's limits (src/server/chat/media.ts): 10 MB a file, 5 files a message. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 5;
/** The test agents offered in non-production stream mode (the server accepts the same list). */
export const TEST_AGENT_IDS = ['test-agent-1', 'test-agent-2', 'test-agent-3'] as const;

export interface Availability {
  agentActive: boolean;
  chatbotActive: boolean;
  open: boolean;
}

/**
 * Which backend answers. A mode override wins outside production; otherwise a live agent when the
 * agent side is active, else the chatbot when it is active, else agents during operating hours and
 * the chatbot outside them. Agents answer through stream when its flag is on and its keys are
 * configured, else through talkjs when its keys are configured, else on this server (twilio).
 */
export function chooseMode(a: Availability & { override?: ChatMode | null; production: boolean; stream?: boolean; talkjs?: boolean }): ChatMode {
  if (a.override && !a.production) return a.override;
  const agent: ChatMode = a.stream ? 'stream' : a.talkjs ? 'talkjs' : 'twilio';
  if (a.agentActive) return agent;
  if (a.chatbotActive) return 'chatbot';
  return a.open ? agent : 'chatbot';
}

/**
 * Modes that run on a vendor's service and open only when the server has that vendor's keys: asked
 * for without them (a mode override), the widget says so instead of opening another mode.
 */
export const VENDOR_MODES = { stream: 'streamAvailable', talkjs: 'talkjsAvailable' } as const;

/** The vendor mode asked for whose keys the server lacks, or null when the mode can open. */
export function unavailableVendor(mode: ChatMode | null, available: { streamAvailable?: boolean; talkjsAvailable?: boolean } | undefined): keyof typeof VENDOR_MODES | null {
  if (mode !== 'stream' && mode !== 'talkjs') return null;
  return available && available[VENDOR_MODES[mode]] !== true ? mode : null;
}

/**
 * What the widget keeps in local storage between pages (spec chat section 3): the visitor, the chat
 * token, the conversation ids of each mode (twilio: conversationSid and omniProxyChannelId; chatbot:
 * conversationId; stream: the provider ids; talkjs: customerId and threadId), and the times.
 */
export interface ChatSession {
  mode: ChatMode;
  friendlyName: string;
  emailAddress?: string;
  token: string;
  conversationSid?: string;
  omniProxyChannelId?: string;
  conversationId?: string;
  /** Epoch ms after which the session is not reused. */
  expiration: number;
  loginTimestamp: number;
  initialMessage?: string;
  stream?: { providerUserId: string; providerUserToken: string; providerChannelId: string; apiKey: string };
  /** talkjs: the visitor's TalkJS user id. */
  customerId?: string;
  /** talkjs: the TalkJS conversation the visitor writes in. */
  threadId?: string;
  /** talkjs: the app and the visitor's user token for the vendor's SDK. */
  talkjs?: { appId: string; customerToken: string };
}

export const sessionLifetime = (mode: ChatMode): number => (mode === 'chatbot' ? CHATBOT_SESSION_MS : AGENT_SESSION_MS);

/** A stored session is reused only while it has not expired. */
export function isSessionValid(session: ChatSession | null | undefined, now: number): session is ChatSession {
  // A chatbot session has no token until its first question is answered.
  return Boolean(session && typeof session.expiration === 'number' && session.expiration > now && (session.token || session.mode === 'chatbot'));
}

/** Sizes in bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const isAcceptedFile = (name: string): boolean =>
  (ACCEPTED_EXTENSIONS as readonly string[]).includes(name.slice(name.lastIndexOf('.')).toLowerCase());

/** Where the bank step keeps its application uuid across the bank's OAuth round trip. */
export const PLAID_APPLICATION_KEY = 'bankLinkApplication';

/**
 * The application uuid: the first path segment that is a UUID; after /plaid-oauth-success it comes
 * from local storage instead. The path is taken below the app base.
 */
export function applicationUuidFrom(pathname: string, stored: string | null): string | null {
  const path = pathname.replace(/^\/account\/heloc/, '');
  if (path.startsWith('/plaid-oauth-success')) return isUuid(stored) ? stored : null;
  return path.split('/').find((s) => isUuid(s)) ?? null;
}

export interface ChatQuery {
  /** pop-webchat was present on a /{uuid}/* route: open the panel, then drop the parameter. */
  pop: boolean;
  override: ChatMode | null;
  crypto: boolean;
}

export function parseChatQuery(pathname: string, search: string): ChatQuery {
  const q = new URLSearchParams(search);
  const path = pathname.replace(/^\/account\/heloc/, '');
  const onApplication = isUuid(path.split('/')[1] ?? '') && path.split('/').length > 2;
  const mode = q.get('mode');
  return {
    pop: q.has('pop-webchat') && onApplication,
    override: (CHAT_MODES as readonly string[]).includes(mode ?? '') ? (mode as ChatMode) : null,
    crypto: q.get('utm_source') === 'cloc',
  };
}

/** The search string without pop-webchat (it is removed once honoured). */
export function withoutPop(search: string): string {
  const q = new URLSearchParams(search);
  q.delete('pop-webchat');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Input is accepted only while the conversation is active and: within operating hours, or it
 * already has more than one message, or a non-production mode override is set.
 */
export function inputAllowed(a: { active: boolean; open: boolean; messageCount: number; override: boolean; production: boolean }): boolean {
  return a.active && (a.open || a.messageCount > 1 || (a.override && !a.production));
}

/** Chatbot: the ended panel replaces the input once its session expired, or (production) outside hours with no session. */
export function chatbotEnded(a: { sessionExpired: boolean; hasSession: boolean; open: boolean; production: boolean }): boolean {
  return a.sessionExpired || (a.production && !a.open && !a.hasSession);
}

/**
 * Whether the chatbot's ended panel shows in place of its input now. The input exists once the
 * visitor is past the pre-engagement form (which stores the chatbot session) or their session just
 * expired. The chatbot session is that stored session, not the conversation of its first answer:
 * routing sends visitors to the chatbot outside the hours, and one who starts it then is answered.
 */
export function chatbotPanelEnded(a: { mode: ChatMode | null; session: ChatSession | null; expired: boolean; open: boolean; production: boolean }): boolean {
  if (a.mode !== 'chatbot' || (!a.session && !a.expired)) return false;
  return chatbotEnded({ sessionExpired: a.expired, hasSession: a.session?.mode === 'chatbot', open: a.open, production: a.production });
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Whether a URL's host is one of the allowed domains (or a subdomain of one). */
export function isAllowedLink(href: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return allowed.some((d) => host === d.toLowerCase() || host.endsWith(`.${d.toLowerCase()}`));
}

/** Splits message text into plain text and links; only links to allowed domains become links. */
export function linkify(text: string, allowed: readonly string[]): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const raw = m[0];
    const href = raw.startsWith('www.') ? `https://${raw}` : raw;
    if (!isAllowedLink(href, allowed)) continue;
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    out.push({ kind: 'link', text: raw, href });
    last = m.index + raw.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Expiry (epoch ms) of a JWT-shaped token, read without verifying it. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export const needsRefresh = (token: string, now: number): boolean => {
  const exp = tokenExpiry(token);
  return exp !== null && exp - now < TOKEN_REFRESH_MARGIN_MS;
};

/** The waiting indicator's dots: 0..3 dots, one step every 400 ms. */
export const waitingDots = (tick: number): string => '.'.repeat(tick % 4);

import { createHmac } from 'node:crypto';
import { signJwt, verifyJwt, type JwtClaims } from '../core/jwt';

/** A live chat token lasts as long as an agent session (6 hours); the widget refreshes it before it runs out. */
export const CHAT_TOKEN_TTL_SECONDS = 6 * 60 * 60;
/** A chatbot conversation lives 10 minutes from its last question. */
export const CHATBOT_TOKEN_TTL_SECONDS = 10 * 60;
/** The borrower-authentication nonce is refreshed every 60 s; it stays valid a little longer. */
export const NONCE_TTL_SECONDS = 120;

/**
 * Chat tokens and nonces are signed with keys derived from the session secret, so neither can ever
 * be presented as a session token (and a session token is never a chat token).
 */
const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`chat:${purpose}`).digest('base64url');

export interface ChatTokenClaims {
  conversationId: string;
  org: string;
  mode: string;
}

export function issueChatToken(secret: string, c: ChatTokenClaims, ttl = c.mode === 'chatbot' ? CHATBOT_TOKEN_TTL_SECONDS : CHAT_TOKEN_TTL_SECONDS): string {
  return signJwt({ sub: c.conversationId, role: 'CHAT_VISITOR', org: c.org, mode: c.mode }, derive(secret, 'token'), ttl);
}

export function verifyChatToken(secret: string, token: string): (ChatTokenClaims & { exp: number }) | undefined {
  const r = verifyJwt(token, derive(secret, 'token'));
  if (!r.ok || r.claims.role !== 'CHAT_VISITOR') return undefined;
  return { conversationId: r.claims.sub, org: r.claims.org, mode: String(r.claims.mode), exp: r.claims.exp };
}

export function issueNonce(secret: string, user: { id: string; role: string; org: string }): string {
  return signJwt({ sub: user.id, role: user.role, org: user.org }, derive(secret, 'nonce'), NONCE_TTL_SECONDS);
}

export function verifyNonce(secret: string, nonce: string): JwtClaims | undefined {
  const r = verifyJwt(nonce, derive(secret, 'nonce'));
  return r.ok ? r.claims : undefined;
}

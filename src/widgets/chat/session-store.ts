import type { ChatSession } from './logic';

export const CHAT_SESSION_KEY = 'chatSession';

export function readSession(): ChatSession | null {
  try {
    const raw = localStorage.getItem(CHAT_SESSION_KEY);
    return raw ? (JSON.parse(raw) as ChatSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: ChatSession): void {
  localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(CHAT_SESSION_KEY);
}

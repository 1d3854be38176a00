/** The bearer token and session-replay ids kept in local storage. */
export const JWT_KEY = 'jwt';
export const SESSION_REPLAY_KEY = 'sessionReplay';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const getToken = (): string | null => storage()?.getItem(JWT_KEY) ?? null;
export const setToken = (token: string): void => storage()?.setItem(JWT_KEY, token);
export const clearToken = (): void => storage()?.removeItem(JWT_KEY);

/** The session-replay id pair (session id, user id) when a recorder has set one. */
export function getSessionReplay(): { sessionId: string; userId: string } | null {
  try {
    const raw = storage()?.getItem(SESSION_REPLAY_KEY);
    const parsed = raw ? (JSON.parse(raw) as { sessionId?: unknown; userId?: unknown }) : null;
    return parsed && typeof parsed.sessionId === 'string' && typeof parsed.userId === 'string'
      ? { sessionId: parsed.sessionId, userId: parsed.userId }
      : null;
  } catch {
    return null;
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { authenticateNonce, refreshChatToken, refreshNonce } from '../../api/chat';
import { ServiceError } from '../../api/errors';
import type { AlertKind } from './alerts';
import { isSessionValid, needsRefresh, NONCE_REFRESH_MS, type ChatSession } from './logic';
import { clearSession, readSession, writeSession } from './session-store';

/** How often the token's remaining lifetime is checked. */
export const TOKEN_CHECK_MS = 60_000;

/** The stored chat session: reused while not expired, kept in local storage, its token refreshed. */
export function useChatSession(onAlert: (kind: AlertKind) => void) {
  const [session, setState] = useState<ChatSession | null>(() => {
    const stored = readSession();
    if (isSessionValid(stored, Date.now())) return stored;
    if (stored) clearSession();
    return null;
  });
  const [expired, setExpired] = useState(false);

  const setSession = useCallback((s: ChatSession | null) => {
    if (s) writeSession(s);
    else clearSession();
    setState(s);
    if (s) setExpired(false);
  }, []);

  // The session ends by itself once its lifetime is over (10 minutes of chatbot silence, 6 hours with an agent).
  useEffect(() => {
    if (!session) return;
    const left = session.expiration - Date.now();
    const t = setTimeout(() => {
      clearSession();
      setState(null);
      setExpired(true);
    }, Math.max(0, Math.min(left, 2 ** 31 - 1)));
    return () => clearTimeout(t);
  }, [session]);

  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  // Agent chat tokens are refreshed before they expire; a refusal means the token is no longer valid.
  const live = Boolean(session?.token && session.mode !== 'chatbot');
  useEffect(() => {
    if (!live) return;
    const check = () => {
      const s = sessionRef.current;
      if (!s?.token || !needsRefresh(s.token, Date.now())) return;
      refreshChatToken(s.token).then(({ token }) => {
        if (sessionRef.current) setSession({ ...sessionRef.current, token });
      }, (e: unknown) => onAlert(e instanceof ServiceError && e.status === 401 ? 'invalidToken' : 'general'));
    };
    check();
    const t = setInterval(check, TOKEN_CHECK_MS);
    return () => clearInterval(t);
  }, [live, onAlert, setSession]);

  return { session, setSession, expired, clearExpired: () => setExpired(false) };
}

/**
 * The borrower-authentication nonce (flag fe-webchat-borrower-auth, signed-in visitors): obtained
 * before a chat starts and refreshed every 60 s while messaging.
 */
export function useNonce(enabled: boolean, messaging: boolean) {
  const nonce = useRef<string | null>(null);
  const obtain = useCallback(async (): Promise<string | undefined> => {
    if (!enabled) return undefined;
    try {
      nonce.current = (await authenticateNonce()).nonce;
    } catch {
      nonce.current = null;
    }
    return nonce.current ?? undefined;
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !messaging) return;
    const renew = () => {
      const current = nonce.current;
      const next = current ? refreshNonce(current) : authenticateNonce();
      next.then((r) => {
        nonce.current = r.nonce;
      }, () => {
        nonce.current = null;
      });
    };
    // A session reopened from storage (a new page) has no nonce yet: obtain one now, not a minute later.
    if (!nonce.current) renew();
    const t = setInterval(renew, NONCE_REFRESH_MS);
    return () => clearInterval(t);
  }, [enabled, messaging]);

  return { obtain, current: () => nonce.current ?? undefined };
}

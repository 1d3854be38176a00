import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec: screen-reader messages clear after 300 ms, so the same message can be announced again. */
export const ANNOUNCE_CLEAR_MS = 300;

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/** Announces a message to screen readers (polite) without moving focus. */
export const useAnnounce = () => useContext(AnnounceContext);

export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), ANNOUNCE_CLEAR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">{message}</div>
    </AnnounceContext.Provider>
  );
}

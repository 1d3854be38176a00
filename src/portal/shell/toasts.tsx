import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCopy } from '../org-context';

/** Spec: the toast region shows up to 5 toasts; older ones make room for new ones. */
export const MAX_TOASTS = 5;
export const TOAST_MS = 8000;

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

interface ToastApi {
  show: (message: string, kind?: Toast['kind']) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined, dismiss: () => undefined });

export const useToast = () => useContext(ToastContext);

/** Keeps the newest toasts, at most MAX_TOASTS. */
export const addToast = (list: Toast[], toast: Toast): Toast[] => [...list, toast].slice(-MAX_TOASTS);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((message: string, kind: Toast['kind'] = 'info') => {
    const id = next.current++;
    setToasts((list) => addToast(list, { id, message, kind }));
    setTimeout(() => dismiss(id), TOAST_MS);
  }, [dismiss]);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  const copy = useCopy();
  return (
    <section className="toast-region" aria-label={copy('toast.region')}>
      <ol aria-live="polite" aria-relevant="additions">
        {toasts.map((t) => (
          <li key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : undefined}>
            <span>{t.message}</span>
            <button type="button" className="toast__close" onClick={() => dismiss(t.id)} aria-label={copy('toast.dismiss')}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

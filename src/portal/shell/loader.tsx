import { useEffect, useState } from 'react';
import { useCopy } from '../org-context';

/** Spec: the loader hides 300 ms after loading ends, so quick loads do not flicker. */
export const LOADER_HIDE_DELAY_MS = 300;

/** True while loading and for delayMs after it ends. */
export function useLingering(active: boolean, delayMs = LOADER_HIDE_DELAY_MS): boolean {
  const [visible, setVisible] = useState(active);
  useEffect(() => {
    if (active) {
      setVisible(true);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(false), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active || visible;
}

/** A full-page loading indicator over the content. */
export function Loader({ loading }: { loading: boolean }) {
  const copy = useCopy();
  const visible = useLingering(loading);
  if (!visible) return null;
  return (
    <div className="loader" role="status" aria-live="polite" data-testid="loader">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{copy('app.loading')}</span>
    </div>
  );
}

import { useCallback, useEffect, useRef } from 'react';

/** Calls fn with the latest value at most once per interval (the typing preview: every 1 s). */
export function useThrottled<T>(fn: (value: T) => void, intervalMs: number): (value: T) => void {
  const last = useRef(0);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((value: T) => {
    pending.current = { value };
    const wait = last.current + intervalMs - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      pending.current = null;
      fnRef.current(value);
    } else if (!timer.current) {
      timer.current = setTimeout(() => {
        timer.current = undefined;
        last.current = Date.now();
        if (pending.current) fnRef.current(pending.current.value);
        pending.current = null;
      }, wait);
    }
  }, [intervalMs]);
}

import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

const CoreBaseInput = getDefaultRegistry().templates.BaseInputTemplate;

/** Keys typed but not yet handed to their form; a submit hands them over first (flushPendingInputs). */
const waiting = new Set<() => void>();

/** Hands every typed value still waiting to its form; call inside flushSync before a form reads its data. */
export function flushPendingInputs(): void {
  for (const flush of [...waiting]) flush();
}

/**
 * rjsf's text input, re-rendered alone on a keystroke: what is typed shows at once from the field's own
 * state, and the form hears of it in a task of its own right after the frame is painted (several quick
 * keys at once: the last value), so recomputing the whole form never delays the key's echo. Fields
 * that depend on this one follow in that task. Leaving the field, pressing Enter or any submit of the
 * form hands the value over first, so a submit always validates what is shown.
 */
export function DeferredBaseInput(props: BaseInputTemplateProps) {
  const [shown, setShown] = useState<unknown>(props.value);
  const pending = useRef<{ value: unknown } | null>(null);
  const frame = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  const flush = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = null;
    waiting.delete(flush);
    if (change) onChange.current(change.value);
  }, []);

  // A value the form sets (a reset, a server answer) replaces what is shown when no key is waiting.
  useEffect(() => {
    if (!pending.current) setShown(props.value);
  }, [props.value]);

  useEffect(() => flush, [flush]);

  const change = useCallback((value: unknown) => {
    setShown(value);
    const first = !pending.current;
    pending.current = { value };
    waiting.add(flush);
    // After the next frame, that is once the key's echo is painted; keys typed before then ride along.
    if (first) frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      timer.current = setTimeout(flush, 0);
    });
  }, [flush]);

  const { onBlur, onKeyDown } = props;
  return (
    <CoreBaseInput
      {...props}
      value={shown}
      onChange={change}
      onBlur={(id, value) => {
        flush();
        onBlur(id, value);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') flush();
        onKeyDown?.(e);
      }}
    />
  );
}

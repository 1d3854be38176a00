import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useDeferredChange } from '../renderer/deferred-input';
import { inputAttributes } from './input-attributes';
import type { DigitMask, TextFormat } from './text-input';

/** Digits put into a mask's `#` places, stopping after the last digit (so a separator is never left to delete). */
export function applyMask(pattern: string, digits: string): string {
  let out = '';
  let next = 0;
  for (const ch of pattern) {
    if (next >= digits.length) break;
    out += ch === '#' ? digits[next++] : ch;
  }
  return out;
}

const allDigits = (text: string): string => text.replace(/\D/g, '');
const capacity = (pattern: string): number => [...pattern].filter((c) => c === '#').length;

/** Where the caret goes in masked text so that `digits` digits stand before it. */
function caretAfterDigits(text: string, digits: number): number {
  let seen = 0;
  let at = 0;
  while (at < text.length && seen < digits) {
    if (/\d/.test(text[at] ?? '')) seen += 1;
    at += 1;
  }
  return at;
}

/**
 * An input typed as digits only (a phone's number pad is enough): the mask's separators appear as the
 * digits are typed, pasted text keeps only its digits, and the stored value is the format's own
 * (an ISO date, the bare digits), handed to the form after the key is painted (useDeferredChange).
 * The caret stays after the digit just typed; deleting a separator deletes the digit beside it. The
 * input owns what it shows while it is typed in (so neither a slow form nor the React runtime can move
 * the caret), and shows what the form holds when that changes otherwise (a reset, a restored draft).
 *
 * Not react-number-format: it updates its state during render, which React applies at once and
 * Preact (the runtime the app ships, scripts/browser-aliases.ts) a render later, and quick typing
 * then put digits before the caret's place.
 */
export function MaskedInput(props: WidgetProps & { format: TextFormat; mask: DigitMask }) {
  const { id, value, onChange, onBlur, onFocus, format, mask } = props;
  const max = capacity(mask.pattern);
  const digitsOf = (text: string) => (mask.digitsOf ?? allDigits)(text).slice(0, max);
  const held = applyMask(mask.pattern, digitsOf(format.toText(value)));
  const input = useRef<HTMLInputElement>(null);
  const deferred = useDeferredChange(onChange);

  useLayoutEffect(() => {
    const el = input.current;
    if (el && !deferred.waiting() && applyMask(mask.pattern, digitsOf(el.value)) !== held) el.value = held;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of what the form holds; what is typed matches it already
  }, [held]);

  const typed = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const caret = el.selectionStart ?? el.value.length;
    let digits = digitsOf(el.value);
    let before = Math.min(digitsOf(el.value.slice(0, caret)).length, digits.length);
    const shown = applyMask(mask.pattern, digits);
    // a deleted separator takes the digit beside it with it, as people expect of one field
    const kind = (e.nativeEvent as InputEvent).inputType;
    const separatorDeleted = shown.length > el.value.length;
    if (separatorDeleted && kind === 'deleteContentBackward' && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    } else if (separatorDeleted && kind === 'deleteContentForward' && before < digits.length) {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    }
    const text = applyMask(mask.pattern, digits);
    el.value = text;
    const at = caretAfterDigits(text, before);
    if (document.activeElement === el) el.setSelectionRange(at, at);
    deferred.later(format.toValue(text));
  };

  return (
    <input
      {...inputAttributes(props)}
      ref={input}
      defaultValue={held}
      onChange={typed}
      onFocus={() => onFocus(id, value)}
      onBlur={(e) => {
        deferred.now();
        onBlur(id, format.toValue(e.currentTarget.value));
      }}
      onKeyDown={deferred.keyDown}
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDeferredChange } from '../renderer/deferred-input';
import { inputAttributes } from './input-attributes';
import type { DigitMask, InputKind, TextFormat } from './text-format';

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
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * The value's text, and the hand-over of typed values to the form after the key is painted
 * (useDeferredChange): what the form holds replaces what is shown only when no key is waiting and it
 * differs (a reset, a restored draft), so a slow form never moves the caret.
 */
function useHeldText(value: unknown, toShown: (value: unknown) => string, onChange: (value: unknown) => void, same = (a: string, b: string) => a === b) {
  const held = toShown(value);
  const [shown, setShown] = useState(held);
  const deferred = useDeferredChange(onChange);
  useEffect(() => {
    // what is shown may say the same as the form in other words (an amount's trailing zero being typed)
    if (!deferred.waiting()) setShown((now) => (same(now, held) ? now : held));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of what the form holds
  }, [held, deferred]);
  return { shown, setShown, deferred };
}

/**
 * Puts what was typed back into the input in its shown form, the caret after the same number of kept
 * characters as before it: `keep` gives the characters that count (digits, a decimal point) of any text,
 * `show` the text for them, and `counts` says which characters of the shown text are kept ones.
 */
function reformat(el: HTMLInputElement, keep: (text: string) => string, show: (kept: string) => string, counts: (ch: string) => boolean): string {
  const kept = keep(el.value);
  const shown = show(kept);
  let before = Math.min(keep(el.value.slice(0, el.selectionStart ?? el.value.length)).length, kept.length);
  let caret = 0;
  while (before > 0 && caret < shown.length) if (counts(shown[caret++] as string)) before -= 1;
  if (el.value !== shown) el.value = shown;
  if (el === el.ownerDocument.activeElement) el.setSelectionRange(caret, caret);
  return kept;
}

/**
 * An input typed as digits only (a phone's number pad is enough): the mask's separators appear as the
 * digits are typed, the caret stays after the digit just typed, pasted text keeps only its digits, and the
 * stored value is the format's own (an ISO date, the bare digits).
 */
export function MaskedInput(props: WidgetProps & { format: TextFormat; mask: DigitMask }) {
  const { id, value, onChange, onBlur, onFocus, format, mask } = props;
  const max = capacity(mask.pattern);
  const digitsOf = (text: string) => (mask.digitsOf ?? allDigits)(text).slice(0, max);
  const { shown, setShown, deferred } = useHeldText(value, (v) => digitsOf(format.toText(v)), onChange);
  const { type, ...attributes } = inputAttributes(props);
  const masked = (digits: string) => applyMask(mask.pattern, digits);

  // A Backspace just after ")" or Delete just before "-" takes the digit beyond the separators, as people
  // expect of one field: the caret steps over them before the key's own deletion.
  const overSeparators = (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const at = el.selectionStart ?? 0;
    if (at === el.selectionEnd) {
      let to = at;
      if (e.key === 'Backspace') while (to > 0 && !isDigit(el.value[to - 1])) to -= 1;
      if (e.key === 'Delete') while (to < el.value.length && !isDigit(el.value[to])) to += 1;
      if (to !== at && (e.key === 'Delete' ? to < el.value.length : to > 0)) el.setSelectionRange(to, to);
    }
    deferred.keyDown(e);
  };

  const typed = (e: ChangeEvent<HTMLInputElement>) => {
    const digits = reformat(e.currentTarget, digitsOf, masked, isDigit);
    setShown(digits);
    deferred.later(format.toValue(masked(digits)));
  };

  return (
    <input
      {...attributes}
      type={type === 'tel' ? 'tel' : 'text'}
      value={masked(shown)}
      onChange={typed}
      onFocus={() => onFocus(id, value)}
      onBlur={(e) => {
        deferred.now();
        onBlur(id, format.toValue(e.currentTarget.value));
      }}
      onKeyDown={overSeparators}
    />
  );
}

/** An amount's digits and one decimal point, at most two decimals, from any text ("$1,2a50.505" gives "1250.50"). */
export function amountOf(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** An amount as shown: thousands separators in its whole part ("1250.5" shows "1,250.5"). */
export function amountText(amount: string): string {
  const [whole = '', ...cents] = amount.split('.');
  return [whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','), ...cents].join('.');
}

/**
 * Whole dollars and cents: thousands separators appear as the amount is typed ("120,000"), only digits
 * and one decimal point with two decimals are taken, the caret stays after the character typed, and the
 * form holds the number.
 */
export function AmountInput(props: WidgetProps & { format: InputKind }) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const toShown = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? String(v) : '');
  const sameAmount = (a: string, b: string) => a === b || (a !== '' && b !== '' && Number(a) === Number(b));
  const { shown, setShown, deferred } = useHeldText(value, toShown, onChange, sameAmount);
  const { type: _text, ...attributes } = inputAttributes(props);

  return (
    <input
      {...attributes}
      type="text"
      value={amountText(shown)}
      onChange={(e) => {
        const amount = reformat(e.currentTarget, amountOf, amountText, (ch) => ch !== ',');
        setShown(amount);
        deferred.later(amount === '' || amount === '.' ? undefined : Number(amount));
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => {
        deferred.now();
        onBlur(id, value);
      }}
      onKeyDown={deferred.keyDown}
    />
  );
}

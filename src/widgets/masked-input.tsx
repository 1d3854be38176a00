import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { NumberFormatBase, NumericFormat, type NumberFormatValues, type SourceInfo } from 'react-number-format';
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

/** Where the caret may stand in masked text: after a digit, at the first digit's place and at the end. */
function caretPlaces(pattern: string, text: string): boolean[] {
  const first = pattern.indexOf('#');
  return Array.from({ length: text.length + 1 }, (_, i) => i === text.length || i === first || isDigit(text[i - 1]));
}

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
 * An input typed as digits only (a phone's number pad is enough), through react-number-format: the
 * mask's separators appear as the digits are typed, the caret stays after the digit just typed, pasted
 * text keeps only its digits, and the stored value is the format's own (an ISO date, the bare digits).
 */
export function MaskedInput(props: WidgetProps & { format: TextFormat; mask: DigitMask }) {
  const { id, value, onChange, onBlur, onFocus, format, mask } = props;
  const max = capacity(mask.pattern);
  const digitsOf = (text: string) => (mask.digitsOf ?? allDigits)(text).slice(0, max);
  const { shown, setShown, deferred } = useHeldText(value, (v) => digitsOf(format.toText(v)), onChange);
  const { type, ...attributes } = inputAttributes(props);

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

  const typed = ({ value: digits, formattedValue }: NumberFormatValues, { source }: SourceInfo) => {
    if (source !== 'event') return;
    setShown(digits);
    deferred.later(format.toValue(formattedValue));
  };

  return (
    <NumberFormatBase
      {...attributes}
      type={type === 'tel' ? 'tel' : 'text'}
      value={shown}
      valueIsNumericString
      format={(digits) => applyMask(mask.pattern, digits)}
      removeFormatting={digitsOf}
      getCaretBoundary={(text) => caretPlaces(mask.pattern, text)}
      onValueChange={typed}
      onFocus={() => onFocus(id, value)}
      onBlur={(e) => {
        deferred.now();
        onBlur(id, format.toValue(e.currentTarget.value));
      }}
      onKeyDown={overSeparators}
    />
  );
}

/**
 * Whole dollars and cents through react-number-format: thousands separators appear as the amount is
 * typed ("120,000"), only digits and one decimal point are taken, and the form holds the number.
 */
export function AmountInput(props: WidgetProps & { format: InputKind }) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const toShown = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
  const sameAmount = (a: string, b: string) => a === b || (a !== '' && b !== '' && Number(a) === Number(b));
  const { shown, setShown, deferred } = useHeldText(value, toShown, onChange, sameAmount);
  const { type: _text, ...attributes } = inputAttributes(props);

  return (
    <NumericFormat
      {...attributes}
      value={shown}
      valueIsNumericString
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      onValueChange={({ value: plain, floatValue }, { source }) => {
        if (source !== 'event') return;
        setShown(plain);
        deferred.later(floatValue);
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

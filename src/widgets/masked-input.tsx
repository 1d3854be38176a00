import type { WidgetProps } from '@rjsf/utils';
import { NumberFormatBase } from 'react-number-format';
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

/**
 * An input typed as digits only (a phone's number pad is enough): the mask's separators appear as the
 * digits are typed, pasted text keeps only its digits, and the stored value is the format's own
 * (an ISO date, the bare digits). Built on react-number-format, which keeps the caret in place.
 */
export function MaskedInput(props: WidgetProps & { format: TextFormat; mask: DigitMask }) {
  const { id, value, onChange, onBlur, onFocus, format, mask } = props;
  const max = capacity(mask.pattern);
  const digitsOf = (text: string) => (mask.digitsOf ?? allDigits)(text).slice(0, max);
  const digits = digitsOf(format.toText(value));

  return (
    <NumberFormatBase
      {...inputAttributes(props)}
      value={digits}
      valueIsNumericString
      format={(numbers) => applyMask(mask.pattern, numbers)}
      removeFormatting={digitsOf}
      isValidInputCharacter={(ch) => /\d/.test(ch)}
      onValueChange={(values, source) => {
        if (source.source === 'event') onChange(format.toValue(applyMask(mask.pattern, values.value)));
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}

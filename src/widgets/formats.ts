import { formatPhone, toDataDate, toDisplayDate } from '../lib/format';
import type { InputKind, TextFormat } from './text-format';

const blankToUndefined = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** Money is typed as an amount (src/widgets/masked-input.tsx AmountInput): a number pad with a decimal point. */
export const moneyInput: InputKind = { inputMode: 'decimal' };

/** US phone: stored as its ten digits, shown as (nnn) nnn-nnnn. */
export const phoneFormat: TextFormat = {
  type: 'tel',
  inputMode: 'tel',
  maxLength: 20,
  // a pasted "+1 415 ..." is the country code and ten national digits
  mask: { pattern: '(###) ###-####', digitsOf: (text) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') },
  toValue: (text) => {
    const digits = text.replace(/\D/g, '');
    if (digits === '') return undefined;
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  },
  toText: (value) => (typeof value === 'string' ? formatPhone(value) : ''),
};

/** Social security number: stored as nine digits, shown as nnn-nn-nnnn. */
export const ssnFormat: TextFormat = {
  inputMode: 'numeric',
  maxLength: 11,
  // only the last four stay readable once the field is left
  mask: { pattern: '###-##-####' },
  toValue: (text) => {
    const digits = text.replace(/\D/g, '');
    return digits === '' ? undefined : digits;
  },
  toText: (value) => {
    if (typeof value !== 'string') return '';
    return /^\d{9}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}` : value;
  },
};

/** ZIP code: five digits, optionally ZIP+4. */
export const zipFormat: TextFormat = {
  inputMode: 'numeric',
  maxLength: 10,
  mask: { pattern: '#####-####' },
  toValue: blankToUndefined,
  toText: (value) => (typeof value === 'string' ? value : ''),
};

/**
 * The digits of a date as MMDDYYYY. A month or day of one digit closed by a slash is padded, so
 * "7/2/1979" typed or pasted reads 07/02/1979; without slashes the digits are taken as they come.
 */
function dateDigits(text: string): string {
  const parts = text.split('/');
  return parts.map((part, i) => {
    const digits = part.replace(/\D/g, '');
    return i < 2 && i < parts.length - 1 && digits.length === 1 ? `0${digits}` : digits;
  }).join('');
}

/**
 * Dates are typed as MM/DD/YYYY (the spec's display format) and stored as yyyy-MM-dd (its data
 * format). An incomplete date is kept as typed and an impossible one in the data shape, so the schema's rules report it.
 */
export const dateTextFormat: TextFormat = {
  inputMode: 'numeric',
  maxLength: 10,
  // "07221979" typed on a number pad reads 07/22/1979; a pasted 7/2/1979 keeps its month and day
  mask: { pattern: '##/##/####', digitsOf: dateDigits },
  toValue: (text) => {
    const t = text.trim();
    if (t === '') return undefined;
    if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)) {
      const [m, d, y] = t.split('/') as [string, string, string];
      const [mm, dd] = [m.padStart(2, '0'), d.padStart(2, '0')];
      // a whole date that does not exist (13/45/2030) keeps the data shape, so only the schema's
      // format rule (a real date) speaks, not its shape or year rule
      return toDataDate(`${mm}/${dd}/${y}`) ?? `${y}-${mm}-${dd}`;
    }
    return t;
  },
  toText: (value) => {
    if (typeof value !== 'string') return '';
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return iso ? (toDisplayDate(value) ?? `${iso[2]}/${iso[3]}/${iso[1]}`) : value;
  },
};

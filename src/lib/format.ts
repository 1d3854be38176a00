import { DateTime } from 'luxon';

/** Display and data date formats of the spec. */
export const DISPLAY_DATE = 'MM/dd/yyyy';
export const DATA_DATE = 'yyyy-MM-dd';

/**
 * US dollars with a fixed number of decimals. A NaN amount or a negative precision is a programming
 * error upstream (an unparsed field), so it fails loudly instead of printing "$NaN".
 */
export function formatMoney(amount: number, precision = 2): string {
  if (Number.isNaN(amount)) throw new RangeError('Cannot format NaN as money');
  if (!Number.isInteger(precision) || precision < 0) throw new RangeError(`Invalid money precision: ${precision}`);
  return new Intl.NumberFormat('en-US', {
    style: 'currency', currency: 'USD', minimumFractionDigits: precision, maximumFractionDigits: precision,
  }).format(amount);
}

/**
 * "(nnn) nnn-nnnn" from +1 and 10 digits, 11 digits starting with 1, 10 digits, or dashed/dotted
 * forms of those. Anything else is returned unchanged so the user still sees what was stored.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.length === 10 ? digits : null;
  if (!national) return input;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The ten national digits of a US phone number, or null when it is not one. */
export function phoneDigits(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : null;
}

const parseDate = (value: string): DateTime => {
  for (const format of [DATA_DATE, DISPLAY_DATE]) {
    const dt = DateTime.fromFormat(value, format, { zone: 'utc' });
    if (dt.isValid) return dt;
  }
  return DateTime.fromISO(value, { zone: 'utc' });
};

/** MM/dd/yyyy from a data date (yyyy-MM-dd), an ISO timestamp or a display date; null when invalid. */
export function toDisplayDate(value: string): string | null {
  const dt = parseDate(value.trim());
  return dt.isValid ? dt.toFormat(DISPLAY_DATE) : null;
}

/** yyyy-MM-dd from a display date (MM/dd/yyyy), an ISO timestamp or a data date; null when invalid. */
export function toDataDate(value: string): string | null {
  const dt = parseDate(value.trim());
  return dt.isValid ? dt.toFormat(DATA_DATE) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A standard 8-4-4-4-12 hexadecimal UUID. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

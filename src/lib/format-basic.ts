// Formatting without date handling, so the shell's first route does not load luxon.

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

/** The tel: link of a US phone number ("tel:+18885550142"); the input as dialled when it is not one. */
export function telHref(input: string): string {
  const national = phoneDigits(input);
  return `tel:${national ? `+1${national}` : input.replace(/[^\d+]/g, '')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A standard 8-4-4-4-12 hexadecimal UUID. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

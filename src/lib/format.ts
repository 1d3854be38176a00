import { DateTime } from 'luxon';

export * from './format-basic';

/** Display and data date formats of the spec. */
export const DISPLAY_DATE = 'MM/dd/yyyy';
export const DATA_DATE = 'yyyy-MM-dd';

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

export * from './format-basic';

interface Ymd { y: number; m: number; d: number }

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Calendar checks through Date.UTC (no date library: these run on the first screen an applicant sees).
const real = ({ y, m, d }: Ymd): Ymd | null => {
  const at = new Date(Date.UTC(y, m - 1, d));
  at.setUTCFullYear(y);
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? { y, m, d } : null;
};

const parseDate = (value: string): Ymd | null => {
  const data = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (data) return real({ y: Number(data[1]), m: Number(data[2]), d: Number(data[3]) });
  const display = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (display) return real({ y: Number(display[3]), m: Number(display[1]), d: Number(display[2]) });
  // An ISO timestamp: its date in UTC.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() };
};

/** MM/dd/yyyy from a data date (yyyy-MM-dd), an ISO timestamp or a display date; null when invalid. */
export function toDisplayDate(value: string): string | null {
  const dt = parseDate(value.trim());
  return dt ? `${pad(dt.m)}/${pad(dt.d)}/${pad(dt.y, 4)}` : null;
}

/** yyyy-MM-dd from a display date (MM/dd/yyyy), an ISO timestamp or a data date; null when invalid. */
export function toDataDate(value: string): string | null {
  const dt = parseDate(value.trim());
  return dt ? `${pad(dt.y, 4)}-${pad(dt.m)}-${pad(dt.d)}` : null;
}

/** The time of day as pages show it ("h:mm a"). */
export const DISPLAY_TIME = 'h:mm a';

/** The date as pages show it. */
export const DISPLAY_DATE = 'MM/dd/yyyy';

// Through Intl (no date library: these run on pages an applicant sees first); the reader's own zone unless given.
const momentParts = (value: string, zone: string | undefined, zoneName = false, locale = 'en-US'): Record<string, string> | null => {
  const at = new Date(value.trim());
  if (Number.isNaN(at.getTime())) return null;
  // the weekday and the zone's name in the page's language (the date stays MM/dd/yyyy, as US forms write it)
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: zone, weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true,
    ...(zoneName ? { timeZoneName: 'short' as const } : {}),
  });
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
};
const dayOf = (p: Record<string, string>) => `${p.month}/${p.day}/${p.year}`;
const timeOf = (p: Record<string, string>) => `${p.hour}:${p.minute} ${p.dayPeriod?.replace(/\s/g, ' ')}`;

/**
 * A moment as pages show it: the display date and the time of day ("MM/dd/yyyy h:mm a"), in `zone`
 * (default: the reader's own), optionally after the weekday and before the zone's name ("PST") ("Monday, 11/30/2026 10:00 AM"); null
 * when invalid.
 */
export function toDisplayDateTime(value: string, opts: { zone?: string; weekday?: boolean; zoneName?: boolean; locale?: string } = {}): string | null {
  const p = momentParts(value, opts.zone, opts.zoneName, opts.locale);
  return p ? `${opts.weekday ? `${p.weekday}, ` : ''}${dayOf(p)} ${timeOf(p)}${opts.zoneName && p.timeZoneName ? ` ${p.timeZoneName}` : ''}` : null;
}

/** A moment's day as pages show it (weekday and display date, "Monday, 11/30/2026") in `zone`. */
export function toDisplayDay(value: string, zone?: string): string | null {
  const p = momentParts(value, zone);
  return p ? `${p.weekday}, ${dayOf(p)}` : null;
}

/** A moment's time of day ("h:mm a") in `zone`, its a.m./p.m. in the page's language (`locale`, en-US by default). */
export function toDisplayTime(value: string, zone?: string, locale?: string): string | null {
  const p = momentParts(value, zone, false, locale);
  return p ? timeOf(p) : null;
}


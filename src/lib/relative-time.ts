const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * How long ago a notification arrived: minutes, hours, days, weeks ("5m", "3h", "2d", "4w"), and
 * after four weeks the month and day it arrived ("Oct 3"), in the reader's time zone unless given.
 */
export function relativeTime(created: string | Date, now: Date, zone = 'local'): string {
  const at = typeof created === 'string' ? new Date(created) : created;
  if (Number.isNaN(at.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < HOUR) return `${Math.max(1, Math.floor(elapsed / MINUTE))}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed <= 4 * WEEK) return `${Math.floor(elapsed / WEEK)}w`;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...(zone === 'local' ? {} : { timeZone: zone }) }).format(at);
}

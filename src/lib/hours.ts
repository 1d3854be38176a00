// A type only: the browser shows hours without a date library; the server passes its luxon instant.
import type { DateTime } from 'luxon';

export const PACIFIC = 'America/Los_Angeles';

export interface DayHours {
  weekday: string;
  weekdayValue: number;
  isOpen: boolean;
  startTime: string;
  endTime: string;
}

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Whether the week's hours (Pacific time) are open at the given instant. */
export function isOpenAt(week: DayHours[], at: DateTime): boolean {
  const local = at.setZone(PACIFIC);
  const day = week.find((d) => d.weekdayValue === local.weekday);
  if (!day?.isOpen) return false;
  const now = local.hour * 60 + local.minute;
  return now >= minutes(day.startTime) && now < minutes(day.endTime);
}

/** "6:00 AM" style display of an HH:mm time. */
export function displayTime(hhmm: string): string {
  const total = minutes(hhmm);
  const h = Math.floor(total / 60);
  return `${h % 12 || 12}:${String(total % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Days in a row (Monday 1 to Sunday 7) with the same hours; hours null when closed. */
export interface DayGroup {
  first: number;
  last: number;
  hours: { start: string; end: string } | null;
}

/**
 * The week as it is shown: consecutive days with the same hours together, each day as its own entry
 * says (a lender open Saturday morning and closed Sunday shows both), times as 6:00 AM.
 */
export function weekGroups(week: DayHours[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const day of [...week].sort((a, b) => a.weekdayValue - b.weekdayValue)) {
    const hours = day.isOpen ? { start: displayTime(day.startTime), end: displayTime(day.endTime) } : null;
    const last = groups[groups.length - 1];
    if (last && last.last === day.weekdayValue - 1 && JSON.stringify(last.hours) === JSON.stringify(hours)) last.last = day.weekdayValue;
    else groups.push({ first: day.weekdayValue, last: day.weekdayValue, hours });
  }
  return groups;
}

import { DateTime } from 'luxon';

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
  return DateTime.fromFormat(hhmm, 'HH:mm', { zone: PACIFIC }).toFormat('h:mm a');
}

/**
 * The spec's displayed hours: Monday to Friday from weekday 1, Saturday and Sunday from weekday 6.
 * Returns null for a group that is closed.
 */
export function displayHours(week: DayHours[]): { weekdays: { start: string; end: string } | null; weekend: { start: string; end: string } | null } {
  const pick = (value: number) => {
    const day = week.find((d) => d.weekdayValue === value);
    return day?.isOpen ? { start: displayTime(day.startTime), end: displayTime(day.endTime) } : null;
  };
  return { weekdays: pick(1), weekend: pick(6) };
}

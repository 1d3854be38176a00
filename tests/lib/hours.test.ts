import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../src/engine/org';
import { displayTime, isOpenAt, weekGroups, type DayHours } from '../../src/lib/hours';
import { weekText } from '../../src/widgets/week-text';
import strings from '../../schemas/copy/en.json';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const week = (weekend: Partial<DayHours> = {}): DayHours[] => NAMES.map((weekday, i) => ({
  weekday, weekdayValue: i + 1, isOpen: i < 6, startTime: i < 5 ? '06:00' : '08:00', endTime: i < 5 ? '18:00' : '14:00',
  ...(i >= 5 ? weekend : {}),
}));

describe('operating hours (Pacific time)', () => {
  const copy = (key: string, values?: Record<string, string>) => interpolate((strings as Record<string, string>)[key] ?? key, values ?? {});

  it('groups days in a row with the same hours, each day as its own entry says, as 12-hour times', () => {
    expect(weekGroups(week())).toEqual([
      { first: 1, last: 5, hours: { start: '6:00 AM', end: '6:00 PM' } },
      { first: 6, last: 6, hours: { start: '8:00 AM', end: '2:00 PM' } },
      { first: 7, last: 7, hours: null },
    ]);
    expect(displayTime('00:30')).toBe('12:30 AM');
  });

  it('shows Saturday open and Sunday closed, in the copy\'s words', () => {
    const lender = week().map((d) => (d.weekdayValue <= 5 ? { ...d, startTime: '07:00' } : d.weekdayValue === 6 ? { ...d, startTime: '09:00', endTime: '13:00' } : d));
    expect(weekText(lender, copy)).toBe('Mon-Fri 7:00 AM to 6:00 PM PT; Sat 9:00 AM to 1:00 PM PT; Sun closed');
    expect(weekText(week({ isOpen: true, startTime: '08:00', endTime: '14:00' }), copy)).toBe('Mon-Fri 6:00 AM to 6:00 PM PT; Sat-Sun 8:00 AM to 2:00 PM PT');
    expect(weekText(week({ isOpen: false }), copy)).toBe('Mon-Fri 6:00 AM to 6:00 PM PT; Sat-Sun closed');
  });

  it('is open by the clock in Los Angeles, whatever the zone of the instant', () => {
    // Monday 2026-11-23 17:59 PT is 01:59 UTC on Tuesday: still open; 18:00 PT is closed.
    expect(isOpenAt(week(), DateTime.fromISO('2026-11-24T01:59:00Z'))).toBe(true);
    expect(isOpenAt(week(), DateTime.fromISO('2026-11-24T02:00:00Z'))).toBe(false);
    expect(isOpenAt(week(), DateTime.fromISO('2026-11-23T05:59:00-08:00'))).toBe(false);
    // Sunday is closed all day.
    expect(isOpenAt(week(), DateTime.fromISO('2026-11-22T12:00:00-08:00'))).toBe(false);
  });
});

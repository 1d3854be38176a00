import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { displayHours, displayTime, isOpenAt, type DayHours } from '../../src/lib/hours';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const week = (weekend: Partial<DayHours> = {}): DayHours[] => NAMES.map((weekday, i) => ({
  weekday, weekdayValue: i + 1, isOpen: i < 6, startTime: i < 5 ? '06:00' : '08:00', endTime: i < 5 ? '18:00' : '14:00',
  ...(i >= 5 ? weekend : {}),
}));

describe('operating hours (Pacific time)', () => {
  it('shows Monday to Friday from weekday 1 and the weekend from weekday 6, as 12-hour times', () => {
    expect(displayHours(week())).toEqual({ weekdays: { start: '6:00 AM', end: '6:00 PM' }, weekend: { start: '8:00 AM', end: '2:00 PM' } });
    expect(displayTime('00:30')).toBe('12:30 AM');
  });

  it('a closed group shows as closed', () => {
    expect(displayHours(week({ isOpen: false })).weekend).toBeNull();
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

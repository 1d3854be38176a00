import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { notarySlots } from '../../../src/server/providers/notary';

const week = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  weekday: String(d), weekdayValue: d, isOpen: d !== 7, startTime: d === 6 ? '08:00' : '06:00', endTime: d === 6 ? '14:00' : '18:00',
}));

describe('manual notary slots', () => {
  it('offers hourly slots inside Pacific operating hours, a day ahead, never on a closed day', () => {
    const now = new Date('2026-11-20T18:30:00Z'); // Friday 10:30 in California
    const slots = notarySlots(week, now);
    const local = slots.map((s) => DateTime.fromISO(s).setZone('America/Los_Angeles'));
    expect(local[0]?.toFormat('ccc HH:mm')).toBe('Sat 11:00');
    expect(local.every((d) => d.weekday !== 7)).toBe(true);
    expect(local.filter((d) => d.weekday === 6).every((d) => d.hour >= 8 && d.hour <= 13)).toBe(true);
    expect(local.filter((d) => d.weekday <= 5).every((d) => d.hour >= 6 && d.hour <= 17)).toBe(true);
  });

  it('leaves out taken slots', () => {
    const now = new Date('2026-11-20T18:30:00Z');
    const all = notarySlots(week, now);
    expect(notarySlots(week, now, new Set([all[0] as string]))[0]).toBe(all[1]);
  });
});

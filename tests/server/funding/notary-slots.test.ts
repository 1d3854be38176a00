import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { notarySlots } from '../../../src/server/providers/notary';

const week = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  weekday: String(d), weekdayValue: d, isOpen: d !== 7, startTime: d === 6 ? '08:00' : '06:00', endTime: d === 6 ? '14:00' : '18:00',
}));

describe('manual notary slots', () => {
  it('offers hourly slots inside Pacific operating hours, a day ahead, never on a closed day', async () => {
    const now = new Date('2026-11-20T18:30:00Z'); // Friday 10:30 in California
    const slots = await notarySlots(week, now);
    const local = slots.map((s) => DateTime.fromISO(s).setZone('America/Los_Angeles'));
    expect(local[0]?.toFormat('ccc HH:mm')).toBe('Sat 11:00');
    expect(local.every((d) => d.weekday !== 7)).toBe(true);
    expect(local.filter((d) => d.weekday === 6).every((d) => d.hour >= 8 && d.hour <= 13)).toBe(true);
    expect(local.filter((d) => d.weekday <= 5).every((d) => d.hour >= 6 && d.hour <= 17)).toBe(true);
  });

  it('leaves out taken slots', async () => {
    const now = new Date('2026-11-20T18:30:00Z');
    const all = await notarySlots(week, now);
    expect((await notarySlots(week, now, new Set([all[0] as string])))[0]).toBe(all[1]);
  });
});

describe('manual notary slots around holidays and closed days', () => {
  const pacificDays = (slots: string[]) => [...new Set(slots.map((s) => DateTime.fromISO(s).setZone('America/Los_Angeles').toISODate()))];

  it('offers no time on a federal holiday, nor on its observed weekday', async () => {
    // Monday 23 November 2026: the week holds Thanksgiving (Thursday 26th)
    const days = pacificDays(await notarySlots(week, new Date('2026-11-23T18:00:00Z')));
    expect(days).not.toContain('2026-11-26');
    expect(days).toContain('2026-11-25');
    expect(days).toContain('2026-11-27'); // the day after Thanksgiving is a working day
    // Independence Day 2026 is a Saturday, kept on Friday 3 July
    const july = pacificDays(await notarySlots(week, new Date('2026-06-29T18:00:00Z')));
    expect(july).not.toContain('2026-07-03');
    expect(july).not.toContain('2026-07-04');
    expect(july).toContain('2026-07-02');
  });

  it('offers no time on a day the lender\'s hours say is closed', async () => {
    const weekdaysOnly = week.map((d) => ({ ...d, isOpen: d.weekdayValue <= 5 }));
    const days = (await notarySlots(weekdaysOnly, new Date('2026-11-30T18:00:00Z'))).map((s) => DateTime.fromISO(s).setZone('America/Los_Angeles').weekday);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d <= 5)).toBe(true);
  });
});

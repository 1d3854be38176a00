import { DateTime } from 'luxon';
import { businessDays } from '../funding/business-days';
import { PACIFIC, type DayHours } from '../../lib/hours';

export const SLOT_MINUTES = 60;
export const SLOT_DAYS = 7;

/**
 * Manual notary appointments: one-hour slots inside the org's operating hours (Pacific time), from
 * the next full hour at least a day ahead, for a week. Days the hours mark closed, federal holidays
 * (and their observed weekdays) and taken slots are left out.
 */
export async function notarySlots(week: DayHours[], now: Date, taken: Set<string> = new Set()): Promise<string[]> {
  const { isFederalHoliday } = await businessDays();
  const slots: string[] = [];
  const earliest = DateTime.fromJSDate(now).setZone(PACIFIC).plus({ hours: 24 });
  for (let d = 0; d <= SLOT_DAYS; d++) {
    const day = earliest.startOf('day').plus({ days: d });
    const hours = week.find((w) => w.weekdayValue === day.weekday);
    if (!hours?.isOpen || isFederalHoliday(day.toISODate() as string)) continue;
    const [sh, sm] = hours.startTime.split(':').map(Number) as [number, number];
    const [eh, em] = hours.endTime.split(':').map(Number) as [number, number];
    let t = day.set({ hour: sh, minute: sm });
    const end = day.set({ hour: eh, minute: em });
    while (t.plus({ minutes: SLOT_MINUTES }) <= end) {
      const iso = t.toUTC().toISO({ suppressMilliseconds: true }) as string;
      if (t >= earliest && !taken.has(iso)) slots.push(iso);
      t = t.plus({ minutes: SLOT_MINUTES });
    }
  }
  return slots;
}

/** An electronic notary vendor: identity check, then the recorded signing ceremony. */
export interface ENotaryProvider {
  checkIdentity(input: { lastFourOfId: string; dob: string }): Promise<{ passed: boolean; reason?: string }>;
  ceremony(input: { sessionId: string; consent: boolean }): Promise<{ completed: boolean; recordingId: string }>;
}

/**
 * Sandbox eNotary: the identity check passes unless the ID's last four digits are 0000 (a failed
 * check, to exercise the notary error page); the ceremony completes when the signer consents.
 */
export const sandboxENotary: ENotaryProvider = {
  async checkIdentity({ lastFourOfId }) {
    return lastFourOfId === '0000' ? { passed: false, reason: 'The ID could not be matched to the applicant' } : { passed: true };
  },
  async ceremony({ sessionId, consent }) {
    return { completed: consent, recordingId: `rec_${sessionId.slice(0, 8)}` };
  },
};

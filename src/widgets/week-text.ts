import type { CopyKey } from '../generated/copy-keys';
import { weekGroups, type DayHours } from '../lib/hours';

const DAY_KEYS: Record<number, CopyKey> = {
  1: 'hours.day.monday', 2: 'hours.day.tuesday', 3: 'hours.day.wednesday', 4: 'hours.day.thursday',
  5: 'hours.day.friday', 6: 'hours.day.saturday', 7: 'hours.day.sunday',
};

/** "Mon-Fri 7:00 AM to 6:00 PM PT; Sat 9:00 AM to 1:00 PM PT; Sun closed", in the org's words. */
export function weekText(week: DayHours[], copy: (key: CopyKey, values?: Record<string, string>) => string): string {
  return weekGroups(week).map((g) => {
    const first = copy(DAY_KEYS[g.first] ?? 'hours.day.monday');
    const days = g.first === g.last ? first : copy('hours.days', { first, last: copy(DAY_KEYS[g.last] ?? 'hours.day.sunday') });
    return g.hours ? copy('hours.open', { days, start: g.hours.start, end: g.hours.end }) : copy('hours.closed', { days });
  }).join('; ');
}

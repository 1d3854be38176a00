import Holidays from 'date-holidays';
import { DateTime } from 'luxon';

/**
 * Right of rescission (Regulation Z): the applicant may cancel until midnight of the third business
 * day after signing, where a business day is every calendar day except Sundays and the federal legal
 * public holidays (5 U.S.C. 6103(a)). Funds go out on the next banking day after that period.
 */

export const LENDER_ZONE = 'America/Los_Angeles';
export const RESCISSION_BUSINESS_DAYS = 3;

const usCalendar = new Holidays('US');

/**
 * The legal public holidays of a year (5 U.S.C. 6103(a)) on their calendar dates, from the
 * date-holidays calendar: its "public" US days, before observed-day shifts (those are made below).
 */
export function federalHolidays(year: number): { name: string; date: string }[] {
  return usCalendar
    .getHolidays(year)
    .filter((h) => h.type === 'public' && !h.substitute)
    .map((h) => ({ name: h.name, date: h.date.slice(0, 10) }));
}

const cache = new Map<number, Set<string>>();

/**
 * Dates on which a holiday is kept: the holiday itself, plus the observed weekday when it falls on a
 * weekend (Saturday -> the Friday before, Sunday -> the Monday after; Executive Order 11582). The
 * Friday before a Saturday New Year's Day belongs to the previous year, so each year also looks ahead.
 */
function holidayDates(year: number): Set<string> {
  let set = cache.get(year);
  if (set) return set;
  set = new Set<string>();
  for (const y of [year, year + 1]) {
    for (const { date } of federalHolidays(y)) {
      const d = DateTime.fromISO(date, { zone: 'utc' });
      const observed = d.weekday === 6 ? d.minus({ days: 1 }) : d.weekday === 7 ? d.plus({ days: 1 }) : d;
      for (const x of [d, observed]) if (x.year === year) set.add(x.toISODate() as string);
    }
  }
  cache.set(year, set);
  return set;
}

/** Whether an ISO date (yyyy-MM-dd) is a federal holiday or its observed day. */
export function isFederalHoliday(isoDate: string): boolean {
  const d = DateTime.fromISO(isoDate, { zone: 'utc' });
  return holidayDates(d.year).has(isoDate);
}

/** A business day for rescission: not a Sunday and not a federal holiday. Saturdays count. */
export function isRescissionBusinessDay(isoDate: string): boolean {
  return DateTime.fromISO(isoDate, { zone: 'utc' }).weekday !== 7 && !isFederalHoliday(isoDate);
}

/** A banking day, when money can move: Monday to Friday and not a federal holiday. */
export function isBankingDay(isoDate: string): boolean {
  return DateTime.fromISO(isoDate, { zone: 'utc' }).weekday <= 5 && !isFederalHoliday(isoDate);
}

const nextDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days: 1 }).toISODate() as string;

export interface FundingDates {
  /** The signing date in the lender's time zone. */
  signedOn: string;
  /** The last day the applicant may cancel (until midnight of that day). */
  rescissionEndsOn: string;
  /** The earliest day funds are sent. */
  fundingOn: string;
}

/** Rescission end and earliest funding date for a signature made at the given instant. */
export function fundingDates(signedAt: Date, zone = LENDER_ZONE): FundingDates {
  const signedOn = DateTime.fromJSDate(signedAt, { zone }).toISODate() as string;
  let day = signedOn;
  let counted = 0;
  while (counted < RESCISSION_BUSINESS_DAYS) {
    day = nextDay(day);
    if (isRescissionBusinessDay(day)) counted++;
  }
  const rescissionEndsOn = day;
  let fundingOn = nextDay(rescissionEndsOn);
  while (!isBankingDay(fundingOn)) fundingOn = nextDay(fundingOn);
  return { signedOn, rescissionEndsOn, fundingOn };
}

/** Whether funds may be sent at the given instant: the funding date has been reached in the lender's zone. */
export function mayFund(signedAt: Date, now: Date, zone = LENDER_ZONE): boolean {
  const today = DateTime.fromJSDate(now, { zone }).toISODate() as string;
  return today >= fundingDates(signedAt, zone).fundingOn;
}

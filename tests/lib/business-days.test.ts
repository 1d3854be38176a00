import { describe, expect, it } from 'vitest';
import { federalHolidays, fundingDates, isFederalHoliday, isRescissionBusinessDay, mayFund } from '../../src/lib/business-days';

const pacificNoon = (iso: string) => new Date(`${iso}T20:00:00Z`);

describe('federal holidays', () => {
  it('computes the floating holidays of 2026', () => {
    expect(federalHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-04',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });

  it('keeps weekend holidays on their observed weekday too', () => {
    expect(isFederalHoliday('2026-07-04')).toBe(true); // Saturday
    expect(isFederalHoliday('2026-07-03')).toBe(true); // observed Friday
    expect(isFederalHoliday('2022-12-26')).toBe(true); // Christmas on Sunday, observed Monday
    expect(isFederalHoliday('2021-12-31')).toBe(true); // New Year 2022 on Saturday, observed the Friday before
    expect(isFederalHoliday('2026-07-06')).toBe(false);
    expect(isFederalHoliday('2028-11-10')).toBe(true); // Veterans Day on Saturday, observed Friday
    expect(isFederalHoliday('2026-11-27')).toBe(false); // the day after Thanksgiving is no federal holiday
  });

  it('counts Saturdays but not Sundays as rescission business days', () => {
    expect(isRescissionBusinessDay('2026-11-21')).toBe(true);
    expect(isRescissionBusinessDay('2026-11-22')).toBe(false);
  });
});

describe('funding date after rescission', () => {
  it('skips the Sunday after a Friday signing', () => {
    expect(fundingDates(pacificNoon('2026-11-20'))).toEqual({ signedOn: '2026-11-20', rescissionEndsOn: '2026-11-24', fundingOn: '2026-11-25' });
  });

  it('skips Thanksgiving and funds on the next banking day after a Saturday end', () => {
    expect(fundingDates(pacificNoon('2026-11-24'))).toEqual({ signedOn: '2026-11-24', rescissionEndsOn: '2026-11-28', fundingOn: '2026-11-30' });
  });

  it('skips Independence Day observed on the Friday before', () => {
    expect(fundingDates(pacificNoon('2026-07-01'))).toMatchObject({ rescissionEndsOn: '2026-07-07', fundingOn: '2026-07-08' });
  });

  it('skips Christmas observed on the Monday after', () => {
    expect(fundingDates(pacificNoon('2022-12-22'))).toMatchObject({ rescissionEndsOn: '2022-12-27', fundingOn: '2022-12-28' });
  });

  it('skips a New Year observed in the previous year', () => {
    expect(fundingDates(pacificNoon('2021-12-29'))).toMatchObject({ rescissionEndsOn: '2022-01-04', fundingOn: '2022-01-05' });
  });

  it('takes the signing day in Pacific time, not UTC', () => {
    // 22:00 Friday in California is already Saturday in UTC
    expect(fundingDates(new Date('2026-11-21T06:00:00Z')).signedOn).toBe('2026-11-20');
  });

  it('allows funding only from the funding date', () => {
    const signed = pacificNoon('2026-11-20');
    expect(mayFund(signed, pacificNoon('2026-11-24'))).toBe(false);
    expect(mayFund(signed, new Date('2026-11-25T08:01:00Z'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, formatPhone, isUuid, phoneDigits, telHref, toDataDate, toDisplayDate, toDisplayDateTime, toDisplayDay, toDisplayTime } from '../../src/lib/format';

describe('formatMoney', () => {
  it('formats dollars with thousands separators and the requested precision', () => {
    expect(formatMoney(15000)).toBe('$15,000.00');
    expect(formatMoney(400000, 0)).toBe('$400,000');
    expect(formatMoney(1234.567, 1)).toBe('$1,234.6');
  });

  it('fails on NaN', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(/NaN/);
  });

  it('fails on a negative precision', () => {
    expect(() => formatMoney(10, -1)).toThrow(/precision/);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+18888196388', '(888) 819-6388'],
    ['+1 888 819 6388', '(888) 819-6388'],
    ['18888196388', '(888) 819-6388'],
    ['8888196388', '(888) 819-6388'],
    ['888-819-6388', '(888) 819-6388'],
    ['1-888-819-6388', '(888) 819-6388'],
  ])('shows %s as %s', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it('leaves numbers it cannot read unchanged', () => {
    expect(formatPhone('28888196388')).toBe('28888196388');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('extracts the national digits or null', () => {
    expect(phoneDigits('+1 (415) 555-0111')).toBe('4155550111');
    expect(phoneDigits('555-0111')).toBeNull();
  });
});

describe('dates', () => {
  it('shows data dates and timestamps as MM/dd/yyyy', () => {
    expect(toDisplayDate('1980-02-29')).toBe('02/29/1980');
    expect(toDisplayDate('2026-11-22T00:00:00Z')).toBe('11/22/2026');
  });

  it('stores display dates as yyyy-MM-dd', () => {
    expect(toDataDate('02/29/1980')).toBe('1980-02-29');
    expect(toDataDate('1980-02-29')).toBe('1980-02-29');
  });

  it('rejects dates that do not exist', () => {
    expect(toDisplayDate('1981-02-29')).toBeNull();
    expect(toDataDate('13/01/2020')).toBeNull();
    expect(toDataDate('soon')).toBeNull();
  });
});

describe('moments on pages', () => {
  it('shows a moment as MM/dd/yyyy h:mm a in the zone asked, with the weekday when asked', () => {
    expect(toDisplayDateTime('2026-11-30T18:00:00.000Z', { zone: 'America/Los_Angeles' })).toBe('11/30/2026 10:00 AM');
    expect(toDisplayDateTime('2026-01-05T01:07:00.000Z', { zone: 'America/Los_Angeles', weekday: true })).toBe('Sunday, 01/04/2026 5:07 PM');
    expect(toDisplayDay('2026-11-30T18:00:00.000Z', 'America/Los_Angeles')).toBe('Monday, 11/30/2026');
    expect(toDisplayTime('2026-11-30T18:00:00.000Z', 'America/Los_Angeles')).toBe('10:00 AM');
    expect(toDisplayTime('2026-11-30T18:00:00.000Z', 'America/Los_Angeles', 'es-US')).toBe('10:00 a.m.');
    expect(toDisplayDateTime('not a time')).toBeNull();
  });

  it('dials a US phone number as +1 and its ten digits', () => {
    expect(telHref('8888196388')).toBe('tel:+18888196388');
    expect(telHref('1-888-819-6388')).toBe('tel:+18888196388');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hexadecimal in either case', () => {
    expect(isUuid('3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('3F2A9C1E-8B7D-4E21-9A6F-0C1D2E3F4A5B')).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isUuid('3f2a9c1e8b7d4e219a6f0c1d2e3f4a5b')).toBe(false);
    expect(isUuid('3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5g')).toBe(false);
    expect(isUuid('start')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

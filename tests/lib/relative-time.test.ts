import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/lib/relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('counts minutes, at least one', () => {
    expect(relativeTime(ago(10_000), now)).toBe('1m');
    expect(relativeTime(ago(59 * MIN), now)).toBe('59m');
  });

  it('counts hours, days and weeks', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1h');
    expect(relativeTime(ago(23 * HOUR), now)).toBe('23h');
    expect(relativeTime(ago(DAY), now)).toBe('1d');
    expect(relativeTime(ago(6 * DAY), now)).toBe('6d');
    expect(relativeTime(ago(7 * DAY), now)).toBe('1w');
    expect(relativeTime(ago(28 * DAY), now)).toBe('4w');
  });

  it('shows month and day after four weeks', () => {
    expect(relativeTime(ago(29 * DAY), now, 'utc')).toBe('Oct 24');
    expect(relativeTime('2026-03-05T10:00:00Z', now, 'utc')).toBe('Mar 5');
  });
});

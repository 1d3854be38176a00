import { describe, expect, it } from 'vitest';
import { accountNumberProblem, isValidRoutingNumber, lastFour, routingNumberProblem } from '../../src/lib/bank';

describe('ABA routing numbers', () => {
  it.each([
    ['021000021', 'JPMorgan Chase, New York'],
    ['011000015', 'Federal Reserve Bank of Boston'],
    ['121000358', 'Bank of America, California'],
    ['322271627', 'JPMorgan Chase, California (thrift prefix)'],
    ['111000025', 'Bank of America, Texas'],
  ])('accepts the real routing number %s (%s)', (number) => {
    expect(routingNumberProblem(number)).toBeNull();
  });

  it('rejects a single mistyped digit by its checksum', () => {
    expect(routingNumberProblem('021000022')).toBe('checksum');
    expect(routingNumberProblem('123456789')).toBe('checksum');
    // two swapped neighbouring digits of a valid number
    expect(isValidRoutingNumber('201000021')).toBe(false);
  });

  it('rejects a number whose prefix is not a Federal Reserve routing symbol even if the sum works', () => {
    // 9x prefixes are unassigned; 990000001 sums to a multiple of 10 yet is not a routing number
    const digits = '99000000';
    const sum = [3, 7, 1, 3, 7, 1, 3, 7].reduce((s, w, i) => s + w * Number(digits[i]), 0);
    const check = (10 - (sum % 10)) % 10;
    expect(routingNumberProblem(digits + check)).toBe('prefix');
  });

  it('rejects wrong lengths and non-digits', () => {
    expect(routingNumberProblem('02100002')).toBe('format');
    expect(routingNumberProblem('0210000211')).toBe('format');
    expect(routingNumberProblem('02100002a')).toBe('format');
  });
});

describe('account numbers', () => {
  it('accepts 4 to 17 digits', () => {
    expect(accountNumberProblem('1234')).toBeNull();
    expect(accountNumberProblem('12345678901234567')).toBeNull();
  });
  it('rejects too short, too long, letters and placeholders', () => {
    expect(accountNumberProblem('123')).toMatch(/4 to 17/);
    expect(accountNumberProblem('123456789012345678')).toMatch(/4 to 17/);
    expect(accountNumberProblem('12ab34')).toMatch(/digits only/);
    expect(accountNumberProblem('0000000')).toMatch(/not valid/);
  });
  it('shows the last four digits', () => {
    expect(lastFour('000123456789')).toBe('6789');
  });
});

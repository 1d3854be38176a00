import { describe, expect, it } from 'vitest';
import { dateTextFormat, phoneFormat, ssnFormat } from '../../src/widgets/formats';

describe('phone', () => {
  it('stores the ten national digits and shows (nnn) nnn-nnnn', () => {
    expect(phoneFormat.toValue('+1 (415) 555-0134')).toBe('4155550134');
    expect(phoneFormat.toValue('415.555.0134')).toBe('4155550134');
    expect(phoneFormat.toText('4155550134')).toBe('(415) 555-0134');
    expect(phoneFormat.toValue('')).toBeUndefined();
  });
});

describe('ssn', () => {
  it('stores digits and shows nnn-nn-nnnn', () => {
    expect(ssnFormat.toValue('123-45-6789')).toBe('123456789');
    expect(ssnFormat.toText('123456789')).toBe('123-45-6789');
  });
});

describe('dateText', () => {
  it('reads MM/DD/YYYY (single digits too) and stores yyyy-MM-dd', () => {
    expect(dateTextFormat.toValue('04/12/1980')).toBe('1980-04-12');
    expect(dateTextFormat.toValue('4/2/1980')).toBe('1980-04-02');
    expect(dateTextFormat.toText('1980-04-12')).toBe('04/12/1980');
  });
  it('keeps impossible dates in the data shape and partial ones as typed, so the schema refuses them', () => {
    expect(dateTextFormat.toValue('02/31/1980')).toBe('1980-02-31');
    expect(dateTextFormat.toText('1980-02-31')).toBe('02/31/1980');
    expect(dateTextFormat.toValue('13/45/2030')).toBe('2030-13-45');
    expect(dateTextFormat.toText('2030-13-45')).toBe('13/45/2030');
    expect(dateTextFormat.toValue('04/12')).toBe('04/12');
    expect(dateTextFormat.toValue(' ')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildContent } from '../../src/engine/content';
import { checkPlainMessages } from '../../src/engine/check-plain-errors';
import { FORM_FOLDERS } from '../../src/engine/check';
import { errorSummary, plainFieldErrors, plainMessage } from '../../src/engine/plain-errors';
import { readContentFiles } from '../../src/server/content/load';

const { index } = buildContent(readContentFiles(process.cwd()).files);
const strings = index.strings;

describe('every rule of every form has a plain message', () => {
  const forms = Object.values(index.screens).filter((pair) => (FORM_FOLDERS as readonly string[]).includes(pair.file.split('/')[1] ?? ''));

  it('scans the screens, registration steps, conditions and forms', () => {
    expect(forms.length).toBeGreaterThan(50);
    const problems = forms.flatMap((pair) => checkPlainMessages(pair, strings));
    expect(problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([]);
  });

  it('names the file and the rule of one without a message', () => {
    const pair = {
      id: 'forms/code', file: 'schemas/forms/code.schema.json',
      schema: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Z]{3}$', maxLength: 3 }, kind: { type: 'string', const: 'X' } } },
      ui: { 'x-screen': { title: 'Code' } },
    };
    expect(checkPlainMessages(pair, strings)).toEqual([
      expect.objectContaining({ file: 'schemas/forms/code.schema.json', pointer: '/properties/code/pattern', message: expect.stringContaining('code: the pattern rule has no plain message') }),
      expect.objectContaining({ file: 'schemas/forms/code.schema.json', pointer: '/properties/kind/const' }),
    ]);
    pair.ui = { 'x-screen': { title: 'Code' }, code: { 'x-errors': { pattern: 'Enter three capital letters' } }, kind: { 'x-errors': { const: 'Choose X' } } } as never;
    expect(checkPlainMessages(pair, strings)).toEqual([]);
  });
});

describe('plain messages for failed rules', () => {
  it('never passes on the validator\'s own words', () => {
    expect(plainMessage({ keyword: 'minLength', params: { limit: 1 } }, undefined, strings)).toBe('Required');
    expect(plainMessage({ keyword: 'minimum', params: { limit: 1000, comparison: '>=' } }, undefined, strings)).toBe('Enter 1,000 or more');
    expect(plainMessage({ keyword: 'format', params: { format: 'uuid' } }, undefined, strings)).toBe('This link is incomplete or out of date. Please open it again.');
    expect(plainMessage({ keyword: 'format', params: { format: 'date-time' } }, undefined, strings)).toBe('Enter a date and time');
    expect(plainMessage({ keyword: 'if', params: { failingKeyword: 'then' } }, undefined, strings)).toBeUndefined();
    expect(plainMessage({ keyword: 'pattern', params: { pattern: '^x$' } }, { pattern: 'Enter x' }, strings)).toBe('Enter x');
    expect(plainMessage({ keyword: 'pattern', params: { pattern: '^x$' } }, undefined, strings)).toBe('Check this answer');
  });

  it('leaves out the alternatives of a failed choice and says each message once per field', () => {
    const errors = plainFieldErrors([
      { keyword: 'const', path: '/method', schemaPath: '#/oneOf/0/properties/method/const', params: { allowedValue: 'LINKED' } },
      { keyword: 'oneOf', path: '', schemaPath: '#/oneOf', params: {} },
      { keyword: 'format', path: '/dob', params: { format: 'date' } },
      { keyword: 'pattern', path: '/dob', params: {} },
      { keyword: 'if', path: '', params: {} },
    ], { dob: { 'x-errors': { pattern: 'Enter a date as MM/DD/YYYY' } } }, strings);
    expect(errors.map((e) => [e.path, e.message])).toEqual([['', 'Choose one of the options'], ['/dob', 'Enter a date as MM/DD/YYYY']]);
    expect(errorSummary(errors.slice(1), strings, { type: 'object', properties: { dob: { type: 'string', title: 'Date of birth' } } })).toBe('Date of birth: Enter a date as MM/DD/YYYY');
    expect(errorSummary([{ path: '/firstName', message: 'Required' }], strings)).toBe('First name: Required');
  });
});

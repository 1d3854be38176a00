import createAjvInstance, { AJV_CONFIG, COLOR_FORMAT_REGEX, DATA_URL_FORMAT_REGEX } from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { describe, expect, it } from 'vitest';
import { FORM_AJV_OPTIONS, formAjv } from '../../src/server/content/form-ajv';

type WithFormats = { formats: Record<string, unknown>; opts: Record<string, unknown> };

describe('the form validator is rjsf\'s', () => {
  it('has rjsf\'s options and formats, with $data', () => {
    const ours = formAjv() as unknown as WithFormats;
    const rjsf = createAjvInstance(undefined, undefined, { $data: true }) as unknown as WithFormats;
    expect(FORM_AJV_OPTIONS).toEqual({ ...AJV_CONFIG, $data: true });
    // the project's ajv-formats (the one the precompiled code imports) has two formats more than rjsf's
    expect(Object.keys(ours.formats).sort()).toEqual([...Object.keys(rjsf.formats), 'iso-time', 'iso-date-time'].sort());
    expect(String(ours.formats.color)).toBe(String(COLOR_FORMAT_REGEX));
    expect(String(ours.formats['data-url'])).toBe(String(DATA_URL_FORMAT_REGEX));
  });

  it('accepts and refuses as rjsf\'s does, where the server\'s default ajv would not (number precision, colours)', () => {
    const schema = { type: 'object', properties: { rate: { type: 'number', multipleOf: 0.01 }, colour: { type: 'string', format: 'color' } } };
    const ours = formAjv().compile(schema);
    const rjsf = createAjvInstance(undefined, undefined, { $data: true }).compile(schema);
    for (const data of [{ rate: 1.13 }, { rate: 1.131 }, { colour: '#0b5cab' }, { colour: 'not a colour' }]) expect(ours(data)).toBe(rjsf(data));
    expect(ours({ rate: 1.13 })).toBe(true);
    expect(ours({ colour: 'not a colour' })).toBe(false);
  });
});

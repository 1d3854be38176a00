import type { RJSFSchema } from '@rjsf/utils';
import stockValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '../../src/renderer/precompiled-validator';
import { precompiledFunctions } from '../helpers/precompiled';

const schema = {
  type: 'object',
  properties: { hispanic: { type: 'string' }, origin: { type: 'string', minLength: 2 } },
  if: { properties: { hispanic: { const: 'yes' } }, required: ['hispanic'] },
  then: { required: ['origin'] },
} as RJSFSchema;

/** The functions content:gen writes for `schema`, loaded as the browser loads them. */
const compiled = async () => (await precompiledFunctions(schema as never, 'origin')) as Record<string, (data: unknown) => boolean>;

describe('the precompiled validator', () => {
  it('answers as rjsf own does, for the form root schema given as another object of the same content', async () => {
    const fns = await compiled();
    const ours = createPrecompiledValidator(fns as never, schema);
    const stock = stockValidator(fns as never, schema);
    const formRoot = structuredClone(schema);
    const cases = [{}, { hispanic: 'yes' }, { hispanic: 'yes', origin: 'Cuban' }, { hispanic: 'no' }, { origin: 'x' }];
    for (const data of cases) {
      for (const sub of [schema.if as RJSFSchema, schema]) {
        // twice: the second answer comes from what the first looked up
        expect(ours.isValid(sub, data, formRoot)).toBe(stock.isValid(sub, data, formRoot));
        expect(ours.isValid(sub, data, formRoot)).toBe(stock.isValid(sub, data, formRoot));
      }
      expect(ours.validateFormData(data, formRoot).errors).toEqual(stock.validateFormData(data, formRoot).errors);
    }
  });

  it('validates a translated form (only its texts differ) with the functions of the schema as written', async () => {
    const titled = { ...structuredClone(schema), title: 'Origen', properties: { hispanic: { type: 'string', title: 'Hispano' }, origin: { type: 'string', minLength: 2, title: 'Origen' } } } as RJSFSchema;
    const source = { ...structuredClone(schema), title: 'Origin', properties: { hispanic: { type: 'string', title: 'Hispanic' }, origin: { type: 'string', minLength: 2, title: 'Origin' } } } as RJSFSchema;
    const titledFns = await precompiledFunctions(source as never, 'titled');
    expect(() => createPrecompiledValidator(titledFns as never, titled)).toThrow();
    const v = createPrecompiledValidator(titledFns as never, source, titled);
    expect(v.validateFormData({ hispanic: 'yes' }, titled).errors.length).toBeGreaterThan(0);
    expect(v.validateFormData({ hispanic: 'yes', origin: 'Cuban' }, titled).errors).toEqual([]);
    expect(v.isValid(titled.if as RJSFSchema, { hispanic: 'yes' }, titled)).toBe(true);
  });

  it('still refuses a root schema that is not the one it was built for', async () => {
    const ours = createPrecompiledValidator((await compiled()) as never, schema);
    const other = { ...structuredClone(schema), required: ['origin'] } as RJSFSchema;
    expect(() => ours.isValid(schema.if as RJSFSchema, {}, other)).toThrow(/differs from the rootSchema/);
    expect(() => ours.isValid(schema.if as RJSFSchema, {}, other)).toThrow(/differs from the rootSchema/);
  });

  it('looks a sub-schema function up once, however often it is asked', async () => {
    const fns = await compiled();
    const lookups = { n: 0 };
    const counted = new Proxy(fns, { get: (target, key) => { lookups.n += 1; return target[key as string]; } });
    const ours = createPrecompiledValidator(counted as never, schema);
    const stock = stockValidator(counted as never, schema);
    const ask = (v: { isValid: typeof ours.isValid }) => {
      lookups.n = 0;
      for (let i = 0; i < 5; i++) v.isValid(schema.if as RJSFSchema, { hispanic: 'yes' }, schema);
      return lookups.n;
    };
    expect(ask(stock)).toBe(5);
    expect(ask(ours)).toBe(1);
  });
});

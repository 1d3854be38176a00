import { describe, expect, it } from 'vitest';
import { buildContent } from '../../src/engine/content';
import { checkPlainMessages } from '../../src/engine/check-plain-errors';
import { FORM_FOLDERS } from '../../src/engine/check';
import { errorSummary, plainFieldErrors, plainMessage } from '../../src/engine/plain-errors';
import type { JsonObject } from '../../src/engine/types';
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
    expect(plainMessage({ keyword: 'pattern', params: { pattern: '^x$' } }, undefined, strings)).toBe('Check the format of this answer');
    expect(plainMessage({ keyword: 'pattern', params: { pattern: '^[0-9]{5}$', example: '12345' } }, undefined, strings)).toBe('Use the format {example}');
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

describe('every refused answer is said at its field, naming it', () => {
  const schema: JsonObject = {
    type: 'object',
    properties: {
      zip: { type: 'string', title: 'ZIP code', pattern: '^[0-9]{5}$', examples: ['12345'] },
      email: { type: 'string', title: 'Email', format: 'email' },
      credit_card: { type: 'string', title: 'Credit card' },
      billing_address: { type: 'string', title: 'Billing address' },
      payment: {
        type: 'object',
        title: 'Payment',
        oneOf: [
          { title: 'Deposit', required: ['routing'], properties: { routing: { type: 'string', title: 'Routing number', pattern: '^[0-9]{9}$' } } },
          { title: 'Check', required: ['address'], properties: { address: { type: 'string', title: 'Mailing address' } } },
        ],
      },
      accounts: { type: 'object', title: 'Accounts', patternProperties: { '^acct_[0-9]+$': { type: 'string' } }, additionalProperties: false },
    },
    dependencies: { credit_card: ['billing_address'] },
  };
  const summary = (errors: { path: string; message: string }[]) => errorSummary(errors, strings, schema);

  it('names the field a dependency needs and the one it hangs on, and a format by an example', () => {
    const errors = plainFieldErrors([
      { keyword: 'dependencies', path: '/billing_address', schemaPath: '#/dependencies', params: { property: 'credit_card', missingProperty: 'billing_address' } },
      { keyword: 'pattern', path: '/zip', schemaPath: '#/properties/zip/pattern', params: { pattern: '^[0-9]{5}$' } },
      { keyword: 'format', path: '/email', schemaPath: '#/properties/email/format', params: { format: 'email' } },
    ], undefined, strings, { schema });
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['/billing_address', 'Billing address is required when Credit card is given'],
      ['/zip', 'Use the format 12345'],
      ['/email', 'Enter an email address, like name@example.com'],
    ]);
    expect(summary(errors)).toBe('Billing address is required when Credit card is given, ZIP code: Use the format 12345, Email: Enter an email address, like name@example.com');
  });

  it('says what is wrong with the alternative the applicant chose, not the choice or the others', () => {
    const failures = [
      { keyword: 'pattern', path: '/payment/routing', schemaPath: '#/properties/payment/oneOf/0/properties/routing/pattern', params: { pattern: '^[0-9]{9}$' } },
      { keyword: 'required', path: '/payment/address', schemaPath: '#/properties/payment/oneOf/1/required', params: { missingProperty: 'address' } },
      { keyword: 'oneOf', path: '/payment', schemaPath: '#/properties/payment/oneOf', params: {} },
    ];
    // the answer started the first alternative only
    expect(plainFieldErrors(failures, undefined, strings, { schema }).map((e) => [e.path, e.message])).toEqual([['/payment/routing', 'Check the format of this answer']]);
    // the form shows the second
    expect(plainFieldErrors(failures, undefined, strings, { schema, chosen: () => 1 }).map((e) => [e.path, e.message])).toEqual([['/payment/address', 'Required']]);
    // an empty answer fits both: the choice itself speaks, naming its field
    const empty = plainFieldErrors(failures.filter((f) => f.keyword !== 'pattern').concat([
      { keyword: 'required', path: '/payment/routing', schemaPath: '#/properties/payment/oneOf/0/required', params: { missingProperty: 'routing' } },
    ]), undefined, strings, { schema });
    expect(summary(empty)).toBe('Payment: Choose one of the options');
  });

  it('leaves out a choice inside an alternative not chosen', () => {
    const errors = plainFieldErrors([
      { keyword: 'required', path: '/payment/address', schemaPath: '#/properties/payment/oneOf/1/required', params: { missingProperty: 'address' } },
      { keyword: 'const', path: '/payment/kind', schemaPath: '#/properties/payment/oneOf/0/anyOf/0/properties/kind/const', params: { allowedValue: 'x' } },
      { keyword: 'pattern', path: '/payment/kind', schemaPath: '#/properties/payment/oneOf/0/anyOf/1/properties/kind/pattern', params: {} },
      { keyword: 'anyOf', path: '/payment', schemaPath: '#/properties/payment/oneOf/0/anyOf', params: {} },
      { keyword: 'oneOf', path: '/payment', schemaPath: '#/properties/payment/oneOf', params: {} },
    ], undefined, strings, { schema, chosen: () => 1 });
    expect(errors.map((e) => [e.path, e.message])).toEqual([['/payment/address', 'Required']]);
  });

  it('says a rule that only combines others when nothing inside it is left to say', () => {
    const errors = plainFieldErrors([{ keyword: 'if', path: '', schemaPath: '#/if', params: { failingKeyword: 'then' } }], undefined, strings, { schema });
    expect(errors.map((e) => e.message)).toEqual(['Check this answer']);
    const inside = plainFieldErrors([
      { keyword: 'not', path: '/zip', schemaPath: '#/then/properties/zip/not', params: {} },
      { keyword: 'if', path: '', schemaPath: '#/if', params: { failingKeyword: 'then' } },
    ], undefined, strings, { schema });
    expect(inside.map((e) => e.path)).toEqual(['/zip']);
  });

  it('tells a name given to an entry of an open object from a form that changed', () => {
    const errors = plainFieldErrors([
      { keyword: 'pattern', path: '/accounts', schemaPath: '#/properties/accounts/propertyNames/pattern', params: { pattern: '^acct_' } },
      { keyword: 'propertyNames', path: '/accounts', schemaPath: '#/properties/accounts/propertyNames', params: { propertyName: 'savings' } },
      { keyword: 'additionalProperties', path: '/accounts', schemaPath: '#/properties/accounts/additionalProperties', params: { additionalProperty: 'savings' } },
    ], undefined, strings, { schema });
    expect(errors.map((e) => e.message)).toEqual(['“savings” cannot be used as a name here']);
    const closed = plainFieldErrors([{ keyword: 'additionalProperties', path: '', params: { additionalProperty: 'x' } }], undefined, strings, { schema });
    expect(closed.map((e) => e.message)).toEqual([strings['validation.additionalProperties']]);
  });
});

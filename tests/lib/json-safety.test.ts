import { describe, expect, it } from 'vitest';
import { jsonProblem, MAX_JSON_DEPTH } from '../../src/lib/json-safety';

describe('json safety', () => {
  it('accepts ordinary answers, accents and emoji included', () => {
    expect(jsonProblem({ borrower: { name: { firstName: 'Zoë', lastName: "O'Brien 🏠" } }, liens: [1, 2], ok: true, n: null })).toBeUndefined();
  });

  it('names the field holding a NUL character or an unpaired surrogate', () => {
    expect(jsonProblem({ borrower: { name: { firstName: 'A\u0000B' } } })).toEqual({ path: '/borrower/name/firstName', message: 'must not contain a NUL character' });
    expect(jsonProblem({ list: ['fine', 'bad \uD800 text'] })).toEqual({ path: '/list/1', message: 'contains a character that is not valid text' });
    expect(jsonProblem({ 'a\u0000': 1 })).toEqual({ path: '/a\u0000', message: 'field name must not contain a NUL character' });
  });

  it('refuses prototype keys and nesting deeper than the limit', () => {
    expect(jsonProblem(JSON.parse('{"a": {"__proto__": {"x": 1}}}'))).toEqual({ path: '/a/__proto__', message: 'is not a field name the portal accepts' });
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_JSON_DEPTH + 5; i++) deep = { d: deep };
    expect(jsonProblem(deep)?.message).toMatch(/nested more than 32 levels/);
    let ok: unknown = 'x';
    for (let i = 0; i < 10; i++) ok = [ok];
    expect(jsonProblem(ok)).toBeUndefined();
  });
});

import { createCustomEqual as library } from 'fast-equals';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createCustomEqual as ours } from '../../src/renderer/deep-equals';

// configured as rjsf's deepEquals configures it (@rjsf/utils/lib/deepEquals.js)
const config = { circular: true, createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }) };
const theirs = library(config);
const mine = ours(config);

const schema = () => ({
  type: 'object', required: ['a'],
  properties: { a: { type: 'string', title: 'A', enum: ['x', 'y'] }, b: { type: 'array', items: { type: 'number' } } },
  allOf: [{ if: { properties: { a: { const: 'x' } } }, then: { required: ['b'] } }],
});
const loop = () => {
  const o: Record<string, unknown> = { name: 'loop' };
  o.self = o;
  return o;
};
const onChange = () => undefined;

const pairs: [string, unknown, unknown][] = [
  ['same primitives', 1, 1],
  ['different primitives', 1, '1'],
  ['NaN', Number.NaN, Number.NaN],
  ['null and an object', null, {}],
  ['undefined and null', undefined, null],
  ['equal schemas', schema(), schema()],
  ['schemas differing deep down', schema(), { ...schema(), properties: { ...schema().properties, b: { type: 'array', items: { type: 'string' } } } }],
  ['a missing key against an undefined one', { a: 1 }, { a: 1, b: undefined }],
  ['arrays of other lengths', [1, 2], [1, 2, 3]],
  ['an array and an object with its keys', [1], { 0: 1 }],
  ['equal dates', new Date('2026-11-24'), new Date('2026-11-24')],
  ['different dates', new Date('2026-11-24'), new Date('2026-11-25')],
  ['regular expressions', /a+/g, /a+/g],
  ['two functions (rjsf counts them equal)', onChange, () => 1],
  ['a function and a value', onChange, 1],
  ['circular values', loop(), loop()],
  ['form data', { address: { street1: '12 Cedar Lane', zip: '95814' }, income: [1, 2] }, { address: { street1: '12 Cedar Lane', zip: '95814' }, income: [1, 2] }],
  ['form data after a key', { address: { zip: '9581' } }, { address: { zip: '95814' } }],
  ['elements alike', createElement('p', { className: 'x' }, 'text'), createElement('p', { className: 'x' }, 'text')],
  ['elements with other text', createElement('p', null, 'one'), createElement('p', null, 'two')],
  ['maps', new Map([['a', { b: 1 }]]), new Map([['a', { b: 1 }]])],
  ['maps differing', new Map([['a', { b: 1 }]]), new Map([['a', { b: 2 }]])],
  ['sets', new Set([1, 2]), new Set([2, 1])],
];

describe("rjsf's deep equality, without fast-equals", () => {
  it.each(pairs)('answers as fast-equals does for %s', (_name, a, b) => {
    expect(mine(a, b)).toBe(theirs(a, b));
    expect(mine(b, a)).toBe(theirs(b, a));
  });

  it('tells apart what a person would see as different', () => {
    expect(mine({ zip: '9581' }, { zip: '95814' })).toBe(false);
    expect(mine(schema(), schema())).toBe(true);
  });
});

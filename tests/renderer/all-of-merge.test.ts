import realMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { describe, expect, it } from 'vitest';
import shallowAllOfMerge, { loadAllOfMergeFor, needsAllOfMerge } from '../../src/renderer/all-of-merge';
import { laterParts } from '../../src/renderer/rjsf-parts';

// The browser build resolves rjsf's `./shallowAllOfMerge.js` to this module (scripts/browser-aliases.ts).
describe("rjsf's allOf merge, loaded apart", () => {
  const schema = { allOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { required: ['a'] }] } as const;

  it('is needed only by a schema with an allOf somewhere, and loaded only for one', async () => {
    expect(needsAllOfMerge({ type: 'object', properties: { zip: { type: 'string' } } })).toBe(false);
    expect(needsAllOfMerge({ definitions: { x: schema } })).toBe(true);
    await loadAllOfMergeFor({ type: 'string' });
    expect(laterParts()).toBeUndefined();
  });

  it('says so plainly if a schema with allOf is resolved before its merge was loaded', () => {
    expect(() => shallowAllOfMerge(schema as never)).toThrow(/before its merge was loaded/);
  });

  it("merges as rjsf's own once loaded", async () => {
    await loadAllOfMergeFor(schema);
    expect(shallowAllOfMerge(schema as never)).toEqual(realMerge(schema as never));
    expect(shallowAllOfMerge(schema as never)).toMatchObject({ type: 'object', required: ['a'] });
  });
});

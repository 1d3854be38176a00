import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import ours from '../../src/renderer/uri';

// the references our schemas make (meta-schemas have absolute $ids; forms use fragments) and rjsf's own forms
const cases: [string, string][] = [
  ['https://heloc.local/meta/org.schema.json', 'feature-flags.schema.json#/definitions/flag'],
  ['https://heloc.local/meta/org.schema.json', '#/definitions/color'],
  ['https://heloc.local/meta/org.schema.json', 'https://heloc.local/meta/copy.schema.json'],
  ['https://heloc.local/meta/a/b.schema.json', '../c.schema.json#/x'],
  ['https://HELOC.local/meta/org.schema.json#/definitions/url', '#/definitions/color'],
];

describe('the URI resolution rjsf uses, on the browser URL parser', () => {
  it.each(cases)('resolves %s against %s as fast-uri does', (base, ref) => {
    expect(ours.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('keeps a fragment on a base that is not an absolute URI', () => {
    expect(ours.resolve('org.schema.json', '#/definitions/url')).toBe('org.schema.json#/definitions/url');
  });

  it('compares $ids as fast-uri does', () => {
    expect(ours.equal('https://HELOC.local/meta/org.schema.json', 'https://heloc.local/meta/org.schema.json'))
      .toBe(fastUri.equal('https://HELOC.local/meta/org.schema.json', 'https://heloc.local/meta/org.schema.json'));
    expect(ours.equal('https://heloc.local/meta/org.schema.json', 'https://heloc.local/meta/copy.schema.json')).toBe(false);
  });
});

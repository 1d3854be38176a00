import { describe, expect, it } from 'vitest';
import { checkContentTexts } from '../../../src/server/content/load';
import { ALL_MUTATIONS } from './cases';
import { ROOT, baseTexts } from './harness';

/**
 * Deliberate mistakes in every kind of content, each made on a copy of the repository's content in memory
 * (forms.test.ts, flows.test.ts, orgs.test.ts): the check `npm run content:check`, the studio and the
 * server's start run names the file a person must change, the place in it and what to do, in words.
 */
describe('content mistakes', () => {
  it('the repository\'s own content has none', () => {
    expect(checkContentTexts(baseTexts(), ROOT).problems).toEqual([]);
  });

  it('at least 100 mistakes, of every kind of content', () => {
    expect(ALL_MUTATIONS.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(ALL_MUTATIONS.map((m) => m.kind));
    for (const kind of ['screens', 'ui', 'registration', 'conditions', 'forms', 'flows', 'status routes', 'orgs', 'pricing', 'colours', 'copy', 'logos', 'flags', 'chatbot']) {
      expect(kinds, kind).toContain(kind);
    }
    expect(new Set(ALL_MUTATIONS.map((m) => `${m.kind}: ${m.mistake}`)).size).toBe(ALL_MUTATIONS.length);
  });
});

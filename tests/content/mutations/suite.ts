import { expect, it } from 'vitest';
import { NOT_PLAIN, problemsOf, type Mutation } from './harness';

/**
 * Deliberate mistakes in every kind of content, each made on a copy of the repository's content in
 * memory: the check (the one `npm run content:check`, the studio and the server's start run) names the
 * file a person must change, the place in it and what to do, in words. A server refuses to start on any
 * problem this check reports (ContentService.load), so each of these would stop it.
 */
/** One test per mistake: some problem names its file, place and sentence, and every problem is in words. */
export function mistakesAreFound(mutations: readonly Mutation[]): void {
  it.each(mutations.map((m) => [`${m.kind}: ${m.mistake}`, m] as const))('%s', (_name, m) => {
    const problems = problemsOf(m);
    // the server refuses content with any problem
    expect(problems.length).toBeGreaterThan(0);
    const said = problems.map((p) => `${p.file} ${p.pointer || '/'}: ${p.message}`).join('\n');
    const hit = problems.find((p) => p.file === m.file && (typeof m.pointer === 'string' ? p.pointer === m.pointer : m.pointer.test(p.pointer)) && m.says.test(p.message));
    expect(hit, `expected ${m.file} ${String(m.pointer)} ${String(m.says)}, got:\n${said}`).toBeDefined();
    for (const p of problems) {
      // a sentence, not the validator's or the engine's own words
      expect(NOT_PLAIN.filter((re) => re.test(p.message)), p.message).toEqual([]);
      expect(p.message.length).toBeGreaterThan(20);
      expect(p.file).toMatch(/^(schemas|flows|orgs)\//);
    }
  });
}

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { documentWithRules } from '../../scripts/content-rules';

it('docs/content-checks.md lists the rules the code has (npm run content:rules -- --write)', () => {
  const doc = readFileSync('docs/content-checks.md', 'utf8');
  expect(doc).toBe(documentWithRules(doc));
});

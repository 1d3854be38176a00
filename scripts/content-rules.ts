import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rules content:check enforces, listed from the code: every documented check function of the check
 * files, with its comment. `--write` puts the list into docs/content-checks.md (between its markers);
 * tests/content/rules-list.test.ts fails when the document and the code drift apart.
 */
const SOURCES = [
  ...readdirSync('src/engine').filter((f) => /^check.*\.ts$/.test(f) || f === 'contrast.ts' || f === 'reachability.ts').map((f) => join('src/engine', f)),
  ...readdirSync('src/server/content').filter((f) => /^check-.*\.ts$/.test(f) || f === 'logos.ts' || f === 'load.ts').map((f) => join('src/server/content', f)),
  'src/product/content-rules.ts',
  'src/product/check-pricing.ts',
].sort();

/** Function names that hold rules: checks, and the analyses they report from. */
const RULE_NAME = /^(check[A-Z]\w*|statesThatCannot\w+|drawnPairs|assetProblem)$/;
const DOC_FN = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:export )?(?:function|const) (\w+)/g;

const clean = (doc: string) => doc.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim()).filter((l) => l && !l.startsWith('@')).join(' ');

export function rulesList(): string {
  const lines: string[] = [];
  for (const file of SOURCES) {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(DOC_FN)].filter((m) => RULE_NAME.test(m[2] as string));
    if (!found.length) continue;
    lines.push(`### ${file}`, '');
    for (const m of found) lines.push(`- \`${m[2]}\`: ${clean(m[1] as string)}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

const DOC = 'docs/content-checks.md';
const START = '<!-- rules:start (npm run content:rules -- --write) -->';
const END = '<!-- rules:end -->';

/** The document with the list the code gives now. */
export function documentWithRules(doc: string): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`${DOC} has no ${START} ... ${END} markers`);
  return `${doc.slice(0, from + START.length)}\n\n${rulesList()}\n\n${doc.slice(to)}`;
}

if (process.argv[1]?.endsWith('content-rules.ts')) {
  if (process.argv.includes('--write')) writeFileSync(DOC, documentWithRules(readFileSync(DOC, 'utf8')));
  else console.log(rulesList());
}

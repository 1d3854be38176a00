import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server process started on broken content: it names the mistake and stops before it opens the
 * database (no data directory is created), in about a second.
 */
let pristine: string;
beforeAll(() => {
  pristine = mkdtempSync(join(tmpdir(), 'refusal-'));
  for (const d of ['schemas', 'flows', 'orgs', 'public']) cpSync(d, join(pristine, d), { recursive: true });
});
afterAll(() => rmSync(pristine, { recursive: true, force: true }));

const edit = (root: string, file: string, change: (text: string) => string) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));

const CASES: { mistake: string; change: (root: string) => void; says: RegExp }[] = [
  { mistake: 'an org phone of the wrong form', change: (r) => edit(r, 'orgs/HEARTH.json', (t) => t.replace('"phone": "8888196388"', '"phone": "call us"')), says: /orgs\/HEARTH\.json:\d+:\d+ \/support\/phone: support\.phone: write 10 digits, like 8775550142/ },
  { mistake: 'a file that is not JSON', change: (r) => edit(r, 'flows/status-routes.json', (t) => t.replace(/,\n(\s*)"terminal"/, '\n$1"terminal"')), says: /flows\/status-routes\.json:\d+:\d+ \/: is not valid JSON: a comma is missing/ },
  { mistake: 'a misspelt type in a registration form', change: (r) => edit(r, 'schemas/registration/income-info.schema.json', (t) => t.replace('"type": "integer"', '"type": "nubmer"')), says: /statedIncome: "nubmer" is not a type/ },
  { mistake: 'a copy key the code shows, deleted', change: (r) => edit(r, 'schemas/copy/en.json', (t) => t.replace(/\n\s*"footer\.terms": "[^"]*",/, '')), says: /"footer\.terms" is shown by src\/portal\/shell\/footer\.tsx/ },
];

describe('the server refuses broken content before opening the database', () => {
  it.each(CASES)('$mistake', ({ mistake, change, says }) => {
    const root = mkdtempSync(join(tmpdir(), 'refusal-case-'));
    try {
      cpSync(pristine, root, { recursive: true });
      change(root);
      const dataDir = join(root, 'data');
      const started = performance.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, CONTENT_ROOT: root, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      const ms = Math.round(performance.now() - started);
      // how long a refusal takes is the bench's to judge; printed here for the reader of the log
      console.log(`refused "${mistake}" in ${ms} ms`);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('refusing to start');
      expect(run.stderr).toMatch(says);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

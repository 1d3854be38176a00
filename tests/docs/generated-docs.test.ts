import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationDoc, flowDoc, routesDoc } from '../../scripts/docs-tables';
import { CONFIG_VARIABLES } from '../../src/server/config-variables';
import { PROVIDER_ENV } from '../../src/server/providers';
import { createTestApp, type TestApp } from '../helpers/app';

const ROOT = process.cwd();
const generated = (name: string) => readFileSync(join(ROOT, 'docs/generated', name), 'utf8');
const AGAIN = 'differs from the code: run `npm run docs:gen` and commit docs/generated/';

describe('docs/generated is what the code says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists every route the server answers', () => {
    expect(generated('routes.md'), `routes.md ${AGAIN}`).toBe(routesDoc(t.app.swagger() as Parameters<typeof routesDoc>[0]));
  });

  it('every route says what it does', () => {
    const unsaid = generated('routes.md').split('\n').filter((line) => line.startsWith('| `') && line.endsWith('|  |'));
    expect(unsaid).toEqual([]);
  });

  it('holds the configuration table and the flow diagram', () => {
    expect(generated('configuration.md'), `configuration.md ${AGAIN}`).toBe(configurationDoc());
    expect(generated('flow.md'), `flow.md ${AGAIN}`).toBe(flowDoc(ROOT));
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the configuration table', () => {
  it('names every environment variable the server reads, and no other', () => {
    const read = new Set<string>(Object.values(PROVIDER_ENV));
    for (const file of sourceFiles(join(ROOT, 'src/server'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\]|,\s*['"]([A-Z][A-Z0-9_]+)['"])/g)) read.add((m[1] ?? m[2] ?? m[3])!);
    }
    expect(CONFIG_VARIABLES.map((v) => v.name).sort()).toEqual([...read].sort());
  });
});

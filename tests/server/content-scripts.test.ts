import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * content:check and content:gen as people run them: over content with a mistake they print the file,
 * the place and what to do, and end with a failure, never with a stack trace.
 */

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-scripts-'));
  for (const dir of ['schemas', 'flows', 'orgs', 'public', 'docs/gallery']) cpSync(dir, join(root, dir), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const run = (script: 'content-check' | 'content-gen') =>
  spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, root], { cwd: process.cwd(), encoding: 'utf8', timeout: 120_000 });

const tree = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  title: 'Tree',
  additionalProperties: false,
  definitions: {
    node: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 20 }, children: { type: 'array', maxItems: 3, items: { $ref: '#/definitions/node' } } },
    },
  },
  properties: { root: { oneOf: [{ $ref: '#/definitions/node' }, { type: 'null' }] } },
};
const writeForm = (schema: object) => {
  writeFileSync(join(root, 'schemas/forms/tree.schema.json'), JSON.stringify(schema, null, 2));
  writeFileSync(join(root, 'schemas/forms/tree.ui.json'), JSON.stringify({ 'x-screen': { title: 'Your tree' } }, null, 2));
  // a lender offers Spanish, so a borrower's form is written in Spanish too
  writeFileSync(join(root, 'schemas/forms/tree.es.json'), JSON.stringify({ '/schema/title': 'Árbol', '/ui/x-screen/title': 'Su árbol' }, null, 2));
};

describe('content:check and content:gen', () => {
  it('take a form whose oneOf holds a recursive definition, and precompile it', () => {
    writeForm(tree);
    const check = run('content-check');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const gen = run('content-gen');
    expect(gen.status, gen.stderr).toBe(0);
    expect(readFileSync(join(root, 'src/generated/validators.ts'), 'utf8')).toContain('"forms/tree"');
    expect(existsSync(join(root, 'src/generated/gallery-validators/gallery__references.js'))).toBe(true);
  }, 240_000);

  it('say where a reference goes round without end, and stop', () => {
    writeForm({ ...tree, definitions: { ...tree.definitions, loop: { $ref: '#/definitions/loop' } }, properties: { ...tree.properties, other: { $ref: '#/definitions/loop' } } });
    for (const script of ['content-check', 'content-gen'] as const) {
      const { status, stderr } = run(script);
      expect(status, script).toBe(1);
      expect(stderr, script).toMatch(/^schemas\/forms\/tree\.schema\.json:\d+:\d+ \/definitions\/loop\/\$ref: other: "#\/definitions\/loop" leads back to itself before reaching any field or list item/m);
      expect(stderr, script).not.toMatch(/^\s+at /m);
    }
  }, 240_000);

  it('report a gallery file that is no JSON at its line, and stop', () => {
    writeFileSync(join(root, 'docs/gallery/references.ui.json'), readFileSync('docs/gallery/references.ui.json', 'utf8').replace('"ui:order": [', '"ui:order" [').replace(/\n$/, ''));
    const { status, stderr } = run('content-gen');
    expect(status).toBe(1);
    expect(stderr).toMatch(/^docs\/gallery\/references\.ui\.json:\d+:\d+ /m);
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 240_000);
});

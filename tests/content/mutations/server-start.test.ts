import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MUTATIONS } from './cases';
import { Draft } from './harness';

/**
 * The real server refuses to start on content with a mistake, naming it: from the sources for a handful of
 * the suite's mistakes, and as `npm start` runs it (the bundle, which remembers content it found clean)
 * when a lender's logo is deleted between two starts.
 */
const scratch = mkdtempSync(join(tmpdir(), 'mutation-start-'));
const pristine = join(scratch, 'pristine');
beforeAll(() => {
  for (const d of ['schemas', 'flows', 'orgs', 'public']) cpSync(d, join(pristine, d), { recursive: true });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A content root on disk holding the mistake. */
function rootWith(name: string, mistake: string): string {
  const m = ALL_MUTATIONS.find((x) => x.mistake === mistake);
  if (!m) throw new Error(`no mistake "${mistake}"`);
  const root = join(scratch, name);
  cpSync(pristine, root, { recursive: true });
  const d = new Draft();
  m.make(d);
  for (const file of d.touched) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), d.texts[file] as string);
  }
  d.dispose();
  return root;
}

describe('the server started on content with a mistake', () => {
  const CASES = [
    { mistake: 'a state whose only exit leads back to itself', says: /flows\/applicant\.flow\.json:\d+:\d+ \/states\/insurance\/transitions: .*can never move on/ },
    { mistake: 'a new lender reusing an existing host', says: /orgs\/NEW_LENDER\.json:\d+:\d+ \/baseUrl: baseUrl: heloc\.hearth-lending\.example is already the address/ },
    { mistake: 'ui:enumNames shorter than the enum', says: /schemas\/registration\/sale-status\.ui\.json:\d+:\d+ \/saleStatus\/ui:enumNames: / },
    { mistake: 'two credit tiers with the same lowest score', says: /orgs\/HEARTH\.json:\d+:\d+ \/orgPricingData\/1\/aprGrid\/2\/minCreditScore: / },
  ];
  it.each(CASES)('refuses $mistake', ({ mistake, says }) => {
    const root = rootWith(mistake.replace(/\W+/g, '-'), mistake);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, CONTENT_ROOT: root, DATA_DIR: join(root, 'data'), PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to start');
    expect(run.stderr).toMatch(says);
  }, 90_000);
});

describe('the bundled server', () => {
  // inside the repository, where the bundle finds the packages it leaves in node_modules
  const out = join('.tmp', `mutation-start-${process.pid}`);
  const tmp = join(scratch, 'tmp');
  beforeAll(() => {
    mkdirSync(tmp, { recursive: true });
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, SERVER_OUT_DIR: out }, encoding: 'utf8', timeout: 180_000 });
    expect(build.status, build.stderr).toBe(0);
  }, 200_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  const env = (root: string) => ({ ...process.env, CONTENT_ROOT: root, DATA_DIR: join(root, 'data'), TMPDIR: tmp, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });

  it('checks again when a logo is deleted after a clean start, and refuses', async () => {
    const root = join(scratch, 'logo');
    cpSync(pristine, root, { recursive: true });
    // a clean start: the bundle remembers this content as checked
    const child = spawn(process.execPath, [join(out, 'main.mjs')], { env: env(root), stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const hear = (d: Buffer) => {
        output += d.toString();
        if (/Server listening at/.test(output)) resolve();
      };
      child.stdout.on('data', hear);
      child.stderr.on('data', hear);
      void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened:\n${output}`)));
    });
    child.kill('SIGTERM');
    await exited;
    rmSync(join(root, 'public', 'logos', 'hearth.svg'));
    const run = spawnSync(process.execPath, [join(out, 'main.mjs')], { env: { ...env(root), LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to start');
    expect(run.stderr).toMatch(/orgs\/HEARTH\.json:\d+:\d+ \/theme\/logo: theme\.logo: public\/logos\/hearth\.svg does not exist/);
  }, 120_000);
});

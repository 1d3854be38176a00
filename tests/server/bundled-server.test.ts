import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The bundled server as `npm start` runs it (dist-server/main.mjs, built by scripts/build-server.mjs): a
 * restart runs from the code its first start compiled, a damaged or unsafe code cache never stops it, and it
 * checks content against the copy keys of the code it was built from.
 */

// Inside the repository, where the bundle finds the packages it leaves in node_modules.
const out = join('.tmp', `bundled-server-test-${process.pid}`);
const scratch = mkdtempSync(join(tmpdir(), 'bundled-server-'));
// The server keeps its code cache under the system's temporary folder (TMPDIR): this test's own.
const tmp = join(scratch, 'tmp');
const dataDir = join(scratch, 'data');
const cacheFolder = join(tmp, `heloc-portal-code-cache-${process.getuid?.() ?? ''}`.replace(/-$/, ''));

beforeAll(() => {
  mkdirSync(tmp, { recursive: true });
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, SERVER_OUT_DIR: out }, encoding: 'utf8', timeout: 120_000 });
  expect(build.status, build.stderr).toBe(0);
}, 150_000);
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

interface Started { url: string; stop: () => Promise<number | null> }

/** Starts the bundle on a free port; resolves once it listens. */
function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [join(out, 'main.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TMPDIR: tmp, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (at) {
        resolve({
          url: at[1] as string,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened:\n${output}`)));
  });
}

const cacheFiles = () => readdirSync(cacheFolder).filter((f) => f.endsWith('.bin'));

describe('the bundled server', () => {
  it('restarts from the code its earlier starts compiled, answering the same', async () => {
    const first = await start();
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, db: 'pglite' });
    const spec = await (await fetch(`${first.url}/openapi.json`)).text();
    expect(await first.stop()).toBe(0);
    // the first start keeps what it compiled; the second, run from that, keeps what it ran
    expect(cacheFiles()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.first\.bin$/)]);
    const second = await start();
    expect(await (await fetch(`${second.url}/openapi.json`)).text()).toBe(spec);
    expect(await second.stop()).toBe(0);
    expect(cacheFiles()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.bin$/)]);
    const cache = join(cacheFolder, cacheFiles()[0] as string);
    const kept = statSync(cache);
    expect(kept.size).toBeGreaterThan(100_000);

    const third = await start();
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${third.url}/openapi.json`)).text()).toBe(spec);
    expect(await third.stop()).toBe(0);
    // V8 took the cache as it was: had it refused it (other code, other V8 settings), the start would have
    // compiled everything again and written another.
    expect(cacheFiles()).toEqual([cacheFiles()[0]]);
    expect(statSync(cache).mtimeMs).toBe(kept.mtimeMs);
  }, 90_000);

  it('starts on a damaged code cache, and replaces it', async () => {
    const cache = join(cacheFolder, cacheFiles()[0] as string);
    writeFileSync(cache, Buffer.alloc(statSync(cache).size, 0x5a));
    const server = await start();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    // compiled anew, kept as a first start's
    expect(cacheFiles()).toEqual([expect.stringMatching(/\.first\.bin$/)]);
    expect(readFileSync(join(cacheFolder, cacheFiles()[0] as string)).every((b) => b === 0x5a)).toBe(false);
  }, 60_000);

  it('keeps no code cache in a folder others may write in', async () => {
    // what another user could have put there, under this build's name
    const name = (cacheFiles()[0] as string).replace('.first.bin', '.bin');
    rmSync(cacheFolder, { recursive: true, force: true });
    mkdirSync(cacheFolder);
    chmodSync(cacheFolder, 0o777);
    writeFileSync(join(cacheFolder, name), 'not code');
    const server = await start();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(cacheFiles()).toEqual([name]);
    expect(readFileSync(join(cacheFolder, name), 'utf8')).toBe('not code');
    rmSync(cacheFolder, { recursive: true, force: true });
  }, 60_000);

  it('refuses content without a copy key its code shows, naming where', () => {
    const root = join(scratch, 'content');
    for (const d of ['schemas', 'flows', 'orgs', 'public']) cpSync(d, join(root, d), { recursive: true });
    const copy = join(root, 'schemas/copy/en.json');
    writeFileSync(copy, readFileSync(copy, 'utf8').replace(/\n\s*"footer\.terms": "[^"]*",/, ''));
    const run = spawnSync(process.execPath, [join(out, 'main.mjs')], {
      env: { ...process.env, CONTENT_ROOT: root, DATA_DIR: join(scratch, 'refused'), TMPDIR: tmp, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to start');
    expect(run.stderr).toMatch(/"footer\.terms" is shown by src\/portal\/shell\/footer\.tsx/);
  }, 90_000);
});

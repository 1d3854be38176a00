/**
 * Performance figures, printed. Each section measures one target of the issues:
 * first-route JS size, server cold start, and request rate / p99 latency of hot endpoints.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { firstRouteJs, kib } from './lib/first-route';
import { report } from './lib/report';
import { loadOn, startServer, type LoadInit } from './lib/server';

const root = process.cwd();
const port = 4391;
const dataDir = join(root, '.tmp', 'bench-data');

const startBenchServer = () => startServer(port, { DATA_DIR: dataDir });
const load = (path: string, init?: LoadInit) => loadOn(port, path, init);

// The figures below measure the app as built now, never a stale build.
spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });

rmSync(dataDir, { recursive: true, force: true });
const first = await startBenchServer();
first.stop();
await new Promise((r) => setTimeout(r, 800));
const warm = await startBenchServer();
console.log(`server start, new data directory: ${first.ms.toFixed(0)} ms; existing data directory: ${warm.ms.toFixed(0)} ms (target < 1000 ms, includes Node and tsx start)`);

const extra = readdirSync(join(root, 'bench')).filter((f) => f.endsWith('.bench.ts')).sort();
let failed = 0;
try {
  const js = await firstRouteJs(port);
  report('first route JS on the wire (/account/heloc/register, Chromium network log)', `${kib(js.firstPaintBytes)} across ${js.firstPaintFiles} file(s)`,
    '<= 150 KiB', js.firstPaintBytes <= 150 * 1024, `after idle ${kib(js.idleBytes)} across ${js.idleFiles} file(s)`);

  const licenses = await load('/service-application/external/api/v1/heloc/state-licenses?orgCode=HEARTH');
  console.log(`state-licenses, 50 connections: ${licenses.rps} req/s, p99 ${licenses.p99} ms, ${licenses.errors} errors`);

  for (const file of extra) {
    try {
      const mod = (await import(join(root, 'bench', file))) as { default: (ctx: { port: number; load: typeof load }) => Promise<void> };
      await mod.default({ port, load });
    } catch (error) {
      failed += 1;
      console.error(`${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  // The server must not outlive the run, whatever happened above.
  warm.stop();
}
if (failed) process.exitCode = 1;

/**
 * Performance figures, printed, each with its target and PASS or MISS: server start and memory here,
 * then every bench/*.bench.ts (browser, Lighthouse, application read, hot endpoints). Names given after
 * `npm run bench --` run only the bench files whose names contain one of them; `--no-start` starts the server
 * once for them without measuring its start and memory (`npm run bench -- first-route --no-start`).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { report } from './lib/report';
import { loadOn, startHello, startServer, type LoadInit, type Running } from './lib/server';

const root = process.cwd();
// BENCH_PORT moves the bench's servers (port and the few above it) when 4391 is taken
const port = Number(process.env.BENCH_PORT ?? 4391);
const dataDir = join(root, '.tmp', 'bench-data');

const startBenchServer = () => startServer(port, { DATA_DIR: dataDir });
const load = (path: string, init?: LoadInit) => loadOn(port, path, init);

// The figures below measure the app as built now, never a stale build.
spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });

const args = process.argv.slice(2);
const measureStart = !args.includes('--no-start');

rmSync(dataDir, { recursive: true, force: true });
let warm: Running;
if (measureStart) {
  const first = await startBenchServer();
  await first.stop();
  // Three starts on the directory the first one made, each after the one before has exited: the median is the
  // figure (one start alone moves with whatever else the machine is doing), all three are shown. The last one
  // serves the benches below.
  const starts: Running[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await (starts[i - 1] as Running).stop();
    starts.push(await startBenchServer());
  }
  warm = starts[2] as Running;
  // The same figure for a bare Fastify hello (node, Fastify, one route), three starts in this run: what any
  // Node server costs to start on this machine now, so a reader can tell a slow machine from a slow start.
  const hellos: Running[] = [];
  for (let i = 0; i < 3; i++) {
    hellos.push(await startHello(port + 1));
    await (hellos[i] as Running).stop();
  }
  const medianOf = (runs: Running[]) => [...runs].sort((a, b) => a.ms - b.ms)[1] as Running;
  const median = medianOf(starts);
  const hello = medianOf(hellos);
  const shown = (r: Running) => `${r.ms.toFixed(0)} ms (${r.cpuMs} ms of CPU)`;
  report('server start, spawn to /healthz on an existing data directory (bundled server, PGlite), median of 3', shown(median), '<= 1000 ms', median.ms <= 1000,
    `each ${starts.map(shown).join(', ')}; new data directory ${shown(first)}; a bare Fastify hello, same run, median of 3: ${shown(hello)} (the server takes ${(median.ms / hello.ms).toFixed(1)}x)`);
  await new Promise((r) => setTimeout(r, 2000));
  const rss = warm.rssMiB();
  report('server memory after start (RSS, PGlite)', `${rss.toFixed(0)} MiB`, '<= 300 MiB', rss <= 300);
} else {
  warm = await startBenchServer();
}

const only = args.filter((a) => !a.startsWith('--'));
const extra = readdirSync(join(root, 'bench')).filter((f) => f.endsWith('.bench.ts') && (!only.length || only.some((o) => f.includes(o)))).sort();
let failed = 0;
try {
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
  void warm.stop();
}
if (failed) process.exitCode = 1;

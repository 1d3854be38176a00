import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Running {
  ms: number;
  /** CPU time (user + system) the process had used when it first answered: the start's own work, whatever the machine's load. */
  cpuMs: number;
  /** Ends the process (SIGTERM); resolves once it has exited. */
  stop: () => Promise<void>;
  /** The process's resident memory now (Linux /proc), MiB. */
  rssMiB: () => number;
}
export type LoadInit = { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string };
export interface LoadResult { rps: number; p99: number; errors: number }

/** Spawns a Node process running `args` and waits until `port` answers /healthz; ms is spawn to first answer. */
export async function startProcess(args: string[], port: number, env: Record<string, string> = {}): Promise<Running> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: 'inherit',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  // Fields 14 and 15 of /proc/PID/stat (after the command name in parentheses): user and system time in clock ticks.
  const ticks = readFileSync(`/proc/${child.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  const cpuMs = (Number(ticks[11]) + Number(ticks[12])) * 10;
  return {
    ms,
    cpuMs,
    stop: () => {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      return exited;
    },
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024,
  };
}

/** The product's bundled server (dist-server/main.mjs, as `npm start` runs it; the bench builds it first) on `port`. */
export const startServer = (port: number, env: Record<string, string>) => startProcess(['dist-server/main.mjs'], port, env);

/** A bare Fastify answering a small JSON object (bench/lib/hello-server.mjs) on `port`: the floor the server is compared with. */
export const startHello = (port: number) => startProcess(['bench/lib/hello-server.mjs'], port);

/** 50 connections for 5 s against one path. */
export async function loadOn(port: number, path: string, init: LoadInit = {}): Promise<LoadResult> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 50, duration: 5, ...init });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

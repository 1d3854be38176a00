import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export interface Running { ms: number; stop: () => void }
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
  return { ms: performance.now() - t0, stop: () => child.kill('SIGTERM') };
}

/** The product's server (src/server/main.ts) on `port`. */
export const startServer = (port: number, env: Record<string, string>) => startProcess(['--import', 'tsx', 'src/server/main.ts'], port, env);

/** 50 connections for 5 s against one path. */
export async function loadOn(port: number, path: string, init: LoadInit = {}): Promise<LoadResult> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 50, duration: 5, ...init });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

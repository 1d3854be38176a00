// Makes the data directory the browser tests' servers start from (scripts/e2e-runner.mjs): starts the server
// once on an empty directory, waits until it answers, and stops it. Run by `npm run test:browser` before Playwright.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { DATA_TEMPLATE, serverArgs } from './e2e-runner.mjs';

const freePort = () => new Promise((resolve, reject) => {
  const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

rmSync(DATA_TEMPLATE, { recursive: true, force: true });
const port = await freePort();
const child = spawn(process.execPath, serverArgs(), {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: `${DATA_TEMPLATE}/data`, LOG_LEVEL: 'warn' },
});
const exited = new Promise((resolve) => child.once('exit', resolve));
const deadline = Date.now() + 180_000;
for (;;) {
  if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}) before it answered`);
  if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 3 minutes');
  const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
child.kill('SIGTERM');
const code = await exited;
if (code !== 0) throw new Error(`the server did not stop cleanly (${code})`);

// Installs what only the bench needs (bench/package.json: Lighthouse, chrome-launcher, autocannon) into
// bench/node_modules from bench/package-lock.json, when it is not there yet or the lock changed since, so the
// app's own install (`npm ci` at the root, as CI runs it) never fetches them. `npm install --no-save` rather than
// `npm ci`, which refuses this lock: a Lighthouse dependency asks for "latest" of two packages.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const stamp = join(dir, 'node_modules', '.bench-lock-sha256');
const lockHash = createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('bench: installing its own packages into bench/node_modules (npm install --no-save, from bench/package-lock.json)');
  const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  writeFileSync(stamp, lockHash);
}

// Starts the server for browser tests on a fresh data directory and a copy of the flags file the tests may edit.
// It runs the bundled server (dist-server/, what `npm start` ships, built by `npm run test:e2e`) when that is
// newer than the server's sources, so the tests exercise what ships and no server pays a TypeScript loader's
// start; otherwise (a test run without a build) it runs the sources.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e/data';
const flagsFile = process.env.FLAGS_FILE ?? '.tmp/e2e/flags.json';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(flagsFile), { recursive: true });
cpSync('flows/feature-flags.json', flagsFile);

const newest = (dir) => readdirSync(dir, { withFileTypes: true })
  .reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs), 0);
const BUNDLE = 'dist-server/main.mjs';
const bundled = existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= newest('src');
const args = bundled ? [BUNDLE] : ['--import', 'tsx', 'src/server/main.ts'];
const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

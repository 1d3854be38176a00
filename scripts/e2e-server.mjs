// Starts the server for browser tests on a fresh data directory and a copy of the flags file the tests may edit.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e/data';
const flagsFile = process.env.FLAGS_FILE ?? '.tmp/e2e/flags.json';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(flagsFile), { recursive: true });
cpSync('flows/feature-flags.json', flagsFile);
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

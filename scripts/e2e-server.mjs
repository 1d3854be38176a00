// Starts the server for browser tests on a fresh data directory and a copy of the flags file the tests may edit.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
cpSync('flows/feature-flags.json', process.env.FLAGS_FILE ?? '.tmp/e2e-flags.json');
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

// Starts the server for browser tests on a fresh data directory (a copy of the prepared one when it is there,
// scripts/e2e-data-template.mjs) and a copy of the flags file the tests may edit.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { DATA_TEMPLATE, serverArgs } from './e2e-runner.mjs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e/data';
const flagsFile = process.env.FLAGS_FILE ?? '.tmp/e2e/flags.json';
rmSync(dataDir, { recursive: true, force: true });
if (existsSync(`${DATA_TEMPLATE}/data`)) cpSync(`${DATA_TEMPLATE}/data`, dataDir, { recursive: true });
mkdirSync(dirname(flagsFile), { recursive: true });
cpSync('flows/feature-flags.json', flagsFile);

const child = spawn(process.execPath, serverArgs(), { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

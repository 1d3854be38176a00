// Development: the API (restarted when server code changes, content re-read when content files change)
// and the Vite dev server in front of it, which proxies every service path to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch-path=src/server', '--watch-path=src/engine', '--watch-path=src/lib', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', WATCH_CONTENT: '1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort', '--host'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, VITE_PORT: webPort },
  }),
];
console.log(`Development portal at http://localhost:${webPort}/account/heloc (API on ${apiPort})`);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exit(code ?? 0); });

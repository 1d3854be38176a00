// Builds the client and the server when missing or older than their sources, then runs the bundled server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Lender logos are served from the content root as they are, so a new one needs no build.
const LIVE = [join('public', 'logos')];
const newest = (dir) => {
  if (!existsSync(dir) || LIVE.includes(dir)) return 0;
  let t = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const s = statSync(full);
    t = Math.max(t, s.isDirectory() ? newest(full) : s.mtimeMs);
  }
  return t;
};
const sources = Math.max(...['src', 'schemas', 'flows', 'public', 'index.html'].map((p) => (existsSync(p) && statSync(p).isFile() ? statSync(p).mtimeMs : newest(p))));
// The browser app and the bundled server are built together: either one missing or older rebuilds both.
const builtAt = Math.min(...['dist/index.html', 'dist-server/main.mjs'].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt < sources) {
  console.log('Building the portal...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['dist-server/main.mjs'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

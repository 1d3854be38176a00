// Bundles the server (src/server/main.ts) into dist-server/ so `npm start` runs plain JavaScript, with no
// TypeScript loader at run time. Packages stay in node_modules (imported as they are); the migrations
// folder is copied beside the bundle, where the migration runner looks for it.
import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';

const outdir = process.env.SERVER_OUT_DIR ?? 'dist-server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // One value per build: content found clean by this build is not checked again by it (src/server/content/check-cache.ts).
  define: { __SERVER_BUILD__: JSON.stringify(randomUUID()) },
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });

// How the browser tests run the server, shared by scripts/e2e-server.mjs (one server per port) and
// scripts/e2e-data-template.mjs (the data directory every one of them starts from).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The bundled server (dist-server/, what `npm start` ships, built by `npm run test:e2e`) when that is newer than
 * the server's sources, so the tests exercise what ships and no server pays a TypeScript loader's start;
 * otherwise (a test run without a build) the sources.
 */
export function serverArgs() {
  const newest = (dir) => readdirSync(dir, { withFileTypes: true })
    .reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs), 0);
  const bundle = 'dist-server/main.mjs';
  return existsSync(bundle) && statSync(bundle).mtimeMs >= newest('src') ? [bundle] : ['--import', 'tsx', 'src/server/main.ts'];
}

/**
 * A data directory made by one server's first start (the embedded database created and migrated, its secrets
 * generated): each test server starts on a copy of it, about 2 s of work each instead of an initdb each.
 */
export const DATA_TEMPLATE = '.tmp/e2e-data-template';

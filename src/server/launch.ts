import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script, constants } from 'node:vm';
import { SERVER_BUILD } from './build-id';
import { databaseUrlOf } from './db/database-url';
import { PgliteThread } from './db/pglite-on-thread';
import type { StartedAhead } from './server';

/**
 * The bundled server's entry (dist-server/main.mjs, what `npm start` runs). The server itself is the CommonJS
 * bundle beside it, compiled here from V8's code cache of an earlier start of the same build when there is
 * one: the start then reads the code it runs already compiled (about 20 ms) instead of compiling it again
 * (100-170 ms), and runs it sooner.
 */

/** The bundled server, as scripts/build-server.mjs names it beside this entry. */
const SERVER_FILE = 'server.cjs';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, SERVER_FILE);

/**
 * The folder the code cache is kept in: under the system's temporary folder, one per user, which no one else
 * may write in (code read from a cache runs as the server's own). Undefined when there is none to trust.
 */
function cacheFolder(): string | undefined {
  const uid = process.getuid?.();
  const dir = join(tmpdir(), `heloc-portal-code-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = lstatSync(dir);
    if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o022) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/** Keeps `data` in `path`, written whole and then renamed; every other cache in its folder is dropped. */
function keep(path: string, data: Buffer): void {
  try {
    const folder = dirname(path);
    for (const name of readdirSync(folder)) if (!join(folder, name).startsWith(path)) rmSync(join(folder, name), { force: true });
    writeFileSync(`${path}.${process.pid}`, data);
    renameSync(`${path}.${process.pid}`, path);
  } catch {
    // a start without a cache compiles the code itself, as the first one did
  }
}

const dir = SERVER_BUILD ? cacheFolder() : undefined;
/**
 * The cache a start without one writes ('first'), and the one the start after it writes ('final'): a long
 * first start (a new database, the content check) lets V8 drop code it ran early before it is kept, and the
 * next start, run from that cache, keeps all it ran.
 */
type Stage = 'first' | 'final';
const cachePath = (folder: string, stage: Stage) => join(folder, `${SERVER_BUILD}${stage === 'first' ? '.first' : ''}.bin`);
const readCache = (stage: Stage): { stage: Stage; data: Buffer } | undefined => {
  if (!dir) return undefined;
  try {
    return { stage, data: readFileSync(cachePath(dir, stage)) };
  } catch {
    return undefined;
  }
};
const cached = readCache('final') ?? readCache('first');
// The same function around the code as Node gives a CommonJS module; import() works as in any module. The
// bundle is ASCII (scripts/build-server.mjs), so read as Latin-1 without decoding UTF-8.
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'latin1')}\n})`, {
  filename: file,
  cachedData: cached?.data,
  importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
// The embedded database's thread starts once that code is compiled (PGlite's compile changes a V8 setting for
// a moment, and a code cache is only taken under the settings it was made with): it loads PGlite while the
// server's code runs.
const ahead: StartedAhead = { pgliteThread: databaseUrlOf(process.env) ? undefined : new PgliteThread() };
const server = { exports: {} as { startServer?: (ahead: StartedAhead) => Promise<void> } };
const run = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
run.call(server.exports, server.exports, createRequire(file), server, file, here);
if (!server.exports.startServer) throw new Error(`${file} is not the bundled server: run "npm run build"`);
await server.exports.startServer(ahead);
const ranFrom = cached && !script.cachedDataRejected ? cached.stage : undefined;
if (dir && ranFrom !== 'final') {
  // What this start compiled is kept a second after it listens (not in the way of the first requests), or as
  // the process ends if that comes sooner.
  let kept = false;
  const save = () => {
    if (kept) return;
    kept = true;
    keep(cachePath(dir, ranFrom ? 'final' : 'first'), script.createCachedData());
  };
  setTimeout(save, 1000).unref();
  process.once('exit', save);
}

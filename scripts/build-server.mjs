// Bundles the server into dist-server/ so `npm start` runs plain JavaScript, with no TypeScript loader at run
// time: server.cjs is the server with the packages it uses (one file read instead of hundreds resolved), and
// main.mjs the entry that runs it from V8's code cache of an earlier start (src/server/launch.ts). The
// migrations folder is copied beside them, where the migration runner looks for it.
import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { build as viteBuild } from 'vite';

const outdir = process.env.SERVER_OUT_DIR ?? 'dist-server';
rmSync(outdir, { recursive: true, force: true });
// The copy keys the code names, found now in the sources being bundled: the bundled server checks content
// against the code it runs without reading the sources again (src/server/content/code-copy-keys.ts).
const { codeCopyKeys } = await tsImport('../src/server/content/code-copy-keys.ts', import.meta.url);
// Likewise the theme colour pairs the stylesheets draw, checked against every lender's colours.
const { drawnColourPairsAt } = await tsImport('../src/server/content/check-drawn-colours.ts', import.meta.url);
const common = {
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // One value per build: content found clean and code compiled by this build are kept for it alone
  // (src/server/content/check-cache.ts, src/server/launch.ts).
  define: { __SERVER_BUILD__: JSON.stringify(randomUUID()) },
  logLevel: 'warning',
};
await Promise.all([
  build({
    ...common,
    // CommonJS, because V8 keeps compiled code for scripts only. A module's own address (import.meta.url, where the
    // migrations, the content check's answer and the sources are looked for) is the bundle's.
    // The embedded database's thread is a bundle of its own beside the server (src/server/db/pglite-on-thread.ts).
    entryPoints: { server: 'src/server/server.ts', 'pglite-thread': 'src/server/db/pglite-thread.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // import.meta.resolve finds tsx for code run from the sources (src/server/db/pglite-on-thread.ts); a bundle
    // never runs that code.
    define: { ...common.define, 'import.meta.url': '__importMetaUrl', 'import.meta.resolve': 'undefined', __CODE_COPY_KEYS__: JSON.stringify(codeCopyKeys()), __DRAWN_PAIRS__: JSON.stringify(drawnColourPairsAt(process.cwd())) },
    banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    // PGlite reads its WebAssembly and data files beside its own code; pg-native is an optional binding pg
    // loads only when asked to.
    external: ['@electric-sql/pglite', 'pg-native'],
  }),
  build({ ...common, entryPoints: { main: 'src/server/launch.ts' }, outExtension: { '.js': '.mjs' }, format: 'esm' }),
]);
// The portal's first screens rendered on the server (src/portal/ssr/entry-server.tsx): the same components as
// the browser's, built by Vite for Node with every package inside (one module, its pages' chunks beside it). The
// server loads it on the first page it renders (src/server/plugins/static-app.ts), so it costs the start nothing.
await viteBuild({
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/portal/ssr/entry-server.tsx',
    outDir: `${outdir}/ssr`,
    emptyOutDir: true,
    sourcemap: false,
    // CommonJS: the bundled server runs from V8's code cache, where a dynamic import() has no loader; it requires this
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
  },
  ssr: { noExternal: true, target: 'node' },
});
// esbuild writes strings, regular expressions and names in ASCII (its default charset) but keeps comments
// as written: with their other characters made ASCII too (one for one, so the source map still holds), the
// entry reads the bundle as Latin-1, three times quicker than decoding UTF-8.
const server = `${outdir}/server.cjs`;
writeFileSync(server, readFileSync(server, 'utf8').replace(/[\u0080-\uffff]/g, '?'));
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });

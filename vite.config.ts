import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunk, firstScreenPreload } from './scripts/vite-first-screen-preload';
import { precompress } from './scripts/vite-precompress';
import { pureRouter } from './scripts/vite-pure-router';
import { replacedLibraries } from './scripts/browser-aliases';
import { readFileSync } from 'node:fs';
import { BUNDLED_CONTENT_MANIFEST } from './src/contracts/studio';

/** content:gen's record of the content this build embeds, beside the build for the server that serves it (src/server/content/bundled-content.ts). */
const contentManifest = (): Plugin => ({
  name: 'content-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BUNDLED_CONTENT_MANIFEST, source: readFileSync(`src/generated/${BUNDLED_CONTENT_MANIFEST}`, 'utf8') });
  },
});

const API_PREFIXES = [
  '/service-', '/identity', '/identity-broker', '/ft/', '/healthz', '/openapi.json', '/sandbox',
];

/** The app is served under /account/heloc; the dev server proxies every service path to the API process. */
/** The modules of the first screen an applicant sees (registration's first step) beside the entry's. */
const FIRST_SCREEN = ['src/portal/pages/register/register-page.tsx', 'src/portal/content.ts', 'src/widgets/index.ts'];

export default defineConfig(({ mode, isSsrBuild }) => ({
  base: '/account/heloc/',
  plugins: [
    react(),
    pureRouter(),
    firstScreenPreload(FIRST_SCREEN),
    precompress(),
    contentManifest(),
  ],
  resolve: { alias: replacedLibraries },
  define: {
    // Developer tools (toolbar, sandbox clock controls) exist only in non-production builds.
    __DEV_TOOLS__: JSON.stringify(mode !== 'production'),
  },
  build: {
    outDir: process.env.VITE_OUT_DIR ?? 'dist',
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // the browser's first screen in one file (the server's render is one module anyway)
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [firstScreenChunk('src/portal/main.tsx', FIRST_SCREEN)] } } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(
      API_PREFIXES.map((p) => [p, { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false, ws: true }]),
    ),
  },
}));

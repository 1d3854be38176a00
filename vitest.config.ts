import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { limitedMarkdownAlias } from './scripts/browser-aliases';

/**
 * Tests that measure time or stop and start servers under load (database outages, a graceful stop, the
 * registration pace): they run after the rest, one file at a time, so another file's work is not in their figures.
 */
const TIMED = [
  'tests/server/database-outage.test.ts',
  'tests/server/graceful-shutdown.test.ts',
  'tests/server/registration-timing.test.ts',
  'tests/server/chat-socket-timing.test.ts',
  // other requests keep answering while a burst of registrations hashes (a bound on their wait)
  'tests/server/password-hashing.test.ts',
];

/**
 * Test files that need a process of their own: the node files that change what the whole process sees (its
 * environment variables), and the document files that test a module's state from its first import (the bundled
 * content's two parts, the session's and telemetry's). The other files of each kind share a process per worker,
 * one after another (isolate: false): each file would otherwise load the server or React afresh, about a third
 * of the run.
 */
const OWN_PROCESS = [
  'tests/server/chat-stream.test.ts',
  'tests/server/chat-talkjs.test.ts',
  'tests/portal/content-split.test.ts',
  'tests/portal/session/session.test.ts',
  'tests/api/telemetry.test.ts',
];

const ALL = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f)).map((f) => `tests/${f.replaceAll('\\', '/')}`);
/** The files that run in a browser-like document (their first line says `// @vitest-environment jsdom`). */
const DOM = ALL.filter((f) => readFileSync(f, 'utf8').startsWith('// @vitest-environment jsdom'));

export default defineConfig({
  plugins: [react()],
  // the server's ajv needs the real fast-uri; tests/renderer/uri.test.ts holds ours to its answers
  resolve: { alias: [limitedMarkdownAlias] },
  define: { __DEV_TOOLS__: 'true' },
  test: {
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-waits.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core (the default, cores - 1, runs one file at a time on a 2-core machine): files wait on a
    // database, a spawned server or a socket as much as they compute.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', isolate: false, include: ALL.filter((f) => !DOM.includes(f) && !TIMED.includes(f) && !OWN_PROCESS.includes(f)) } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS.filter((f) => !DOM.includes(f)) } },
      { extends: true, test: { name: 'dom', isolate: false, include: DOM.filter((f) => !TIMED.includes(f) && !OWN_PROCESS.includes(f)) } },
      { extends: true, test: { name: 'dom-own-process', include: DOM.filter((f) => OWN_PROCESS.includes(f)) } },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});

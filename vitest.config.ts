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
 * Node test files that change what the whole process sees (its environment variables): each runs in a process
 * of its own, so no other file meets the change.
 */
const OWN_PROCESS = [
  'tests/server/chat-stream.test.ts',
  'tests/server/chat-talkjs.test.ts',
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
      // The node files that leave nothing in their process for the next (they may share one: isolate: false, once
      // tests/server/flow-coverage.test.ts no longer runs out of time after the others in a shared process).
      { extends: true, test: { name: 'unit', include: ALL.filter((f) => !DOM.includes(f) && !TIMED.includes(f) && !OWN_PROCESS.includes(f)) } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS } },
      // a document of their own per file: the DOM, timers and globals they stub stay theirs
      { extends: true, test: { name: 'dom', include: DOM.filter((f) => !TIMED.includes(f)) } },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});

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

export default defineConfig({
  plugins: [react()],
  // the server's ajv needs the real fast-uri; tests/renderer/uri.test.ts holds ours to its answers
  resolve: { alias: [limitedMarkdownAlias] },
  define: { __DEV_TOOLS__: 'true' },
  test: {
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core (the default, cores - 1, runs one file at a time on a 2-core machine): files wait on a
    // database, a spawned server or a socket as much as they compute.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: TIMED } },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});

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
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: TIMED } },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});

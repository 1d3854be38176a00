import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { limitedMarkdownAlias } from './scripts/browser-aliases';

export default defineConfig({
  plugins: [react()],
  // the server's ajv needs the real fast-uri; tests/renderer/uri.test.ts holds ours to its answers
  resolve: { alias: [limitedMarkdownAlias] },
  define: { __DEV_TOOLS__: 'true' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

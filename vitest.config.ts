import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { limitedMarkdownAlias } from './scripts/limited-markdown-alias';

export default defineConfig({
  plugins: [react()],
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

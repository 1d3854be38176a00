import { test } from '@playwright/test';

/** The main project's server; the projects with a server of their own take the ports after it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

/** The port e2e/content-root.spec.ts starts its own server on (a content root edited as files). */
export const CONTENT_ROOT_PORT = E2E_PORT + 20;

/**
 * The server the running test talks to. Projects that change what a whole server sees (the sandbox
 * clock, the flags file, published content) each have a server of their own (playwright.config.ts),
 * so a test finds its server's port in its project's base address.
 */
export function serverPort(): number {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('every Playwright project names its server in use.baseURL');
  return Number(new URL(base).port);
}

/** The server under test, reached directly (API set-up outside the page). */
export const api = (path: string): string => `http://127.0.0.1:${serverPort()}${path}`;

/** The working directory of this test's server: its data directory and the flags file it re-reads. */
export const serverDir = (): string => `.tmp/e2e-${serverPort()}`;

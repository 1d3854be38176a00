import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

import { CONTENT_ROOT_PORT, E2E_PORT } from './e2e/server';

export { E2E_PORT };

/**
 * Some specs change what a whole server sees: the sandbox clock (moved forward by days to pass the right
 * to cancel), the flags file (maintenance mode) or the published content (the studio). Each of them gets a
 * server of its own, on the ports after E2E_PORT, so they run beside everything else and no other spec sees
 * time jump or the portal close under it. Specs find their server through e2e/server.ts.
 */
const OWN_SERVER: Record<string, RegExp> = {
  'clock-conditions': /funding-conditions\.spec\.ts/,
  'clock-funding': /funding\.spec\.ts/,
  maintenance: /maintenance\.spec\.ts/,
  'content-versions': /content-versions\.spec\.ts/,
  'content-studio': /content-studio\.spec\.ts/,
  // moves the sandbox clock an hour for the valuation to come back
  'clock-journey': /journey-valuation\.spec\.ts/,
  // moves the clock past the right to cancel and a month on, for an application left incomplete
  'clock-decisions': /lender-decisions\.spec\.ts/,
  // the whole journey to a funded line moves the sandbox clock past the right to cancel
  'clock-journey-back': /journey-back\.spec\.ts/,
};
const ports = [E2E_PORT, ...Object.keys(OWN_SERVER).map((_, i) => E2E_PORT + 1 + i)];
const origin = (port: number) => `http://heloc.hearth-lending.example:${port}`;

/**
 * The lenders' hosts as the tests reach them: plain http on this machine. Production serves them over
 * https, where the browser offers features only secure pages get (the location e-signing needs), so
 * the browser is told to treat these origins as the secure ones they stand for.
 */
const orgOrigins = readdirSync('orgs').filter((f) => f.endsWith('.json'))
  .map((f) => new URL((JSON.parse(readFileSync(`orgs/${f}`, 'utf8')) as { baseUrl: string }).baseUrl).hostname)
  .flatMap((host) => [...ports, CONTENT_ROOT_PORT].map((port) => `http://${host}:${port}`));

/**
 * Browser tests against the real built app and server. Org hosts (*.example) resolve to this
 * machine, so each org is reached the way production reaches it: by its own host name.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: `.tmp/e2e-${E2E_PORT}/results`,
  use: {
    trace: 'retain-on-failure',
    // e-signing needs the device's location: the browser shares one (e2e/location-alert.spec.ts refuses it)
    permissions: ['geolocation'],
    geolocation: { latitude: 45.5152, longitude: -122.6784 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic', '--host-resolver-rules=MAP *.example 127.0.0.1',
        `--unsafely-treat-insecure-origin-as-secure=${orgOrigins.join(',')}`,
      ],
    },
  },
  projects: [
    { name: 'main', testIgnore: [...Object.values(OWN_SERVER), /content-root\.spec\.ts/], use: { baseURL: origin(E2E_PORT) } },
    ...Object.entries(OWN_SERVER).map(([name, testMatch], i) => ({ name, testMatch, use: { baseURL: origin(E2E_PORT + 1 + i) } })),
    // starts a server of its own, on a content root edited as files, without a rebuild
    { name: 'content-root', testMatch: /content-root\.spec\.ts/, use: { baseURL: origin(CONTENT_ROOT_PORT) } },
  ],
  webServer: ports.map((port) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // a shared, busy machine can take more than a minute to start the servers
    timeout: 180_000,
    env: {
      PORT: String(port), DATA_DIR: `.tmp/e2e-${port}/data`, FLAGS_FILE: `.tmp/e2e-${port}/flags.json`, LOG_LEVEL: 'warn', HOST: '127.0.0.1',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      // every spec registers its applicants from this one machine
      REGISTRATIONS_PER_ADDRESS: '10000',
    },
  })),
});

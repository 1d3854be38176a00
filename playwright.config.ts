import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
const tmp = `.tmp/e2e-${E2E_PORT}`;

/**
 * The lenders' hosts as the tests reach them: plain http on this machine. Production serves them over
 * https, where the browser offers features only secure pages get (the location e-signing needs), so
 * the browser is told to treat these origins as the secure ones they stand for.
 */
const orgOrigins = readdirSync('orgs').filter((f) => f.endsWith('.json'))
  .map((f) => new URL((JSON.parse(readFileSync(`orgs/${f}`, 'utf8')) as { baseUrl: string }).baseUrl).hostname)
  // the second port is the content-root project's own server (e2e/content-root.spec.ts)
  .flatMap((host) => [E2E_PORT, E2E_PORT + 1].map((port) => `http://${host}:${port}`));

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
  outputDir: `${tmp}/results`,
  use: {
    baseURL: `http://heloc.hearth-lending.example:${E2E_PORT}`,
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
  // Some specs change what the whole server sees: the sandbox clock (moved forward by days to pass the
  // right to cancel), the flags file (maintenance mode) or the published content (the studio). They run one after another once the rest is
  // done, so no other spec sees time jump or the portal close under it.
  projects: [
    { name: 'main', testIgnore: [/maintenance\.spec\.ts/, /funding\.spec\.ts/, /funding-conditions\.spec\.ts/, /content-(studio|versions|root)\.spec\.ts/] },
    // a server of its own (on E2E_PORT + 1) started on a content root edited as files, without a rebuild
    { name: 'content-root', testMatch: /content-root\.spec\.ts/ },
    { name: 'clock-conditions', testMatch: /funding-conditions\.spec\.ts/, dependencies: ['main'] },
    { name: 'clock-funding', testMatch: /funding\.spec\.ts/, dependencies: ['clock-conditions'] },
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts/, dependencies: ['clock-funding'] },
    // publishing changes what every new application gets: after everything else
    { name: 'content-versions', testMatch: /content-versions\.spec\.ts/, dependencies: ['maintenance'] },
    { name: 'content-studio', testMatch: /content-studio\.spec\.ts/, dependencies: ['content-versions'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    // a shared, busy machine can take more than a minute to start the server
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT), DATA_DIR: `${tmp}/data`, FLAGS_FILE: `${tmp}/flags.json`, LOG_LEVEL: 'warn', HOST: '127.0.0.1',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      // every spec registers its applicants from this one machine
      REGISTRATIONS_PER_ADDRESS: '10000',
    },
  },
});

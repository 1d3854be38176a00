import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

import { CONTENT_ROOT_PORT, E2E_PORT } from './e2e/server';
import { chromiumPaths } from './scripts/chromium-path.mjs';

export { E2E_PORT };

/**
 * Some specs change what a whole server sees: the sandbox clock (moved forward by days to pass the right
 * to cancel), the flags file (maintenance mode) or the published content (the studio). Each of them gets a
 * server of its own, on the ports after E2E_PORT, so they run beside everything else and no other spec sees
 * time jump or the portal close under it. Specs find their server through e2e/server.ts.
 */
const OWN_SERVER: Record<string, string> = {
  // (longest first: see the projects below)
  // the whole journey to a funded line moves the sandbox clock past the right to cancel
  'clock-journey-back': 'journey-back',
  // the whole journey in Spanish to a funded line moves the sandbox clock past the right to cancel
  'clock-spanish': 'spanish-journey',
  'content-studio': 'content-studio',
  // moves the clock past the right to cancel and a month on, for an application left incomplete
  'clock-decisions': 'lender-decisions',
  'clock-funding': 'funding',
  'clock-conditions': 'funding-conditions',
  // moves the sandbox clock an hour for the valuation to come back
  'clock-journey': 'journey-valuation',
  'content-versions': 'content-versions',
  maintenance: 'maintenance',
};
/** The spec files of these names (e2e/<name>.spec.ts). */
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
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
 * The specs whose applicant signs in the page: e-signing asks the device's location, which only a secure page may
 * ask, and only Debian's full chromium treats the test hosts as the https sites they stand for; the other specs run
 * on its lighter headless shell (scripts/chromium-path.mjs).
 */
const SIGNS_IN_PAGE = ['journey-back', 'spanish-journey', 'funding', 'journey-valuation', 'content-root', 'funding-pages', 'location-alert'];
const browsers = chromiumPaths();
const launchOptions = (spec: string[]) => ({
  executablePath: spec.some((name) => SIGNS_IN_PAGE.includes(name)) ? browsers.secure : browsers.plain,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic', '--host-resolver-rules=MAP *.example 127.0.0.1',
    `--unsafely-treat-insecure-origin-as-secure=${orgOrigins.join(',')}`,
  ],
});
/** The main server's specs that sign in the page. */
const MAIN_SIGNING = SIGNS_IN_PAGE.filter((name) => !Object.values(OWN_SERVER).includes(name) && name !== 'content-root');

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
    // A trace records the page all along (screens and snapshots): about a fifth of the browser's time. Kept for a
    // failure on a developer's machine; CI prints the failure and keeps no files, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // e-signing needs the device's location: the browser shares one (e2e/location-alert.spec.ts refuses it)
    permissions: ['geolocation'],
    geolocation: { latitude: 45.5152, longitude: -122.6784 },
  },
  // The workers take files in this order (a file is one worker's unless it says its tests run in parallel): the
  // specs with a server of their own are single long files, so they start first and the main project's many
  // shorter ones fill in around them, rather than one of them starting last and the other worker idling meanwhile.
  projects: [
    ...Object.entries(OWN_SERVER).map(([name, spec], i) => ({ name, testMatch: specs([spec]), use: { baseURL: origin(E2E_PORT + 1 + i), launchOptions: launchOptions([spec]) } })),
    // starts a server of its own, on a content root edited as files, without a rebuild
    { name: 'content-root', testMatch: specs(['content-root']), use: { baseURL: origin(CONTENT_ROOT_PORT), launchOptions: launchOptions(['content-root']) } },
    { name: 'main-signing', testMatch: specs(MAIN_SIGNING), use: { baseURL: origin(E2E_PORT), launchOptions: launchOptions(MAIN_SIGNING) } },
    { name: 'main', testIgnore: specs([...Object.values(OWN_SERVER), 'content-root', ...MAIN_SIGNING]), use: { baseURL: origin(E2E_PORT), launchOptions: launchOptions([]) } },
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
      // a test server registers and signs in hundreds of accounts: each hash at about 1/100 of the standard work
      PASSWORD_HASHING: 'light',
    },
  })),
});

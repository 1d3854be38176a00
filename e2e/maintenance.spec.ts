import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';
import { serverDir } from './server';

// The server re-reads its flags file (flagsFile(), a per-run copy made by scripts/e2e-server.mjs) on every change.
const flagsFile = () => `${serverDir()}/flags.json`;
const PAGE = '/account/heloc/login';
const DEFAULT_TEXT = 'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

type Flags = { flags: Record<string, { enabled: boolean; variables?: Record<string, unknown> }> };
let original: string;

function setMaintenance(enabled: boolean, variables: Record<string, unknown> = {}) {
  const flags = JSON.parse(original) as Flags;
  const flag = flags.flags['fe-heloc-maintenance'] ?? { enabled: false };
  flags.flags['fe-heloc-maintenance'] = { ...flag, enabled, variables: { routes: [], message: '', pageTitle: '', shouldShowDashboardLink: false, ...variables } };
  writeFileSync(flagsFile(), JSON.stringify(flags, null, 2));
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  original = readFileSync(flagsFile(), 'utf8');
});
test.afterAll(() => {
  writeFileSync(flagsFile(), original);
});

test('turning fe-heloc-maintenance on replaces the app with the maintenance page', async ({ page }) => {
  setMaintenance(true);
  await page.goto(orgUrl('HEARTH', PAGE));
  await expect(heading(page)).toHaveText('Scheduled Maintenance');
  await expect(page.getByText(DEFAULT_TEXT)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'maintenance page');
});

test('the flag variables override the title and text, add the dashboard link and limit the routes', async ({ page }) => {
  setMaintenance(true, { pageTitle: 'Upgrading our systems', message: 'We will be back by 6 AM Pacific.', shouldShowDashboardLink: true, routes: ['login'] });
  await page.goto(orgUrl('EVERGREEN_CU', PAGE));
  await expect(heading(page)).toHaveText('Upgrading our systems');
  await expect(page.getByText('We will be back by 6 AM Pacific.')).toBeVisible();
  await expect(page.getByText(DEFAULT_TEXT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectNoAxeViolations(page, 'maintenance page with variables');
  // A route outside the listed ones keeps working.
  await page.goto(orgUrl('EVERGREEN_CU', '/account/heloc/register'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Upgrading our systems')).toHaveCount(0);
});

test('turning the flag off restores the app', async ({ page }) => {
  setMaintenance(true);
  await page.goto(orgUrl('HEARTH', PAGE));
  await expect(heading(page)).toHaveText('Scheduled Maintenance');
  setMaintenance(false);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Scheduled Maintenance')).toHaveCount(0);
});

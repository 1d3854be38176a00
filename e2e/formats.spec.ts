import { expect, test } from '@playwright/test';
import { formatProblems } from '../tests/helpers/format-problems';
import { ORG_HOSTS, orgUrl } from './axe';

/** Phones and dates on the pages a visitor reads without logging in, for every lender, in the spec's formats only. */

const PAGES: [string, RegExp][] = [
  ['/account/heloc/coming-soon', /Coming soon/],
  ['/account/heloc/register/support', /Help with your application/],
];

for (const org of Object.keys(ORG_HOSTS)) {
  test(`${org}: phones show as (nnn) nnn-nnnn and no date breaks MM/dd/yyyy`, async ({ page }) => {
    for (const [path, heading] of PAGES) {
      await page.goto(orgUrl(org, path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(formatProblems(text), `${org} ${path}`).toEqual([]);
      expect(text).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    }
  });
}

test('the wholesale lender takes no applications here and gives its phone in the spec format', async ({ page }) => {
  await page.goto(orgUrl('HEARTH_WHOLESALE', '/account/heloc/register'));
  await expect(page.getByRole('heading', { level: 1, name: /not accepting/i })).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(formatProblems(text)).toEqual([]);
  expect(text).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
});

test('signing out whose call failed lands on /auth/login, which leads to the login page', async ({ page }) => {
  await page.goto(orgUrl('HEARTH', '/auth/login'));
  await expect(page).toHaveURL(/\/account\/heloc\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

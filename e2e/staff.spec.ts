import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, ORG_HOSTS, orgUrl } from './axe';

const PASSWORD = 'staff-password-1';
const FUNNEL = '/account/heloc/staff/funnel';
const brandOf = (code: string): string => (JSON.parse(readFileSync(`orgs/${code}.json`, 'utf8')) as { orgBrand: string }).orgBrand;

test("a STAFF user signs in from the funnel page, returns to it and sees their own lender's funnel only", async ({ page }) => {
  const email = `ops-${Date.now()}-${Math.floor(Math.random() * 1e6)}@hearth.example`;
  // The org hosts resolve only inside the browser, so the sandbox call is made from a page of the org.
  await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
  const made = await page.evaluate(async (body) => {
    const res = await fetch('/sandbox/staff', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return res.status;
  }, { email, password: PASSWORD });
  expect(made).toBe(201);

  await page.goto(orgUrl('HEARTH', FUNNEL));
  await expect(page).toHaveURL(new RegExp(`/account/heloc/login\\?redirect=${encodeURIComponent(FUNNEL)}$`));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(new RegExp(`${FUNNEL}$`));
  await expect(page.getByRole('heading', { name: 'Application funnel' })).toBeVisible();
  // the staff area's own layout names the lender; the funnel counts that lender's applications by readable step
  await expect(page.getByRole('banner')).toContainText(`${brandOf('HEARTH')} staff`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Started an application', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Basic Info', exact: true })).toBeVisible();
  for (const code of Object.keys(ORG_HOSTS).filter((c) => c !== 'HEARTH')) {
    await expect(page.getByText(brandOf(code), { exact: false })).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'staff funnel, staff user');
});

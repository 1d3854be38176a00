import { expect, type Page } from '@playwright/test';
import { orgUrl } from './axe';

const STAFF_PASSWORD = 'staff-password-1';

/**
 * A new staff user of a lender (HEARTH unless told otherwise) made through the sandbox (a lender's STAFF
 * unless told otherwise, with any permissions), signed in through the login page that the staff area sends them to.
 */
export async function staffSignsIn(page: Page, path: string, opts: { role?: 'STAFF' | 'PLATFORM_STAFF'; permissions?: string[]; org?: string } = {}): Promise<void> {
  const { org = 'HEARTH', ...body } = opts;
  const email = `ops-${Date.now()}.${Math.random().toString(36).slice(2, 8)}@${org.toLowerCase().replace(/_/g, '-')}.example`;
  await page.goto(orgUrl(org, '/account/heloc/login'));
  const made = await page.evaluate(async (body) => (await fetch('/sandbox/staff', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password: STAFF_PASSWORD, ...body });
  expect(made).toBe(201);
  await page.goto(orgUrl(org, path));
  await expect(page).toHaveURL(/\/account\/heloc\/login\?redirect=/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';

// Spec section 6: anonymous visitors may see register, its account-setup and support pages,
// coming-soon and signer login (the legal pages are redirects to the main site).
const PAGES: [string, RegExp][] = [
  ['/account/heloc/register/support', /Help with your application/],
  ['/account/heloc/coming-soon', /Coming soon/],
  ['/account/heloc/heloc-signer/login', /./],
];

for (const [path, heading] of PAGES) {
  test(`an anonymous visitor sees ${path} without logging in`, async ({ page }) => {
    await page.goto(orgUrl('EVERGREEN_CU', path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await expectNoAxeViolations(page, path);
  });
}

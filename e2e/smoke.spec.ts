import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, ORG_HOSTS, orgUrl } from './axe';

for (const code of Object.keys(ORG_HOSTS)) {
  test(`the ${code} portal loads with its own brand`, async ({ page }) => {
    await page.goto(orgUrl(code, '/account/heloc/does-not-exist'));
    await expect(page.locator('header img')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

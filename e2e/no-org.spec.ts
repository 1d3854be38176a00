import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';

test('an org code that names no lender shows "No private label data found"', async ({ page }) => {
  await page.goto(orgUrl('HEARTH', '/account/heloc/login?orgCode=NO_SUCH_LENDER'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No private label data found');
  // Nothing of a lender's shell is served half-way: no header, navigation or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page, 'no private label');
});

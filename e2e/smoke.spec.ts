import { expect, test, type Response } from '@playwright/test';
import { expectNoAxeViolations, ORG_HOSTS, orgUrl } from './axe';

for (const code of Object.keys(ORG_HOSTS)) {
  test(`the ${code} portal loads with its own brand`, async ({ page }) => {
    await page.goto(orgUrl(code, '/account/heloc/does-not-exist'));
    await expect(page.locator('header img')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the portal runs on React: the scripts a page loads hold react-dom and no other runtime', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  const script = (r: Response) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  };
  page.on('response', script);
  await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the chunks loaded when the page is idle too; then no more are read, so none is read after the test ends
  await page.waitForLoadState('networkidle');
  page.off('response', script);
  const code = await Promise.all(scripts);
  // React's production builds link their errors to react.dev; Preact's compatibility layer names itself
  expect(code.some((c) => c.includes('https://react.dev/errors/'))).toBe(true);
  expect(code.some((c) => /preact/i.test(c))).toBe(false);
});

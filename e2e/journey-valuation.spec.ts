import { expect, test } from '@playwright/test';
import { api, registerAndSignIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * A Texas applicant waiting for the home valuation follows the server on to signing once the
 * valuation is back. The sandbox clock is moved forward an hour, so this runs in a project of its own
 * (playwright.config.ts) after the others.
 */

const ORG = { 'x-org': 'HEARTH' };
const TX = { street1: '9 Ranch Road', city: 'Austin', state: 'TX', zip: '73301' };

for (const size of [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const) {
  test.describe(size.name, () => {
    test.use(size.use);
    test('the valuation wait moves on to signing when the server does', async ({ page, request }) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const { jwt } = await registerAndSignIn(request, { tag: 'texas', address: TX });
      const now = (await (await request.get(api('/sandbox/clock'))).json()).now as string;
      const res = await request.post(api('/sandbox/applications'), {
        headers: { ...ORG, authorization: `Bearer ${jwt}` },
        data: {
          state: 'bpoProcessing',
          data: { borrower: { name: { firstName: 'Avery', lastName: 'Texas' }, dob: '1980-04-02' }, property: { address: TX, state: 'TX' }, statedIncome: 150000, amount: 100000, rate: 8.45, term: 10, monthlyPayment: 1237.18 },
          flags: { bpo: 'BPO_PROCESSING', bpoOrderedAt: now },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const uuid = (await res.json()).uuid as string;
      await page.goto(orgUrl('HEARTH', '/account/heloc/does-not-exist'));
      await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
      await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/bpo/waiting`));
      await expect(page.locator('[data-state="bpoProcessing"]')).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page, 'valuation wait');
      expect((await request.post(api('/sandbox/clock/advance'), { data: { minutes: 61 } })).ok()).toBe(true);
      // the page follows the server to signing, and never to the time-out page
      await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/signing/(intro|sign)$`), { timeout: 60_000 });
      await expect(page).not.toHaveURL(/error\/timeout/);
      expect(errors).toEqual([]);
    });
  });
}

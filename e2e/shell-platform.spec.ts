import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';
import { expectNothingUnderChat } from './chat-clearance';
import { api } from './server';

/**
 * The shell at both sizes (touch on the phone): the wider platform's wallet and products only for a
 * signed-in customer of a lender whose org file turns them on; the phone header's tap-to-call; the chat
 * button over no control on the pages a visitor and a borrower reach.
 */

test.describe.configure({ timeout: 240_000 });

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
] as const;
const PLATFORM = ['Exchange', 'Pay', 'Marketplace', 'Passport', 'Group Manager'];

async function openMenu(page: Page, phone: boolean): Promise<Locator> {
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

async function expectPlatform(page: Page, shown: boolean, phone: boolean, context: string): Promise<void> {
  const nav = await openMenu(page, phone);
  // shown: in the menu (the dashboard may list them too); not shown: nowhere on the page
  for (const name of PLATFORM) await expect((shown ? nav : page).getByRole('link', { name, exact: true }), `${context}: ${name}`).toHaveCount(shown ? 1 : 0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Copy wallet address' }), `${context}: wallet`).toHaveCount(shown ? 1 : 0);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
}

for (const size of SIZES) {
  test.describe(`shell (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });
    const phone = size.isMobile;

    test('visitors see no platform products or wallet on registration step 1, whatever the lender; the chat button covers no field', async ({ page }) => {
      for (const org of ['HEARTH', 'HEARTH_CRYPTO']) {
        await page.goto(orgUrl(org, '/account/heloc/register'));
        await expect(page.getByLabel('ZIP code')).toBeVisible({ timeout: 20_000 });
        await expectPlatform(page, false, phone, `visitor ${org}`);
        await expectNothingUnderChat(page, `register ${org} ${size.name}`);
      }
      await expectNoAxeViolations(page, `register ${size.name}`);
      await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
      await expectNothingUnderChat(page, `login ${size.name}`);
    });

    test("the product's own brand shows a borrower no wallet or platform; the crypto lender does", async ({ page, request }) => {
      const CA = { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' };
      const NY = { street1: '40 Maple Avenue', city: 'Albany', state: 'NY', zip: '12203' };
      for (const [org, platform, address] of [['HEARTH', false, CA], ['HEARTH_NY', false, NY], ['HEARTH_CRYPTO', true, CA]] as const) {
        const who = await registerAndSignIn(request, { tag: `platform-${org.toLowerCase()}`, org, address });
        await page.goto(orgUrl(org, '/account/heloc/login'));
        await page.evaluate((t) => localStorage.setItem('jwt', t), who.jwt);
        await page.goto(orgUrl(org, '/dashboard'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await expectPlatform(page, platform, phone, `borrower ${org}`);
        if (org === 'HEARTH') {
          await expectNothingUnderChat(page, `dashboard ${size.name}`);
          await expectNoAxeViolations(page, `dashboard ${org} ${size.name}`);
        }
        await page.evaluate(() => localStorage.clear());
      }
    });

    test('the header has the support phone, tap-to-call on the phone', async ({ page }) => {
      await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
      const banner = page.getByRole('banner');
      const call = phone ? banner.getByRole('link', { name: 'Call us at (888) 819-6388' }) : banner.getByRole('link', { name: 'Call (888) 819-6388' });
      await expect(call).toBeVisible({ timeout: 20_000 });
      await expect(call).toHaveAttribute('href', 'tel:+18888196388');
      // a target a thumb can hit
      if (phone) expect((await call.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      if (phone) expect((await banner.boundingBox())?.height ?? 999).toBeLessThan(100);
      await expectNoAxeViolations(page, `header ${size.name}`);
    });
  });
}

test('completed progress steps read as done, not crossed out', async ({ page, request }) => {
  const { jwt } = await registerAndSignIn(request, { tag: 'progress-check', lastName: 'Prime' });
  const res = await request.post(api('/sandbox/applications'), {
    headers: { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` },
    data: { state: 'ach', data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' } }, property: { address: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } }, statedIncome: 150000, amount: 100000, rate: 8.25, term: 10 } },
  });
  const uuid = (await res.json()).uuid as string;
  await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
  await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/bank/disburse`));
  const steps = page.locator('.progress-steps');
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Set Up Your Bank Account', { timeout: 20_000 });
  const done = steps.locator('.progress-step--complete');
  await expect(done).toHaveCount(4);
  await expect(done.first()).toHaveText('✓Basic Info (completed)');
  for (const d of await done.all()) {
    expect(await d.evaluate((el) => getComputedStyle(el).textDecorationLine)).not.toContain('line-through');
  }
  await expect(steps.getByText('Link Income Sources (completed)')).toHaveCount(1);
});

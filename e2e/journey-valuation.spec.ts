import { expect, test } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { readToTheEnd } from './documents';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * A Texas applicant waiting for the home valuation follows the server on to signing once the
 * valuation is back, then signs, books the notary, sends the insurance proof and, with the clock past
 * the right to cancel, reaches the funded line; axe on every page. The sandbox clock is moved, so this
 * runs in a project of its own (playwright.config.ts).
 */

const ORG = { 'x-org': 'HEARTH' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);
const TX = { street1: '9 Ranch Road', city: 'Austin', state: 'TX', zip: '73301' };

for (const size of [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const) {
  test.describe(size.name, () => {
    test.use(size.use);
    test('the valuation wait moves on to signing when the server does, and on to a funded line', async ({ page, request }) => {
      test.setTimeout(240_000);
      const heading = (name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      const at = (route: string) => expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}$`), { timeout: 30_000 });
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
      await signIn(page, jwt);
      await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/bpo/waiting`));
      await expect(page.locator('[data-state="bpoProcessing"]')).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page, 'valuation wait');
      expect((await request.post(api('/sandbox/clock/advance'), { data: { minutes: 61 } })).ok()).toBe(true);
      // the page follows the server to signing, and never to the time-out page
      await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/signing/(intro|sign)$`), { timeout: 60_000 });
      await expect(page).not.toHaveURL(/error\/timeout/);

      // on to the end: sign, a notary, the insurance proof, then the right to cancel passes
      await at('signing/sign');
      await heading('Sign your documents');
      await expectNoAxeViolations(page, 'signing');
      await readToTheEnd(page);
      await page.getByRole('button', { name: 'Sign documents' }).click();
      await at('notary/schedule-manual');
      await heading('Sign in front of a notary');
      await expectNoAxeViolations(page, 'notary');
      await page.getByLabel('A notary comes to you').check();
      await page.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio').first().check();
      await page.getByLabel(/I agree to pay the manual notarization fee/).check();
      await page.getByRole('button', { name: 'Reserve this time' }).click();
      await at('notary/reserve-manual');
      await heading('Your notary appointment is booked');
      await expectNoAxeViolations(page, 'notary booked');
      await page.getByRole('link', { name: 'Continue' }).click();
      await at('insurance/requirements');
      await heading('Proof of home insurance');
      await expectNoAxeViolations(page, 'insurance');
      await page.getByRole('button', { name: /^Homeowners \(hazard\) insurance declarations page.*Choose a file$/ }).setInputFiles({ name: 'hazard.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText('hazard.pdf').first()).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await at('complete');
      await heading('You are all set');
      await expectNoAxeViolations(page, 'waiting for funds');
      expect((await request.post(api('/sandbox/clock/advance'), { data: { days: 8 } })).ok()).toBe(true);
      await heading('Congratulations, your line is funded');
      await expectNoAxeViolations(page, 'funded');
      expect(errors).toEqual([]);
    });
  });
}

import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isFederalHoliday } from '../src/lib/business-days';
import { api, registerAndSignIn, signIn } from './applicants';
import { ORG_HOSTS, expectNoAxeViolations, orgRulesBothWidths, orgUrl } from './axe';
import { documentPages } from './documents';

/** The funding widgets as an applicant meets them: bank-link window, ID upload, notary choice, PDF viewer. */

const ORG = 'HEARTH';
/** A home each lender lends on. */
const HOMES: Record<string, Record<string, string>> = {
  NY: { street1: '12 Elm Street', city: 'Albany', state: 'NY', zip: '12207' },
  OR: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' },
  AL: { street1: '12 Elm Street', city: 'Birmingham', state: 'AL', zip: '35203' },
  NH: { street1: '12 Elm Street', city: 'Concord', state: 'NH', zip: '03301' },
  NE: { street1: '12 Elm Street', city: 'Omaha', state: 'NE', zip: '68102' },
  CO: { street1: '12 Elm Street', city: 'Denver', state: 'CO', zip: '80202' },
};
/** The lender's first loan officer, for a lender that takes applications only through one. */
const originatorOf = (org: string): string | undefined =>
  (JSON.parse(readFileSync(`orgs/${org}.json`, 'utf8')) as { originators?: { uuid: string }[] }).originators?.[0]?.uuid;
/** A home in a state the lender lends in (its first licensed state that the table has). */
const homeOf = (org: string): Record<string, string> => {
  const states = (JSON.parse(readFileSync(`orgs/${org}.json`, 'utf8')) as { licensedStates: string[] }).licensedStates;
  const state = ['OR', 'NY', ...states].find((s) => states.includes(s) && HOMES[s]);
  return HOMES[state ?? 'OR'] as Record<string, string>;
};
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);

async function at(request: APIRequestContext, state: string, org = ORG, signedIn?: string): Promise<{ jwt: string; uuid: string }> {
  const address = homeOf(org);
  const jwt = signedIn ?? (await registerAndSignIn(request, { tag: 'widgets', lastName: 'Prime', org, address, loanOriginatorUuid: originatorOf(org) })).jwt;
  const res = await request.post(api('/sandbox/applications'), {
    headers: { 'x-org': org, authorization: `Bearer ${jwt}` },
    data: { state, data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' } }, property: { address }, statedIncome: 150000, amount: 100000, rate: 8.25, term: 10 } },
  });
  expect(res.status()).toBe(201);
  return { jwt, uuid: (await res.json()).uuid as string };
}

async function open(page: Page, request: APIRequestContext, state: string, path: string, org = ORG, signedIn?: string): Promise<string> {
  const { jwt, uuid } = await at(request, state, org, signedIn);
  await signIn(page, jwt, org);
  await page.goto(orgUrl(org, `/account/heloc/${uuid}/${path}`));
  return uuid;
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Every box of the locator is at least 44 px tall (WCAG 2.2 target size, as the lender's own app asks). */
async function expectTouchSize(page: Page, selector: string) {
  const heights = await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
}

// each test has its own applicant: the file's tests share both workers instead of holding one for minutes
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const size of [{ name: 'desktop', width: 1280, height: 900, mobile: false }, { name: 'phone', width: 390, height: 844, mobile: true }]) {
  test.describe(`funding widgets on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.mobile, hasTouch: size.mobile });

    test('bank link: a modal window that keeps the focus, says when no bank matches and links the account', async ({ page, request }) => {
      const uuid = await open(page, request, 'ach', 'bank/disburse');
      await heading(page, 'Where should we send your funds?');
      const opener = page.getByRole('button', { name: 'Connect your bank' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Connect your bank' });
      await expect(dialog).toBeVisible();
      const search = dialog.getByLabel('Search for your bank');
      await expect(search).toBeFocused();
      await search.fill('zzz');
      await expect(dialog.getByText('No banks match “zzz”.')).toBeVisible();
      await expectNoAxeViolations(page, 'bank window, empty search');
      await search.fill('');
      await expect(dialog.getByRole('button', { name: 'Harbor Test Credit Union' })).toBeVisible();
      await expectNoAxeViolations(page, 'bank window, every bank');
      await expectTouchSize(page, '.bank-link__institution, .bank-link__input, .dialog__close');
      // the focus stays in the window however far the reader tabs
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // keyboard only: open, find, log in, choose
      await page.keyboard.press('Enter');
      await expect(search).toBeFocused();
      await search.fill('sandbox fed');
      await expect(dialog.getByRole('button', { name: 'Sandbox Federal Bank' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Harbor Test Credit Union' })).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Sandbox Federal Bank' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: 'Sandbox Federal Bank' })).toBeFocused();
      await dialog.getByLabel('Online banking username').fill('user_good');
      await dialog.getByLabel('Online banking password').fill('pass_good');
      await page.keyboard.press('Enter');
      await dialog.getByLabel('Everyday Checking ending in 6781').check();
      await expectTouchSize(page, '.bank-link__account, .bank-link__actions .button');
      await expectNoAxeViolations(page, 'bank window, accounts');
      await dialog.getByRole('button', { name: 'Use this account' }).click();
      await expect(page).toHaveURL(new RegExp(`${uuid}/bank/confirm$`));
    });

    test('ID upload: front and back with previews, camera on phones, and the step written on Continue', async ({ page, request }) => {
      await open(page, request, 'docVerify', 'identity');
      await heading(page, 'Verify your identity');
      await page.getByLabel('US Passport', { exact: true }).check();
      await expect(page.getByLabel(/^Back of your ID/)).toHaveCount(0);
      await page.getByLabel("US Driver's License").check();
      // the camera button shows on touch screens, opening the rear camera for a photo
      const camera = page.locator('.file-picker__camera input').first();
      await expect(camera).toHaveAttribute('capture', 'environment');
      await expect(camera).toHaveAttribute('accept', 'image/*');
      if (size.mobile) await expect(page.getByRole('button', { name: /^Front of your ID.*Take a photo$/ })).toBeVisible();
      else await expect(camera).toBeHidden();
      await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByAltText('Preview of licence.png')).toBeVisible();
      await expect(page.locator('.file-upload__done li')).toHaveCount(1);
      // picking is not submitting: the step waits for the back and for Continue
      await expect(page).toHaveURL(/\/identity$/);
      await page.getByRole('button', { name: /^Back of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByAltText('Preview of licence-back.png')).toBeVisible();
      await expect(page.locator('.file-upload__done li')).toHaveCount(2);
      await expect(page.getByRole('button', { name: /^Back of your ID.*Replace file$/ })).toBeAttached();
      await expectTouchSize(page, '.file-picker__button:visible');
      await expectNoAxeViolations(page, 'identity with both sides');
      await expect(page).toHaveURL(/\/identity$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/signing\/sign$/, { timeout: 30_000 });
    });

    test('notary: the free eNotary first, times by day without federal holidays, keyboard choice', async ({ page, request }) => {
      const uuid = await open(page, request, 'notary', 'notary/schedule-manual');
      await heading(page, 'Sign in front of a notary');
      const choices = page.getByRole('radio');
      await expect(choices.first()).toHaveAccessibleName('Online with an eNotary (free)');
      await expect(choices.first()).toBeChecked();
      await expect(page.getByRole('link', { name: 'Start your eNotary session' })).toBeVisible();
      await expectNoAxeViolations(page, 'notary choice');
      await page.getByLabel('A notary comes to you').check();
      const days = page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio');
      await expect(days.first()).toBeChecked();
      const dayValues = await days.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(dayValues.length).toBeGreaterThan(2);
      for (const d of dayValues) expect(isFederalHoliday(d), `${d} is a federal holiday`).toBe(false);
      const times = page.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio');
      expect(await times.count()).toBeLessThanOrEqual(24);
      await expectTouchSize(page, '.slot-picker__choice');
      // arrow keys move between days; the times follow the day
      await days.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(days.nth(1)).toBeChecked();
      await expect(page.getByRole('radiogroup', { name: /^Times on/ })).toHaveAccessibleName(new RegExp(`Times on .* ${Number(dayValues[1]?.slice(8))} `));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(times.first()).toBeChecked();
      await page.getByLabel(/I agree to pay the manual notarization fee/).check();
      await expectNoAxeViolations(page, 'notary visit');
      await page.getByRole('button', { name: 'Reserve this time' }).click();
      await expect(page).toHaveURL(new RegExp(`${uuid}/notary/reserve-manual$`));
    });

    test('PDF viewer: page count, zoom and a text layer that stays on its pages', async ({ page, request }) => {
      await open(page, request, 'sign', 'signing/sign');
      await heading(page, 'Sign your documents');
      const viewer = page.locator('.pdf-viewer');
      await documentPages(page);
      await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
      const pages = Number((await viewer.locator('.pdf-viewer__count').textContent())?.match(/of (\d+)/)?.[1]);
      expect(pages).toBeGreaterThan(1);
      await expect(viewer.locator('.textLayer span').first()).toBeAttached({ timeout: 20_000 });
      const layout = async () => page.evaluate(() => {
        const region = document.querySelector<HTMLElement>('.pdf-viewer__pages') as HTMLElement;
        const sheets = [...document.querySelectorAll<HTMLElement>('.pdf-viewer__sheet')];
        const spill = sheets.flatMap((s) => {
          const box = s.getBoundingClientRect();
          const layer = (s.querySelector('.textLayer') as HTMLElement).getBoundingClientRect();
          return Math.abs(layer.width - box.width) > 2 || Math.abs(layer.height - box.height) > 2 ? [s.dataset.sheet] : [];
        });
        const last = sheets.at(-1) as HTMLElement;
        return {
          spill,
          // what the region scrolls beyond the last page: only its own padding
          after: region.scrollHeight - (last.offsetTop - region.offsetTop + last.offsetHeight),
          pageWidth: sheets[0]?.getBoundingClientRect().width ?? 0,
          regionWidth: region.clientWidth,
          docOverflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      const fitted = await layout();
      expect(fitted.spill).toEqual([]);
      expect(fitted.after).toBeLessThan(40);
      expect(fitted.pageWidth).toBeLessThanOrEqual(Math.min(700, fitted.regionWidth) + 1);
      expect(fitted.docOverflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, 'signing with the PDF');

      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await expect(viewer.getByText('125%')).toBeVisible();
      await expect.poll(async () => (await layout()).pageWidth).toBeGreaterThan(fitted.pageWidth * 1.2);
      expect((await layout()).spill).toEqual([]);
      await viewer.getByRole('button', { name: 'Fit to width' }).click();
      await expect.poll(async () => Math.round((await layout()).pageWidth)).toBe(Math.round(fitted.pageWidth));
      expect((await layout()).docOverflow).toBeLessThanOrEqual(0);

      await page.locator(`canvas[data-page="${pages}"]`).scrollIntoViewIfNeeded();
      await expect(viewer.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
      await expect(page.getByLabel(/I have read the documents/)).toBeEnabled();
    });
  });
}

// every lender's colours, images and words around the widgets: the bank window, the ID upload, the notary visit. The
// tests above scan these pages in full for HEARTH at both sizes; for the other lenders only the rules a lender file can
// change are run (e2e/axe.ts, ORG_RULES), at a desktop and a phone width. A wholesale lender takes no applications in
// the portal (registration refuses them), so none of its applicants reach these steps.
for (const org of Object.keys(ORG_HOSTS).filter((code) => code !== 'HEARTH' && code !== 'HEARTH_WHOLESALE')) {
  test(`the funding widgets pass the lender's axe rules for ${org} on a desktop and a phone`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // one applicant of the lender, with an application at each step shown
    const { jwt } = await registerAndSignIn(request, { tag: 'widgets', lastName: 'Prime', org, address: homeOf(org), loanOriginatorUuid: originatorOf(org) });
    await open(page, request, 'ach', 'bank/disburse', org, jwt);
    await page.getByRole('button', { name: 'Connect your bank' }).click();
    await expect(page.getByRole('dialog').getByRole('button').nth(1)).toBeVisible();
    await orgRulesBothWidths(page, `${org}: bank window`);
    await open(page, request, 'docVerify', 'identity', org, jwt);
    await page.getByLabel("US Driver's License").check();
    await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByAltText('Preview of licence.png')).toBeVisible();
    await orgRulesBothWidths(page, `${org}: identity`);
    await open(page, request, 'notary', 'notary/schedule-manual', org, jwt);
    await page.getByLabel('A notary comes to you').check();
    await expect(page.getByRole('radiogroup', { name: 'Day', exact: true })).toBeVisible();
    await orgRulesBothWidths(page, `${org}: notary visit`);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { api, registerAndSignIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * The applicant's journey as a person walks it, on a phone (390x844, touch) and a desktop
 * (1280x900): registration to the application summary pressing the browser's Back once on every
 * step and reloading on three, the layout holding still (cumulative layout shift), the shell per
 * lender, the co-owner invitation, and the way to the offer by keyboard alone.
 */

const PASSWORD = 'maple syrup 2024';
const CA = { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' };
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Records layout shifts not caused by input (the CLS definition) from the first paint of every load. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page since it loaded, once it has settled (the form, the footer's states). */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
] as const;

const stepPath = (route: string) => new RegExp(`/account/heloc/[0-9a-f-]{36}/${route}(\\?.*)?$`);
const expectStep = (page: Page, route: string) => expect(page).toHaveURL(stepPath(route), { timeout: 30_000 });
const onScreen = (page: Page, screen: string) => expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });
const submit = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).click();

/** "Continue where you left off" leads back to where the application is. */
async function continueOn(page: Page, route: string) {
  await expect(async () => {
    await page.getByRole('link', { name: 'Continue where you left off' }).click({ timeout: 5000 });
    await expect(page).toHaveURL(stepPath(route), { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/** Back from a step the application has passed shows it done and read-only; the way on returns. */
async function backShowsPassedStep(page: Page, route: string, current: string, field?: string) {
  await page.goBack();
  await expectStep(page, route);
  await expect(page.getByText('You have completed this step.')).toBeVisible();
  if (field) await expect(page.getByLabel(field).first()).not.toBeEditable();
  await expect(page.getByRole('button', { name: /Check my rate|See my offers|Continue|Select this offer/ })).toHaveCount(0);
  await continueOn(page, current);
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

    test('registration to the summary with Back on every step and three reloads, the layout holding still', async ({ page }) => {
      test.setTimeout(240_000);
      await recordShifts(page);
      await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
      await expect(page).toHaveURL(/step=property-info/);
      await expect(page.getByLabel('Street address')).toBeVisible();
      const registrationShift = await layoutShift(page);
      expect(registrationShift, 'layout shift of registration').toBeLessThan(0.1);
      console.log(`CLS ${size.name} registration: ${registrationShift.toFixed(4)}`);
      await expectNoAxeViolations(page, `registration ${size.name}`);

      // Each registration step: answer, continue, go Back once (the answers are still there), continue again.
      const steps: [string, () => Promise<void>, string][] = [
        ['property-info', async () => {
          await page.getByLabel('Street address').fill(CA.street1);
          await page.getByLabel('City').fill(CA.city);
          await page.getByLabel('State').selectOption('CA');
          await page.getByLabel('ZIP code').fill(CA.zip);
        }, 'Street address'],
        // by keyboard: on a phone the chat button may sit over the choice
        ['sale-status', async () => { await page.getByLabel('No, I plan to keep it').focus(); await page.keyboard.press('Space'); }, ''],
        ['income-info', () => page.getByLabel('Total yearly household income').fill('150000'), 'Total yearly household income'],
        ['name', async () => {
          await page.getByLabel('First name').fill('Avery');
          await page.getByLabel('Last name').fill('Prime');
        }, 'Last name'],
        ['birthdate', () => page.getByLabel('Date of birth').fill('04/02/1980'), 'Date of birth'],
        ['contact-info', async () => {
          await page.getByLabel('Email address').fill(uniqueEmail('journey'));
          await page.getByLabel('Mobile phone number').fill('(415) 555-0134');
        }, 'Email address'],
      ];
      for (const [step, answer, kept] of steps) {
        await expect(page).toHaveURL(new RegExp(`step=${step}`));
        await answer();
        await submit(page, 'Continue');
        await expect(page).not.toHaveURL(new RegExp(`step=${step}`));
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`step=${step}`));
        if (kept) await expect(page.getByLabel(kept)).not.toHaveValue('');
        await submit(page, 'Continue');
      }
      // A reload keeps what was typed on a registration step (the password excepted).
      await expect(page).toHaveURL(/step=login-info/);
      await page.getByLabel('Create a password').fill(PASSWORD);
      await page.getByLabel(/I agree to the Terms of Use/).check();
      await submit(page, 'Create account');

      await expectStep(page, 'start/profile');
      await onScreen(page, 'start-profile');
      // Back from the first step never shows an empty registration form to the signed-in applicant.
      await page.goBack();
      await expectStep(page, 'start/profile');
      await onScreen(page, 'start-profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's confirm your details");
      await expect(page).toHaveTitle(/Let's confirm your details \| Hearth/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /soft credit pull/);
      if (size.isMobile) {
        // the step line is at the top, under a compact header (a row, and the support line's tap-to-call)
        await expect(page.getByTestId('progress-line')).toHaveText('Step 1 of 8: Basic Info');
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height ?? 999).toBeLessThan(130);
        const line = await page.getByTestId('progress-line').boundingBox();
        expect(line?.y ?? 999).toBeLessThan(170);
        // at the end of the page no control or link lies under the chat button
        const toggle = page.locator('.chat-toggle');
        await expect(toggle).toBeVisible({ timeout: 20_000 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const covered = await page.evaluate(() => {
          const button = document.querySelector('.chat-toggle')?.getBoundingClientRect();
          if (!button) return ['no chat button'];
          return [...document.querySelectorAll('main a, main button, main input, main select, footer a, footer button')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.bottom > button.top && r.top < button.bottom && r.right > button.left && r.left < button.right;
            })
            .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
        });
        expect(covered, 'controls under the chat button').toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
      }

      // Reload 1: unsent input on an application step survives, consents do not.
      await page.getByLabel('Middle name (optional)').fill('Quinn');
      await page.getByLabel(/I authorise a soft credit pull/).check();
      await page.reload();
      await onScreen(page, 'start-profile');
      await expect(page.getByLabel('Middle name (optional)')).toHaveValue('Quinn');
      await expect(page.getByLabel(/I authorise a soft credit pull/)).not.toBeChecked();
      await page.getByLabel(/I authorise a soft credit pull/).check();
      await submit(page, 'Check my rate');

      await expectStep(page, 'liens');
      await onScreen(page, 'liens');
      await expectNoAxeViolations(page, `liens ${size.name}`);
      await backShowsPassedStep(page, 'start/profile', 'liens', 'Middle name (optional)');
      await expect(page.getByLabel('Middle name (optional)')).toHaveCount(0);
      await onScreen(page, 'liens');
      // Reload 2
      await page.reload();
      await onScreen(page, 'liens');
      await submit(page, 'See my offers');

      await expectStep(page, 'product/select');
      await expect(page.locator('.offer-card')).toHaveCount(3);
      await backShowsPassedStep(page, 'liens', 'product/select', 'Mortgage balance ($)');
      await expect(page.locator('.offer-card')).toHaveCount(3);
      // Reload 3, measured: the offer page holds still while it loads.
      await page.reload();
      await expect(page.locator('.offer-card')).toHaveCount(3);
      const offerShift = await layoutShift(page);
      console.log(`CLS ${size.name} offer: ${offerShift.toFixed(4)}`);
      expect(offerShift, 'layout shift of the offer page').toBeLessThan(0.1);
      const card = page.locator('.offer-card').first();
      await expect(card.getByText(/Estimated monthly payment/).first()).toBeVisible();
      await expectNoAxeViolations(page, `offers ${size.name}`);
      await page.getByRole('button', { name: /Choose this rate 8\.45% APR/ }).click();
      await onScreen(page, 'product-select');
      await page.getByLabel(/Line amount and initial draw/).fill('100000');
      await page.getByLabel(/Fixed term/).selectOption('10');
      await submit(page, 'Select this offer');

      await expectStep(page, 'start/contact');
      await onScreen(page, 'start-contact');
      // Back to the offers before signing: the choice may still change (e2e/journey-back.spec.ts changes it); kept here
      await page.goBack();
      await expectStep(page, 'product/select');
      await expect(page.getByTestId('offer-change')).toBeVisible();
      await expectNoAxeViolations(page, `offer change ${size.name}`);
      await page.getByRole('link', { name: 'Keep this offer and continue' }).click();
      await expectStep(page, 'start/contact');
      await page.getByLabel('I own it with my spouse').check();
      // the answer says at once what follows from it: the spouse is invited to sign
      await expect(page.getByRole('status').filter({ hasText: 'Your spouse signs the loan documents too' })).toBeVisible();
      await page.getByLabel('Social Security number').fill('123-45-6789');
      await page.getByLabel(/I authorise a hard credit pull/).check();
      await submit(page, 'Continue');

      await expectStep(page, 'start/hmda');
      await onScreen(page, 'start-hmda');
      await backShowsPassedStep(page, 'start/contact', 'start/hmda');
      // the SSN is never shown again
      await onScreen(page, 'start-hmda');
      await page.locator('#root_hmda_ethnicity').getByLabel('Not Hispanic or Latino').check();
      await page.locator('#root_hmda_race').getByLabel('White').check();
      await page.locator('#root_hmda_sex').getByLabel('Female', { exact: true }).check();
      await submit(page, 'Continue');

      await expectStep(page, 'start/app-summary');
      await onScreen(page, 'start-app-summary');
      // The summary's details follow its own heading, with links to the steps it can change.
      const heading = page.getByRole('heading', { level: 1, name: 'Review your application' });
      const details = page.getByRole('heading', { name: 'Your application', exact: true });
      expect((await heading.boundingBox())?.y ?? 0).toBeLessThan((await details.boundingBox())?.y ?? 0);
      await expect(page.getByRole('link', { name: /^Change: / })).toHaveCount(2);
      await expectNoAxeViolations(page, `summary ${size.name}`);
      await page.getByRole('link', { name: 'Change: Demographic information' }).click();
      await expectStep(page, 'start/hmda');
      await onScreen(page, 'start-hmda');
      await expect(page.locator('#root_hmda_race').getByLabel('White')).toBeChecked();
      await page.goBack();
      await expectStep(page, 'start/app-summary');
      await onScreen(page, 'start-app-summary');
    });

    test('a lender without the wider platform shows no wallet or platform menu; the phone header stays compact', async ({ page, request }) => {
      for (const [org, platform] of [['HARBORSTONE_BANK', false], ['HEARTH', false], ['HEARTH_CRYPTO', true]] as const) {
        const who = await registerAndSignIn(request, { tag: `shell-${org.toLowerCase()}`, org, address: CA });
        await page.goto(orgUrl(org, '/account/heloc/login'));
        await page.evaluate((t) => localStorage.setItem('jwt', t), who.jwt);
        await page.goto(orgUrl(org, '/dashboard'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const banner = page.getByRole('banner');
        if (size.isMobile) {
          // one row of brand and buttons, and the support line's tap-to-call under it
          expect((await banner.boundingBox())?.height ?? 999).toBeLessThan(130);
          await banner.getByRole('button', { name: 'Menu' }).click();
        }
        await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
        await expect(banner.getByRole('button', { name: 'Copy wallet address' })).toHaveCount(platform ? 1 : 0);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Exchange' })).toHaveCount(platform ? 1 : 0);
        await expect(nav.getByRole('link', { name: 'Group Manager' })).toHaveCount(platform ? 1 : 0);
        await expectNoAxeViolations(page, `dashboard ${org} ${size.name}`);
        await page.evaluate(() => localStorage.clear());
      }
    });
  });
}

test('at the signing step the applicant who owns with a spouse is offered the invitation, with a finished owners form', async ({ page, request }) => {
  const who = await registerAndSignIn(request, { tag: 'coowner', lastName: 'Prime' });
  const created = await request.post(api('/sandbox/applications'), {
    headers: { 'x-org': 'HEARTH', authorization: `Bearer ${who.jwt}` },
    data: {
      state: 'sign',
      data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' }, property: { address: CA }, statedIncome: 150000, amount: 50000, rate: 8.45, term: 30, monthlyPayment: 382.68, ownershipType: 'JOINT_WITH_SPOUSE' },
      flags: {},
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = await created.json();
  await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
  await page.evaluate((t) => localStorage.setItem('jwt', t), who.jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/signing/sign`));
  await expect(page.getByText('You told us you own your home with your spouse.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Invite the other owners to sign' }).click();
  await expectStep(page, 'signing/additional');
  await onScreen(page, 'signing-additional');
  await expect(page.getByRole('group', { name: 'Owner 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add another owner' }).click();
  await expect(page.getByRole('group', { name: 'Owner 2' })).toBeVisible();
  await expectNoAxeViolations(page, 'owners form with two owners');
  await page.getByRole('button', { name: 'Remove Owner 2' }).click();
  await expect(page.getByRole('group', { name: 'Owner 2' })).toHaveCount(0);
  const owner = page.getByRole('group', { name: 'Owner 1' });
  await owner.getByLabel('First name').fill('Jordan');
  await owner.getByLabel('Last name').fill('Prime');
  await owner.getByLabel('Email address').fill(uniqueEmail('spouse'));
  await submit(page, 'Send invitations');
  await expect(page.locator('[data-invite-link]')).toHaveCount(1);
  await expect(page.getByText(/Jordan Prime .*: invited/)).toBeVisible();
});

test('keyboard only: registration to the offers without a pointer', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
  await expect(page).toHaveURL(/step=property-info/);
  /** Tab to the control named `name` (at most 40 presses), as a keyboard user does. */
  const tabTo = async (name: string | RegExp) => {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : '';
        return (el.getAttribute('aria-label') || labelled || el.closest('label')?.textContent || el.textContent || '').trim();
      });
      if (typeof name === 'string' ? label.startsWith(name) : name.test(label)) return;
    }
    throw new Error(`could not reach ${String(name)} with Tab`);
  };
  const type = async (name: string | RegExp, text: string) => { await tabTo(name); await page.keyboard.type(text); };
  const press = async (name: string | RegExp, key = 'Space') => { await tabTo(name); await page.keyboard.press(key); };

  await type('Street address', CA.street1);
  await type('City', CA.city);
  await tabTo('State');
  await page.keyboard.type('California');
  await type('ZIP code', CA.zip);
  await press('Continue', 'Enter');
  await expect(page).toHaveURL(/step=sale-status/);
  await press('No, I plan to keep it');
  await press('Continue', 'Enter');
  await expect(page).toHaveURL(/step=income-info/);
  await type('Total yearly household income', '150000');
  await press('Continue', 'Enter');
  await expect(page).toHaveURL(/step=name/);
  await type('First name', 'Avery');
  await type('Last name', 'Prime');
  await press('Continue', 'Enter');
  await expect(page).toHaveURL(/step=birthdate/);
  await type('Date of birth', '04/02/1980');
  await press('Continue', 'Enter');
  await expect(page).toHaveURL(/step=contact-info/);
  await type('Email address', uniqueEmail('keyboard'));
  await type('Mobile phone number', '4155550134');
  await press('Continue', 'Enter');
  await expect(page).toHaveURL(/step=login-info/);
  await type('Create a password', PASSWORD);
  await press(/I agree to the Terms of Use/);
  await press('Create account', 'Enter');
  await expectStep(page, 'start/profile');
  await onScreen(page, 'start-profile');
  await press(/I authorise a soft credit pull/);
  await press('Check my rate', 'Enter');
  await expectStep(page, 'liens');
  await onScreen(page, 'liens');
  await press('See my offers', 'Enter');
  await expectStep(page, 'product/select');
  await expect(page.locator('.offer-card')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeFocused();
  await press(/Choose this rate 8\.45% APR/, 'Enter');
  await expect(page.locator('[data-screen="product-select"] form')).toBeVisible();
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, registerAndSignIn, registerThroughPages, sandboxApplication, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * The borrower's journey without dead ends, at desktop and phone sizes: registration answers are
 * shown again for confirmation, the offer's own limits, Back to the offers to choose another one,
 * completed steps showing their answers, invitations with a success state and the funded finish.
 */

const ORG = { 'x-org': 'HEARTH' };
const PASSWORD = 'maple syrup 2024';
const CA = { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' };
const email = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const stepUrl = (uuid: string, route: string) => orgUrl('HEARTH', `/account/heloc/${uuid}/${route}`);
const expectAt = (page: Page, uuid: string, route: string) =>
  expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}(\\?.*)?$`), { timeout: 30_000 });
const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });

async function onScreen(page: Page, screen: string) {
  await expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, screen);
}

async function serverView(page: Page, request: APIRequestContext, uuid: string) {
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  return (await request.get(api(`/service-application/api/v1/application/heloc/${uuid}`), { headers: { ...ORG, authorization: `Bearer ${jwt}` } })).json();
}

const at = (request: APIRequestContext, jwt: string, state: string, data: Record<string, unknown> = {}): Promise<string> =>
  sandboxApplication(request, jwt, state, { borrower: { name: { firstName: 'Avery', lastName: 'Prime' } }, property: { address: CA }, statedIncome: 150000, amount: 100000, rate: 8.45, term: 10, monthlyPayment: 1237.18, ...data });

/** Registration through its pages, with the checks of the date of birth, the consent links and the password. */
const register = (page: Page): Promise<string> => registerThroughPages(page, {
  address: CA, password: PASSWORD, tag: 'journey',
  before: {
    // a date that does not exist is called that, not a year out of range
    birthdate: async () => {
      await page.getByLabel('Date of birth').fill('13/45/2030');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('That is not a real date: check the month (01 to 12) and the day').first()).toBeVisible();
      await expect(page.getByText(/a year from 1900/)).toHaveCount(0);
    },
    // the consent links the lender's own documents; the password can be shown to check it
    'login-info': async () => {
      await expect(page.getByRole('link', { name: 'Terms of Use (opens in a new tab)' })).toHaveAttribute('href', /^https?:\/\/.+\/terms/);
      await expect(page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', /^https?:\/\/.+\/privacy/);
      const password = page.getByLabel('Create a password');
      await password.fill(PASSWORD);
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
      await expect(password).toHaveAttribute('type', 'text');
      await expectNoAxeViolations(page, 'login-info');
    },
  },
});

const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const size of SIZES) {
  test.describe(`${size.name}`, () => {
    test.use(size.use);
    test.describe.configure({ timeout: 300_000 });

    test('registration answers are confirmed, not asked again; an offer names its own limit; Back to the offers changes it', async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const uuid = await register(page);

      // what registration asked is there to confirm
      await onScreen(page, 'start-profile');
      await expect(page.getByLabel('First name')).toHaveValue('Avery');
      await expect(page.getByLabel('Last name')).toHaveValue('Prime');
      await expect(page.getByLabel('Date of birth')).toHaveValue('04/02/1980');
      await expect(page.getByLabel('Street address')).toHaveValue(CA.street1);
      await page.getByLabel(/I authorise a soft credit pull/).check();
      await page.getByRole('button', { name: 'Check my rate' }).click();
      await expectAt(page, uuid, 'liens');
      await onScreen(page, 'liens');
      await page.getByRole('button', { name: 'See my offers' }).click();
      await expectAt(page, uuid, 'product/select');
      await expect(page.locator('.offer-card')).toHaveCount(3);

      // choosing a rate takes the borrower to its amount
      await page.getByRole('button', { name: /Choose this rate 7\.60% APR/ }).click();
      const amount = page.getByLabel(/Line amount and initial draw/);
      await expect(amount).toBeFocused();
      await expect(amount).toBeInViewport();
      await amount.fill('500000');
      await page.getByRole('button', { name: 'Select this offer' }).click();
      await expect(page.getByText(/This offer goes up to \$270,000/).first()).toBeVisible();
      await expect(page.getByText(/\$400,000/)).toHaveCount(0);
      await expectNoAxeViolations(page, 'offer over its limit');

      await page.getByRole('button', { name: /Choose this rate 8\.45% APR/ }).click();
      await page.getByLabel(/Line amount and initial draw/).fill('100000');
      await page.getByLabel(/Fixed term/).selectOption('10');
      await page.getByRole('button', { name: 'Select this offer' }).click();
      await expectAt(page, uuid, 'start/contact');
      await onScreen(page, 'start-contact');

      // Back to the offers: the choice can still change, and the flow goes back through the next steps
      await page.goBack();
      await expectAt(page, uuid, 'product/select');
      await expect(page.getByTestId('offer-change')).toBeVisible();
      await expectNoAxeViolations(page, 'offer change');
      await page.getByLabel(/Line amount and initial draw/).fill('120000');
      await page.getByLabel(/Fixed term/).selectOption('15');
      await page.getByRole('button', { name: 'Select this offer' }).click();
      await expectAt(page, uuid, 'start/contact');
      await expect.poll(async () => (await serverView(page, request, uuid)).amount).toBe(120000);
      expect(await serverView(page, request, uuid)).toMatchObject({ state: 'moreProfile', term: 15, rate: 8.45 });

      // a completed step shows its answers, read-only, with the way on
      await page.goto(stepUrl(uuid, 'start/profile'));
      await expect(page.getByText('You have completed this step. Your answers are shown as you gave them.')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Avery');
      await expectNoAxeViolations(page, 'past profile');
      await page.getByRole('link', { name: 'Continue where you left off' }).click();
      await expectAt(page, uuid, 'start/contact');
      expect(errors.filter((e) => /aborted/i.test(e))).toEqual([]);
    });

    test('invitations say who was invited and lead on to signing', async ({ page, request }) => {
      const { jwt } = await registerAndSignIn(request, { tag: 'invite' });
      const uuid = await at(request, jwt, 'sign', { ownershipType: 'JOINT_WITH_SPOUSE' });
      await signIn(page, jwt);
      await page.goto(stepUrl(uuid, 'signing/additional'));
      await heading(page, 'Invite the other owners to sign');
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Prime');
      await page.getByLabel(/Email/).fill(email('sam'));
      await page.getByRole('button', { name: 'Send invitations' }).click();
      const sent = page.getByTestId('invite-sent');
      await expect(sent).toBeVisible();
      await expect(sent.getByText(/Sam Prime/)).toBeVisible();
      // the filled form is gone, so a second press cannot invite again
      await expect(page.getByRole('button', { name: 'Send invitations' })).toHaveCount(0);
      await expectNoAxeViolations(page, 'invitations sent');
      await sent.getByRole('link', { name: 'Sign your documents' }).click();
      await expectAt(page, uuid, 'signing/sign');
    });

    test('the funded page shows the line, the documents and whom to call; so does the dashboard', async ({ page, request }) => {
      const { jwt } = await registerAndSignIn(request, { tag: 'funded' });
      const uuid = await at(request, jwt, 'complete', {
        payType: 'AUTOPAY', autopayAccount: { uuid: 'a1', mask: '4321' }, disburseAccount: { uuid: 'd1', mask: '9876' },
        costs: { amount: 100000, apr: 8.45, termYears: 10, monthlyPayment: 1237.18, originationFee: 2990, valuationFee: 0, recordingFees: 315, recordingTaxes: 1400, notaryFee: 0, inPersonNotaryFee: 300, cashToApplicant: 95295 },
      });
      await signIn(page, jwt);
      await page.goto(stepUrl(uuid, 'complete'));
      await heading(page, 'Congratulations, your line is funded');
      const line = page.getByTestId('funded-line');
      await expect(line.locator('[data-field="apr"]')).toHaveText('8.45%');
      await expect(line.locator('[data-field="initialDraw"]')).toHaveText('$100,000.00');
      await expect(line.locator('[data-field="monthlyPayment"]')).toHaveText('$1,237.18');
      await expect(line.getByText(/\$95,295\.00 after fees was sent to your account ending 9876/)).toBeVisible();
      await expect(line.getByText(/paid automatically each month from your account ending 4321/)).toBeVisible();
      await expect(line.getByRole('heading', { name: 'Your signed documents' })).toBeVisible();
      await expect(line.getByRole('link', { name: /Call \(888\) 819-6388/ })).toHaveAttribute('href', /^tel:/);
      await expect(line.getByRole('link', { name: /Email support@/ })).toHaveAttribute('href', /^mailto:/);
      await expectNoAxeViolations(page, 'funded');
      await page.goto(orgUrl('HEARTH', '/dashboard'));
      await expect(page.getByTestId('funded-line').locator('[data-field="apr"]')).toHaveText('8.45%', { timeout: 30_000 });
      await expectNoAxeViolations(page, 'dashboard funded');
    });
  });
}

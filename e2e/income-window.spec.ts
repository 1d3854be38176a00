import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';
import { expectNothingUnderChat } from './chat-clearance';

/**
 * Income verification in the income provider's window, at both sizes (touch on the phone): payroll
 * provider or bank, the provider from its list, sign-in inside the window, consent, progress, the
 * outcome; the offline provider's error; the paystub route instead.
 */

test.describe.configure({ timeout: 240_000 });

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
] as const;

async function applicationAtIncome(request: APIRequestContext): Promise<{ jwt: string; uuid: string }> {
  const { jwt } = await registerAndSignIn(request, { tag: 'income-window', lastName: 'Prime' });
  const res = await request.post(api('/sandbox/applications'), {
    headers: { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` },
    data: { state: 'incomeReview', data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' } }, property: { address: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } }, statedIncome: 150000, amount: 100000, rate: 8.25, term: 10 } },
  });
  expect(res.status()).toBe(201);
  return { jwt, uuid: (await res.json()).uuid };
}

async function openIncomeStep(page: Page, jwt: string, uuid: string): Promise<void> {
  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/income/review`));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your income' })).toBeVisible({ timeout: 20_000 });
}

for (const size of SIZES) {
  test.describe(`income provider window (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });
    const press = (target: Locator) => (size.hasTouch ? target.tap() : target.click());

    test('choose the payroll provider, sign in, consent, see the progress and the verified income, then the bank step', async ({ page, request }) => {
      const { jwt, uuid } = await applicationAtIncome(request);
      await openIncomeStep(page, jwt, uuid);
      await expect(page.getByText('Hearth never sees or keeps your password.', { exact: false })).toBeVisible();
      await expectNoAxeViolations(page, `income step ${size.name}`);
      await expectNothingUnderChat(page, `income step ${size.name}`);

      await press(page.getByRole('button', { name: 'Connect securely' }));
      const dialog = page.getByRole('dialog', { name: 'Verify your income' });
      await expect(dialog.getByRole('heading', { name: 'How would you like to verify your income?' })).toBeFocused();
      await expect(dialog).toContainText('never sees your password');
      await expectNoAxeViolations(page, `income window ${size.name}`);
      await press(dialog.getByRole('button', { name: /My payroll provider/ }));

      await dialog.getByLabel('Search for your payroll provider').fill('north');
      await expect(dialog.getByRole('button', { name: 'Northwind Payroll' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Summit Payroll Services' })).toHaveCount(0);
      await press(dialog.getByRole('button', { name: 'Northwind Payroll' }));
      await expect(dialog.getByRole('heading', { name: 'Sign in to Northwind Payroll' })).toBeFocused();
      // nothing typed: each field says so, and the window stays at the sign-in
      await press(dialog.getByRole('button', { name: 'Continue' }));
      await expect(dialog.getByText('Required')).toHaveCount(2);
      await dialog.getByLabel('Username').fill('user_good');
      await dialog.getByLabel('Password').fill('pass_good');
      await expectNoAxeViolations(page, `income sign-in ${size.name}`);
      await press(dialog.getByRole('button', { name: 'Continue' }));

      await expect(dialog.getByRole('heading', { name: 'Share your income details' })).toBeVisible();
      await expect(dialog).toContainText('Northwind Payroll will share these details with Hearth');
      await expect(dialog.getByRole('listitem')).toHaveCount(3);
      await expectNoAxeViolations(page, `income consent ${size.name}`);

      // the verification is held until its progress has been seen
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      let arrived: (body: Record<string, unknown>) => void = () => undefined;
      const sent = new Promise<Record<string, unknown>>((resolve) => { arrived = resolve; });
      await page.route(`**/application/heloc/${uuid}/screens/income-review`, async (route) => {
        arrived(route.request().postDataJSON() as Record<string, unknown>);
        await held;
        await route.continue();
      });
      await press(dialog.getByRole('button', { name: 'Agree and connect' }));
      await expect(dialog.getByRole('status').filter({ hasText: 'Connecting to Northwind Payroll and verifying your income' })).toBeVisible();
      await expect(dialog.getByRole('progressbar')).toBeVisible();
      // the window shows its progress before the request leaves; the request is held until it has arrived
      const body = await sent;
      release();
      expect(body).toMatchObject({ linkType: 'payroll', providerId: 'pay_northwind', username: 'user_good', consent: true });

      await expect(dialog.getByRole('heading', { name: 'Your income is verified' })).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page, `income verified ${size.name}`);
      await press(dialog.getByRole('button', { name: 'Continue' }));
      await expect(page).toHaveURL(new RegExp(`${uuid}/bank/disburse$`), { timeout: 20_000 });
      const steps = page.locator('.progress-steps');
      await expect(steps.locator('[aria-current="step"]')).toHaveText('Set Up Your Bank Account');
      await expect(steps.getByText('Link Income Sources (completed)')).toHaveCount(1);
      await expectNothingUnderChat(page, `bank step ${size.name}`);
    });

    test('a provider that does not answer says so in the window; paystubs instead lead to the upload', async ({ page, request }) => {
      const { jwt, uuid } = await applicationAtIncome(request);
      await openIncomeStep(page, jwt, uuid);
      await press(page.getByRole('button', { name: 'Connect securely' }));
      const dialog = page.getByRole('dialog', { name: 'Verify your income' });
      await press(dialog.getByRole('button', { name: /My payroll provider/ }));
      await press(dialog.getByRole('button', { name: 'Offline Payroll Co.' }));
      await dialog.getByLabel('Username').fill('user_good');
      await dialog.getByLabel('Password').fill('pass_good');
      await press(dialog.getByRole('button', { name: 'Continue' }));
      await press(dialog.getByRole('button', { name: 'Agree and connect' }));
      await expect(dialog.getByRole('alert')).toHaveText('Offline Payroll Co. is not answering right now. Try again in a few minutes, or upload your paystubs instead.');
      // back at the sign-in; the password is not kept
      await expect(dialog.getByLabel('Password')).toHaveValue('');
      await expectNoAxeViolations(page, `income error ${size.name}`);
      await press(dialog.getByRole('button', { name: 'Close' }));

      await press(page.getByRole('button', { name: 'Upload paystubs instead' }));
      await expect(page).toHaveURL(new RegExp(`${uuid}/income/upload/paystub$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeVisible();
      await expect(page.getByText(/upload two recent paystubs/i)).toBeVisible();
      await expectNoAxeViolations(page, `paystub upload ${size.name}`);
      await expectNothingUnderChat(page, `paystub upload ${size.name}`);
    });
  });
}

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, linkBankAccount, registerAndSignIn, registerThroughPages, sandboxApplication, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';
import { expectNothingUnderChat } from './chat-clearance';
import { readToTheEnd } from './documents';
import { verifyIncomeInWindow } from './income-window';

/**
 * The borrower's journey without dead ends, at desktop and phone sizes (touch on the phone):
 * registration answers shown again for confirmation, the offer's own limits, Back to the offers to
 * choose another one, completed steps showing their answers, invitations with a success state, the
 * funded finish; and the whole journey from registration to a funded line with Back on every step and
 * another offer chosen late, every page checked by axe and for controls under the chat button. The
 * sandbox clock is moved to pass the right to cancel, so this spec has a server of its own.
 */

const ORG = { 'x-org': 'HEARTH' };
const PASSWORD = 'maple syrup 2024';
const CA = { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(2048, 32)]);
const email = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const stepUrl = (uuid: string, route: string) => orgUrl('HEARTH', `/account/heloc/${uuid}/${route}`);
const expectAt = (page: Page, uuid: string, route: string) =>
  expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}(\\?.*)?$`), { timeout: 30_000 });
const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });

async function onScreen(page: Page, screen: string) {
  await expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, screen);
}

const formOf = (page: Page, screen: string) => expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });

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

    test('the whole journey to a funded line, Back on every step, another offer chosen at the identity step', async ({ page, request }) => {
      test.setTimeout(600_000);
      const started = Date.now();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const press = (target: Locator) => ('hasTouch' in size.use ? target.tap() : target.click());
      const visited: string[] = [];
      /** Every page of the journey: axe finds nothing, and no control lies under the chat button. */
      const checked = async (what: string) => {
        visited.push(what);
        await expectNoAxeViolations(page, `${what} (${size.name})`);
        await expectNothingUnderChat(page, `${what} (${size.name})`);
      };
      /** "Continue where you left off" (or the lender's request) leads back to where the application is. */
      const onFrom = async (route: string, link: string | RegExp = 'Continue where you left off') => {
        await expect(async () => {
          await press(page.getByRole('link', { name: link }).first());
          await expectAt(page, uuid, route);
        }).toPass({ timeout: 30_000 });
      };
      /** The browser's Back from `current` to the step before, which shows its answers and the way on. */
      const back = async (route: string, current: string, answers: () => Promise<void>) => {
        await page.goBack();
        await expectAt(page, uuid, route);
        await expect(page.locator('.past-step').first()).toBeVisible({ timeout: 20_000 });
        await answers();
        await checked(`past ${route}`);
        await onFrom(current);
      };
      const answer = (text: string | RegExp) => () => expect(page.getByTestId('past-answers')).toContainText(text);
      const field = (label: string | RegExp, value: string | RegExp) => async () => {
        await expect(page.getByLabel(label).first()).toHaveValue(value);
        await expect(page.getByLabel(label).first()).not.toBeEditable();
      };

      const uuid = await register(page);
      await formOf(page, 'start-profile');
      await checked('profile');
      await expect(page.getByLabel('Last name')).toHaveValue('Prime');
      await page.getByLabel(/I authorise a soft credit pull/).check();
      await press(page.getByRole('button', { name: 'Check my rate' }));

      await expectAt(page, uuid, 'liens');
      await formOf(page, 'liens');
      await checked('liens');
      await back('start/profile', 'liens', field('First name', 'Avery'));
      await formOf(page, 'liens');
      await press(page.getByRole('button', { name: 'See my offers' }));

      await expectAt(page, uuid, 'product/select');
      await expect(page.locator('.offer-card')).toHaveCount(3);
      await checked('offers');
      await back('liens', 'product/select', field('Mortgage balance ($)', /\d/));
      await press(page.getByRole('button', { name: /Choose this rate 8\.45% APR/ }));
      await page.getByLabel(/Line amount and initial draw/).fill('100000');
      await page.getByLabel(/Fixed term/).selectOption('10');
      await press(page.getByRole('button', { name: 'Select this offer' }));

      await expectAt(page, uuid, 'start/contact');
      await formOf(page, 'start-contact');
      await checked('contact');
      // Back to the offers before the summary: the choice can change; kept here (changed below, after the summary)
      await page.goBack();
      await expectAt(page, uuid, 'product/select');
      await expect(page.getByTestId('offer-change')).toBeVisible();
      await expect(page.locator('.offer-card--chosen')).toHaveCount(1);
      await checked('offers, to change');
      await onFrom('start/contact', 'Keep this offer and continue');
      await formOf(page, 'start-contact');
      await page.getByLabel('I am the only owner').check();
      await page.getByLabel('Social Security number').fill('123-45-6789');
      await page.getByLabel(/I authorise a hard credit pull/).check();
      await press(page.getByRole('button', { name: 'Continue' }));

      await expectAt(page, uuid, 'start/hmda');
      await formOf(page, 'start-hmda');
      await checked('hmda');
      await back('start/contact', 'start/hmda', async () => {
        await expect(page.getByLabel('I am the only owner')).toBeChecked();
        await expect(page.getByLabel('I am the only owner')).toBeDisabled();
      });
      await formOf(page, 'start-hmda');
      await page.locator('#root_hmda_ethnicity').getByLabel('Not Hispanic or Latino').check();
      await page.locator('#root_hmda_race').getByLabel('White').check();
      await page.locator('#root_hmda_sex').getByLabel('Female', { exact: true }).check();
      await press(page.getByRole('button', { name: 'Continue' }));

      await expectAt(page, uuid, 'start/app-summary');
      await formOf(page, 'start-app-summary');
      await checked('summary');
      // the demographics can still change from the summary: Back shows them with their answers
      await page.goBack();
      await expectAt(page, uuid, 'start/hmda');
      await expect(page.locator('#root_hmda_race').getByLabel('White')).toBeChecked({ timeout: 20_000 });
      await checked('hmda from the summary');
      await page.goForward();
      await expectAt(page, uuid, 'start/app-summary');
      await formOf(page, 'start-app-summary');
      await page.getByLabel(/I confirm the information in my application/).check();
      await press(page.getByRole('button', { name: 'Submit my application' }));

      await expectAt(page, uuid, 'income/review');
      await heading(page, 'Verify your income');
      await checked('income');
      await back('start/app-summary', 'income/review', async () => {
        await expect(page.getByLabel(/I confirm the information in my application/)).toBeChecked();
      });
      await press(page.getByRole('button', { name: 'Connect securely' }));
      await press(page.getByRole('dialog', { name: 'Verify your income' }).getByRole('button', { name: /My payroll provider/ }));
      await verifyIncomeInWindow(page, { username: 'user_good' });

      await expectAt(page, uuid, 'bank/disburse');
      await heading(page, 'Where should we send your funds?');
      await checked('bank');
      await back('income/review', 'bank/disburse', answer(/Your income is verified: \$[\d,]+ a year/));
      await linkBankAccount(page, { press, chosen: () => checked('bank window') });
      await expectAt(page, uuid, 'bank/confirm');
      await heading(page, 'Your funds will go to this account');
      await checked('bank confirm');
      await back('bank/disburse', 'bank/autopay', answer('Your funds go to your account ending 6781.'));
      await formOf(page, 'bank-autopay');
      await checked('autopay');
      await page.getByLabel('Autopay from the account receiving my funds').check();
      await press(page.getByRole('button', { name: 'Continue' }));

      await expectAt(page, uuid, 'identity');
      await heading(page, 'Verify your identity');
      await checked('identity');
      await back('bank/autopay', 'identity', async () => {
        await expect(page.getByLabel('Autopay from the account receiving my funds')).toBeChecked();
        await expect(page.getByLabel('Autopay from the account receiving my funds')).toBeDisabled();
      });

      // another, larger offer after Back (the offer summary's link): the summary is confirmed again with
      // the new terms, and the income verified, the accounts and every step done since stay done
      await press(page.getByTestId('offer-summary').getByRole('link', { name: 'Change your offer' }));
      await expectAt(page, uuid, 'product/select');
      await expect(page.getByTestId('offer-change')).toContainText('the steps you have done since');
      await checked('offers, changed after the summary');
      await press(page.getByRole('button', { name: /Choose this rate 7\.60% APR/ }));
      await page.getByLabel(/Line amount and initial draw/).fill('150000');
      await page.getByLabel(/Fixed term/).selectOption('15');
      await press(page.getByRole('button', { name: 'Select this offer' }));
      await expectAt(page, uuid, 'start/app-summary');
      await formOf(page, 'start-app-summary');
      await expect(page.getByText('$150,000.00').first()).toBeVisible();
      await checked('summary, new terms');
      await page.getByLabel(/I confirm the information in my application/).check();
      await press(page.getByRole('button', { name: 'Submit my application' }));
      await expectAt(page, uuid, 'identity');
      expect(await serverView(page, request, uuid)).toMatchObject({ state: 'docVerify', amount: 150000, term: 15, rate: 7.6, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', disburseAccount: { mask: '6781' } });

      await heading(page, 'Verify your identity');
      await page.getByLabel("US Driver's License").check();
      await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: /^Back of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('.file-upload__done li')).toHaveCount(2);
      await checked('identity, files chosen');
      await press(page.getByRole('button', { name: 'Continue' }));

      await expectAt(page, uuid, 'signing/sign');
      await heading(page, 'Sign your documents');
      await checked('signing');
      await back('identity', 'signing/sign', answer("You verified your identity with your US Driver's License."));
      await readToTheEnd(page);
      await press(page.getByRole('button', { name: 'Sign documents' }));

      await expectAt(page, uuid, 'notary/schedule-manual');
      await heading(page, 'Sign in front of a notary');
      await checked('notary');
      await back('signing/sign', 'notary/schedule-manual', answer('You have signed your loan documents.'));
      // once signed the offer can no longer change: the offers say so, with whom to call
      await page.goto(stepUrl(uuid, 'product/select'));
      await expect(page.getByText(/Your documents are signed with it, so it can no longer change/)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-field="initialDraw"]').first()).toHaveText('$150,000.00');
      await checked('offers, signed');
      await onFrom('notary/schedule-manual');
      await page.getByLabel('A notary comes to you').check();
      await page.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio').first().check();
      await page.getByLabel(/I agree to pay the manual notarization fee/).check();
      await checked('notary, time chosen');
      await press(page.getByRole('button', { name: 'Reserve this time' }));
      await expectAt(page, uuid, 'notary/reserve-manual');
      await heading(page, 'Your notary appointment is booked');
      await checked('notary booked');
      await press(page.getByRole('link', { name: 'Continue' }));

      await expectAt(page, uuid, 'insurance/requirements');
      await heading(page, 'Proof of home insurance');
      await checked('insurance');
      await page.goBack();
      await heading(page, 'Your notary appointment is booked');
      await press(page.getByRole('link', { name: 'Continue' }));
      await expectAt(page, uuid, 'insurance/requirements');
      await page.getByRole('button', { name: /^Homeowners \(hazard\) insurance declarations page.*Choose a file$/ }).setInputFiles({ name: 'hazard.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText('hazard.pdf').first()).toBeVisible();
      await checked('insurance, file chosen');
      await press(page.getByRole('button', { name: 'Continue' }));

      await expectAt(page, uuid, 'complete');
      await heading(page, 'You are all set');
      await checked('waiting for funds');
      await back('insurance/requirements', 'complete', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
      expect((await request.post(api('/sandbox/clock/advance'), { data: { days: 8 } })).ok()).toBe(true);
      await heading(page, 'Congratulations, your line is funded');
      await expect(page.getByTestId('funded-line').locator('[data-field="initialDraw"]')).toHaveText('$150,000.00');
      await checked('funded');
      await page.goto(orgUrl('HEARTH', '/dashboard'));
      await expect(page.getByTestId('funded-line').locator('[data-field="apr"]')).toHaveText('7.60%', { timeout: 30_000 });
      await checked('dashboard');
      expect(errors).toEqual([]);
      console.log(`journey ${size.name}: ${visited.length} pages checked in ${Math.round((Date.now() - started) / 1000)} s`);
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

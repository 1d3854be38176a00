import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/** The other funding pages: the alternative income and bank paths, valuation, notary session, signer pages. */

const ORG = { 'x-org': 'HEARTH' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);

async function applicant(request: APIRequestContext): Promise<string> {
  return (await registerAndSignIn(request, { tag: 'pages', lastName: 'Prime' })).jwt;
}

async function at(request: APIRequestContext, jwt: string, state: string, property = { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' }): Promise<string> {
  const res = await request.post(api('/sandbox/applications'), {
    headers: { ...ORG, authorization: `Bearer ${jwt}` },
    data: { state, data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' } }, property: { address: property }, statedIncome: 150000, amount: 100000, rate: 8.25, term: 10 } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).uuid;
}

const go = (page: Page, uuid: string, path: string) => page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/${path}`));
const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test.describe.configure({ timeout: 120_000 });

test('income mismatch: two paystubs uploaded, reviewed, then the bank step', async ({ page, request }) => {
  const jwt = await applicant(request);
  const uuid = await at(request, jwt, 'incomeReview');
  await signIn(page, jwt);
  await go(page, uuid, 'income/link/bank-transactions');
  const dialog = page.getByRole('dialog', { name: 'Verify your income' });
  await dialog.getByRole('button', { name: 'First Harbor Bank' }).click();
  await dialog.getByLabel('Username').fill('user_mismatch');
  await dialog.getByLabel('Password').fill('wrong');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Agree and connect' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Those credentials did not work');
  // back at the sign-in with what went wrong; the password is asked for again
  await dialog.getByLabel('Username').fill('user_mismatch');
  await dialog.getByLabel('Password').fill('pass_good');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Agree and connect' }).click();
  await expect(dialog.getByRole('heading', { name: 'We need a little more' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/income\/upload\/paystub$/);
  await heading(page, 'Upload your paystubs');
  await expect(page.getByText(/upload two recent paystubs/i)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const n of [1, 2]) {
    await page.getByLabel('Paystub file').setInputFiles({ name: `paystub-${n}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    if (n === 1) await expect(page.locator('.file-upload__done li')).toHaveCount(1);
  }
  await expect(page).toHaveURL(/bank\/disburse$/, { timeout: 20_000 });
});

test('employment verification, payoff hold and hand-entered bank details', async ({ page, request }) => {
  const jwt = await applicant(request);
  await signIn(page, jwt);

  const empl = await at(request, jwt, 'emplVerify');
  await go(page, empl, 'income/employer-verification');
  await heading(page, 'Verify your employment');
  await expectNoAxeViolations(page);
  await page.getByLabel(/Employer name/).fill('Cascade Robotics');
  await page.getByLabel(/Job title/).fill('Engineer');
  await page.getByLabel(/Start date/).fill('2019-03-01');
  await page.getByLabel(/Employer phone number/).fill('5035550123');
  await page.getByLabel(/Employment type/).selectOption({ label: 'Full time' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/bank\/disburse$/);

  const hold = await at(request, jwt, 'lienAttestation');
  await go(page, hold, 'payoff/hold');
  await heading(page, 'Confirm your lien payoff');
  await expectNoAxeViolations(page);
  await page.getByLabel(/I confirm the liens/).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/bank\/disburse$/);

  const manual = await at(request, jwt, 'ach');
  await go(page, manual, 'bank/disburse');
  await expect(page.locator('.progress-sidebar')).toBeVisible();
  await page.getByRole('button', { name: 'Enter your account details by hand instead' }).click();
  await expect(page).toHaveURL(/bank\/manual-disburse$/);
  await heading(page, 'Enter your bank account');
  await page.getByLabel(/Name on the account/).fill('Avery Prime');
  await page.getByLabel(/^Routing number/).fill('021000022');
  await page.getByLabel(/^Account number/).fill('123456789');
  await page.getByLabel(/Confirm account number/).fill('123456789');
  await page.getByLabel('Checking').check();
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText(/This routing number is not valid/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Routing number/).fill('021000021');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page).toHaveURL(/bank\/autopay$/);
  await page.getByLabel('I will pay manually each month').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // paying by hand each month goes on: the funding account is not asked for again
  await expect(page).toHaveURL(/identity$/);
});

test('the Texas valuation path, the eNotary session and the support pages', async ({ page, request }) => {
  const jwt = await applicant(request);
  await signIn(page, jwt);

  const tx = await at(request, jwt, 'bpo', { street1: '1 Main Street', city: 'Austin', state: 'TX', zip: '78701' });
  for (const path of ['bpo/condition', 'bpo/order-bpo', 'bpo/estimate-value']) {
    await go(page, tx, path);
    await heading(page, 'Estimate your home value');
  }
  await expectNoAxeViolations(page);
  await page.getByLabel(/What do you think your home is worth/).fill('450000');
  await page.getByLabel(/Condition of your home/).selectOption({ label: 'Good' });
  await page.getByRole('button', { name: 'Order valuation' }).click();
  await expect(page).toHaveURL(/bpo\/waiting$/);
  await heading(page, 'Your home valuation is in progress');
  await expectNoAxeViolations(page);
  await go(page, tx, 'bpo/hold');
  await heading(page, 'Your home valuation is on hold');
  await expectNoAxeViolations(page);

  const notary = await at(request, jwt, 'notary');
  await go(page, notary, 'notary/session');
  await heading(page, 'Confirm your identity');
  await expectNoAxeViolations(page);
  await page.getByLabel(/Last four characters/).fill('0000');
  await page.getByRole('button', { name: 'Check my ID' }).click();
  await expect(page).toHaveURL(/notary\/error$/);
  await heading(page, 'We could not complete the notary session');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  await page.getByLabel(/Last four characters/).fill('4821');
  await page.getByRole('button', { name: 'Check my ID' }).click();
  await heading(page, 'Signing ceremony');
  await expectNoAxeViolations(page);
  await page.getByLabel(/I agree to sign the deed of trust/).check();
  await page.getByRole('button', { name: 'Sign before the notary' }).click();
  await expect(page).toHaveURL(/insurance\/requirements$/);

  const sign = await at(request, jwt, 'sign');
  await go(page, sign, 'signing/support');
  await heading(page, 'Help with signing');
  await expectNoAxeViolations(page);
  await go(page, sign, 'conditions');
  await expect(page.getByText('There is nothing more we need right now.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signer pages open to visitors: login, cancelled, an unknown link, and the catch-all; the others send them to the signer login', async ({ page }) => {
  await page.goto(orgUrl('HEARTH', '/account/heloc/heloc-signer'));
  await expect(page).toHaveURL(/heloc-signer\/login$/);
  await heading(page, 'Additional signer login');
  await expectNoAxeViolations(page);
  await page.goto(orgUrl('HEARTH', '/account/heloc/heloc-signer/cancelled'));
  await heading(page, 'This invitation was cancelled');
  await expectNoAxeViolations(page);
  // a signer page that needs a session: the signer login (not the applicant's), coming back afterwards
  for (const path of ['error', 'sign', 'conditions']) {
    await page.goto(orgUrl('HEARTH', `/account/heloc/heloc-signer/${path}`));
    await expect(page).toHaveURL(new RegExp(`heloc-signer/login\\?redirect=%2Faccount%2Fheloc%2Fheloc-signer%2F${path}$`));
    await heading(page, 'Additional signer login');
  }
  await page.goto(orgUrl('HEARTH', '/account/heloc/heloc-signer/resume?token=not-a-real-invitation-token-000'));
  await expect(page.getByText(/This invitation cannot be used/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(orgUrl('HEARTH', '/account/heloc/heloc-signer/no/such/page'));
  await expect(page).toHaveURL(/heloc-signer\/login$/);
});

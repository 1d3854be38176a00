import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD as API_PASSWORD, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

const PASSWORD = 'maple syrup 2024';
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const PROFILE_URL = /\/account\/heloc\/([0-9a-f-]{36})\/start\/profile$/;

// each test has its own visitor and e-mail: the file's tests share both workers
test.describe.configure({ mode: 'parallel' });

async function continueTo(page: Page, step: string) {
  await page.getByRole('button', { name: /^(Continue|Create account)$/ }).click();
  if (step) await expect(page).toHaveURL(new RegExp(`step=${step}`));
}

/**
 * Goes through every registration step, with axe on each when `axe` (the first test: the other passes walk the same
 * pages); returns the new application's uuid.
 */
async function registerThroughAllSteps(page: Page, email: string, opts: { password?: string; axe?: boolean } = {}): Promise<string> {
  await fillAllSteps(page, email, opts);
  await expect(page).toHaveURL(PROFILE_URL, { timeout: 20_000 });
  return PROFILE_URL.exec(new URL(page.url()).pathname)?.[1] as string;
}

/** Fills the seven steps and submits the last one. */
async function fillAllSteps(page: Page, email: string, { password = PASSWORD, axe = false }: { password?: string; axe?: boolean } = {}): Promise<void> {
  const axeOn = async (step: string) => {
    if (axe) await expectNoAxeViolations(page, step);
  };
  await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
  await expect(page.getByRole('heading', { name: 'Which home would you like to borrow against?' })).toBeVisible();
  await expect(page).toHaveURL(/step=property-info/);
  await axeOn('property-info');
  await page.getByLabel('Street address').fill('12 Cedar Lane');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('95814');
  await continueTo(page, 'sale-status');

  await axeOn('sale-status');
  await page.getByLabel('No, I plan to keep it').check();
  await continueTo(page, 'income-info');

  await axeOn('income-info');
  await page.getByLabel('Total yearly household income').fill('120000');
  await continueTo(page, 'name');

  await axeOn('name');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Rivera');
  // Back keeps what was typed, and so does a reload.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=income-info/);
  await expect(page.getByLabel('Total yearly household income')).toHaveValue('120,000');
  await page.goForward();
  await expect(page).toHaveURL(/step=name/);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await continueTo(page, 'birthdate');

  await axeOn('birthdate');
  await page.getByLabel('Date of birth').fill('04/12/1980');
  await continueTo(page, 'contact-info');

  await axeOn('contact-info');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile phone number').fill('(415) 555-0134');
  await continueTo(page, 'login-info');

  await axeOn('login-info');
  await page.getByLabel('Create a password').fill(password);
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await continueTo(page, '');
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new applicant registers in seven steps, logs out, logs back in and resumes from the dashboard', async ({ page }) => {
  // the file's axe scans of the registration steps are all in this test
  test.slow();
  const email = uniqueEmail('jordan');
  const uuid = await registerThroughAllSteps(page, email, { axe: true });
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(PASSWORD);

  await page.goto(orgUrl('HEARTH', '/dashboard'));
  // the status names the step the application is at, in the page's language
  await expect(page.getByTestId('application-status')).toHaveText('Confirming the profile');
  await expectNoAxeViolations(page, 'dashboard');
  await page.locator('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await expectNoAxeViolations(page, 'login');

  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: /Resume application/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/profile$`));
});

test('a signed-in applicant starts another application without contact or login steps', async ({ page, request }) => {
  // registered through the API: the registration pages are the first test's
  const { jwt, applicationUuid: first } = await registerAndSignIn(request, { tag: 'morgan', firstName: 'Morgan', lastName: 'Lee' });
  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', '/dashboard'));
  await page.getByRole('link', { name: 'Start another application' }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByLabel('Street address').fill('40 Oak Avenue');
  await page.getByLabel('City').fill('Fresno');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('93650');
  await continueTo(page, 'sale-status');
  await page.getByLabel('No, I plan to keep it').check();
  await continueTo(page, 'income-info');
  await page.getByLabel('Total yearly household income').fill('90000');
  await continueTo(page, 'name');
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Lee');
  await continueTo(page, 'birthdate');
  await page.getByLabel('Date of birth').fill('01/05/1975');
  await continueTo(page, '');
  await expect(page).toHaveURL(PROFILE_URL, { timeout: 20_000 });
  expect(new URL(page.url()).pathname).not.toContain(first);
  await page.goto(orgUrl('HEARTH', '/dashboard'));
  await expect(page.getByRole('link', { name: /Resume application/ })).toHaveCount(2);
});

test('an anonymous visit to an application page ends at login and returns there; unsafe redirects are ignored', async ({ browser, request }) => {
  // registered through the API: the registration pages are the first test's
  const { email, applicationUuid: uuid } = await registerAndSignIn(request, { tag: 'casey' });
  const target = `/account/heloc/${uuid}/start/profile`;

  const anon = await browser.newContext();
  const visitor = await anon.newPage();
  await visitor.goto(orgUrl('HEARTH', target));
  await expect(visitor).toHaveURL(new RegExp(`/account/heloc/login\\?redirect=${encodeURIComponent(target)}$`));
  await logIn(visitor, email, API_PASSWORD);
  await expect(visitor).toHaveURL(new RegExp(`${target}$`));
  await anon.close();

  // Each from a visitor of its own: clearing the session under a live application page would send that page
  // to the login page too (its next call answers 401), racing the visit below.
  for (const evil of ['//evil.example', '/Admin']) {
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(orgUrl('HEARTH', `/account/heloc/login?redirect=${encodeURIComponent(evil)}`));
    await logIn(other, email, API_PASSWORD);
    await expect(other).toHaveURL(orgUrl('HEARTH', '/dashboard'));
    await fresh.close();
  }
});

test('an e-mail that already has an account: registration goes on without saying so, and continues by logging in', async ({ browser, request }) => {
  // the account made through the API (the registration pages are the first test's), then two passes through the pages
  const { email, applicationUuid: first } = await registerAndSignIn(request, { tag: 'taken' });
  const other = await browser.newContext();
  const second = await other.newPage();
  try {
    // someone without the account's password ends at the login page with the ordinary sign-in message
    await fillAllSteps(second, email, { password: 'another password 9' });
    await expect(second).toHaveURL(/\/account\/heloc\/login$/, { timeout: 20_000 });
    await expect(second.getByText('Incorrect email or password.')).toBeVisible();
    expect(await second.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await expectNoAxeViolations(second, 'login after registering with a known e-mail');
    // the account holder, with their password, gets another application in their account
    const again = await registerThroughAllSteps(second, email, { password: API_PASSWORD });
    expect(again).not.toBe(first);
  } finally {
    await other.close();
  }
});

test('the fields a failed login names are the ones highlighted, in the error colour', async ({ page }) => {
  await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
  await page.getByLabel('Email address').fill('not an address');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  const email = page.getByLabel('Email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const errorColour = await page.getByText('Enter a valid email address').last().evaluate((e) => getComputedStyle(e).color);
  await expect(email).toHaveCSS('border-top-color', errorColour);
  await expect(email).toHaveCSS('border-top-width', '2px');
});

test('a wholesale org shows the not-accepting page instead of registration', async ({ page }) => {
  await page.goto(orgUrl('HEARTH_WHOLESALE', '/account/heloc/register'));
  await expect(page.getByRole('heading', { name: 'We are not accepting applications here' })).toBeVisible();
  await expect(page.getByText(/through mortgage brokers only/)).toBeVisible();
  await expectNoAxeViolations(page, 'not accepting');
});

test('an org that needs a loan officer registers only from its referral link', async ({ page }) => {
  await page.goto(orgUrl('EVERGREEN_CU', '/account/heloc/register'));
  await expect(page.getByRole('heading', { name: 'We are not accepting applications here' })).toBeVisible();
  await page.goto(orgUrl('EVERGREEN_CU', '/account/heloc/register?loanOriginatorUuid=5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9'));
  await expect(page.getByRole('heading', { name: 'Which home would you like to borrow against?' })).toBeVisible();
  await page.getByRole('link', { name: 'Need help?' }).click();
  await expect(page.getByRole('heading', { name: 'Help with your application' })).toBeVisible();
  await expectNoAxeViolations(page, 'register support');
});

test('a home in a state the org does not lend in is refused with a clear message', async ({ page }) => {
  await page.goto(orgUrl('HEARTH_NY', '/account/heloc/register'));
  await page.getByLabel('State').selectOption('CA');
  await expect(page.getByText('We cannot offer a line of credit on a home in California yet. We lend on homes in NY.')).toBeVisible();
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Fresno');
  await page.getByLabel('ZIP code').fill('93650');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=property-info/);
  await expectNoAxeViolations(page, 'unlicensed state');
});

test('the production bundle carries no developer toolbar', async ({ page }) => {
  const dir = join(process.env.STATIC_DIR ?? 'dist', 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) {
    const code = readFileSync(join(dir, f), 'utf8');
    expect(code, f).not.toContain('Something unexpected happened logging you in');
    expect(code, f).not.toContain('dev-toolbar-root');
  }
  await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('[data-dev-toolbar]')).toHaveCount(0);
});

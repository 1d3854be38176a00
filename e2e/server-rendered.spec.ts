import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, ORG_HOSTS, orgUrl } from './axe';
import { api } from './server';

const REGISTER = '/account/heloc/register';
const LOGIN = '/account/heloc/login';
const QUESTION = 'Which home would you like to borrow against?';
const BRAND = 'Hearth';

/** Console errors a page logs (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether React has attached to a served element (hydrated it). */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** A page's HTML as the server sends it for the lender's host (no browser, no script). */
const served = async (request: APIRequestContext, path: string) =>
  (await request.get(api(path), { headers: { host: ORG_HOSTS.HEARTH as string } })).text();

test('the register and sign-in pages arrive as HTML with the question, the form and the lender\'s brand', async ({ request }) => {
  const register = await served(request, REGISTER);
  expect(register).toContain(`<h1 class="page-title">${QUESTION}</h1>`);
  expect(register).toContain(BRAND);
  expect(register).toMatch(/<input id="root_address_street1"/);
  expect(register).toContain('Step 1 of 7');

  const login = await served(request, LOGIN);
  expect(login).toContain(BRAND);
  expect(login).toMatch(/<input[^>]+type="email"/);
  expect(login).toMatch(/<input[^>]+type="password"/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first registration step and the sign-in form show', async ({ page }) => {
    await page.goto(orgUrl('HEARTH', REGISTER));
    await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    await expect(page.getByLabel('Street address')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Hearth/ }).first()).toBeVisible();

    await page.goto(orgUrl('HEARTH', LOGIN));
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.locator('#root_password')).toBeVisible();
  });
});

test('the served pages hydrate without a mismatch and pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  for (const path of [REGISTER, LOGIN, '/account/heloc/forgot-password']) {
    await page.goto(orgUrl('HEARTH', path));
    await hydrated(page, 'main h1, main form');
    await expectNoAxeViolations(page, path);
  }
  await page.goto(orgUrl('HEARTH', REGISTER));
  await expect(page).toHaveURL(/step=property-info/);
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
});

test('what a visitor types before the page\'s script runs is kept and submitted', async ({ page }) => {
  const errors = consoleErrors(page);
  // the page's scripts are held back until the visitor has typed
  const held: Route[] = [];
  let hold = true;
  await page.route(/\/account\/heloc\/assets\/.+\.js$/, (route) => (hold ? held.push(route) : route.continue()));
  // (the page's module scripts hold DOMContentLoaded back: the page is read as it arrives)
  await page.goto(orgUrl('HEARTH', REGISTER), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await page.getByLabel('Street address').fill('12 Cedar Lane');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('95814');
  expect(held.length).toBeGreaterThan(0);
  // the form cannot be sent before its script runs: the browser would send it itself, its answers in the address
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  hold = false;
  for (const route of held.splice(0)) await route.continue();

  await hydrated(page, '#root_address_street1');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(page.getByLabel('Street address')).toHaveValue('12 Cedar Lane');
  await expect(page.getByLabel('ZIP code')).toHaveValue('95814');
  await page.getByRole('button', { name: 'Continue' }).click();
  // the form took every typed value: no field is refused and the next step comes
  await expect(page).toHaveURL(/step=sale-status/);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});

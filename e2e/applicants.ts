import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { orgUrl } from './axe';
import { api } from './server';

export { api };

export const PASSWORD = 'correct horse 42';

/**
 * A new applicant registered through the API and signed in, as the portal does after registering
 * (registration answers without a session). The e-mail is new every time.
 */
export async function registerAndSignIn(
  request: APIRequestContext,
  opts: { tag: string; org?: string; firstName?: string; lastName?: string; address?: Record<string, string>; phone?: string; loanOriginatorUuid?: string; server?: (path: string) => string },
): Promise<{ email: string; jwt: string; applicationUuid: string }> {
  const url = opts.server ?? api;
  const headers = { 'x-org': opts.org ?? 'HEARTH' };
  const email = `${opts.tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const reg = await request.post(url('/identity/api/v1/registration/register'), {
    headers,
    data: {
      'property-info': { address: opts.address ?? { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } },
      'sale-status': { saleStatus: 'NOT_SELLING' }, 'income-info': { statedIncome: 150000 },
      name: { firstName: opts.firstName ?? 'Avery', lastName: opts.lastName ?? 'Approved' }, birthdate: { dob: '1980-04-02' },
      'contact-info': { email, phone: opts.phone ?? '4155550100' }, 'login-info': { password: PASSWORD, agreeToTerms: true },
      ...(opts.loanOriginatorUuid ? { loanOriginatorUuid: opts.loanOriginatorUuid } : {}),
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post(url('/identity/api/v1/login'), { headers, data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { email, jwt: (await login.json()).jwt as string, applicationUuid: (await reg.json()).applicationUuid as string };
}

/** The applicant's session in the page, as after logging in (set on a page of the org's host first). */
export async function signIn(page: Page, jwt: string, org = 'HEARTH'): Promise<void> {
  await page.goto(orgUrl(org, '/account/heloc/does-not-exist'));
  await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
}

/** An application of the signed-in applicant put at a flow state by the sandbox, with its data and flags. */
export async function sandboxApplication(
  request: APIRequestContext, jwt: string, state: string, data: Record<string, unknown>, opts: { flags?: Record<string, unknown>; org?: string } = {},
): Promise<string> {
  const res = await request.post(api('/sandbox/applications'), {
    headers: { 'x-org': opts.org ?? 'HEARTH', authorization: `Bearer ${jwt}` },
    data: { state, data, ...(opts.flags ? { flags: opts.flags } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).uuid as string;
}

export type RegistrationStep = 'property-info' | 'sale-status' | 'income-info' | 'name' | 'birthdate' | 'contact-info' | 'login-info';

/**
 * Registration through its seven pages as a visitor fills them, ending on the first application step;
 * returns the new application's id. `before` runs on a step before it is filled (checks of that page).
 */
export async function registerThroughPages(page: Page, opts: {
  lastName?: string; address?: { street1: string; city: string; state: string; zip: string }; password?: string; tag?: string;
  before?: Partial<Record<RegistrationStep, () => Promise<void>>>;
} = {}): Promise<string> {
  const address = opts.address ?? { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' };
  const at = async (step: RegistrationStep) => {
    await expect(page).toHaveURL(new RegExp(`step=${step}`), { timeout: 30_000 });
    await opts.before?.[step]?.();
  };
  const next = () => page.getByRole('button', { name: /^(Continue|Create account)$/ }).click();
  await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
  await at('property-info');
  await page.getByLabel('Street address').fill(address.street1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
  await next();
  await at('sale-status');
  await page.getByLabel('No, I plan to keep it').check();
  await next();
  await at('income-info');
  await page.getByLabel('Total yearly household income').fill('150000');
  await next();
  await at('name');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill(opts.lastName ?? 'Prime');
  await next();
  await at('birthdate');
  await page.getByLabel('Date of birth').fill('04/02/1980');
  await next();
  await at('contact-info');
  await page.getByLabel('Email address').fill(`${opts.tag ?? 'pages'}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Mobile phone number').fill('(415) 555-0134');
  await next();
  await at('login-info');
  await page.getByLabel('Create a password').fill(opts.password ?? PASSWORD);
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await next();
  const url = /\/account\/heloc\/([0-9a-f-]{36})\/start\/profile$/;
  await expect(page).toHaveURL(url, { timeout: 30_000 });
  return url.exec(new URL(page.url()).pathname)?.[1] as string;
}

/**
 * The bank step's link window: the sandbox bank, its sign-in and the checking account chosen;
 * `chosen` runs with the account ticked, before "Use this account".
 */
export async function linkBankAccount(page: Page, opts: { press?: (target: Locator) => Promise<void>; chosen?: () => Promise<void> } = {}): Promise<void> {
  const press = opts.press ?? ((target: Locator) => target.click());
  await press(page.getByRole('button', { name: 'Connect your bank' }));
  await press(page.getByRole('dialog').getByRole('button', { name: 'Sandbox Federal Bank' }));
  await page.getByLabel('Online banking username').fill('user_good');
  await page.getByLabel('Online banking password').fill('pass_good');
  await press(page.getByRole('button', { name: 'Connect', exact: true }));
  await page.getByLabel('Everyday Checking ending in 6781').check();
  await opts.chosen?.();
  await press(page.getByRole('button', { name: 'Use this account' }));
}

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

/**
 * The applicant's session in the page, as after logging in: kept in the org host's storage, set from a blank page of
 * that host (answered here, so the portal is not loaded only to be left).
 */
export async function signIn(page: Page, jwt: string, org = 'HEARTH'): Promise<void> {
  const blank = orgUrl(org, '/account/heloc/signing-in');
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title>' }));
  await page.goto(blank);
  await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
  await page.unroute(blank);
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

/** An applicant's own application, as the API is called for it: the lender, the session, the application. */
export interface ApplicantApp { org: string; jwt: string; uuid: string }

const headersOf = (who: ApplicantApp) => ({ 'x-org': who.org, authorization: `Bearer ${who.jwt}` });
const appPath = (who: ApplicantApp, path = '') => api(`/service-application/api/v1/application/heloc/${who.uuid}${path}`);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);


/** Where the application stands now, as the server's status service says (it settles what is due first). */
export async function stateOf(request: APIRequestContext, who: ApplicantApp): Promise<string> {
  const res = await request.get(api(`/service-krang-heloc/borrower/secure/api/v1/${who.uuid}/status`), { headers: headersOf(who) });
  return (await res.json()).state as string;
}

/** Answers one screen of the application through the API, as its page does: anything but 200 fails the test. */
export async function putScreen(request: APIRequestContext, who: ApplicantApp, screen: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await request.put(appPath(who, `/screens/${screen}`), { headers: headersOf(who), data });
  expect(res.status(), `${screen}: ${await res.text()}`).toBe(200);
  return res.json();
}

async function uploadAs(request: APIRequestContext, who: ApplicantApp, documentType: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const res = await request.post(appPath(who, `/documents?documentType=${documentType}`), { headers: headersOf(who), multipart: { file } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).uuid as string;
}

/**
 * From the offers to the income step through the API: an offer (the first, unless told), contact,
 * HMDA and the application summary. Those pages have their own tests.
 */
export async function offerToIncome(request: APIRequestContext, who: ApplicantApp, choice: { amount?: number; termYears?: number } = {}): Promise<void> {
  const offers = (await (await request.get(appPath(who, '/offers'), { headers: headersOf(who) })).json()) as { uuid: string; minAmount: number; maxAmount: number; termsYears: number[] }[];
  const [offer] = offers;
  expect(offer, 'an offer').toBeDefined();
  const amount = choice.amount ?? Math.max(offer?.minAmount ?? 0, Math.min(100_000, offer?.maxAmount ?? 0));
  const termYears = choice.termYears ?? offer?.termsYears.at(-1);
  expect(await putScreen(request, who, 'product-select', { offerId: offer?.uuid, amount, termYears })).toMatchObject({ state: 'moreProfile', amount, term: termYears });
  await putScreen(request, who, 'start-contact', { ownershipType: 'SOLE_OWNER', ssn: '123-45-6789', hardCreditConsent: true });
  await putScreen(request, who, 'start-hmda', { hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['Asian'], raceAsian: ['Korean'], sex: ['Female'] } });
  // the summary is prepared in a moment of server time
  await request.post(api('/sandbox/clock/advance'), { data: { minutes: 1 } });
  expect(await stateOf(request, who)).toBe('appSummary');
  expect(await putScreen(request, who, 'start-app-summary', { summaryConfirmed: true })).toMatchObject({ state: 'incomeReview' });
}

/**
 * From the income step to a funded line through the API: payroll income, a linked bank account with
 * autopay, a driver's licence, the signature, a notary appointment, the insurance proofs, then the
 * sandbox clock past the right to cancel. It moves the clock by days, so only a spec with a server of
 * its own (playwright.config.ts) may use it.
 */
export async function incomeToFunded(request: APIRequestContext, who: ApplicantApp): Promise<void> {
  const get = async (path: string) => (await request.get(appPath(who, path), { headers: headersOf(who) })).json();
  const seen: string[] = [];
  for (let step = 0; step < 20; step++) {
    const state = await stateOf(request, who);
    seen.push(state);
    switch (state) {
      case 'incomeReview':
        await putScreen(request, who, 'income-review', { linkType: 'payroll', providerId: 'pay_summit', username: 'user_good', password: 'pass_good', consent: true });
        break;
      case 'ach': {
        const linked = await request.post(appPath(who, '/bank/link'), { headers: headersOf(who), data: { institutionId: 'ins_sandbox_1', username: 'user_good', password: 'pass_good' } });
        await putScreen(request, who, 'bank-disburse', { method: 'LINKED', accountUuid: (await linked.json())[0].uuid });
        break;
      }
      case 'autopay':
        await putScreen(request, who, 'bank-autopay', { payType: 'AUTOPAY' });
        break;
      case 'docVerify':
        await putScreen(request, who, 'identity-document', {
          documentType: 'DRIVERS_LICENSE_FRONT',
          documentUuid: await uploadAs(request, who, 'DRIVERS_LICENSE_FRONT', { name: 'licence.png', mimeType: 'image/png', buffer: PNG }),
          backDocumentUuid: await uploadAs(request, who, 'DRIVERS_LICENSE_BACK', { name: 'licence-back.png', mimeType: 'image/png', buffer: PNG }),
        });
        break;
      case 'sign': {
        const { document } = await get('/disclosures');
        await putScreen(request, who, 'signing-consent', { agree: true, documentUuid: document.uuid, sha256: document.sha256 });
        break;
      }
      case 'notary':
        await putScreen(request, who, 'notary-slot', { slot: (await get('/notary/slots')).slots[0], acceptFee: true });
        break;
      case 'insurance': {
        const { insuranceRequired } = await get('/funding') as { insuranceRequired: string[] };
        const documentUuids = [];
        for (const type of insuranceRequired) documentUuids.push(await uploadAs(request, who, type, { name: `${type.toLowerCase()}.pdf`, mimeType: 'application/pdf', buffer: PDF }));
        await putScreen(request, who, 'insurance-proof', { documentUuids });
        break;
      }
      case 'waitFund':
        // past the right to cancel: the next banking day funds it
        expect((await request.post(api('/sandbox/clock/advance'), { data: { days: 8 } })).ok()).toBe(true);
        break;
      case 'complete':
        return;
      default:
        // a step the server moves on from by itself (documents, signers, closing package)
        await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`not funded: ${seen.join(' > ')}`);
}

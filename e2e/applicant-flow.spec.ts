import { verifyIncomeInWindow } from './income-window';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';
import { api, linkBankAccount, registerAndSignIn, registerThroughPages, signIn } from './applicants';

/**
 * The applicant flow from registration to a chosen offer and the application summary, and where
 * each sandbox persona lands (docs/flow.md, "Test personas").
 */

const ORG = { 'x-org': 'HEARTH' };
const PASSWORD = 'maple syrup 2024';

const TX = { street1: '9 Ranch Road', city: 'Austin', state: 'TX', zip: '73301' };
const CA = { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);

/** An applicant registered through the API (the registration pages have their own test), signed in. */
async function registerApi(request: APIRequestContext, lastName: string, address = CA): Promise<{ jwt: string; uuid: string }> {
  const { jwt, applicationUuid } = await registerAndSignIn(request, { tag: lastName.toLowerCase(), lastName, address });
  return { jwt, uuid: applicationUuid };
}

const stepUrl = (uuid: string, route: string) => orgUrl('HEARTH', `/account/heloc/${uuid}/${route}`);
const expectAt = (page: Page, uuid: string, route: string) =>
  expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}(\\?.*)?$`), { timeout: 30_000 });

// each test has its own applicant: the file's tests share both workers (a file is otherwise one worker's for minutes)
test.describe.configure({ mode: 'parallel' });

async function onScreen(page: Page, screen: string) {
  await expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, screen);
}

/** The screen's form is shown (its axe scan is in the first test: the personas' tests pass the same page). */
const formOf = (page: Page, screen: string) => expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });

async function submitProfile(page: Page, uuid: string) {
  await page.goto(stepUrl(uuid, 'start/profile'));
  await formOf(page, 'start-profile');
  await page.getByLabel(/I authorise a soft credit pull/).check();
  await page.getByRole('button', { name: 'Check my rate' }).click();
}

async function submitLiens(page: Page, uuid: string, mortgage?: string) {
  await expectAt(page, uuid, 'liens');
  await formOf(page, 'liens');
  if (mortgage) await page.getByLabel('Mortgage balance ($)').fill(mortgage);
  await page.getByRole('button', { name: 'See my offers' }).click();
}

test('the approved borrower registers, chooses an offer and reaches the application summary', async ({ page, request }) => {
  test.setTimeout(120_000);
  const uuid = await registerThroughPages(page, { lastName: 'Prime', address: CA, password: PASSWORD, tag: 'prime' });
  await onScreen(page, 'start-profile');
  await expect(page.getByLabel('Last name')).toHaveValue('Prime');
  await page.getByLabel(/I authorise a soft credit pull/).check();
  await page.getByRole('button', { name: 'Check my rate' }).click();

  await expectAt(page, uuid, 'liens');
  await onScreen(page, 'liens');
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expectAt(page, uuid, 'product/select');
  await expect(page.locator('.offer-card')).toHaveCount(3);
  await expectNoAxeViolations(page, 'offer-select');
  await expect(page.getByTestId('offer-summary')).toHaveCount(0);
  await page.getByRole('button', { name: /Choose this rate 8\.45% APR/ }).click();
  await onScreen(page, 'product-select');
  await page.getByLabel(/Line amount and initial draw/).fill('100000');
  await page.getByLabel(/Fixed term/).selectOption('10');
  await expect(page.locator('.offer-estimate p').first()).toHaveText('Estimated monthly payment: $1,237.18 for 10 years');
  await expect(page.locator('.offer-estimate__daily')).toHaveText('Interest in the first days: about $23.13 a day (365.25-day year)');
  await page.getByRole('button', { name: 'Select this offer' }).click();

  await expectAt(page, uuid, 'start/contact');
  await onScreen(page, 'start-contact');
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const server = await (await request.get(api(`/service-application/api/v1/application/heloc/${uuid}`), { headers: { ...ORG, authorization: `Bearer ${jwt}` } })).json();
  expect(server).toMatchObject({ rate: 8.45, amount: 100000, term: 10, monthlyPayment: 1237.18 });
  const summary = page.getByTestId('offer-summary');
  await expect(summary.locator('[data-field="apr"]')).toHaveText(`${server.rate.toFixed(2)}%`);
  await expect(summary.locator('[data-field="initialDraw"]')).toHaveText('$100,000.00');
  await expect(summary.locator('[data-field="monthlyPayment"]')).toHaveText('$1,237.18');
  await expect(summary.locator('[data-field="term"]')).toHaveText('10 years');
  await expect(page.locator('.progress-step[aria-current="step"]')).toHaveText('Provide More Info');
  await expect(page.locator('.progress-step').last()).toHaveText('Talk to eNotary');

  await page.getByLabel('I am the only owner').check();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByLabel(/I authorise a hard credit pull/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectAt(page, uuid, 'start/hmda');
  await onScreen(page, 'start-hmda');
  await page.locator('#root_hmda_ethnicity').getByLabel('Not Hispanic or Latino').check();
  await page.locator('#root_hmda_race').getByLabel('Asian', { exact: true }).check();
  await page.locator('#root_hmda_raceAsian').getByLabel('Korean').check();
  await page.locator('#root_hmda_sex').getByLabel('Female', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectAt(page, uuid, 'start/app-summary');
  await onScreen(page, 'start-app-summary');
  await expect(page.getByRole('heading', { name: 'Your application', exact: true })).toBeVisible();
  await page.getByLabel(/I confirm the information in my application/).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expectAt(page, uuid, 'income/review');
});

test('the HMDA screen refuses "I do not wish to provide" combined with another choice', async ({ page, request }) => {
  const { jwt, uuid } = await registerApi(request, 'Prime');
  const headers = { ...ORG, authorization: `Bearer ${jwt}` };
  const put = (screen: string, data: object) => request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/${screen}`), { headers, data });
  expect((await put('start-profile', { borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' }, property: { address: CA }, softCreditConsent: true })).status()).toBe(200);
  expect((await put('liens', { liens: { firstMortgageBalance: 150000, otherLienBalance: 0 } })).status()).toBe(200);
  const [offer] = await (await request.get(api(`/service-application/api/v1/application/heloc/${uuid}/offers`), { headers })).json();
  expect((await put('product-select', { offerId: offer.uuid, amount: 50000, termYears: 30 })).status()).toBe(200);
  expect((await put('start-contact', { ownershipType: 'SOLE_OWNER', ssn: '123456789', hardCreditConsent: true })).status()).toBe(200);
  await signIn(page, jwt);
  await page.goto(stepUrl(uuid, 'start/hmda'));
  await onScreen(page, 'start-hmda');
  const ethnicity = page.locator('#root_hmda_ethnicity');
  await ethnicity.getByLabel('Hispanic or Latino', { exact: true }).check();
  await ethnicity.getByLabel('I do not wish to provide this information').check();
  await page.locator('#root_hmda_race').getByLabel('White').check();
  await page.locator('#root_hmda_sex').getByLabel('Male', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('"I do not wish to provide this information" cannot be combined with other choices').first()).toBeVisible();
  await expectNoAxeViolations(page, 'start-hmda with errors');
  await expectAt(page, uuid, 'start/hmda');
});

const PROFILE_OUTCOMES: [string, string, string][] = [
  ['Frozen', 'review-app/incorrect-pin', 'review-app-incorrect-pin'],
  ['Nofile', 'credit/social', 'credit-social'],
  ['Outage', 'credit/error', 'credit-error'],
  ['Nomatch', 'review-app/datatree', 'review-app-datatree'],
  ['Multiple', 'review-app/property', 'review-app-property'],
  ['Owner', 'review-app/incorrect-ownership', 'review-app-incorrect-ownership'],
];

for (const [lastName, route, screen] of PROFILE_OUTCOMES) {
  test(`the ${lastName} persona lands on ${route}`, async ({ page, request }) => {
    const { jwt, uuid } = await registerApi(request, lastName);
    await signIn(page, jwt);
    await submitProfile(page, uuid);
    await expectAt(page, uuid, route);
    await onScreen(page, screen);
  });
}

const DECISIONS: [string, string, string, string?][] = [
  ['Debt', 'error/income', 'error-income'],
  ['Lowscore', 'error/credit', 'error-credit'],
  ['Underwater', 'error/decline', 'error-decline', '590000'],
  ['Late', 'review-app/delinquency', 'review-app-delinquency'],
];

for (const [lastName, route, screen, mortgage] of DECISIONS) {
  test(`the ${lastName} persona is routed to ${route} by the underwriting decision`, async ({ page, request }) => {
    const { jwt, uuid } = await registerApi(request, lastName);
    await signIn(page, jwt);
    await submitProfile(page, uuid);
    await submitLiens(page, uuid, mortgage);
    await expectAt(page, uuid, route);
    await onScreen(page, screen);
  });
}

test('a declined application sends the applicant to the decline page from any step', async ({ page, request }) => {
  const { jwt, uuid } = await registerApi(request, 'Debt');
  const headers = { ...ORG, authorization: `Bearer ${jwt}` };
  await request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/start-profile`), {
    headers, data: { borrower: { name: { firstName: 'Avery', lastName: 'Debt' }, dob: '1980-04-02' }, property: { address: CA }, softCreditConsent: true },
  });
  await request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/liens`), { headers, data: { liens: { firstMortgageBalance: 150000, otherLienBalance: 0 } } });
  await signIn(page, jwt);
  await page.goto(stepUrl(uuid, 'product/select'));
  await expectAt(page, uuid, 'error/income');
});

test('the Nofile persona gives an SSN and lands on the no-credit review', async ({ page, request }) => {
  const { jwt, uuid } = await registerApi(request, 'Nofile');
  await signIn(page, jwt);
  await submitProfile(page, uuid);
  await expectAt(page, uuid, 'credit/social');
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAt(page, uuid, 'review-app/no-credit');
  await onScreen(page, 'review-app-no-credit');
});

test('the DTI-limited persona chooses an offer and gives assets', async ({ page, request }) => {
  const { jwt, uuid } = await registerApi(request, 'Assets');
  await signIn(page, jwt);
  await submitProfile(page, uuid);
  await submitLiens(page, uuid);
  await expectAt(page, uuid, 'product/select');
  await page.locator('.offer-card button').first().click();
  await page.getByLabel(/Line amount and initial draw/).fill('15000');
  await page.getByLabel(/Fixed term/).selectOption('30');
  await page.getByRole('button', { name: 'Select this offer' }).click();
  await expectAt(page, uuid, 'product/assets');
  await onScreen(page, 'product-assets');
});

test('the Texas persona is held to 80% combined LTV with the valuation fee, then takes the valuation path', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { jwt, uuid } = await registerApi(request, 'Ranch', TX);
  await signIn(page, jwt);
  await submitProfile(page, uuid);
  await submitLiens(page, uuid);
  await expectAt(page, uuid, 'product/select');
  // Assessed value $300,000 less the $120,000 mortgage at 80%: at most $120,000.
  await expect(page.locator('.offer-card__max').last()).toHaveText('Up to $120,000');
  await expect(page.locator('.offer-card__fee').first()).toContainText('$180 property valuation fee');
  const headers = { ...ORG, authorization: `Bearer ${jwt}` };
  const server = await (await request.get(api(`/service-application/api/v1/application/heloc/${uuid}`), { headers })).json();
  expect(server).toMatchObject({ bpo: 'BPO_REQUIRED', uwSubDecision: 'BPO_PENDING' });

  // On to the identity step: offer, more details, HMDA and summary through the services, income and bank on the pages.
  await page.locator('.offer-card button').last().click();
  await page.getByLabel(/Line amount and initial draw/).fill('120000');
  await page.getByLabel(/Fixed term/).selectOption('30');
  await page.getByRole('button', { name: 'Select this offer' }).click();
  await expectAt(page, uuid, 'start/contact');
  const put = (screen: string, data: object) => request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/${screen}`), { headers, data });
  expect((await put('start-contact', { ownershipType: 'SOLE_OWNER', ssn: '123456789', hardCreditConsent: true })).status()).toBe(200);
  expect((await put('start-hmda', { hmda: { ethnicity: ['I do not wish to provide this information'], race: ['I do not wish to provide this information'], sex: ['I do not wish to provide this information'] } })).status()).toBe(200);
  await expect.poll(async () => (await (await request.get(api(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`), { headers })).json()).state, { timeout: 15_000 }).toBe('appSummary');
  expect((await put('start-app-summary', { summaryConfirmed: true })).status()).toBe(200);

  await page.goto(stepUrl(uuid, 'income/link/payroll'));
  await expectAt(page, uuid, 'income/review');
  await verifyIncomeInWindow(page, { username: 'user_good' });
  await expectAt(page, uuid, 'bank/disburse');
  await linkBankAccount(page);
  await expectAt(page, uuid, 'bank/confirm');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectAt(page, uuid, 'bank/autopay');
  await page.getByLabel('Autopay from the account receiving my funds').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAt(page, uuid, 'identity');
  await page.getByLabel("US Driver's License").check();
  await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: /^Back of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Texas: the home valuation before any signing.
  await expectAt(page, uuid, 'bpo/estimate-value');
  await expectNoAxeViolations(page, 'bpo/estimate-value');
});

test('the screens without a step of their own pass axe: not ready yet, time-out', async ({ page, request }) => {
  const { jwt, uuid } = await registerApi(request, 'Prime');
  await signIn(page, jwt);
  await submitProfile(page, uuid);
  await submitLiens(page, uuid);
  await expectAt(page, uuid, 'product/select');
  await page.getByRole('link', { name: 'Not ready to choose?' }).click();
  await onScreen(page, 'product-prequal-winback');
  await page.getByLabel('The rate is too high').check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks. Our team has your message')).toBeVisible();
  // The index of a group of steps goes to the parent, which shows the current step.
  await page.goto(stepUrl(uuid, 'start'));
  await expectAt(page, uuid, 'product/select');
  // (the flood certificate is a step of its own now: e2e/flood-cert.spec.ts)
  await page.goto(stepUrl(uuid, 'error/timeout'));
  await onScreen(page, 'error-timeout');
});

test('a waiting step shows progress and moves on when the server is done', async ({ page, request }) => {
  const { jwt } = await registerApi(request, 'Prime');
  const headers = { ...ORG, authorization: `Bearer ${jwt}` };
  // An application waiting for its summary, ready six seconds from now by the server's clock (other
  // specs may have moved the sandbox clock forward, so wall time is not the server's time).
  const clock = (await (await request.get(api('/sandbox/clock'))).json()) as { now: string };
  const readyAt = new Date(Date.parse(clock.now) + 6000).toISOString();
  const created = await request.post(api('/sandbox/applications'), {
    headers,
    data: {
      state: 'waitSummary',
      data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' }, property: { address: CA }, statedIncome: 150000, amount: 50000, rate: 8.45, term: 30, monthlyPayment: 382.68 },
      flags: { appSummaryReadyAt: readyAt, hasHmda: true },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = await created.json();
  await signIn(page, jwt);
  await page.goto(stepUrl(uuid, 'start/app-summary'));
  await expect(page.getByRole('heading', { name: 'We are working on your application' })).toBeVisible();
  await expect(page.locator('progress')).toBeVisible();
  await expectNoAxeViolations(page, 'waiting view');
  await onScreen(page, 'start-app-summary');
  await expect(page.locator('[data-field="term"]')).toHaveText('30 years');
});

test('the underwriting review and signed-documents review pages take a contact preference and pass axe', async ({ page, request }) => {
  const { jwt } = await registerApi(request, 'Prime');
  const created = await request.post(api('/sandbox/applications'), {
    headers: { ...ORG, authorization: `Bearer ${jwt}` },
    data: { state: 'uwReview', data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' }, property: { address: CA } }, flags: { uwDecision: 'REVIEW' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = await created.json();
  await signIn(page, jwt);
  await page.goto(stepUrl(uuid, 'review-app/uw'));
  await onScreen(page, 'review-app-uw');
  await page.getByRole('button', { name: 'Send to our team' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Email', { exact: true }).check();
  await page.getByRole('button', { name: 'Send to our team' }).click();
  await expect(page.getByText('Thanks. Our team has your message')).toBeVisible();
  await expectNoAxeViolations(page, 'review-app-uw sent');
  await page.goto(stepUrl(uuid, 'review-app/signdocs'));
  await onScreen(page, 'review-app-signdocs');
});

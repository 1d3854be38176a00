/**
 * One applicant's journey through the browser, on a server of its own (fresh PGlite; the sandbox clock is
 * moved to fund the line): registration's steps to the offer page, then, for an application brought to the
 * income step through the API, income to `complete` (bank, identity, signing, notary, insurance, the funding
 * date). Each step prints its time, split into the server's, the client's and the waits (bench/lib/step-timer.ts),
 * so a slow step shows where it is slow. The page helpers are the browser tests' own (e2e/).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { readToTheEnd } from '../e2e/documents';
import { verifyIncomeInWindow } from '../e2e/income-window';
import { signUp } from './lib/applicant';
import { launchChromium } from './lib/first-route';
import { report } from './lib/report';
import { startServer } from './lib/server';
import { StepTimer } from './lib/step-timer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(2048, 32)]);
const WAIT = { timeout: 60_000 };

export default async function journeyBench({ port }: { port: number }): Promise<void> {
  const journeyPort = port + 9;
  const dataDir = join(process.cwd(), '.tmp', 'bench-journey');
  rmSync(dataDir, { recursive: true, force: true });
  // the sandbox's clock is refused in production; Vite's build (the plain rjsf page, earlier in the run) sets
  // NODE_ENV=production in this process, which the server would otherwise inherit
  const server = await startServer(journeyPort, { DATA_DIR: dataDir, NODE_ENV: 'development' });
  const origin = `http://heloc.hearth-lending.example:${journeyPort}`;
  const browser = await launchChromium([origin]);
  try {
    const api = `http://127.0.0.1:${journeyPort}`;
    const step = (page: Page, route: string) => expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${route}(\\?.*)?$`), WAIT);
    const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible(WAIT);
    const form = (page: Page, screen: string) => expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible(WAIT);
    const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).click();

    // 1. Registration to the offer page, every page through the browser.
    const first = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const toOffers = new StepTimer(first);
    await toOffers.step('registration: page load', () => first.goto(`${origin}/account/heloc/register`), () => expect(first.getByLabel('Street address')).toBeVisible(WAIT));
    await first.getByLabel('Street address').fill('12 Cedar Lane');
    await first.getByLabel('City').fill('Sacramento');
    await first.getByLabel('State').selectOption('CA');
    await first.getByLabel('ZIP code').fill('95814');
    await toOffers.step('registration: property', () => click(first, 'Continue'), () => expect(first).toHaveURL(/step=sale-status/, WAIT));
    // by keyboard: on a phone the chat button may sit over the choice
    await first.getByLabel('No, I plan to keep it').focus();
    await first.keyboard.press('Space');
    await toOffers.step('registration: sale status', () => click(first, 'Continue'), () => expect(first).toHaveURL(/step=income-info/, WAIT));
    await first.getByLabel('Total yearly household income').fill('150000');
    await toOffers.step('registration: income', () => click(first, 'Continue'), () => expect(first).toHaveURL(/step=name/, WAIT));
    await first.getByLabel('First name').fill('Avery');
    await first.getByLabel('Last name').fill('Prime');
    await toOffers.step('registration: name', () => click(first, 'Continue'), () => expect(first).toHaveURL(/step=birthdate/, WAIT));
    await first.getByLabel('Date of birth').fill('04/02/1980');
    await toOffers.step('registration: birth date', () => click(first, 'Continue'), () => expect(first).toHaveURL(/step=contact-info/, WAIT));
    await first.getByLabel('Email address').fill(`journey.${Date.now()}@example.com`);
    await first.getByLabel('Mobile phone number').fill('(415) 555-0134');
    await toOffers.step('registration: contact', () => click(first, 'Continue'), () => expect(first).toHaveURL(/step=login-info/, WAIT));
    await first.getByLabel('Create a password').fill('maple syrup 2024');
    await first.getByLabel(/I agree to the Terms of Use/).check();
    await toOffers.step('registration: account, to profile', () => click(first, 'Create account'), async () => { await step(first, 'start/profile'); await form(first, 'start-profile'); });
    await first.getByLabel(/I authorise a soft credit pull/).check();
    await toOffers.step('profile (soft credit), to liens', () => click(first, 'Check my rate'), async () => { await step(first, 'liens'); await form(first, 'liens'); });
    await toOffers.step('liens, to the offer page', () => click(first, 'See my offers'), async () => { await step(first, 'product/select'); await expect(first.locator('.offer-card')).toHaveCount(3, WAIT); });
    await first.close();
    console.log('      journey, registration to the offer page (phone size), each step from its action to the next step shown:');
    for (const line of toOffers.lines()) console.log(line);

    // 2. Income to `complete`: an application brought to the income step through the API (its earlier pages are above).
    const { jwt, applicationUuid: uuid } = await signUp(journeyPort);
    await toIncome(api, jwt, uuid);
    // e-signing asks where the signer is (a secure page's location, as the browser tests give it)
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 45.5152, longitude: -122.6784 } });
    const page = await context.newPage();
    await page.goto(`${origin}/account/heloc/does-not-exist`);
    await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
    const app = (path: string) => `${origin}/account/heloc/${uuid}/${path}`;
    const funding = new StepTimer(page);
    await funding.step('income: page load', () => page.goto(app('income/link/payroll')), () => heading(page, 'Verify your income'));
    await funding.step('income verified, to bank', () => verifyIncomeInWindow(page, { username: 'user_good' }), () => heading(page, 'Where should we send your funds?'));
    await funding.step('bank linked, to confirm', async () => {
      await click(page, 'Connect your bank');
      await page.getByRole('dialog').getByRole('button', { name: 'Sandbox Federal Bank' }).click();
      await page.getByLabel('Online banking username').fill('user_good');
      await page.getByLabel('Online banking password').fill('pass_good');
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByLabel('Everyday Checking ending in 6781').check();
      await click(page, 'Use this account');
    }, () => heading(page, 'Your funds will go to this account'));
    await funding.step('confirm, to autopay', () => page.getByRole('link', { name: 'Continue' }).click(), () => heading(page, 'Set up your monthly payments'));
    await page.getByLabel('Autopay from the account receiving my funds').check();
    await funding.step('autopay, to identity', () => click(page, 'Continue'), () => heading(page, 'Verify your identity'));
    await page.getByLabel("US Driver's License").check();
    await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: /^Back of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.file-upload__done li')).toHaveCount(2, WAIT);
    await funding.step('identity, to signing (documents prepared)', () => click(page, 'Continue'), async () => { await step(page, 'signing/sign'); await heading(page, 'Sign your documents'); });
    await funding.step('documents read (viewer drawn)', () => readToTheEnd(page), () => expect(page.getByRole('button', { name: 'Sign documents' })).toBeEnabled(WAIT));
    await funding.step('signed, to notary', () => click(page, 'Sign documents'), () => heading(page, 'Sign in front of a notary'));
    await page.getByLabel('A notary comes to you').check();
    await page.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio').first().check();
    await page.getByLabel(/I agree to pay the manual notarization fee/).check();
    await funding.step('notary reserved', () => click(page, 'Reserve this time'), () => heading(page, 'Your notary appointment is booked'));
    await funding.step('to insurance', () => page.getByRole('link', { name: 'Continue' }).click(), () => heading(page, 'Proof of home insurance'));
    await page.getByRole('button', { name: /^Homeowners \(hazard\) insurance declarations page.*Choose a file$/ }).setInputFiles({ name: 'hazard.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('hazard.pdf').first()).toBeVisible(WAIT);
    await funding.step('insurance, to the funding date', () => click(page, 'Continue'), async () => { await step(page, 'complete'); await heading(page, 'You are all set'); });
    await funding.step('right to cancel passed, funded (complete)', async () => {
      const advanced = await fetch(`${api}/sandbox/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days: 8 }) });
      if (!advanced.ok) throw new Error(`sandbox clock answered ${advanced.status}`);
    }, () => heading(page, 'Congratulations, your line is funded'));
    await context.close();
    console.log('      journey, income to complete (desktop size), each step from its action to the next step shown:');
    for (const line of funding.lines()) console.log(line);
    const all = [...toOffers.steps, ...funding.steps];
    const total = all.reduce((a, b) => a + b.wallMs, 0);
    report('journey through the browser, registration to offers and income to complete', `${(total / 1000).toFixed(1)} s over ${all.length} steps`, 'all 22 steps driven and timed', all.length === 22,
      `the slowest: ${[...all].sort((a, b) => b.wallMs - a.wallMs).slice(0, 3).map((t) => `${t.name} ${(t.wallMs / 1000).toFixed(2)} s`).join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The application of a signed-up applicant through the flow's own services up to the income step. */
async function toIncome(api: string, jwt: string, uuid: string): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` };
  const app = `${api}/service-application/api/v1/application/heloc/${uuid}`;
  const put = async (screen: string, data: unknown) => {
    const res = await fetch(`${app}/screens/${screen}`, { method: 'PUT', headers, body: JSON.stringify(data) });
    if (!res.ok) throw new Error(`${screen} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { state?: string };
  };
  await put('start-profile', {
    borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' },
    property: { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
    softCreditConsent: true,
  });
  await put('liens', { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } });
  const offers = (await (await fetch(`${app}/offers`, { headers })).json()) as { uuid: string }[];
  await put('product-select', { offerId: offers[0]?.uuid, amount: 100_000, termYears: 10 });
  await put('start-contact', { ownershipType: 'SOLE_OWNER', ssn: '123-45-6789', hardCreditConsent: true });
  await put('start-hmda', { hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['Asian'], raceAsian: ['Korean'], sex: ['Female'] } });
  await fetch(`${api}/sandbox/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ minutes: 1 }) });
  // the status read moves a waiting application on once its time has come (the summary is ready)
  for (let i = 0; i < 50; i++) {
    const status = (await (await fetch(`${api}/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers })).json()) as { state?: string };
    if (status.state === 'appSummary') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const summary = await put('start-app-summary', { summaryConfirmed: true });
  if (summary.state !== 'incomeReview') throw new Error(`the application is at ${summary.state}, not at the income step`);
}

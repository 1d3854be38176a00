import { verifyIncomeInWindow } from './income-window';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';
import { documentPages, readToTheEnd } from './documents';
import { api, linkBankAccount, offerToIncome, putScreen, registerAndSignIn, signIn, type ApplicantApp } from './applicants';

/**
 * From a selected offer to a funded line: income, bank, identity, signing with an additional signer
 * in a second browser, notary, insurance, then the sandbox clock past the right to cancel, pressing
 * the browser's Back once on every step (journey.spec.ts does the same from registration to the
 * application summary).
 */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(2048, 32)]);

let seq = 0;
const email = (who: string) => `${who}.${Date.now()}.${seq++}@example.com`;

/**
 * The approved persona (last name Prime) through the flow's own services up to the income step:
 * profile, liens, then the offer and the steps after it. Those pages have their own tests.
 */
async function applicationWithSelectedOffer(request: APIRequestContext, who: ApplicantApp): Promise<void> {
  await putScreen(request, who, 'start-profile', {
    borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' },
    property: { address: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } },
    softCreditConsent: true,
  });
  await putScreen(request, who, 'liens', { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } });
  await offerToIncome(request, who, { amount: 100_000, termYears: 10 });
}

const app = (uuid: string, path: string) => orgUrl('HEARTH', `/account/heloc/${uuid}/${path}`);

async function expectAt(page: Page, uuid: string, path: string) {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${path}(\\?.*)?$`), { timeout: 20_000 });
}

/**
 * The browser's Back from a step: the step before is shown as done (never taken again), and the way
 * on returns to where the application is.
 */
async function backOnce(page: Page, uuid: string, path: string) {
  await page.goBack();
  await expect(page.locator('.past-step')).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await page.getByRole('link', { name: 'Continue where you left off' }).click({ timeout: 5000 });
    await expectAt(page, uuid, path);
  }).toPass({ timeout: 30_000 });
}

/** The browser's Back to an earlier page of the same step: it shows again, and its own way on returns. */
async function backToPage(page: Page, uuid: string, heading: string, on: string, path: string) {
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: on }).click();
  await expectAt(page, uuid, path);
}

async function checkPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // every step of the applicant's, funding included, shows where they are and what they chose
  if (!page.url().includes('/heloc-signer/')) {
    await expect(page.locator('.progress-sidebar')).toBeVisible();
    await expect(page.getByTestId('offer-summary')).toBeVisible();
  }
  await expectNoAxeViolations(page);
}

async function signerSigns(browser: Browser, inviteUrl: string, uuid: string) {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 45.5152, longitude: -122.6784 } });
  const page = await context.newPage();
  await page.goto(orgUrl('HEARTH', new URL(inviteUrl).pathname + new URL(inviteUrl).search));
  await checkPage(page, 'You have been invited to sign');
  await page.getByLabel(/^Password/).fill('signer password 1');
  await page.getByLabel('Confirm password').fill('signer password 1');
  await page.getByRole('button', { name: 'Create login and continue' }).click();
  await checkPage(page, 'Sign as an additional signer');
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await page.getByLabel('US Passport', { exact: true }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await checkPage(page, 'Sign as an additional signer');
  await page.getByRole('link', { name: 'Read and sign the documents' }).click();
  await readToTheEnd(page);
  await page.getByRole('button', { name: 'Sign documents' }).click();
  await expect(page.getByText(/Signed by Casey Codeed/)).toBeVisible();
  await expectNoAxeViolations(page);
  // the applicant's own steps send a signer back to the signer's area
  await page.goto(app(uuid, 'bank/disburse'));
  await expect(page).toHaveURL(/\/heloc-signer\/intro/);
  await expect(page.getByText('Thank you, you have signed. Nothing else is needed from you.')).toBeVisible();
  await context.close();
}

test.describe.configure({ timeout: 300_000 });

test('the approved persona goes from a selected offer to a funded line, with an additional signer', async ({ page, request, browser }) => {
  const { jwt, applicationUuid: uuid } = await registerAndSignIn(request, { tag: 'applicant', lastName: 'Prime' });
  await applicationWithSelectedOffer(request, { org: 'HEARTH', jwt, uuid });
  await signIn(page, jwt);

  // income: the payroll link through /income/link/payroll, which lands on review with the type chosen
  await page.goto(app(uuid, 'income/link/payroll'));
  await expectAt(page, uuid, 'income/review');
  await checkPage(page, 'Verify your income');
  await verifyIncomeInWindow(page, { username: 'user_good' });

  // bank: link through the widget, confirm, autopay
  await expectAt(page, uuid, 'bank/disburse');
  await checkPage(page, 'Where should we send your funds?');
  await backOnce(page, uuid, 'bank/disburse');
  await linkBankAccount(page, { chosen: () => expectNoAxeViolations(page) });
  await expectAt(page, uuid, 'bank/confirm');
  await checkPage(page, 'Your funds will go to this account');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectAt(page, uuid, 'bank/autopay');
  await checkPage(page, 'Set up your monthly payments');
  await backToPage(page, uuid, 'Your funds will go to this account', 'Continue', 'bank/autopay');
  await page.getByLabel('Autopay from the account receiving my funds').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // identity: one of the four document types, front and back uploaded
  await expectAt(page, uuid, 'identity');
  await checkPage(page, 'Verify your identity');
  await backOnce(page, uuid, 'identity');
  await page.getByLabel("US Driver's License").check();
  await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: /^Back of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();

  // the documents are prepared, then the applicant invites the co-owner before signing
  await expectAt(page, uuid, 'signing/sign');
  await checkPage(page, 'Sign your documents');
  await backOnce(page, uuid, 'signing/sign');
  await page.goto(app(uuid, 'signing/additional'));
  await checkPage(page, 'Invite the other owners to sign');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Codeed');
  await page.getByLabel('Email address').fill(email('casey'));
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const inviteUrl = await page.locator('[data-invite-link]').first().getAttribute('href');
  expect(inviteUrl).toBeTruthy();
  await expectNoAxeViolations(page);

  // the applicant signs
  await page.goto(app(uuid, 'signing/sign'));
  await readToTheEnd(page);
  await page.getByRole('button', { name: 'Sign documents' }).click();
  await expectAt(page, uuid, 'signing/additional');
  await expect(page.getByText(/Casey Codeed .*: invited/)).toBeVisible();

  // the co-deeder signs in a second browser; the application moves on by itself
  await signerSigns(browser, orgUrl('HEARTH', inviteUrl as string), uuid);
  await expectAt(page, uuid, 'notary/schedule-manual');

  // notary: the free eNotary is offered first; an appointment within hours instead, $300 shown
  await checkPage(page, 'Sign in front of a notary');
  await backOnce(page, uuid, 'notary/schedule-manual');
  await expect(page.getByLabel('Online with an eNotary (free)')).toBeChecked();
  await page.getByLabel('A notary comes to you').check();
  await expect(page.getByText('Manual notarization fee: $300')).toBeVisible();
  await page.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio').first().check();
  await page.getByLabel(/I agree to pay the manual notarization fee/).check();
  await page.getByRole('button', { name: 'Reserve this time' }).click();
  await expectAt(page, uuid, 'notary/reserve-manual');
  await checkPage(page, 'Your notary appointment is booked');
  await page.getByRole('link', { name: 'Continue' }).click();

  // insurance: hazard proof
  await expectAt(page, uuid, 'insurance/requirements');
  await checkPage(page, 'Proof of home insurance');
  await backToPage(page, uuid, 'Your notary appointment is booked', 'Continue', 'insurance/requirements');
  // the same drop zone and review as identity: the file is shown, then Continue sends it
  await page.getByRole('button', { name: /^Homeowners \(hazard\) insurance declarations page.*Choose a file$/ }).setInputFiles({ name: 'hazard.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('hazard.pdf').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // waiting out the right to cancel, with the funding date shown
  await expectAt(page, uuid, 'complete');
  await checkPage(page, 'You are all set');
  await backOnce(page, uuid, 'complete');
  await expect(page.getByText(/Your funds will be sent on/)).toBeVisible();
  const advanced = await request.post(api('/sandbox/clock/advance'), { data: { days: 8 } });
  expect(advanced.ok()).toBe(true);
  await checkPage(page, 'Congratulations, your line is funded');

  // the signed documents stay readable
  await page.goto(app(uuid, 'document/disclosures'));
  await checkPage(page, 'Your line of credit documents');
  await (await documentPages(page)).last().scrollIntoViewIfNeeded();
  // the pages' text is there for screen readers, filled with this applicant's terms
  await expect(page.getByText(/Notice of Right to Cancel/).first()).toBeAttached();
  await expect(page.getByText(/Avery Prime/).first()).toBeAttached();
  await expect(page.getByText(/\$100,000\.00/).first()).toBeAttached();
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, incomeToFunded, offerToIncome, registerAndSignIn, signIn } from './applicants';
import { axeBothWidths, expectNoAxeViolations, orgUrl } from './axe';
import { pdfText } from '../tests/helpers/pdf-text';

/**
 * Lenders decide and close in the product: an underwriter approves a manual review (a home listed
 * for sale at a lender that reviews those) and the applicant goes on to a funded line, or declines
 * it and the notice of action taken reaches the mailbox and the decline page; a borrower uses the
 * right to cancel after signing; an application left waiting is closed as incomplete with its notice.
 * The sandbox clock moves by days here, so this spec has a server of its own (playwright.config.ts).
 */

const LENDER = 'SUMMIT_RIDGE_CU';
const HEADERS = { 'x-org': LENDER };
const ADDRESS = { street1: '40 Larimer Street', city: 'Denver', state: 'CO', zip: '80202' };
const STAFF_PASSWORD = 'staff-password-1';
const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

test.describe.configure({ timeout: 300_000 });

/** A borrower of the lender whose home is listed for sale, taken through the profile and liens by the API: at the underwriting review. */
async function listedForSaleInReview(request: APIRequestContext, lastName: string) {
  const email = `listed.${unique()}@example.com`;
  const reg = await request.post(api('/identity/api/v1/registration/register'), {
    headers: HEADERS,
    data: {
      'property-info': { address: ADDRESS }, 'sale-status': { saleStatus: 'LISTED_FOR_SALE' }, 'income-info': { statedIncome: 150000 },
      name: { firstName: 'Jordan', lastName }, birthdate: { dob: '1980-04-02' },
      'contact-info': { email, phone: '4155550100' }, 'login-info': { password: 'correct horse 42', agreeToTerms: true },
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const uuid = (await reg.json()).applicationUuid as string;
  const jwt = (await (await request.post(api('/identity/api/v1/login'), { headers: HEADERS, data: { email, password: 'correct horse 42' } })).json()).jwt as string;
  const auth = { ...HEADERS, authorization: `Bearer ${jwt}` };
  const screen = (id: string, data: unknown) => request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/${id}`), { headers: auth, data: data as object });
  expect((await screen('start-profile', { borrower: { name: { firstName: 'Jordan', lastName }, dob: '1980-04-02' }, property: { address: ADDRESS }, softCreditConsent: true })).status()).toBe(200);
  const liens = await screen('liens', { liens: { firstMortgageBalance: 150000, otherLienBalance: 0 } });
  expect((await liens.json()).state).toBe('uwReview');
  return { uuid, jwt, email };
}

/** An underwriter and closer of the lender, signed in through the staff login, at the application's staff view. */
async function underwriterOpens(page: Page, uuid: string) {
  const email = `uw-${unique()}@summit.example`;
  await page.goto(orgUrl(LENDER, '/account/heloc/login'));
  const made = await page.evaluate(async (body) => (await fetch('/sandbox/staff', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password: STAFF_PASSWORD, permissions: ['underwriter', 'closer'] });
  expect(made).toBe(201);
  await page.goto(orgUrl(LENDER, `/account/heloc/staff/applications/${uuid}`));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Decisions' })).toBeVisible({ timeout: 30_000 });
}

test('a listed-for-sale home reaches review; an underwriter approves; the applicant goes on to a funded line', async ({ page, browser, request }) => {
  const borrower = await listedForSaleInReview(request, 'Approved');
  await underwriterOpens(page, borrower.uuid);
  const decisions = page.getByRole('region', { name: 'Decisions' });
  await axeBothWidths(page, 'staff application with decisions');
  // a decision without a reason is refused before anything is sent, in the form's own words
  await decisions.getByRole('button', { name: 'Approve' }).click();
  await decisions.getByRole('button', { name: 'Confirm: Approve' }).click();
  await expect(decisions.getByText('Say why, in a few words.').first()).toBeVisible();
  await axeBothWidths(page, 'staff decision form with its error');
  await decisions.getByLabel('Why (kept in the history)').fill('The listing was withdrawn; confirmed with the borrower');
  await decisions.getByRole('button', { name: 'Confirm: Approve' }).click();
  await expect(page.getByRole('region', { name: 'History' }).or(page.locator('section[aria-labelledby="staff-history"]'))).toContainText('Decision: Approve. The listing was withdrawn');
  // the flow now allows no approval: the button is gone
  await expect(decisions.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const applicant = await (await browser.newContext()).newPage();
  await signIn(applicant, borrower.jwt, LENDER);
  await applicant.goto(orgUrl(LENDER, `/account/heloc/${borrower.uuid}`));
  await expect(applicant).toHaveURL(new RegExp(`/${borrower.uuid}/product/select`), { timeout: 20_000 });
  // the applicant continues through the steps after the offers, as their pages do, to a funded line
  const who = { org: LENDER, jwt: borrower.jwt, uuid: borrower.uuid };
  await offerToIncome(request, who);
  await incomeToFunded(request, who);
  await applicant.goto(orgUrl(LENDER, `/account/heloc/${borrower.uuid}`));
  await expect(applicant.getByRole('heading', { level: 1, name: 'Congratulations, your line is funded' })).toBeVisible({ timeout: 20_000 });
  await applicant.close();
});

test('a declined review: the notice of action taken names the reasons and the score, in the mailbox and on the decline page', async ({ page, browser, request }) => {
  const borrower = await listedForSaleInReview(request, 'Declined');
  await underwriterOpens(page, borrower.uuid);
  const decisions = page.getByRole('region', { name: 'Decisions' });
  await decisions.getByRole('button', { name: 'Decline' }).click();
  await decisions.getByLabel('Why (kept in the history)').fill('The home is being sold');
  await decisions.getByRole('button', { name: 'Confirm: Decline' }).click();
  await expect(decisions.getByText('Choose at least one reason.').first()).toBeVisible();
  await decisions.getByLabel('The home is listed for sale').check();
  await decisions.getByLabel('Value or type of collateral not sufficient').check();
  await decisions.getByRole('button', { name: 'Confirm: Decline' }).click();
  await expect(decisions).toContainText('Nothing can be decided at this step.');
  // a closed loan takes no condition
  await expect(page.getByRole('heading', { name: 'Raise a condition' })).toHaveCount(0);
  await axeBothWidths(page, 'staff application, declined');

  const mail = await (await request.get(api(`/sandbox/mailbox?to=${encodeURIComponent(borrower.email)}`))).json() as { id: string; subject: string; attachment: string | null }[];
  const notice = mail.find((m) => m.subject.includes('notice of action taken'));
  expect(notice?.attachment).toMatch(/^notice-of-action-.*\.pdf$/);
  const pdf = await request.get(api(`/sandbox/mailbox/${notice?.id}/attachment`));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('The home is listed for sale');
  expect(text).toContain('Value or type of collateral not sufficient');
  expect(text).toMatch(/Your credit score: \d{3}\. Scores range from a low of 300 to a high of 850/);

  const applicant = await (await browser.newContext()).newPage();
  await signIn(applicant, borrower.jwt, LENDER);
  await applicant.goto(orgUrl(LENDER, `/account/heloc/${borrower.uuid}`));
  await expect(applicant).toHaveURL(new RegExp(`/${borrower.uuid}/error/decline`), { timeout: 20_000 });
  await expect(applicant.getByRole('heading', { level: 1, name: 'We cannot approve your application' })).toBeVisible();
  const download = applicant.waitForEvent('download');
  await applicant.getByRole('button', { name: /Download the notice of action taken/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^notice-of-action-.*\.pdf$/);
  await axeBothWidths(applicant, 'decline page with its notice');
  await applicant.close();
});

test('a borrower cancels after signing, from the dashboard, and is never funded', async ({ page, request }) => {
  const { jwt, email } = await registerAndSignIn(request, { tag: 'cancels', firstName: 'Casey', lastName: 'Approved' });
  const auth = { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` };
  const created = await request.post(api('/sandbox/applications'), {
    headers: auth,
    data: { state: 'sign', data: { borrower: { name: { firstName: 'Casey', lastName: 'Approved' }, email }, amount: 100000, rate: 8.25, term: 30 } },
  });
  expect(created.status()).toBe(201);
  const { uuid } = await created.json();
  const base = `/service-application/api/v1/application/heloc/${uuid}`;
  const { document } = await (await request.get(api(`${base}/disclosures`), { headers: auth })).json();
  expect((await request.post(api(`${base}/disclosures/sign`), { headers: auth, data: { documentUuid: document.uuid, sha256: document.sha256, agree: true } })).status()).toBe(201);

  await signIn(page, jwt, 'HEARTH');
  await page.goto(orgUrl('HEARTH', '/dashboard'));
  await page.getByRole('button', { name: /^Cancel my line of credit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your line of credit?' });
  await expect(dialog).toContainText('You have the right to cancel until midnight of');
  await expectNoAxeViolations(page, 'cancel dialog');
  // keeping it changes nothing
  await dialog.getByRole('button', { name: 'Keep my line of credit' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /^Cancel my line of credit/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel my line of credit' }).click();
  await expect(page.getByTestId('application-status').filter({ hasText: /^Cancelled$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Cancel my line of credit/ })).toHaveCount(0);

  const status = await (await request.get(api(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`), { headers: auth })).json();
  expect(status).toMatchObject({ state: 'cancelled', status: 'CANCELLED' });
  // cancelling again is refused by the server
  expect((await request.post(api(`${base}/cancel`), { headers: auth, data: { confirm: true } })).status()).toBe(409);
  const mail = await (await request.get(api(`/sandbox/mailbox?to=${encodeURIComponent(email)}`))).json() as { subject: string; attachment: string | null }[];
  expect(mail.find((m) => m.subject.includes('is cancelled'))?.attachment).toMatch(/^cancellation-.*\.pdf$/);
  // the cancelled page, with its confirmation to download
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}`));
  await expect(page).toHaveURL(new RegExp(`/${uuid}/cancelled`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your line of credit is cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Download the cancellation confirmation/ })).toBeVisible();
  await axeBothWidths(page, 'application cancelled page');
});

// last: the clock moves a month, past every other application of this server
test('an application left waiting past its lender\'s days is closed as incomplete, with its notice on the page and in the mailbox', async ({ page, request }) => {
  const { jwt, email, applicationUuid: uuid } = await registerAndSignIn(request, { tag: 'idle', org: LENDER, address: ADDRESS, lastName: 'Idle' });
  expect((await request.post(api('/sandbox/clock/advance'), { data: { days: 31 } })).ok()).toBe(true);
  const swept = await request.post(api('/sandbox/sweeps/incomplete'));
  expect((await swept.json()).closed).toBeGreaterThanOrEqual(1);
  await signIn(page, jwt, LENDER);
  await page.goto(orgUrl(LENDER, `/account/heloc/${uuid}`));
  await expect(page).toHaveURL(new RegExp(`/${uuid}/withdrawn`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is closed' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the notice of action taken/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^notice-of-action-.*\.pdf$/);
  await axeBothWidths(page, 'application closed as incomplete, with its notice');
  const mail = await (await request.get(api(`/sandbox/mailbox?to=${encodeURIComponent(email)}`))).json() as { id: string; subject: string }[];
  const notice = mail.find((m) => m.subject.includes('closed as incomplete'));
  expect(notice).toBeDefined();
  expect(await pdfText(await (await request.get(api(`/sandbox/mailbox/${notice?.id}/attachment`))).body())).toContain('has waited more than 30 days for information we asked you for');
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, PASSWORD } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * On a phone (390x844, touch): dates, phone numbers, ZIP codes and the SSN are typed as digits only,
 * and the offer page, the chosen amount and the application summary show every cost of the line.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Touches a field and types digits as a phone's number pad sends them. */
async function typeDigits(field: Locator, digits: string) {
  await field.tap();
  await field.pressSequentially(digits);
}

async function onScreen(page: Page, screen: string) {
  await expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, screen);
}

test('a phone applicant types digits only and sees every cost before choosing', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.goto(orgUrl('HEARTH', '/account/heloc/register'));
  await expect(page).toHaveURL(/step=property-info/);
  await page.getByLabel('Street address').fill('12 Cedar Lane');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('State').selectOption('CA');
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toHaveAttribute('inputmode', 'numeric');
  await typeDigits(zip, '95814');
  await expect(zip).toHaveValue('95814');
  const next = async (step: string) => {
    await page.getByRole('button', { name: /^(Continue|Create account)$/ }).tap();
    if (step) await expect(page).toHaveURL(new RegExp(`step=${step}`));
  };
  await next('sale-status');
  await page.getByLabel('No, I plan to keep it').check();
  await next('income-info');
  await typeDigits(page.getByLabel('Total yearly household income'), '150000');
  await next('name');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Prime');
  await next('birthdate');

  // the number pad has no "/": the separators come by themselves and the date is accepted
  const dob = page.getByLabel('Date of birth');
  await expect(dob).toHaveAttribute('inputmode', 'numeric');
  await expect(dob).toHaveAttribute('autocomplete', 'bday');
  await typeDigits(dob, '07221979');
  await expect(dob).toHaveValue('07/22/1979');
  await expectNoAxeViolations(page, 'birthdate');
  await next('contact-info');

  const email = `phone.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel('Email address').fill(email);
  const phone = page.getByLabel('Mobile phone number');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await typeDigits(phone, '415550134');
  await expect(phone).toHaveValue('(415) 550-134');
  // the missing 5 typed after "(415) 55": the caret stays after it
  await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(8, 8));
  await phone.press('5');
  await expect(phone).toHaveValue('(415) 555-0134');
  expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(9);
  // Backspace just after ")" takes the 5 before it, not only the bracket
  await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 5));
  await phone.press('Backspace');
  await expect(phone).toHaveValue('(415) 550-134');
  expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(3);
  await phone.press('1');
  await expect(phone).toHaveValue('(411) 555-0134');
  expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(4);
  await phone.fill('');
  await typeDigits(phone, '4155550134');
  await expect(phone).toHaveValue('(415) 555-0134');
  await next('login-info');
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await next('');
  const started = /\/account\/heloc\/([0-9a-f-]{36})\/start\/profile$/;
  await expect(page).toHaveURL(started, { timeout: 30_000 });
  const uuid = started.exec(new URL(page.url()).pathname)?.[1] as string;
  await onScreen(page, 'start-profile');
  await expect(page.getByLabel('Date of birth')).toHaveValue('07/22/1979');
  await page.getByLabel(/I authorise a soft credit pull/).check();
  await page.getByRole('button', { name: 'Check my rate' }).tap();

  await onScreen(page, 'liens');
  await page.getByRole('button', { name: 'See my offers' }).tap();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`), { timeout: 30_000 });
  await expect(page.locator('.offer-card')).toHaveCount(3);

  // each card shows what its whole line costs, as the server priced it
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const headers = { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` };
  const offers = await (await request.get(api(`/service-application/api/v1/application/heloc/${uuid}/offers`), { headers })).json() as { apr: number; costs: Record<string, number> }[];
  for (const [i, offer] of offers.entries()) {
    const card = page.locator('.offer-card').nth(i);
    for (const key of ['monthlyPayment', 'originationFee', 'valuationFee', 'recordingFees', 'recordingTaxes', 'notaryFee', 'cashToApplicant', 'amount'] as const) {
      await expect(card.locator(`[data-cost="${key}"]`)).toHaveText(money(offer.costs[key] as number));
    }
    await expect(card.locator('[data-cost="term"]')).toHaveText('30 years');
    await expect(card.locator('[data-cost="apr"]')).toHaveText(`${offer.apr.toFixed(2)}%`);
  }
  await expect(page.locator('.offer-card').first()).toContainText('A notary visit in person instead of the online notary costs $300');
  await expectNoAxeViolations(page, 'offer-select');

  await page.getByRole('button', { name: /Choose this rate 8\.45% APR/ }).tap();
  await onScreen(page, 'product-select');
  await page.getByLabel(/Line amount and initial draw/).fill('100000');
  await page.getByLabel(/Fixed term/).selectOption('10');
  const quote = page.locator('.offer-estimate');
  await expect(quote.locator('[data-cost="originationFee"]')).toHaveText('$2,990.00');
  await expect(quote.locator('[data-cost="recordingTaxes"]')).toHaveText('$1,400.00');
  await expect(quote.locator('[data-cost="cashToApplicant"]')).toHaveText('$95,295.00');
  await expect(quote.locator('[data-cost="monthlyPayment"]')).toHaveText('$1,237.18');
  await expectNoAxeViolations(page, 'offer-select chosen');
  await page.getByRole('button', { name: 'Select this offer' }).tap();

  await onScreen(page, 'start-contact');
  await page.getByLabel('I am the only owner').check();
  const ssn = page.getByLabel('Social Security number');
  await typeDigits(ssn, '123456789');
  await expect(ssn).toHaveValue('123-45-6789');
  await page.getByLabel(/I authorise a hard credit pull/).check();
  // leaving the field keeps the whole number
  await expect(ssn).toHaveValue('123-45-6789');
  await page.getByRole('button', { name: 'Continue' }).tap();

  await onScreen(page, 'start-hmda');
  await page.locator('#root_hmda_ethnicity').getByLabel('I do not wish to provide this information').check();
  await page.locator('#root_hmda_race').getByLabel('I do not wish to provide this information').check();
  await page.locator('#root_hmda_sex').getByLabel('I do not wish to provide this information').check();
  await page.getByRole('button', { name: 'Continue' }).tap();

  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/app-summary$`), { timeout: 30_000 });
  await onScreen(page, 'start-app-summary');
  const summary = page.locator('.app-summary');
  await expect(summary.locator('[data-cost="amount"]')).toHaveText('$100,000.00');
  await expect(summary.locator('[data-cost="originationFee"]')).toHaveText('$2,990.00');
  await expect(summary.locator('[data-cost="cashToApplicant"]')).toHaveText('$95,295.00');
  await expect(summary.locator('[data-cost="notaryFee"]')).toHaveText('$0.00');
});

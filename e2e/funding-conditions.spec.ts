import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/** Conditions of every category shown and satisfied in the portal; bad uploads refused with clear messages. */

const ORG = { 'x-org': 'HEARTH' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32)]);

async function applicantWithApplication(request: APIRequestContext, state: string): Promise<{ jwt: string; uuid: string }> {
  const { jwt } = await registerAndSignIn(request, { tag: 'conditions' });
  const created = await request.post(api('/sandbox/applications'), {
    headers: { ...ORG, authorization: `Bearer ${jwt}` },
    data: { state, data: { borrower: { name: { firstName: 'Avery', lastName: 'Approved' } }, amount: 100000, rate: 8.25, term: 30 } },
  });
  expect(created.status()).toBe(201);
  return { jwt, uuid: (await created.json()).uuid };
}

/** How each category is answered in the portal, oldest first. */
const CASES: { category: string; title: string; raise?: Record<string, unknown>; answer: (page: Page) => Promise<void>; text?: RegExp }[] = [
  { category: 'HELOC_MANUAL_PAYSTUB_UPLOAD', title: 'Upload your recent paystubs', raise: { numDocsRequired: 2 }, text: /Upload two of your most recent paystubs/, answer: (p) => uploadThenSubmit(p, 2) },
  { category: 'BANK_ACCOUNT_FRAUD_REVIEW', title: 'Confirm your bank account', raise: { xtraData: { accountMask: '0001234566781' } }, text: /ending in 6781/, answer: (p) => uploadThenSubmit(p) },
  { category: 'FALSE_OWNERSHIP_TYPE_REVIEW', title: 'Confirm how you own your home', answer: (p) => uploadThenSubmit(p) },
  { category: 'GENERIC_DOCUMENT_REQUEST', title: 'Upload a requested document', raise: { commentsToBorrower: 'Please send your HOA letter' }, text: /HOA letter/, answer: (p) => uploadThenSubmit(p) },
  { category: 'PROPERTY_LEGAL_DESCRIPTION', title: 'Send your property legal description', answer: (p) => uploadThenSubmit(p) },
  { category: 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', title: 'Confirm you own your home', answer: (p) => uploadThenSubmit(p) },
  { category: 'REVIEW_TRUST_REQUIREMENTS', title: 'Send your certificate of trust', answer: (p) => uploadThenSubmit(p) },
  { category: 'ID_VERIFICATION_FAILURE', title: 'Verify your identity again', answer: (p) => licenceFrontAndBack(p) },
  {
    category: 'IDENTITY_DOCUMENT_FRAUD_REVIEW', title: 'Send another identity document',
    answer: async (p) => {
      // a passport has no back: its photo page alone
      await p.getByLabel('US Passport (photo page)').check();
      await expect(p.getByLabel('Back of your ID')).toHaveCount(0);
      await p.getByLabel(/^Front of your ID/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await expect(p.locator('.file-upload__done li')).toHaveCount(1);
      await p.getByRole('button', { name: 'Submit documents' }).click();
    },
  },
  {
    category: 'HARD_CREDIT_INQUIRY_REVIEW', title: 'Explain recent credit inquiries',
    answer: async (p) => {
      await p.getByLabel(/What were the recent credit inquiries for/).fill('Shopping for a car loan that I did not take');
      await p.getByLabel(/I have not opened any new credit accounts/).check();
      await p.getByRole('button', { name: 'Submit', exact: true }).click();
    },
  },
  {
    category: 'MISSING_PHONE_NUMBER', title: 'Add your phone number',
    answer: async (p) => {
      await p.getByRole('button', { name: 'Save phone number' }).click();
      await expect(p.getByText('Required').first()).toBeVisible();
      await p.getByLabel(/Mobile phone number/).fill('5035550142');
      await p.getByRole('button', { name: 'Save phone number' }).click();
    },
  },
];

async function uploadThenSubmit(page: Page, count = 1, file = PDF) {
  for (let i = 0; i < count; i++) {
    await page.getByLabel('Document file').setInputFiles({ name: `doc-${i}.${file === PNG ? 'png' : 'pdf'}`, mimeType: file === PNG ? 'image/png' : 'application/pdf', buffer: file });
    await expect(page.locator('.file-upload__done li')).toHaveCount(i + 1);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit documents' }).click();
}

/** A licence is sent front and back: the front alone is refused with a plain message. */
async function licenceFrontAndBack(page: Page) {
  await expect(page.getByLabel("US Driver's License (front)")).toBeChecked();
  await page.getByLabel(/^Front of your ID/).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('Please upload the back of your ID for this condition first')).toBeVisible();
  await page.getByLabel('Back of your ID').setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit documents' }).click();
}

test.describe.configure({ timeout: 180_000 });

test('a condition of each kind is shown, oldest first, and satisfied; the application then moves on', async ({ page, request }) => {
  const { jwt, uuid } = await applicantWithApplication(request, 'docVerify');
  const auth = { ...ORG, authorization: `Bearer ${jwt}` };
  for (const c of CASES) {
    const res = await request.post(api(`/sandbox/applications/${uuid}/conditions`), { headers: auth, data: { category: c.category, ...(c.raise ?? {}) } });
    expect(res.status()).toBe(201);
    await request.post(api('/sandbox/clock/advance'), { data: { minutes: 1 } });
  }
  // a category the portal does not know is not shown
  await request.post(api(`/sandbox/applications/${uuid}/conditions`), { headers: auth, data: { category: 'APPRAISAL_WAIVER_REVIEW' } });

  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/conditions`));
  await expect(page).toHaveURL(new RegExp(`/${uuid}/conditions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'A few more things we need' })).toBeVisible();
  await expect(page.locator('.condition-list').getByRole('heading', { level: 2 })).toHaveText(CASES.map((c) => c.title));
  await expect(page.locator('.progress-sidebar')).toBeVisible();
  for (const c of CASES) if (c.text) await expect(page.getByText(c.text).first()).toBeVisible();
  await expectNoAxeViolations(page);

  for (const c of CASES) {
    await page.getByRole('link', { name: `Provide this: ${c.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await c.answer(page);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/conditions$`));
    await expect(page.getByRole('link', { name: `Provide this: ${c.title}` })).toHaveCount(0);
  }
  await expect(page.getByText('There is nothing more we need right now.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  const app = await request.get(api(`/service-application/api/v1/application/heloc/${uuid}`), { headers: auth });
  expect((await app.json()).state).toBe('docVerify');
  expect((await app.json()).borrower.phone).toBe('5035550142');
});

test('uploads of each bad kind are refused with a clear message and nothing moves on', async ({ page, request }) => {
  const { jwt, uuid } = await applicantWithApplication(request, 'docVerify');
  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/identity`));
  await page.getByLabel('US Passport', { exact: true }).check();
  const input = page.getByRole('button', { name: /^Front of your ID.*(Choose a file|Replace file)$/ });
  const error = page.locator('.file-upload__error');

  await input.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(4096)]) });
  await expect(error).toHaveText(/Please upload a PDF, JPEG, PNG or HEIC file: this file looks like a Windows program/);
  await input.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!DOCTYPE html><html><body><h1>not a passport</h1></body></html>') });
  await expect(error).toHaveText(/this file looks like a web page/);
  await input.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(error).toHaveText('This file is empty. Please choose another file.');
  await input.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]) });
  await expect(error).toHaveText('This file is larger than 10 MB. Please choose a smaller file.');
  await expectNoAxeViolations(page);

  // the server refuses them too when a client skips its own checks
  const url = api(`/service-application/api/v1/application/heloc/${uuid}/documents?documentType=PASSPORT_FRONT`);
  const headers = { ...ORG, authorization: `Bearer ${jwt}` };
  const empty = await request.post(url, { headers, multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.alloc(0) } } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe('The file is empty');
  const big = await request.post(url, { headers, multipart: { file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]) } } });
  expect(big.status()).toBe(400);
  expect((await big.json()).message).toBe('The file is larger than the 10 MB limit');
  const docs = await request.get(api(`/service-application/api/v1/application/heloc/${uuid}/documents`), { headers });
  expect(await docs.json()).toEqual([]);
  const app = await request.get(api(`/service-application/api/v1/application/heloc/${uuid}`), { headers });
  expect((await app.json()).state).toBe('docVerify');
});

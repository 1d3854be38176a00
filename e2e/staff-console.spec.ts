import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';
import { staffSignsIn } from './staff-sign-in';

/** The operations console: a lender's staff find an application, read it, raise a condition the applicant answers, and read the funnel. */

const ORG = { 'x-org': 'HEARTH' };
const PASSWORD = 'staff-password-1';
const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

async function applicantAtSigning(request: APIRequestContext): Promise<{ jwt: string; uuid: string; email: string; loanNumber: string }> {
  const { email, jwt } = await registerAndSignIn(request, { tag: 'staff-console', firstName: 'Robin', lastName: 'Consoletest' });
  const created = await request.post(api('/sandbox/applications'), {
    headers: { ...ORG, authorization: `Bearer ${jwt}` },
    data: { state: 'sign', data: { borrower: { name: { firstName: 'Robin', lastName: 'Consoletest' }, email }, amount: 100000, rate: 8.25, term: 30 } },
  });
  expect(created.status()).toBe(201);
  const app = await created.json();
  return { jwt, uuid: app.uuid, email, loanNumber: app.loanNumber };
}

test.describe.configure({ timeout: 120_000 });

test('staff find an application by e-mail, read its history, raise a condition the applicant answers, and clear it; the funnel reads plainly', async ({ page, browser, request }) => {
  const applicant = await applicantAtSigning(request);
  await staffSignsIn(page, '/account/heloc/staff/applications');

  // the staff area has its own layout: no customer menu, wallet, chat button or marketing footer
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Funnel' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
  await expectNoAxeViolations(page, 'staff applications');

  // search by e-mail with the keyboard
  await page.getByLabel('Search').fill(applicant.email);
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  // registration started one application and the sandbox another, at signing
  await expect(page.getByRole('status').filter({ hasText: 'Applications found: 2' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: applicant.loanNumber });
  await expect(row).toContainText(applicant.email);
  await expect(row).toContainText('Robin Consoletest');
  await expect(row).toContainText('Sign Documents');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await expectNoAxeViolations(page, 'staff applications, searched');
  await row.getByRole('link', { name: applicant.loanNumber }).click();

  // the application: summary in plain words and its history
  await expect(page.getByRole('heading', { level: 1, name: `Robin Consoletest · loan ${applicant.loanNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Signing the disclosures');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Application started at: Sign Documents: Signing the disclosures');
  await expectNoAxeViolations(page, 'staff application');

  // raise a condition with a note to the borrower
  await page.getByLabel('What the borrower must do').selectOption({ label: 'Give a phone number' });
  await page.getByLabel('Note to the borrower').fill('We need a number to reach you about your closing');
  await page.getByRole('button', { name: 'Raise condition' }).click();
  const conditions = page.getByRole('region', { name: 'Conditions' });
  await expect(conditions).toContainText('Give a phone number · Waiting for the borrower');
  await expect(history).toContainText('Raised a condition: Give a phone number');
  await expect(history).toContainText('Moved to: Verify Identity: Answering conditions');
  await expectNoAxeViolations(page, 'staff application, condition raised');

  // the applicant sees it with the note and answers it
  const borrower = await browser.newPage();
  await signIn(borrower, applicant.jwt);
  await borrower.goto(orgUrl('HEARTH', `/account/heloc/${applicant.uuid}/conditions`));
  await expect(borrower.getByText('We need a number to reach you about your closing')).toBeVisible();
  await borrower.getByRole('link', { name: 'Provide this: Add your phone number' }).click();
  await borrower.getByLabel(/Mobile phone number/).fill('5035550142');
  await borrower.getByRole('button', { name: 'Save phone number' }).click();
  await expect(borrower.getByRole('link', { name: 'Provide this: Add your phone number' })).toHaveCount(0);
  await borrower.close();

  // staff see the answer, mark it reviewed and clear it
  await page.reload();
  await expect(conditions).toContainText('Give a phone number · Answered by the borrower');
  await conditions.getByRole('button', { name: 'Mark reviewed: Give a phone number' }).click();
  await expect(conditions).toContainText('reviewed by ops-');
  await conditions.getByRole('button', { name: 'Clear: Give a phone number' }).click();
  await expect(conditions).toContainText('Give a phone number · Cleared');
  await expect(history).toContainText('Cleared a condition: Give a phone number');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Signing the disclosures');
  await expectNoAxeViolations(page, 'staff application, condition cleared');

  // the funnel: readable step names and conversion
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application funnel' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Started an application' })).toBeVisible();
  const signing = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sign Documents' }) });
  await expect(signing.getByRole('cell').nth(1)).toHaveText(/^\d+(\.\d)?%$/);
  await page.getByLabel('Started from').fill('2000-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2000-01-01/);
  await expectNoAxeViolations(page, 'staff funnel');
});

test("staff read the language the borrower chose, in English words", async ({ page, request }) => {
  const { email, jwt } = await registerAndSignIn(request, {
    tag: 'staff-language', org: 'ALL_IN_CU', firstName: 'Lucia', lastName: 'Idiomatest', address: { street1: '4 Palm Way', city: 'Mobile', state: 'AL', zip: '36602' },
  });
  // the borrower switches the portal to Spanish: the account and its application keep it
  const chose = await request.put(api('/service-profile/api/v1/profile/language'), { headers: { 'x-org': 'ALL_IN_CU', authorization: `Bearer ${jwt}` }, data: { language: 'es' } });
  expect(chose.status(), await chose.text()).toBe(200);

  await staffSignsIn(page, '/account/heloc/staff/applications', { org: 'ALL_IN_CU' });
  await page.getByLabel('Search').fill(email);
  await page.getByLabel('Search').press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'Lucia Idiomatest' });
  await expect(row.getByRole('cell', { name: 'Spanish', exact: true })).toBeVisible();
  await row.getByRole('link').click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('definition').filter({ hasText: /^Spanish$/ })).toBeVisible();
  await expect(summary).toContainText('LanguageSpanish');
});

test('a bad filter is explained, and an application that is not the lender\'s is not found', async ({ page, request }) => {
  const applicant = await applicantAtSigning(request);
  await staffSignsIn(page, '/account/heloc/staff/applications');
  await page.goto(orgUrl('HEARTH', '/account/heloc/staff/applications?from=2026-13-40'));
  await expect(page.getByRole('alert')).toContainText('from must be a date');
  await expectNoAxeViolations(page, 'staff applications, bad filter');
  await page.goto(orgUrl('HEARTH', `/account/heloc/staff/applications/${applicant.uuid}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(applicant.loanNumber);
  await page.goto(orgUrl('HEARTH', '/account/heloc/staff/applications/00000000-0000-4000-8000-000000000000'));
  await expect(page.getByRole('alert')).toHaveText('There is no such application for your lender.');
});

async function agentConsole(browser: Browser, request: APIRequestContext, first: string): Promise<Page> {
  const email = `agent.${first.toLowerCase()}.${unique()}@hearth-lending.example`;
  const created = await request.post(api('/service-omni-proxy/sandbox/api/v1/agents'), { headers: ORG, data: { email, password: PASSWORD, firstName: first, lastName: 'Agent' } });
  expect(created.status()).toBe(200);
  const login = await request.post(api('/identity/api/v1/login'), { headers: ORG, data: { email, password: PASSWORD } });
  const { jwt } = (await login.json()) as { jwt: string };
  const context = await browser.newContext();
  await context.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  const page = await context.newPage();
  await page.goto(orgUrl('HEARTH', '/account/heloc/agent'));
  await expect(page.getByRole('heading', { name: 'Agent console' })).toBeVisible();
  await expect(page.getByText('You are online for Hearth chats.')).toBeVisible();
  return page;
}

test('an agent sees a signed-in visitor\'s loan number and step, transfers the chat, and a second agent continues it', async ({ browser, request }) => {
  const applicant = await applicantAtSigning(request);
  const first = await agentConsole(browser, request, 'Quinn');
  const second = await agentConsole(browser, request, 'Morgan');
  // the staff layout frames the console: no customer shell
  await expect(first.getByRole('contentinfo')).toHaveCount(0);
  await expect(first.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Chat console' })).toBeVisible();

  // a signed-in visitor starts a chat about their application
  const chat = await request.post(api('/service-csp/external/api/v1/twilio/initWebChat'), {
    headers: { ...ORG, authorization: `Bearer ${applicant.jwt}` },
    data: { friendlyName: 'Robin Consoletest', emailAddress: applicant.email, chatMode: 'twilio', applicationUuid: applicant.uuid, pageUrl: orgUrl('HEARTH', `/account/heloc/${applicant.uuid}/signing/sign`) },
  });
  expect(chat.status()).toBe(200);
  const { omniProxyChannelId: id, token } = (await chat.json()) as { omniProxyChannelId: string; token: string };
  const visitor = { ...ORG, 'x-chat-token': token };
  await request.post(api(`/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`), { headers: visitor, data: { body: 'Where is my application?' } });

  const entry = first.locator('.agent-queue__item').filter({ hasText: 'Robin Consoletest' });
  await expect(entry).toContainText(`Signed in · loan ${applicant.loanNumber} · Sign Documents`);
  await expect(entry).toContainText(`On page: /account/heloc/${applicant.uuid}/signing/sign`);
  await expect(entry).toContainText(/waiting \d+ min/);
  await expectNoAxeViolations(first, 'agent console, a visitor waiting');
  await entry.getByRole('button', { name: 'Join Robin Consoletest' }).click();
  await expect(first.getByText('Where is my application?')).toBeVisible();
  await first.getByLabel('Canned reply').selectOption({ label: "I can see your application. I'll tell you where it stands and what comes next." });
  await first.getByRole('button', { name: 'Use this reply' }).click();
  await first.getByLabel('Internal note (agents only, never shown to the visitor)').fill('Asked about signing; handing to Morgan');
  await first.getByRole('button', { name: 'Add note' }).click();
  await expect(first.getByText('Asked about signing; handing to Morgan')).toBeVisible();
  await expectNoAxeViolations(first, 'agent console, a chat open');

  await first.getByLabel('Transfer to').selectOption({ label: 'Morgan A.' });
  await first.getByRole('button', { name: 'Transfer' }).click();
  await expect(first.getByRole('heading', { name: 'Robin Consoletest' })).toHaveCount(0);

  // the second agent continues it, with its history and notes
  const mine = second.locator('.agent-queue__item').filter({ hasText: 'Robin Consoletest' });
  await mine.getByRole('button', { name: 'Open Robin Consoletest' }).click();
  await expect(second.getByText('Quinn A. transferred the chat to Morgan A.')).toBeVisible();
  await expect(second.getByText('Asked about signing; handing to Morgan')).toBeVisible();
  await second.getByRole('textbox', { name: 'Message' }).fill('Morgan here, your disclosures are ready to sign.');
  await second.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect.poll(async () => {
    const res = await request.get(api(`/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`), { headers: visitor });
    return ((await res.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
  }).toEqual(expect.arrayContaining(["I can see your application. I'll tell you where it stands and what comes next.", 'Morgan here, your disclosures are ready to sign.']));
  await expectNoAxeViolations(second, 'agent console, after a transfer');
});

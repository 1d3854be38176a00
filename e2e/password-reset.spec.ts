import { expect, test } from '@playwright/test';
import { api, registerAndSignIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/** A visitor who forgot their password asks for a link, follows it from the development mailbox and signs in anew. */

const NEW = 'a fresh passw0rd';

test('a forgotten password is reset through the e-mailed link, once, and the new one signs in', async ({ page, request }) => {
  const { email } = await registerAndSignIn(request, {
    tag: 'forgetful', org: 'HARBORSTONE_BANK', firstName: 'Robin', lastName: 'Forgetful',
    address: { street1: '4 Orchard Way', city: 'Boston', state: 'MA', zip: '02108' },
  });

  await page.goto(orgUrl('HARBORSTONE_BANK', '/account/heloc/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page, 'forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses that e-mail address' })).toBeVisible();

  // the link is written and mailed just after the answer (so the answer takes as long with an account as without)
  const inbox = async () => (await (await request.get(api(`/sandbox/mailbox?to=${encodeURIComponent(email)}`))).json()) as { text: string }[];
  await expect.poll(async () => (await inbox()).length).toBe(1);
  const [mail] = await inbox();
  const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the mail holds a reset link').toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, 'reset-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW);
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('not the same 1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill(NEW);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeVisible();

  // the link works once
  await page.goto(link as string);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another passw0rd');
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('another passw0rd');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used');

  await page.goto(orgUrl('HARBORSTONE_BANK', '/account/heloc/login'));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(NEW);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

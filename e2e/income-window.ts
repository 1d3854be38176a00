import { expect, type Page } from '@playwright/test';

/**
 * Income verified in the income provider's window, opened by a link to income/link/{type} (the window
 * starts at the provider list): the provider, the sign-in, consent, and the outcome's Continue.
 */
export async function verifyIncomeInWindow(page: Page, opts: { username: string; password?: string; provider?: string; outcome?: RegExp }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify your income' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: opts.provider ?? 'Summit Payroll Services' }).click();
  await dialog.getByLabel('Username').fill(opts.username);
  await dialog.getByLabel('Password').fill(opts.password ?? 'pass_good');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Agree and connect' }).click();
  await expect(dialog.getByRole('heading', { name: opts.outcome ?? 'Your income is verified' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

import { expect, test, type Page } from '@playwright/test';
import { staffSignsIn } from './staff-sign-in';

/**
 * The content studio writes only what an editor changes: opening every tab, every lender's form and
 * every lender's copy scope leaves the editor's draft (as the server keeps it) empty.
 */

test.describe.configure({ timeout: 300_000 });

/** The editor's draft as the server keeps it. */
async function serverDraft(page: Page): Promise<{ files: { path: string }[]; problems: unknown[] }> {
  return page.evaluate(async () => {
    const res = await fetch('/service-application/api/v1/staff/studio/draft', { headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` } });
    return (await res.json()) as { files: { path: string }[]; problems: unknown[] };
  });
}

/** Longer than the studio's save delay, so a write the forms made would have reached the server. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.studio-status')).toHaveText(/^Draft saved/, { timeout: 15_000 });
  await expect.poll(async () => (await serverDraft(page)).files.map((f) => f.path), { timeout: 3_000, intervals: [1_000, 1_000, 1_000] }).toEqual([]);
}

for (const editor of [
  { name: 'platform editor', role: 'PLATFORM_STAFF' as const },
  { name: 'lender editor', role: 'STAFF' as const },
]) {
  test(`opening every tab for every lender leaves the draft empty (${editor.name})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await staffSignsIn(page, '/account/heloc/staff/studio/screens', { role: editor.role, permissions: ['content-editor'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible({ timeout: 20_000 });

    // Screens: a screen, previewed as and edited for every lender in reach
    await page.getByLabel('Find a screen').fill('start-pro');
    await page.getByRole('button', { name: /start-profile$/ }).click();
    await expect(page.getByRole('button', { name: /start-profile$/ })).toContainText("Let's confirm your details");
    const scope = page.getByLabel('Change the texts for');
    const scopes = await scope.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const value of scopes) {
      if (await scope.isEnabled()) await scope.selectOption(value);
      await expect(page.locator('.studio-copy, .studio-detail p').first()).toBeVisible();
    }
    const previewAs = page.getByLabel('Preview as lender');
    for (const value of await previewAs.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) await previewAs.selectOption(value);
    await settle(page);

    // Flow: a state's form
    await page.getByRole('link', { name: 'Flow' }).click();
    await expect(page.locator('.flow-node[data-state="profile"]')).toBeVisible({ timeout: 20_000 });
    const state = page.getByLabel('State', { exact: true });
    if (await state.count()) {
      for (const s of ['profile', 'incomeReview', 'ach']) await state.selectOption(s);
    }
    await settle(page);

    // Lenders: every lender's org file form
    await page.getByRole('link', { name: 'Lenders' }).click();
    const lender = page.getByLabel('Lender', { exact: true }).first();
    await expect(lender).toBeVisible({ timeout: 20_000 });
    const codes = await lender.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(codes.length).toBeGreaterThan(0);
    if (editor.role === 'PLATFORM_STAFF') expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) {
      await lender.selectOption(code);
      await expect(page.locator('.studio-lenders form').first()).toBeVisible();
      await settle(page);
    }

    // Publish: nothing to publish, no problems
    await page.getByRole('link', { name: 'Check and publish' }).click();
    await expect(page.getByText('Your draft has no changes.').first()).toBeVisible({ timeout: 20_000 });
    const draft = await serverDraft(page);
    expect(draft.files).toEqual([]);
    expect(draft.problems).toEqual([]);
  });
}

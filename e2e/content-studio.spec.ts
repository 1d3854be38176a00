import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn, signIn } from './applicants';
import { axeBothWidths, expectNoAxeViolations, orgUrl } from './axe';
import { staffSignsIn } from './staff-sign-in';

/**
 * The content studio: an editor changes a screen's title and button for one lender, inserts a new
 * screen state into the applicant flow, meets a check problem and fixes it, and publishes; a new
 * applicant sees the change and passes the new screen while one who started before keeps the old
 * version; rolling back restores the old copy; a lender's editor cannot edit another lender.
 */

const OLD_TITLE = "Let's confirm your details";
const NEW_TITLE = 'Confirm your details with Hearth';
const NEW_BUTTON = 'Show my rate';
const INSERTED_TITLE = 'A few more questions';

const saved = (page: Page) => expect(page.locator('.studio-status')).toHaveText(/^Draft saved/, { timeout: 15_000 });

/** An applicant's profile screen: its title and button as shown. */
async function openProfile(page: Page, jwt: string, uuid: string): Promise<void> {
  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/start/profile`));
  await expect(page.locator('[data-screen="start-profile"] form')).toBeVisible({ timeout: 20_000 });
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('an editor changes copy for one lender, inserts a screen, fixes a check problem and publishes; applicants get their own version; rollback restores the copy', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // started before the publish: keeps the version it started on
  const before = await registerAndSignIn(request, { tag: 'studio-before', lastName: 'Before' });

  await staffSignsIn(page, '/account/heloc/staff/studio/screens', { role: 'PLATFORM_STAFF', permissions: ['content-editor'] });
  await expect(page.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
  await saved(page);
  await axeBothWidths(page, 'studio screens');

  // the screen, previewed in the lender's brand; its texts changed for that lender only
  await page.getByLabel('Find a screen').fill('start-pro');
  await page.getByRole('button', { name: /start-profile$/ }).click();
  const preview = page.getByRole('region', { name: /Preview of start-profile for Hearth/ });
  await expect(preview.getByRole('heading', { name: OLD_TITLE })).toBeVisible();
  await page.getByLabel('Change the texts for').selectOption('HEARTH');
  const texts = page.locator('.studio-copy');
  // one text after the other, each seen in the preview before the next, as an editor works
  await texts.getByLabel('Page title').fill(NEW_TITLE);
  await texts.getByLabel('Page title').blur();
  await expect(preview.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
  await texts.getByLabel('Button label').fill(NEW_BUTTON);
  await texts.getByLabel('Button label').blur();
  await expect(preview.getByRole('button', { name: NEW_BUTTON })).toBeVisible();
  await page.getByLabel('Phone (390 px)').check();
  await expect(page.locator('.studio-preview__frame--phone')).toBeVisible();
  await saved(page);
  await axeBothWidths(page, 'studio screen editor');

  // a new screen state between the profile and the liens
  await page.getByRole('link', { name: 'Flow' }).click();
  await expect(page.locator('.flow-node[data-state="profile"]')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('State', { exact: true }).selectOption('profile');
  await page.getByLabel('Between this state and').selectOption({ label: 'submitProfile → liens [profileComplete]' });
  await page.getByLabel('Name of the new state').fill('extraQuestions');
  await page.getByLabel('Name of the new screen').fill('extra-questions');
  await page.getByLabel('Title of the new screen').fill(INSERTED_TITLE);
  await page.getByRole('button', { name: 'Insert the screen' }).click();
  await expect(page.locator('.flow-node[data-state="extraQuestions"]')).toHaveCount(1, { timeout: 20_000 });
  await saved(page);

  // a route the flow meta-schema refuses: the problem shows on the state, then is fixed
  const route = page.locator('.studio-state').getByLabel('route', { exact: true });
  await route.fill('Extra Questions');
  await expect(page.locator('.flow-node[data-state="extraQuestions"]')).toContainText(/\d problems?/, { timeout: 15_000 });
  await expect(page.locator('.studio-state .studio-problems')).toContainText('/states/extraQuestions/route');
  await axeBothWidths(page, 'studio flow');
  await route.fill('extra-questions');
  await expect(page.locator('.flow-node[data-state="extraQuestions"]')).not.toContainText('problems', { timeout: 15_000 });
  await saved(page);

  // a lender offers Spanish: the new screen's texts are written in Spanish beside the English before it can be published
  await page.getByRole('link', { name: 'Screens' }).click();
  await page.getByLabel('Find a screen').fill('extra-questions');
  await page.getByRole('button', { name: /extra-questions$/ }).click();
  const newScreenSpanish = page.getByRole('region', { name: 'Texts in Español' });
  await expect(newScreenSpanish.getByRole('textbox').first()).toBeVisible();
  for (const box of await newScreenSpanish.getByRole('textbox').all()) {
    const label = (await box.getAttribute('aria-label')) ?? (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    await box.fill(label.includes(INSERTED_TITLE) ? 'Unas preguntas más' : 'Continuar');
    await box.blur();
  }
  await saved(page);

  // publish
  await page.getByRole('link', { name: 'Check and publish' }).click();
  await expect(page.getByText('No problems: the content check passes.')).toBeVisible();
  await expect(page.locator('.studio-diff')).toContainText('orgs/HEARTH.json');
  await expect(page.locator('.studio-diff')).toContainText('schemas/screens/extra-questions.schema.json');
  await axeBothWidths(page, 'studio publish');
  await page.getByLabel('What does this change, and why?').fill('Hearth profile copy and a screen of extra questions');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/^Published as version /)).toBeVisible({ timeout: 20_000 });

  // a new applicant sees the lender's new copy and passes the new screen
  const after = await registerAndSignIn(request, { tag: 'studio-after', lastName: 'After' });
  const applicant = await (await browser.newContext()).newPage();
  await openProfile(applicant, after.jwt, after.applicationUuid);
  await expect(applicant.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
  await applicant.getByLabel(/I authorise a soft credit pull/).check();
  await applicant.getByRole('button', { name: NEW_BUTTON }).click();
  await expect(applicant).toHaveURL(new RegExp(`/${after.applicationUuid}/extra-questions$`), { timeout: 30_000 });
  await expect(applicant.getByRole('heading', { name: INSERTED_TITLE })).toBeVisible();
  await expectNoAxeViolations(applicant, 'inserted screen');
  await applicant.getByRole('button', { name: 'Continue' }).click();
  await expect(applicant).toHaveURL(new RegExp(`/${after.applicationUuid}/liens$`), { timeout: 30_000 });

  // the application started before keeps its version's flow and screens: no new screen on its way
  // (the lender's own copy, from the org file, is the lender's latest: docs/content.md, "Content versions")
  const old = await (await browser.newContext()).newPage();
  await openProfile(old, before.jwt, before.applicationUuid);
  await old.getByLabel(/I authorise a soft credit pull/).check();
  await old.locator('[data-screen="start-profile"] button[type="submit"]').click();
  await expect(old).toHaveURL(new RegExp(`/${before.applicationUuid}/liens$`), { timeout: 30_000 });
  await expect(old.locator('[data-screen="liens"] form')).toBeVisible({ timeout: 20_000 });

  // rollback: the version before the publish is in use again
  const history = page.getByRole('region', { name: 'History' });
  const previous = history.getByRole('row').nth(2);
  await previous.getByRole('button', { name: /Roll back to this/ }).click();
  await page.getByLabel(/Why roll back to/).fill('Back to the repository copy');
  await page.getByRole('button', { name: /Publish .* again/ }).click();
  await expect(page.getByText(/is in use again, as version/)).toBeVisible({ timeout: 20_000 });
  const later = await registerAndSignIn(request, { tag: 'studio-later', lastName: 'Later' });
  const third = await (await browser.newContext()).newPage();
  await openProfile(third, later.jwt, later.applicationUuid);
  await expect(third.getByRole('heading', { name: OLD_TITLE })).toBeVisible();
  await expect(third.getByRole('button', { name: 'Check my rate' })).toBeVisible();
});

test("an editor writes a screen's Spanish beside its English, previews it in Spanish, and a Spanish text left empty stops the publish", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignsIn(page, '/account/heloc/staff/studio/screens', { role: 'PLATFORM_STAFF', permissions: ['content-editor'] });
  await saved(page);
  await page.getByLabel('Find a screen').fill('sale-status');
  await page.getByRole('button', { name: /registration\/sale-status$/ }).click();
  await page.getByLabel('Preview as lender').selectOption('ALL_IN_CU');
  const preview = page.getByRole('region', { name: /Preview of registration\/sale-status for All In/ });
  await expect(preview.getByRole('heading', { name: 'Are you planning to sell?' })).toBeVisible();

  // each text's English beside its Spanish; the Spanish written is seen in the preview switched to Español
  const spanish = page.getByRole('region', { name: 'Texts in Español' });
  const title = spanish.getByLabel('Español for “Are you planning to sell?”');
  await expect(title).not.toHaveValue('');
  await title.fill('¿Piensa vender su casa pronto?');
  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(preview.getByRole('heading', { name: '¿Piensa vender su casa pronto?' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Are you planning to sell?' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(preview.getByRole('heading', { name: 'Are you planning to sell?' })).toBeVisible();
  await saved(page);
  await expectNoAxeViolations(page, 'studio screen texts in two languages');

  // a Spanish text left empty: the check names the file, the pointer and what to write, and nothing can be published
  await title.fill('');
  await saved(page);
  await page.getByRole('link', { name: 'Check and publish' }).click();
  const problems = page.getByRole('list', { name: 'Problems found by the content check' });
  await expect(problems).toContainText('schemas/registration/sale-status.es.json');
  await expect(problems).toContainText('/~1ui~1x-screen~1title');
  await expect(problems).toContainText('"Are you planning to sell?" has no Spanish text');
  await page.getByLabel('What does this change, and why?').fill('Spanish title');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
});

test("a lender's content editor edits only their own lender", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignsIn(page, '/account/heloc/staff/studio/lenders', { permissions: ['content-editor'] });
  await expect(page.getByText('You may edit only the lender file of HEARTH.')).toBeVisible();
  await expect(page.getByLabel('Lender', { exact: true }).locator('option')).toHaveText(['Hearth (HEARTH)']);
  await expect(page.getByRole('heading', { name: 'New lender from a template' })).toHaveCount(0);
  await axeBothWidths(page, 'studio lenders');
  // the server refuses another lender's file whatever the page offers
  const status = await page.evaluate(async (url) => (await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` },
    body: JSON.stringify({ path: 'orgs/EVERGREEN_CU.json', text: '{}' }),
  })).status, '/service-application/api/v1/staff/studio/draft/file');
  expect(status).toBe(403);
  // other lenders' files are not theirs to read either, and no rollback (which the server refuses them) is offered
  const files = await page.evaluate(async (url) => Object.keys((await (await fetch(url, {
    headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` },
  })).json() as { files: Record<string, unknown> }).files), '/service-application/api/v1/staff/studio/versions/base/files');
  expect(files.filter((f) => f.startsWith('orgs/'))).toEqual(['orgs/HEARTH.json']);
  await page.goto('/account/heloc/staff/studio/publish');
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Roll back to this/ })).toHaveCount(0);
});

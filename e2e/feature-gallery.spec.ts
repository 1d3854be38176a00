import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Gallery } from '../src/contracts/studio';
import { expectNoAxeViolations } from './axe';
import { staffSignsIn } from './staff-sign-in';

/**
 * The feature gallery in the studio: every form drawn by the engine in Chromium passes axe; each example
 * the page accepts is sent and accepted by the server; each one the page refuses is refused by the
 * server too, at the same fields.
 */

const GALLERY = '/service-application/api/v1/staff/studio/gallery';

/** The element id rjsf gives a field at a JSON pointer into the form's data. */
const idOf = (pointer: string) => ['root', ...pointer.split('/').filter(Boolean)].join('_');

/** A call to the server as the signed-in studio makes it. */
function call<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ path, body }) => {
    const response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, { path, body }) as Promise<{ status: number; body: T }>;
}

test('every gallery form is accessible, and the page and the server accept and refuse the same answers at the same fields', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignsIn(page, '/account/heloc/staff/studio/screens', { role: 'PLATFORM_STAFF', permissions: ['content-editor'] });
  const { body: gallery } = await call<Gallery>(page, GALLERY);
  expect(gallery.forms.map((f) => f.id)).toEqual(readdirSync('docs/gallery').filter((f) => f.endsWith('.schema.json')).sort().map((f) => `gallery/${f.replace('.schema.json', '')}`));
  const preview = page.locator('.studio-preview');
  const verdict = page.locator('.studio-gallery__verdict');

  const list = page.getByRole('list', { name: 'Examples of every form feature' });
  for (const [i, form] of gallery.forms.entries()) {
    // the list shows the forms in the gallery's order
    await list.getByRole('button').nth(i).click();
    await expect(list.getByRole('button').nth(i)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: /^Example: / })).toBeVisible();
    await expect(preview.locator('form')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, `${form.id} (desktop)`);

    for (const example of form.valid) {
      await page.getByRole('button', { name: `Fill with answers it accepts: ${example.name}`, exact: true }).click();
      await preview.locator('form button[type="submit"]').click();
      await expect(verdict, `${form.id}: ${example.name}`).toHaveText('The page and the server both accept these answers.');
      await expect(preview.locator('.form-errors')).toHaveCount(0);
    }

    for (const example of form.invalid) {
      await page.getByRole('button', { name: `Fill with answers it refuses: ${example.name}`, exact: true }).click();
      await preview.locator('form button[type="submit"]').click();
      const summary = preview.locator('.form-errors');
      await expect(summary, `${form.id}: ${example.name}`).toBeVisible();
      await expect(verdict).toHaveText('');
      const shown = new Set((await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map((h) => h.slice(1)));
      const server = await call<{ errors?: { path: string }[] }>(page, `${GALLERY}/check`, { id: form.id, data: example.data });
      expect(server.status, `${form.id}: ${example.name}`).toBe(400);
      const refused = new Set((server.body.errors ?? []).map((e) => idOf(e.path)));
      // the same fields, or parts of them: a missing fixed-length list is refused as a whole by the server, while
      // the form (as stock rjsf does) has already laid out its places and refuses each empty one
      const related = (a: string, b: string) => a === b || a.startsWith(`${b}_`) || b.startsWith(`${a}_`);
      const unmatched = [...[...shown].filter((id) => ![...refused].some((r) => related(id, r))), ...[...refused].filter((r) => ![...shown].some((id) => related(id, r)))];
      expect(unmatched, `${form.id}: ${example.name}: fields refused by only one of the page (${[...shown].join(', ')}) and the server (${[...refused].join(', ')})`).toEqual([]);
      for (const field of example.fields ?? []) expect([...shown].some((id) => related(id, idOf(field))), `${form.id}: ${example.name}: ${field} refused on the page`).toBe(true);
      // each refused field says so to screen readers and points at its message
      const invalidControls = await preview.locator('input, select, textarea').evaluateAll((els) => els.filter((el) => el.getAttribute('aria-invalid') === 'true').map((el) => el.id));
      for (const id of shown) {
        if (await preview.locator(`input[id="${id}"], select[id="${id}"], textarea[id="${id}"]`).count()) expect(invalidControls, `${form.id}: ${example.name}`).toContain(id);
      }
    }
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'the last gallery form (phone)');
});

import { expect, test } from '@playwright/test';
import { orgUrl } from './axe';
import { api } from './server';
import { expectSpanishPage, registerInSpanish } from './spanish';

/**
 * A lender that offers Spanish (orgs/ALL_IN_CU.json) speaks it on every page a borrower reads, chosen by
 * the browser's language or the switch in the header; a lender without Spanish shows no switch.
 * Every page is read for English words left over (e2e/spanish.ts). The whole journey in Spanish, with its
 * PDFs and e-mails, is e2e/spanish-journey.spec.ts.
 */

const SPANISH_LENDER = 'ALL_IN_CU';
const ENGLISH_LENDER = 'HEARTH';
const PASSWORD = 'girasol de mayo 2024';
const FL = { street1: '12 Palm Avenue', city: 'Miami', state: 'FL', zip: '33101' };
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('a borrower whose browser asks for Spanish', () => {
  test.use({ locale: 'es-US' });

  test('registers in Spanish at a lender that offers it, every page in Spanish and accessible', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(orgUrl(SPANISH_LENDER, '/account/heloc/register'));
    await expect(page).toHaveURL(/step=property-info/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Sobre qué vivienda desea pedir el préstamo?');
    await expect(page.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    // a name with its accents is taken as written
    await registerInSpanish(page, { lender: SPANISH_LENDER, email: uniqueEmail('espanol'), password: PASSWORD, firstName: 'Begoña', lastName: 'Ibáñez', address: FL });
    await expect(page.getByLabel('Apellido')).toHaveValue('Ibáñez');

    // the application keeps the language: the server's messages about it are Spanish, whatever the caller's language
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    const uuid = /heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
    const res = await page.request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/start-profile`), {
      headers: { authorization: `Bearer ${jwt}`, 'x-org': SPANISH_LENDER, 'accept-language': 'en-US' }, data: {},
    });
    expect(res.status()).toBe(400);
    const refused = (await res.json()) as { errors?: { message: string }[] };
    expect(refused.errors?.map((e) => e.message)).toContain('Obligatorio');
  });

  test('a lender without Spanish shows no language switch and speaks English', async ({ page }) => {
    await page.goto(orgUrl(ENGLISH_LENDER, '/account/heloc/register'));
    await expect(page).toHaveURL(/step=property-info/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which home would you like to borrow against?');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: /Language|Idioma/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Español' })).toHaveCount(0);
  });
});

test('the switch turns a page to Spanish, and the choice is kept on the device', async ({ page }) => {
  // the portal's scripts come slowly, so the switch is pressed as soon as the served page shows, before the
  // portal has started: the press waits for it and is not lost
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto(orgUrl(SPANISH_LENDER, '/account/heloc/login'), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expectSpanishPage(page, 'login after the switch');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';
import { US_STATES } from '../src/lib/us-states';
import { api } from './server';

/**
 * A lender that offers Spanish (orgs/ALL_IN_CU.json) speaks it on every page a borrower reads, chosen by
 * the browser's language or the switch in the header; a lender without Spanish shows no switch.
 * Every page is read for English words left over: a dictionary of common English words that are not
 * Spanish, over the page's text, with the names the page may carry allowed.
 */

const SPANISH_LENDER = 'ALL_IN_CU';
const ENGLISH_LENDER = 'HEARTH';
const PASSWORD = 'girasol de mayo 2024';
const FL = { street1: '12 Palm Avenue', city: 'Miami', state: 'FL', zip: '33101' };
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Common English words that are not Spanish words (so a Spanish page has no business showing them). */
const ENGLISH = new Set(`
the and your you with for this that these those from please continue back next submit save cancel close open
loan loans home homes income credit account accounts password email e-mail name step steps sign signed log login logout
what how when where which who why yes help call menu dashboard settings contact loading required choose enter upload
document documents date birth first last city street address phone number terms privacy policy licenses equal
housing lender opportunity rights reserved available more about apply application applications rate rates offer offers
check review verify identity line amount payment payments monthly term years year fee fees closing funds bank chat agent
send message start new create agree our we us are is be will can not was were have has had been being its it
they them their there here then than also only just into over under after before while until again
skip content main store stores other others some any each every all none both either would should could
day days week month today tomorrow now later soon
mortgage balance equity value worth property owner owners own trust deed title
of to in on at by or as an if so up out off
`.trim().split(/\s+/));

/** Names a Spanish page may show as they are: the lender's, places, product and format names. */
const NAMES = new Set(['all', 'in', 'credit', 'union', 'cu', 'heloc', 'apr', 'nmls', 'id', 'pdf', 'jpeg', 'png', 'heic', 'mb',
  'ncua', 'pt', 'am', 'pm', 'us', 'llc', 'miami', 'palm', 'avenue', 'florida', 'alabama', 'georgia', 'fl', 'al', 'ga', 'zip',
  'english', 'equal', 'opportunity', 'act', 'fair', 'reporting', 'consumer', 'financial', 'protection', 'bureau', 'truth', 'lending']);

/** Names written as they are in both languages: the states (a property's state is chosen from them). */
const PLACE_NAMES = Object.values(US_STATES);

/** The English words on the page, outside what is marked as English (the switch's "English") and the names it may carry. */
async function englishLeftOver(page: Page, names: string[] = []): Promise<string[]> {
  const raw = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('[lang="en"], script, style, noscript')) el.remove();
    return clone.innerText || clone.textContent || '';
  });
  const text = [...PLACE_NAMES, ...names].reduce((t, name) => t.split(name).join(' '), raw);
  const allowed = new Set(NAMES);
  const words = text.toLowerCase().split(/[^a-záéíóúñü-]+/).filter(Boolean);
  return [...new Set(words.filter((w) => ENGLISH.has(w) && !allowed.has(w)))];
}

/** A page in Spanish: the document says so, no English word is left, and axe finds nothing. */
async function expectSpanishPage(page: Page, context: string, names: string[] = []): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  expect(await englishLeftOver(page, names), `English words on ${context}`).toEqual([]);
  await expectNoAxeViolations(page, context);
}

test.describe('a borrower whose browser asks for Spanish', () => {
  test.use({ locale: 'es-US' });

  test('registers in Spanish at a lender that offers it, every page in Spanish and accessible', async ({ page }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('espanol');
    await page.goto(orgUrl(SPANISH_LENDER, '/account/heloc/register'));
    await expect(page).toHaveURL(/step=property-info/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Sobre qué vivienda desea pedir el préstamo?');
    await expect(page.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

    const steps: [string, () => Promise<void>][] = [
      ['property-info', async () => {
        await page.getByRole('textbox', { name: /^Dirección/ }).fill(FL.street1);
        await page.getByLabel('Ciudad').fill(FL.city);
        await page.getByRole('combobox', { name: /^Estado/ }).selectOption(FL.state);
        await page.getByLabel('Código postal').fill(FL.zip);
      }],
      ['sale-status', async () => { await page.getByLabel('No, pienso conservarla').check(); }],
      ['income-info', () => page.getByLabel('Ingresos anuales totales del hogar').fill('150000')],
      ['name', async () => {
        await page.getByRole('textbox', { name: /^Nombre/ }).fill('Sofia');
        await page.getByLabel('Apellido').fill('Prime');
      }],
      ['birthdate', () => page.getByLabel('Fecha de nacimiento').fill('04/02/1980')],
      ['contact-info', async () => {
        await page.getByLabel('Correo electrónico').fill(email);
        await page.getByLabel('Número de teléfono celular').fill('(305) 555-0134');
      }],
    ];
    for (const [step, answer] of steps) {
      await expect(page).toHaveURL(new RegExp(`step=${step}`));
      await expectSpanishPage(page, `registration ${step}`, [FL.street1, FL.city, 'Sofia', 'Prime', email]);
      await answer();
      await page.getByRole('button', { name: 'Continuar' }).click();
    }
    await expect(page).toHaveURL(/step=login-info/);
    await expectSpanishPage(page, 'registration login-info');
    await page.getByLabel('Cree una contraseña').fill(PASSWORD);
    await page.getByLabel(/Acepto los Términos de uso/).check();
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();

    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/start\/profile/, { timeout: 30_000 });
    await expect(page.locator('[data-screen="start-profile"] form')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmemos sus datos');
    await expectSpanishPage(page, 'start-profile', [FL.street1, FL.city, 'Sofia', 'Prime']);

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
  await page.goto(orgUrl(SPANISH_LENDER, '/account/heloc/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expectSpanishPage(page, 'login after the switch');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';
import { US_STATES } from '../src/lib/us-states';

/**
 * What a Spanish-speaking borrower reads, checked for English words left over: a dictionary of common
 * English words that are not Spanish, over the text of a page, a PDF or an e-mail, with the names the
 * text may carry allowed (the lender's, the borrower's, places, product and format names).
 */

/** Common English words that are not Spanish words (so a Spanish text has no business showing them). */
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
january february march april may june july august september october november december
jan apr aug dec
monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
information provide provided submitted confirm confirmed verified secure securely download print welcome thank thanks
congratulations signature certificate notice right schedule scheduled appointment time times insurance proof funded
draw draws initial fixed annual percentage estimated recording taxes cash due pay paid sent receive received ending
checking savings routing autopay employer payroll provider connect connected consent share details learn see view show
hide edit change changed keep left sorry try went wrong something nothing everything anyone someone need needs needed
want get got make made take go going done ready waiting wait borrower applicant signer signers invite invited
invitation because without within between through during security still already yet never always very much many
most least less few items item page pages file files photo scan front driver license licence passport card notary
lien liens payoff appraisal valuation rescission cancellation funding underwriting approved declined decline approve
pending completed link click tap button select selected option minimum maximum interest period daily weekly hour
hours minute minutes morning afternoon evening mobile hello dear regards sincerely team support question questions
answer answers cancelled canceled progress
`.trim().split(/\s+/));

/** Names a Spanish text may show as they are: the lender's, places, product and format names. */
const NAMES = new Set(['all', 'in', 'credit', 'union', 'cu', 'heloc', 'apr', 'nmls', 'id', 'pdf', 'jpeg', 'png', 'heic', 'mb',
  'ncua', 'pt', 'am', 'pm', 'us', 'llc', 'miami', 'palm', 'avenue', 'florida', 'alabama', 'georgia', 'fl', 'al', 'ga', 'zip',
  'english', 'equal', 'opportunity', 'act', 'fair', 'reporting', 'consumer', 'financial', 'protection', 'bureau', 'truth', 'lending']);

/** Names written as they are in both languages: the states (a property's state is chosen from them). */
const PLACE_NAMES = Object.values(US_STATES);

/** The English words of a text, once the names it may carry are taken out. */
export function englishWordsIn(raw: string, names: string[] = []): string[] {
  // links, e-mail addresses and fingerprints (hex digits spell "fee" or "be") are no words
  const bare = raw.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ').replace(/\b[0-9a-f-]{16,}\b/gi, ' ');
  const text = [...PLACE_NAMES, ...names].reduce((t, name) => t.split(name).join(' '), bare);
  const words = text.toLowerCase().split(/[^a-záéíóúñü-]+/).filter(Boolean);
  return [...new Set(words.filter((w) => ENGLISH.has(w) && !NAMES.has(w)))];
}

/** The English words on the page, outside what is marked as English (the switch's "English") and the names it may carry. */
export async function englishLeftOver(page: Page, names: string[] = []): Promise<string[]> {
  const raw = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('[lang="en"], script, style, noscript')) el.remove();
    return clone.innerText || clone.textContent || '';
  });
  return englishWordsIn(raw, names);
}

/**
 * A page in Spanish: the document says so, no English word is left, and axe finds nothing. `soft` goes on
 * after a finding (the test fails at its end with every page's findings).
 */
export async function expectSpanishPage(page: Page, context: string, names: string[] = [], opts: { soft?: boolean } = {}): Promise<void> {
  const check = opts.soft ? expect.soft : expect;
  await check(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  check(await englishLeftOver(page, names), `English words on ${context}`).toEqual([]);
  await expectNoAxeViolations(page, context, opts);
}

export interface SpanishApplicant {
  lender: string; email: string; password: string; firstName: string; lastName: string;
  address: { street1: string; city: string; state: string; zip: string };
}

/**
 * Registration through its pages in Spanish (the browser asks for it), every page checked; ends on the
 * first journey page, start-profile, and returns the new application's id.
 */
export async function registerInSpanish(page: Page, who: SpanishApplicant, opts: { soft?: boolean } = {}): Promise<string> {
  const names = [who.address.street1, who.address.city, who.firstName, who.lastName, who.email];
  if (!page.url().includes('/account/heloc/register')) await page.goto(orgUrl(who.lender, '/account/heloc/register'));
  await expect(page).toHaveURL(/step=property-info/);
  const steps: [string, () => Promise<void>][] = [
    ['property-info', async () => {
      await page.getByRole('textbox', { name: /^Dirección/ }).fill(who.address.street1);
      await page.getByLabel('Ciudad').fill(who.address.city);
      await page.getByRole('combobox', { name: /^Estado/ }).selectOption(who.address.state);
      await page.getByLabel('Código postal').fill(who.address.zip);
    }],
    ['sale-status', async () => { await page.getByLabel('No, pienso conservarla').check(); }],
    ['income-info', () => page.getByLabel('Ingresos anuales totales del hogar').fill('150000')],
    ['name', async () => {
      await page.getByRole('textbox', { name: /^Nombre/ }).fill(who.firstName);
      await page.getByLabel('Apellido').fill(who.lastName);
    }],
    ['birthdate', () => page.getByLabel('Fecha de nacimiento').fill('04/02/1980')],
    ['contact-info', async () => {
      await page.getByLabel('Correo electrónico').fill(who.email);
      await page.getByLabel('Número de teléfono celular').fill('(305) 555-0134');
    }],
  ];
  for (const [step, answer] of steps) {
    await expect(page).toHaveURL(new RegExp(`step=${step}`), { timeout: 20_000 });
    await expectSpanishPage(page, `registration ${step}`, names, opts);
    await answer();
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page).toHaveURL(/step=login-info/, { timeout: 20_000 });
  await expectSpanishPage(page, 'registration login-info', names, opts);
  await page.getByLabel('Cree una contraseña').fill(who.password);
  await page.getByLabel(/Acepto los Términos de uso/).check();
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();

  const url = /\/account\/heloc\/([0-9a-f-]{36})\/start\/profile$/;
  await expect(page).toHaveURL(url, { timeout: 30_000 });
  await expect(page.locator('[data-screen="start-profile"] form')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmemos sus datos');
  await expectSpanishPage(page, 'start-profile', names, opts);
  return url.exec(new URL(page.url()).pathname)?.[1] as string;
}

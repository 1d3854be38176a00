import { expect, test, type APIRequestContext } from '@playwright/test';
import { orgUrl } from './axe';
import { signIn } from './applicants';
import { documentPages } from './documents';
import { api } from './server';
import { englishWordsIn, expectSpanishPage, registerInSpanish, type SpanishApplicant } from './spanish';
import { pdfText } from '../tests/helpers/pdf-text';

/**
 * The whole journey in Spanish: a borrower whose browser asks for Spanish registers at a lender that
 * offers it (orgs/ALL_IN_CU.json), with a name written with its accents, and goes from the profile
 * through the offers, the summary, income, bank, identity, signing, the notary and insurance to a funded
 * line; every page is read for English words left over and checked by axe. The disclosures PDF, the
 * signature certificate and every e-mail sent to the borrower (and any letter attached) are Spanish too.
 * The sandbox clock is moved past the right to cancel, so this spec has a server of its own.
 */

const LENDER = 'ALL_IN_CU';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(2048, 32)]);

const who: SpanishApplicant = {
  lender: LENDER, email: `jose.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, password: 'girasol de mayo 2024',
  firstName: 'José', lastName: 'Núñez', address: { street1: '410 Peachtree Street', city: 'Atlanta', state: 'GA', zip: '30308' },
};

/** Names the pages, documents and e-mails may carry as they are: the borrower's, the sandbox providers' and accounts'. */
const NAMES = [
  who.address.street1, who.address.city, who.firstName, who.lastName, who.email,
  'Sandbox Federal Bank', 'Harbor Test Credit Union', 'Evergreen Sandbox Savings', 'Everyday Checking', 'High Yield Savings',
  'Summit Payroll Services', 'Crestline HR', 'Northwind Payroll', 'Offline Payroll Co.', 'First Harbor Bank', 'Redwood Credit Union', 'Lakeside Savings',
  'user_good', 'user_mismatch', 'user_employment', 'pass_good',
];

test.use({ locale: 'es-US', viewport: { width: 1280, height: 900 } });

test('a borrower registers in Spanish and reaches a funded line; every page, PDF and e-mail is Spanish', async ({ page, request, browser }) => {
  test.setTimeout(900_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const visited: string[] = [];
  /** Every page: in Spanish, no English word left, axe 0 (findings are gathered, the test fails at its end). */
  const spanish = async (what: string) => {
    visited.push(what);
    await expectSpanishPage(page, what, NAMES, { soft: true });
  };
  const uuid = await registerInSpanish(page, who, { soft: true });
  visited.push('registration (7 pages)', 'start-profile');
  const expectAt = (route: string) => expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}(\\?.*)?$`), { timeout: 30_000 });
  const heading = (name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const formOf = (screen: string) => expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });

  await expect(page.getByRole('textbox', { name: /^Nombre/ }).first()).toHaveValue('José');
  await page.getByLabel(/Autorizo una consulta de crédito suave/).check();
  await page.getByRole('button', { name: 'Consultar mi tasa' }).click();

  await expectAt('liens');
  await formOf('liens');
  await spanish('liens');
  await page.getByRole('button', { name: 'Ver mis ofertas' }).click();

  await expectAt('product/select');
  await expect(page.locator('.offer-card').first()).toBeVisible({ timeout: 20_000 });
  await spanish('offers');
  await page.getByRole('button', { name: /^Elegir esta tasa/ }).first().click();
  await page.getByLabel(/Monto de la línea y retiro inicial/).fill('60000');
  const term = page.getByLabel(/Plazo fijo/);
  await term.selectOption({ index: (await term.locator('option').count()) - 1 });
  await spanish('offer chosen');
  await page.getByRole('button', { name: 'Elegir esta oferta' }).click();

  await expectAt('start/contact');
  await formOf('start-contact');
  await spanish('contact');
  await page.getByLabel('Soy el único propietario').check();
  await page.getByLabel('Número de Seguro Social').fill('123-45-6789');
  await page.getByLabel(/Autorizo una consulta de crédito rigurosa/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectAt('start/hmda');
  await formOf('start-hmda');
  await page.locator('#root_hmda_ethnicity').getByLabel('Hispano o latino', { exact: true }).check();
  await page.locator('#root_hmda_ethnicityHispanic').getByLabel('Cubano').check();
  await page.locator('#root_hmda_race').getByLabel('Blanco').check();
  await page.locator('#root_hmda_sex').getByLabel('Masculino').check();
  await spanish('demographics');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectAt('start/app-summary');
  await formOf('start-app-summary');
  await spanish('summary');
  await page.getByLabel(/Confirmo que la información de mi solicitud/).check();
  await page.getByRole('button', { name: 'Enviar mi solicitud' }).click();

  await expectAt('income/review');
  await heading('Verifique sus ingresos');
  await spanish('income');
  await page.getByRole('button', { name: 'Conectar de forma segura' }).click();
  const income = page.getByRole('dialog', { name: 'Verifique sus ingresos' });
  await income.getByRole('button', { name: /Mi proveedor de nómina/ }).click();
  await spanish('income window, providers');
  await income.getByRole('button', { name: 'Summit Payroll Services' }).click();
  await income.getByLabel('Nombre de usuario').fill('user_good');
  await income.getByLabel('Contraseña').fill('pass_good');
  await spanish('income window, sign-in');
  await income.getByRole('button', { name: 'Continuar' }).click();
  await expect(income.getByRole('button', { name: 'Aceptar y conectar' })).toBeVisible();
  await spanish('income window, consent');
  await income.getByRole('button', { name: 'Aceptar y conectar' }).click();
  await expect(income.getByRole('heading', { name: 'Sus ingresos están verificados' })).toBeVisible({ timeout: 20_000 });
  await spanish('income verified');
  await income.getByRole('button', { name: 'Continuar' }).click();

  await expectAt('bank/disburse');
  await heading('¿Dónde le enviamos sus fondos?');
  await spanish('bank');
  await page.getByRole('button', { name: 'Conectar su banco' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sandbox Federal Bank' }).click();
  await page.getByLabel('Usuario de la banca en línea').fill('user_good');
  await page.getByLabel('Contraseña de la banca en línea').fill('pass_good');
  await spanish('bank window, sign-in');
  await page.getByRole('button', { name: 'Conectar', exact: true }).click();
  await page.getByLabel(/Everyday Checking terminada en 6781/).check();
  await spanish('bank window, accounts');
  await page.getByRole('button', { name: 'Usar esta cuenta' }).click();

  await expectAt('bank/confirm');
  await heading('Sus fondos irán a esta cuenta');
  await spanish('bank confirm');
  await page.getByRole('link', { name: 'Continuar' }).click();

  await expectAt('bank/autopay');
  await formOf('bank-autopay');
  await spanish('autopay');
  await page.getByLabel('Pago automático desde la cuenta que recibe mis fondos').check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectAt('identity');
  await heading('Verifique su identidad');
  await spanish('identity');
  await page.getByLabel('Licencia de conducir de EE. UU.').check();
  await page.getByRole('button', { name: /^Frente de su identificación.*Elegir un archivo$/ }).setInputFiles({ name: 'licencia.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: /^Reverso de su identificación.*Elegir un archivo$/ }).setInputFiles({ name: 'licencia-reverso.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(2);
  await spanish('identity, files chosen');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectAt('signing/sign');
  await heading('Firme sus documentos');
  const pages = await documentPages(page);
  const consent = page.getByLabel(/Leí los documentos/);
  await expect(async () => {
    await pages.last().scrollIntoViewIfNeeded();
    await expect(consent).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await spanish('signing');
  await consent.check();
  await page.getByRole('button', { name: 'Firmar los documentos' }).click();

  await expectAt('notary/schedule-manual');
  await heading('Firme ante un notario');
  await spanish('notary');
  await page.getByLabel('Un notario va a su domicilio').check();
  await page.getByRole('radiogroup', { name: /^Horarios del/ }).getByRole('radio').first().check();
  await page.getByLabel(/Acepto pagar el cargo por notarización presencial/).check();
  await spanish('notary, time chosen');
  await page.getByRole('button', { name: 'Reservar este horario' }).click();

  await expectAt('notary/reserve-manual');
  await heading('Su cita con el notario está reservada');
  await spanish('notary booked');
  await page.getByRole('link', { name: 'Continuar' }).click();

  await expectAt('insurance/requirements');
  await heading('Comprobante de seguro de vivienda');
  await spanish('insurance');
  for (const proof of [/^Página de declaraciones del seguro de propietario de vivienda.*Elegir un archivo$/, /^Página de declaraciones del seguro contra inundaciones.*Elegir un archivo$/]) {
    const button = page.getByRole('button', { name: proof });
    if (await button.count()) await button.setInputFiles({ name: 'seguro.pdf', mimeType: 'application/pdf', buffer: PDF });
  }
  await expect(page.getByText('seguro.pdf').first()).toBeVisible();
  await spanish('insurance, files chosen');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectAt('complete');
  await heading('Todo está listo');
  await spanish('waiting for funds');
  expect((await request.post(api('/sandbox/clock/advance'), { data: { days: 8 } })).ok()).toBe(true);
  await heading('Felicitaciones, su línea está desembolsada');
  await spanish('funded');
  await page.goto(orgUrl(LENDER, '/dashboard'));
  await expect(page.getByTestId('funded-line')).toBeVisible({ timeout: 30_000 });
  await spanish('dashboard');
  expect(errors).toEqual([]);

  // the documents of the journey, downloaded as the borrower downloads them: the disclosures and the signed copy
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const headers = { 'x-org': LENDER, authorization: `Bearer ${jwt}` };
  const appApi = (path: string) => api(`/service-application/api/v1/application/heloc/${uuid}${path}`);
  const { document, signatures } = await (await request.get(appApi('/disclosures'), { headers })).json() as { document: { uuid: string }; signatures: { uuid: string; mine: boolean }[] };
  const disclosures = await pdfText(await (await request.get(appApi(`/disclosures/${document.uuid}/pdf`), { headers })).body());
  expect(disclosures).toContain('Contrato y divulgaciones');
  expect.soft(englishWordsIn(disclosures, NAMES), 'English words in the disclosures PDF').toEqual([]);
  const mine = signatures.find((s) => s.mine);
  expect(mine, 'the borrower\'s signature').toBeDefined();
  const signed = await pdfText(await (await request.get(appApi(`/signatures/${mine?.uuid}/pdf`), { headers })).body());
  expect(signed).toContain('Certificado de firma');
  expect.soft(englishWordsIn(signed, NAMES), 'English words in the signed PDF with its certificate').toEqual([]);

  // a forgotten password, asked for on another device whose browser asks for Spanish: its pages and e-mail are Spanish
  const device = await browser.newContext({ locale: 'es-US' });
  const visitor = await device.newPage();
  await visitor.goto(orgUrl(LENDER, '/account/heloc/login'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expectSpanishPage(visitor, 'login', NAMES, { soft: true });
  await visitor.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Restablezca su contraseña' })).toBeVisible({ timeout: 20_000 });
  await expectSpanishPage(visitor, 'forgot password', NAMES, { soft: true });
  await visitor.getByLabel('Correo electrónico').fill(who.email);
  await visitor.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' })).toBeVisible({ timeout: 20_000 });
  await expectSpanishPage(visitor, 'reset link sent', NAMES, { soft: true });
  await expect.poll(async () => (await mailTo(request, who.email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const link = /https?:\/\/\S+reset-password\?token=\S+/.exec((await mailTo(request, who.email))[0]?.text ?? '')?.[0];
  expect(link, 'the mail holds a reset link').toBeTruthy();
  await visitor.goto(link as string);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeVisible({ timeout: 20_000 });
  await expectSpanishPage(visitor, 'new password', NAMES, { soft: true });
  await device.close();
  visited.push('login', 'forgot password', 'reset link sent', 'new password');

  const mail = await expectSpanishMail(request, who.email);
  console.log(`spanish journey: ${visited.length} pages, 2 PDFs and ${mail.length} e-mails (${mail.join(' | ')}) checked`);
});

test('a borrower in Spanish cancels within the right to cancel: the pages, the e-mail and the letter are Spanish', async ({ page, request }) => {
  test.setTimeout(300_000);
  const me: SpanishApplicant = { ...who, email: `begona.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, firstName: 'Begoña', lastName: 'Ibáñez' };
  const names = [...NAMES, me.firstName, me.lastName, me.email];
  // registered and its application made in Spanish (the browser's language), at the signing step
  const spanishApi = { 'x-org': LENDER, 'accept-language': 'es-US,es;q=0.9' };
  const reg = await request.post(api('/identity/api/v1/registration/register'), {
    headers: spanishApi,
    data: {
      'property-info': { address: me.address }, 'sale-status': { saleStatus: 'NOT_SELLING' }, 'income-info': { statedIncome: 150000 },
      name: { firstName: me.firstName, lastName: me.lastName }, birthdate: { dob: '1980-04-02' },
      'contact-info': { email: me.email, phone: '3055550134' }, 'login-info': { password: me.password, agreeToTerms: true },
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const jwt = (await (await request.post(api('/identity/api/v1/login'), { headers: spanishApi, data: { email: me.email, password: me.password } })).json()).jwt as string;
  const auth = { ...spanishApi, authorization: `Bearer ${jwt}` };
  const created = await request.post(api('/sandbox/applications'), {
    headers: auth,
    data: { state: 'sign', data: { borrower: { name: { firstName: me.firstName, lastName: me.lastName }, email: me.email }, property: { address: me.address }, amount: 60000, rate: 8.25, term: 20 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = await created.json() as { uuid: string };
  const base = api(`/service-application/api/v1/application/heloc/${uuid}`);
  const { document } = await (await request.get(`${base}/disclosures`, { headers: auth })).json() as { document: { uuid: string; sha256: string } };
  expect((await request.post(`${base}/disclosures/sign`, { headers: auth, data: { documentUuid: document.uuid, sha256: document.sha256, agree: true } })).status()).toBe(201);

  await signIn(page, jwt, LENDER);
  await page.goto(orgUrl(LENDER, '/dashboard'));
  await page.getByRole('button', { name: /^Cancelar mi línea de crédito/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Desea cancelar su línea de crédito?' });
  await expect(dialog).toContainText('Tiene derecho a cancelar hasta la medianoche del');
  await expectSpanishPage(page, 'cancel dialog', names, { soft: true });
  await dialog.getByRole('button', { name: 'Sí, cancelar mi línea de crédito' }).click();
  await expect(page.getByRole('button', { name: /^Cancelar mi línea de crédito/ })).toHaveCount(0, { timeout: 20_000 });
  await expectSpanishPage(page, 'dashboard, cancelled', names, { soft: true });
  await page.goto(orgUrl(LENDER, `/account/heloc/${uuid}`));
  await expect(page).toHaveURL(new RegExp(`/${uuid}/cancelled`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Su línea de crédito está cancelada' })).toBeVisible();
  await expectSpanishPage(page, 'cancelled', names, { soft: true });
  // cancelling again is refused, in Spanish
  const again = await request.post(`${base}/cancel`, { headers: auth, data: { confirm: true } });
  expect(again.status()).toBe(409);
  const refusal = (await again.json() as { message: string }).message;
  expect(refusal).toMatch(/^Cancelar la línea de crédito no es posible/);
  expect.soft(englishWordsIn(refusal, names), 'English words in the refusal').toEqual([]);

  const mail = await expectSpanishMail(request, me.email, names);
  expect(mail.length, 'the cancellation confirmation').toBeGreaterThan(0);
});

type Mail = { id: string; subject: string; text: string; attachment: string | null };
const mailTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await (await request.get(api(`/sandbox/mailbox?to=${encodeURIComponent(to)}`))).json()) as Mail[];

/** Every e-mail sent to the address, and every letter attached, is Spanish; returns their subjects. */
async function expectSpanishMail(request: APIRequestContext, to: string, names = NAMES): Promise<string[]> {
  const mail = await mailTo(request, to);
  expect(mail.length, `e-mails sent to ${to}`).toBeGreaterThan(0);
  for (const m of mail) {
    expect.soft(englishWordsIn(`${m.subject}\n${m.text}`, names), `English words in the e-mail "${m.subject}"`).toEqual([]);
    if (m.attachment) {
      const letter = await pdfText(await (await request.get(api(`/sandbox/mailbox/${m.id}/attachment`))).body());
      expect.soft(englishWordsIn(letter, names), `English words in the letter ${m.attachment}`).toEqual([]);
    }
  }
  return mail.map((m) => m.subject);
}


import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { linkBankAccount, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations } from './axe';
import { readToTheEnd } from './documents';
import { CONTENT_ROOT_PORT } from './server';
import { verifyIncomeInWindow } from './income-window';

/**
 * Content changed as files only, on a content root of its own (CONTENT_ROOT), and a server started on
 * it without a rebuild: the page renders the content the server moves the application with. A new
 * screen state in the first half of the journey (after HMDA) and one in the money half (after
 * autopay), the application summary removed, and the liens screen's copy and field order changed;
 * an applicant goes through every change to complete in the browser, and the dashboard shows the copy changed
 * as a file.
 */
const PORT = CONTENT_ROOT_PORT;
const TMP = resolve(`.tmp/e2e-${PORT}-content-root`);
const ROOT = join(TMP, 'content');
const server = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const page$ = (path: string) => `http://heloc.hearth-lending.example:${PORT}${path}`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(2048, 32)]);

type Json = Record<string, unknown>;
const read = (file: string): Json => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Json;
const write = (file: string, value: unknown) => writeFileSync(join(ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

/** A screen state as content: its schema pair, its state in the flow (before `next`), and its status route. */
function insertScreenState(o: {
  state: string; screen: string; route: string; status: string; progressStep: string; event: string; after: string; next: string;
  schema: Json; ui: Json; spanish: Record<string, string>;
}) {
  write(`schemas/screens/${o.screen}.schema.json`, { $schema: 'http://json-schema.org/draft-07/schema#', ...o.schema });
  write(`schemas/screens/${o.screen}.ui.json`, { $schema: '../meta/ui.schema.json', ...o.ui });
  // a lender offers Spanish, so a new screen is written in Spanish too (content:check refuses it otherwise)
  write(`schemas/screens/${o.screen}.es.json`, { $schema: '../meta/translation.schema.json', ...o.spanish });
  const flow = read('flows/applicant.flow.json') as { states: Record<string, Json & { transitions?: { event: string; target: string }[] }> };
  for (const t of flow.states[o.after]?.transitions ?? []) if (t.target === o.next) t.target = o.state;
  flow.states[o.state] = {
    screen: o.screen, route: o.route, status: o.status, progressStep: o.progressStep,
    transitions: [{ event: o.event, target: o.next }],
  };
  write('flows/applicant.flow.json', flow);
  const routes = read('flows/status-routes.json') as { routes: Json[] };
  routes.routes.unshift({ status: o.status, route: o.route });
  write('flows/status-routes.json', routes);
}

function editContent() {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  for (const dir of ['schemas', 'flows', 'orgs', 'public/logos']) cpSync(dir, join(ROOT, dir), { recursive: true });
  // first half: when to call, between HMDA and the summary's wait
  insertScreenState({
    state: 'callTime', screen: 'start-call-time', route: 'start/call-time', status: 'CALL_TIME', progressStep: 'moreInfo',
    event: 'chooseCallTime', after: 'hmda', next: 'waitSummary',
    schema: { type: 'object', title: 'When is a good time to call?', required: ['callTime'], additionalProperties: false,
      properties: { callTime: { type: 'string', title: 'Best time to call', enum: ['Morning', 'Afternoon', 'Evening'] } } },
    ui: { 'x-screen': { title: 'When is a good time to call?', event: 'chooseCallTime', submitText: 'Continue', store: 'callTime' }, callTime: { 'ui:widget': 'radio' } },
    spanish: {
      '/schema/title': '¿Cuándo es un buen momento para llamarle?', '/schema/properties/callTime/title': 'Mejor hora para llamar',
      '/ui/x-screen/title': '¿Cuándo es un buen momento para llamarle?', '/ui/x-screen/submitText': 'Continuar',
    },
  });
  // money half: the funds' account confirmed, between autopay and identity
  insertScreenState({
    state: 'confirmDisbursement', screen: 'confirm-disbursement', route: 'bank/confirm-disbursement', status: 'DISBURSEMENT_CONFIRMATION',
    progressStep: 'incomeSources', event: 'confirmDisbursement', after: 'autopay', next: 'docVerify',
    schema: { type: 'object', title: 'Confirm where your funds go', required: ['confirmed'], additionalProperties: false,
      properties: { confirmed: { type: 'boolean', const: true, title: 'Send my funds to the account I chose' } } },
    ui: { 'x-screen': { title: 'Confirm where your funds go', event: 'confirmDisbursement', submitText: 'Confirm', store: 'disbursementConfirmation' },
      confirmed: { 'x-errors': { const: 'Please confirm to continue' } } },
    spanish: {
      '/schema/title': 'Confirme a dónde van sus fondos', '/schema/properties/confirmed/title': 'Enviar mis fondos a la cuenta que elegí',
      '/ui/x-screen/title': 'Confirme a dónde van sus fondos', '/ui/x-screen/submitText': 'Confirmar', '/ui/confirmed/x-errors/const': 'Confirme para continuar',
    },
  });
  // a step removed: no application summary, the summary's wait leads to income
  const flow = read('flows/applicant.flow.json') as { states: Record<string, Json>; global: { target: string }[] };
  delete flow.states.appSummary;
  // and every transition into it (another offer after the summary then goes back through the steps after the offer)
  flow.global = flow.global.filter((t) => t.target !== 'appSummary');
  (flow.states.waitSummary as Json).transitions = [{ event: 'summaryReady', target: 'incomeReview', guard: 'summaryReady' }];
  write('flows/applicant.flow.json', flow);
  for (const ext of ['schema', 'ui', 'es']) rmSync(join(ROOT, `schemas/screens/start-app-summary.${ext}.json`));
  // a screen's copy and field order
  const liens = read('schemas/screens/liens.ui.json') as { 'x-screen': Json; liens: Json };
  liens['x-screen'].title = 'What do you still owe on your home?';
  liens.liens['ui:order'] = ['otherLienBalance', 'firstMortgageBalance'];
  write('schemas/screens/liens.ui.json', liens);
  // words shared by pages outside an application: the dashboard's heading
  const copy = read('schemas/copy/en.json');
  copy['dashboard.title'] = 'Your lines of credit';
  write('schemas/copy/en.json', copy);
}

let child: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  editContent();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', CONTENT_ROOT: ROOT, DATA_DIR: join(TMP, 'data'),
      LOG_LEVEL: 'warn', REGISTRATIONS_PER_ADDRESS: '10000', PASSWORD_HASHING: 'light', STATIC_DIR: undefined, FLAGS_FILE: undefined,
    },
  });
  await expect(async () => {
    expect((await fetch(server('/healthz'))).ok).toBe(true);
  }).toPass({ timeout: 200_000, intervals: [1000] });
});

test.afterAll(async () => {
  if (child?.pid) process.kill(child.pid, 'SIGTERM');
});

const expectAt = (page: Page, route: string) => expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${route}(\\?.*)?$`), { timeout: 30_000 });
const onScreen = (page: Page, screen: string) => expect(page.locator(`[data-screen="${screen}"] form`)).toBeVisible({ timeout: 20_000 });
const heading = (page: Page, text: string) => expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible({ timeout: 20_000 });
const advance = async (data: Json) => expect((await fetch(server('/sandbox/clock/advance'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })).ok).toBe(true);

test('content edited as files reaches the page without a rebuild: an applicant goes through every change to complete', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { jwt, applicationUuid: uuid } = await registerAndSignIn(request, { tag: 'content-root', lastName: 'Prime', server });
  const headers = { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` };
  const put = async (screen: string, data: Json) => {
    const res = await request.put(server(`/service-application/api/v1/application/heloc/${uuid}/screens/${screen}`), { headers, data });
    expect(res.status(), `${screen}: ${await res.text()}`).toBe(200);
    return res.json() as Promise<Json>;
  };
  await signIn(page, jwt);

  // the first step as built; the liens screen in its new words and order
  await page.goto(page$(`/account/heloc/${uuid}/start/profile`));
  await onScreen(page, 'start-profile');
  await page.getByLabel(/I authorise a soft credit pull/).check();
  await page.getByRole('button', { name: 'Check my rate' }).click();
  await expectAt(page, 'liens');
  await heading(page, 'What do you still owe on your home?');
  const labels = await page.locator('[data-screen="liens"] form label').allTextContents();
  const other = labels.findIndex((l) => l.startsWith('Other'));
  const first = labels.findIndex((l) => /mortgage balance/i.test(l));
  expect(other).toBeGreaterThanOrEqual(0);
  expect(other).toBeLessThan(first);
  await expectNoAxeViolations(page, 'liens, reordered');
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expectAt(page, 'product/select');

  // the offer and the contact step as built (their pages have their own tests)
  const offers = (await (await request.get(server(`/service-application/api/v1/application/heloc/${uuid}/offers`), { headers })).json()) as { uuid: string }[];
  await put('product-select', { offerId: offers[0]?.uuid, amount: 100_000, termYears: 10 });
  await put('start-contact', { ownershipType: 'SOLE_OWNER', ssn: '123-45-6789', hardCreditConsent: true });

  // HMDA, then the new first-half step
  await page.goto(page$(`/account/heloc/${uuid}/start/hmda`));
  await onScreen(page, 'start-hmda');
  await page.locator('#root_hmda_ethnicity').getByLabel('Not Hispanic or Latino').check();
  await page.locator('#root_hmda_race').getByLabel('White').check();
  await page.locator('#root_hmda_sex').getByLabel('Female', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAt(page, 'start/call-time');
  await onScreen(page, 'start-call-time');
  await heading(page, 'When is a good time to call?');
  await expectNoAxeViolations(page, 'a new step');
  await page.getByRole('button', { name: 'Continue' }).click();
  // what the server's validator says, before anything is sent
  await expect(page.getByText(/Best time to call/).first()).toBeVisible();
  await page.getByLabel('Evening').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // the summary is gone: its wait (if the summary is not ready at once) leads to income
  await advance({ minutes: 1 });
  await expectAt(page, 'income/review');
  await heading(page, 'Verify your income');
  // the payroll link opens the income provider's window at its provider list
  await page.goto(page$(`/account/heloc/${uuid}/income/link/payroll`));
  await verifyIncomeInWindow(page, { username: 'user_good' });

  // bank, autopay, then the new money-half step
  await expectAt(page, 'bank/disburse');
  await linkBankAccount(page);
  await expectAt(page, 'bank/confirm');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectAt(page, 'bank/autopay');
  await page.getByLabel('Autopay from the account receiving my funds').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAt(page, 'bank/confirm-disbursement');
  await onScreen(page, 'confirm-disbursement');
  await heading(page, 'Confirm where your funds go');
  await expectNoAxeViolations(page, 'a new money step');
  await page.getByLabel('Send my funds to the account I chose').check();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // identity, signing, notary, insurance: as built
  await expectAt(page, 'identity');
  await page.getByLabel("US Driver's License").check();
  await page.getByRole('button', { name: /^Front of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: /^Back of your ID.*Choose a file$/ }).setInputFiles({ name: 'licence-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.file-upload__done li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAt(page, 'signing/sign');
  await readToTheEnd(page);
  await page.getByRole('button', { name: 'Sign documents' }).click();
  await expectAt(page, 'notary/schedule-manual');
  await page.getByLabel('A notary comes to you').check();
  await page.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio').first().check();
  await page.getByLabel(/I agree to pay the manual notarization fee/).check();
  await page.getByRole('button', { name: 'Reserve this time' }).click();
  await expectAt(page, 'notary/reserve-manual');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectAt(page, 'insurance/requirements');
  await page.getByRole('button', { name: /^Homeowners \(hazard\) insurance declarations page.*Choose a file$/ }).setInputFiles({ name: 'hazard.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('hazard.pdf').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAt(page, 'complete');
  await heading(page, 'You are all set');

  // the server went the same way: every new step passed, the removed one never
  const events = await request.get(server(`/service-application/api/v1/application/heloc/${uuid}`), { headers });
  expect(await events.json()).toMatchObject({ callTime: { callTime: 'Evening' }, disbursementConfirmation: { confirmed: true } });

  // a page outside the application, loaded afresh, speaks the same content
  await page.goto(page$('/dashboard'));
  await expect(page.getByRole('heading', { level: 2, name: 'Your lines of credit' })).toBeVisible({ timeout: 20_000 });
});

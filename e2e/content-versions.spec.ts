import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * Content versions in the portal: an application keeps the screens of the version it started on,
 * one started after a publish gets the new ones, each fetched by the browser by its version.
 */
const ORG = { 'x-org': 'HEARTH' };
const STUDIO = '/service-application/api/v1/staff/studio';
const PROFILE_UI = 'schemas/screens/start-profile.ui.json';
const PROFILE_SCHEMA = 'schemas/screens/start-profile.schema.json';
const NEW_CONSENT = 'I agree to a soft credit pull to find my rate; my credit score stays as it is.';
const TITLE = "Let's confirm your details";
const NEW_TITLE = 'Check the details of your home';

async function contentEditor(request: APIRequestContext): Promise<Record<string, string>> {
  const email = `editor.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@platform.example`;
  const password = 'editor-password-1';
  const made = await request.post(api('/sandbox/staff'), { headers: ORG, data: { email, password, role: 'PLATFORM_STAFF', permissions: ['content-editor'] } });
  expect(made.status(), await made.text()).toBe(201);
  const login = await request.post(api('/identity/api/v1/login'), { headers: ORG, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { ...ORG, authorization: `Bearer ${(await login.json()).jwt}` };
}

async function profileOf(page: Page, jwt: string, uuid: string) {
  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/start/profile`));
  await expect(page.locator('[data-screen="start-profile"] form')).toBeVisible({ timeout: 20_000 });
}

test.describe.configure({ timeout: 120_000 });

test('an application keeps the screens of the content version it started on; one started after a publish gets the new ones', async ({ page, request }) => {
  const before = await registerAndSignIn(request, { tag: 'version-before', lastName: 'Before' });
  const editor = await contentEditor(request);
  const history = await (await request.get(api(`${STUDIO}/versions`), { headers: editor })).json();
  const files = (await (await request.get(api(`${STUDIO}/versions/${history.current}/files`), { headers: editor })).json()).files;
  const ui = structuredClone(files[PROFILE_UI]);
  ui['x-screen'].title = NEW_TITLE;
  expect((await request.put(api(`${STUDIO}/draft/file`), { headers: editor, data: { path: PROFILE_UI, text: JSON.stringify(ui, null, 2) } })).status()).toBe(200);
  // a changed form schema: its validator comes from the version's module, not the bundled ones
  const schema = structuredClone(files[PROFILE_SCHEMA]);
  schema.properties.softCreditConsent.title = NEW_CONSENT;
  expect((await request.put(api(`${STUDIO}/draft/file`), { headers: editor, data: { path: PROFILE_SCHEMA, text: JSON.stringify(schema, null, 2) } })).status()).toBe(200);
  const published = await request.post(api(`${STUDIO}/publish`), { headers: editor, data: { message: 'A plainer profile title', parent: history.current } });
  expect(published.status(), await published.text()).toBe(201);
  const version = (await published.json()).id as string;
  try {
    const after = await registerAndSignIn(request, { tag: 'version-after', lastName: 'After' });
    const versionRequests: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/content/versions/')) versionRequests.push(r.url()); });

    await profileOf(page, after.jwt, after.applicationUuid);
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    expect(versionRequests.some((u) => u.endsWith(`/content/versions/${version}`))).toBe(true);
    await expectNoAxeViolations(page, 'start-profile on a published version');
    // the browser checks the changed form itself (the version's validators module): no request is sent
    await expect.poll(() => versionRequests.some((u) => u.includes(`/content/versions/${version}/validators.js?hash=`))).toBe(true);
    const writes: string[] = [];
    page.on('request', (r) => { if (r.method() === 'PUT' && r.url().includes('/screens/')) writes.push(r.url()); });
    await page.getByRole('button', { name: 'Check my rate' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(writes).toEqual([]);
    await page.getByLabel(NEW_CONSENT).check();
    await page.getByRole('button', { name: 'Check my rate' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${after.applicationUuid}/liens`), { timeout: 30_000 });

    await profileOf(page, before.jwt, before.applicationUuid);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: NEW_TITLE })).toHaveCount(0);
    await expect(page.getByLabel(/I authorise a soft credit pull/)).toBeVisible();
  } finally {
    // put the previous content back for the specs that follow
    const back = await request.post(api(`${STUDIO}/versions/${history.current}/rollback`), { headers: editor, data: { message: 'Back to the previous title' } });
    expect(back.status(), await back.text()).toBe(201);
  }
});

import { expect, test, type Page } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';
import { readToTheEnd } from './documents';

/** E-signing asks the browser for the location; without it the spec's alert explains why and nothing is signed. */

const PORTLAND = { latitude: 45.5152, longitude: -122.6784 };

// this browser refuses to share its location until the test grants it
test.use({ permissions: [] });
test.describe.configure({ timeout: 120_000 });

async function atSigning(page: Page, request: Parameters<typeof registerAndSignIn>[0]): Promise<string> {
  const { jwt } = await registerAndSignIn(request, { tag: 'location', lastName: 'Prime' });
  const res = await request.post(api('/sandbox/applications'), {
    headers: { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` },
    data: { state: 'sign', data: { borrower: { name: { firstName: 'Avery', lastName: 'Prime' } }, property: { address: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } }, statedIncome: 150000, amount: 100000, rate: 8.25, term: 10 } },
  });
  expect(res.status()).toBe(201);
  const uuid = (await res.json()).uuid as string;
  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/signing/sign`));
  await readToTheEnd(page);
  return uuid;
}

test('signing without the location shows why it is needed and signs nothing; with it, the documents are signed', async ({ page, context, request }) => {
  const uuid = await atSigning(page, request);

  await page.getByRole('button', { name: 'Sign documents' }).click();
  const alert = page.getByRole('dialog', { name: 'Why We Need Your Location' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Location services must be enabled for e-signing.');
  await expectNoAxeViolations(page, 'location alert');
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${uuid}/signing/sign$`));
  const status = await request.get(api(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`), {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` },
  });
  expect((await status.json()).state).toBe('sign');

  // location turned on for the site: the long signing request shows the processing modal, then the flow goes on
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PORTLAND);
  await page.route('**/screens/signing-consent', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign documents' }).click();
  await expect(page.getByRole('dialog', { name: 'Working on it' })).toContainText('Signing your documents');
  await expect(page).not.toHaveURL(/signing\/sign$/, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Why We Need Your Location' })).toBeHidden();
});

import { expect, test } from '@playwright/test';
import { api, registerAndSignIn, signIn } from './applicants';
import { expectNoAxeViolations, orgUrl } from './axe';

/**
 * A home in a flood zone whose flood certificate is still out: the application waits at
 * error/flood-cert, and the page moves on by itself when the certificate arrives (the sandbox control
 * delivers it now, without moving the shared sandbox clock).
 */
test('the flood certificate hold: shown while it is out, left by itself when it arrives', async ({ page, request }) => {
  const { jwt, applicationUuid: uuid } = await registerAndSignIn(request, { tag: 'flood', lastName: 'Flood' });
  const headers = { 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` };
  const profile = await request.put(api(`/service-application/api/v1/application/heloc/${uuid}/screens/start-profile`), {
    headers,
    data: { borrower: { name: { firstName: 'Avery', lastName: 'Flood' }, dob: '1980-04-02' }, property: { address: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } }, softCreditConsent: true },
  });
  expect((await profile.json()).status).toBe('WAITING_FOR_FLOOD_CERT');

  await signIn(page, jwt);
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}`));
  await expect(page).toHaveURL(new RegExp(`${uuid}/error/flood-cert$`));
  await expect(page.getByRole('heading', { level: 1, name: 'We are waiting for a flood certificate' })).toBeVisible();
  await expectNoAxeViolations(page, 'flood certificate, desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'flood certificate, phone');

  const delivered = await request.post(api(`/sandbox/applications/${uuid}/flood-certificate`), { headers });
  expect(delivered.status(), await delivered.text()).toBe(200);
  // the page's poller sees the application move and follows it to its step
  await expect(page).toHaveURL(new RegExp(`${uuid}/liens$`), { timeout: 20_000 });
});

import { expect, test, type Page } from '@playwright/test';
import { orgUrl } from './axe';

/** Registers an applicant through the API from a page of the org and answers with their jwt. */
async function registeredJwt(page: Page): Promise<string> {
  await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
  return page.evaluate(async (email) => {
    const res = await fetch('/identity/api/v1/registration/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        'property-info': { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
        'sale-status': { saleStatus: 'NOT_SELLING' },
        'income-info': { statedIncome: 145000 },
        name: { firstName: 'Rowan', lastName: 'Hale' },
        birthdate: { dob: '1980-04-12' },
        'contact-info': { email, phone: '4155550134' },
        'login-info': { password: 'correct horse 42', agreeToTerms: true },
      }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status}`);
    // registration answers without a session: the portal logs in next
    const login = await fetch('/identity/api/v1/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'correct horse 42' }),
    });
    return ((await login.json()) as { jwt: string }).jwt;
  }, `rowan.tokens.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
}

const b64url = (s: string) => Buffer.from(s).toString('base64url');

/** The same claims with the signature changed, and the same claims unsigned with alg none. */
function badTokens(jwt: string): Record<string, string> {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const expired = b64url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }));
  return {
    tampered: `${header}.${payload}.${flipped}`,
    'alg none': `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`,
    'expired (re-signed claims without the key)': `${header}.${expired}.${signature}`,
  };
}

test('a tampered, unsigned or altered token is refused: the session is cleared and the user logs in to come back', async ({ page }) => {
  const jwt = await registeredJwt(page);
  for (const [kind, token] of Object.entries(badTokens(jwt))) {
    await page.evaluate((t) => localStorage.setItem('jwt', t), token);
    await page.goto(orgUrl('HEARTH', '/dashboard'));
    await expect(page, kind).toHaveURL(/\/account\/heloc\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt')), kind).toBeNull();
  }
  // The genuine token still works.
  await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
  await page.goto(orgUrl('HEARTH', '/dashboard'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /Resume application/ })).toBeVisible();
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, ORG_HOSTS, orgUrl } from './axe';

interface OrgFile {
  orgBrand: string;
  theme: { logo: string; logoAlt: string; colors: { primary: string } };
  licensedStates: string[];
  support: { phone: string; email: string };
  orgMetaData: { footer: { companyName: string; companyNMLS: string; disclosureCopy: string; footerImage: string } };
  originators?: { uuid: string; originatorName: string; brokerName?: string; nmls: string }[];
}

const orgFile = (code: string): OrgFile => JSON.parse(readFileSync(`orgs/${code}.json`, 'utf8')) as OrgFile;
/** A public page: the shell frames it for visitors without a session. */
const PAGE = '/account/heloc/login';

for (const code of Object.keys(ORG_HOSTS)) {
  test(`${code}: the shell shows the org's brand, colours, footer and referring originator`, async ({ page }) => {
    const org = orgFile(code);
    const lo = org.originators?.[0];
    await page.goto(orgUrl(code, `${PAGE}${lo ? `?loanOriginatorUuid=${lo.uuid}` : ''}`));

    const logo = page.getByRole('banner').getByRole('img', { name: org.theme.logoAlt });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', new RegExp(`${org.theme.logo}$`));
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary.toLowerCase()).toBe(org.theme.colors.primary.toLowerCase());

    const footer = page.getByRole('contentinfo');
    const { companyName, companyNMLS, disclosureCopy } = org.orgMetaData.footer;
    await expect(footer).toContainText(companyName);
    await expect(footer).toContainText(`NMLS ID ${companyNMLS}`);
    await expect(footer).toContainText(disclosureCopy);
    await expect(footer).toContainText('fully drawn at origination');
    const states = [...org.licensedStates].sort();
    const availability = footer.getByTestId('footer-states');
    await expect(availability).toContainText(states.join(', '));
    if (states.length < 50) await expect(availability).toContainText('More states to come');
    else await expect(availability).not.toContainText('More states to come');
    await expect(footer).toContainText(org.orgMetaData.footer.footerImage === 'EOL' ? 'Equal Opportunity Lender' : 'Equal Housing Lender');

    // Support line: the org's phone with its hours day by day, Pacific time (the weekend as each day says).
    await expect(page.getByRole('banner').getByTestId('support-hours')).toContainText(/^Mon-Fri \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M PT; (Sat \d.* PT; Sun closed|Sat-Sun closed|Sat-Sun \d.* PT)$/);

    if (lo) {
      const heading = lo.brokerName ? 'Your Broker' : 'Your Loan Officer';
      const panel = page.getByRole('complementary', { name: heading });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(lo.originatorName);
      await expect(panel).toContainText(`NMLS #${lo.nmls}`);
    }
    await expectNoAxeViolations(page, `${code} shell`);
  });
}

test('the originator shows as a top bar below extra-large screens and survives navigation', async ({ page }) => {
  const org = orgFile('HEARTH');
  const lo = org.originators?.[0];
  test.skip(!lo, 'HEARTH has no originator');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(orgUrl('HEARTH', `${PAGE}?loanOriginatorUuid=${lo?.uuid}`));
  await expect(page.getByTestId('originator-bar')).toBeVisible();
  await expect(page.getByTestId('originator-side')).toBeHidden();
  // The referral is kept for the rest of the visit, without the query.
  await page.goto(orgUrl('HEARTH', PAGE));
  await expect(page.getByTestId('originator-bar')).toContainText(lo?.originatorName ?? '');
  // Side navigation is a drawer behind the menu button on small screens.
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoAxeViolations(page, 'small screen shell');
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  // a visitor, and a lender without the wider platform: none of its products
  await expect(nav.getByRole('link', { name: 'Exchange' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Portfolio Manager' })).toHaveCount(0);
});

test('anonymous visitors see no notifications menu or feedback link, and staff pages ask them to sign in', async ({ page }) => {
  await page.goto(orgUrl('HEARTH', '/account/heloc/staff/funnel'));
  await expect(page).toHaveURL(/\/account\/heloc\/login\?redirect=%2Faccount%2Fheloc%2Fstaff%2Ffunnel$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: /Notifications/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share feedback' })).toHaveCount(0);
});

test('a page that cannot load shows the error fallback with support contacts', async ({ page }) => {
  // The page's code chunk fails every time: after the allowed reloads the fallback page appears.
  await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto(orgUrl('EVERGREEN_CU', PAGE));
  const fallback = page.getByTestId('route-error');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback.getByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  const org = orgFile('EVERGREEN_CU');
  await expect(fallback.getByRole('link', { name: org.support.email })).toHaveAttribute('href', `mailto:${org.support.email}`);
  await expect(fallback.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expect(fallback.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectNoAxeViolations(page, 'error fallback');
});

test('a signed-in applicant can send feedback to the CEO and sees their notifications', async ({ page }) => {
  await page.goto(orgUrl('HEARTH', PAGE));
  const jwt = await page.evaluate(async () => {
    const email = `avery.shell.${Date.now()}@example.com`;
    const res = await fetch('/identity/api/v1/registration/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        'property-info': { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
        'sale-status': { saleStatus: 'NOT_SELLING' },
        'income-info': { statedIncome: 145000 },
        name: { firstName: 'Avery', lastName: 'Stone' },
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
  });
  expect(jwt).toBeTruthy();
  await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
  await page.goto(orgUrl('HEARTH', '/dashboard'));
  await expect(page).toHaveURL(/\/dashboard$/);

  // The product's own brand is not on the wider platform: no wallet in the header (shell-platform.spec.ts shows one).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Copy wallet address' })).toHaveCount(0);

  // Notifications: none yet.
  const bell = page.getByRole('button', { name: /Notifications/ });
  await bell.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('No Notifications');
  await expectNoAxeViolations(page, 'notifications panel');
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(bell).toBeFocused();

  // An application reaching a step that needs the applicant brings a notice with a way there.
  const uuid = await page.evaluate(async (token) => {
    const res = await fetch('/sandbox/applications', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ state: 'sign' }) });
    return ((await res.json()) as { uuid: string }).uuid;
  }, jwt);
  await page.reload();
  await expect(bell.getByTestId('unread-count')).toHaveText(/^1/);
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const item = panel.getByTestId('notification');
  await expect(item).toContainText('Your documents are ready to sign');
  await expect(item.locator('time')).toHaveText(/^\d+m$/);
  await expect(item.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/account/heloc/${uuid}/signing/sign`);
  await expectNoAxeViolations(page, 'notifications panel with a notice');
  await item.getByRole('button', { name: /Mark as read/ }).click();
  await expect(bell.getByTestId('unread-count')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /Mark as read/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Feedback: the form's own messages, then a successful send.
  await page.getByRole('button', { name: 'Share feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Topic').selectOption('Give us a compliment');
  await dialog.getByLabel('Message').fill('Too short');
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Must be at least 10 characters');
  await expectNoAxeViolations(page, 'feedback modal with errors');
  await dialog.getByLabel('Message').fill('Applying took me ten minutes. Thank you!');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The browser's telemetry tracker id is stored for the signed-in person.
  await expect.poll(() => page.evaluate(async (token) => {
    const res = await fetch('/service-application/api/v3/application/heloc/optermizerly-profile', { headers: { authorization: `Bearer ${token}` } });
    const stored = ((await res.json()) as { optimizelyProfileUuid: string | null }).optimizelyProfileUuid;
    const local = (JSON.parse(localStorage.getItem('ftSessionKey') ?? '{}') as { trackerUuid?: string }).trackerUuid;
    return Boolean(stored) && stored === local;
  }, jwt)).toBe(true);

  // On an application page, the session-replay link of the visit is sent and kept.
  await page.evaluate(() => localStorage.setItem('sessionReplay', JSON.stringify({ sessionId: 's-1', userId: 'u-1', url: 'https://replay.example/s-1' })));
  const replay = page.waitForResponse((r) => r.url().endsWith(`/application/heloc/${uuid}/full-story-link`) && r.request().method() === 'PUT');
  await page.goto(orgUrl('HEARTH', `/account/heloc/${uuid}/signing/sign`));
  expect((await replay).status()).toBe(200);

  // The staff funnel tells an applicant it is for staff only.
  await page.goto(orgUrl('HEARTH', '/account/heloc/staff/funnel'));
  await expect(page.getByRole('heading', { name: 'Application funnel' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This page is for staff only.');
  await expectNoAxeViolations(page, 'staff funnel, not staff');
});

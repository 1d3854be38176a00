import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { orgUrl } from './axe';

// Spec section 7: fe-relative-url-{application} decides whether the relative base URL is used,
// otherwise a fallback URL (here the org's baseUrl).
for (const enabled of [true, false]) {
  test(`with fe-relative-url-heloc ${enabled ? 'on' : 'off'} the login call goes to ${enabled ? 'the page origin' : 'the org baseUrl'}`, async ({ page }) => {
    // The decisions of the flags file, with this flag set as the test needs (the file itself is shared).
    const file = JSON.parse(readFileSync('flows/feature-flags.json', 'utf8')) as { flags: Record<string, { enabled: boolean; variables?: Record<string, unknown> }> };
    const decisions = Object.fromEntries(Object.entries(file.flags).map(([key, f]) => [
      key, { flagKey: key, flagEnabled: key === 'fe-relative-url-heloc' ? enabled : key === 'fe-heloc-maintenance' ? false : f.enabled, variables: f.variables ?? {} },
    ]));
    await page.route('**/service-optimize/external/api/v2/decision', (route) => route.fulfill({ json: { decisions } }));
    const fallbackCalls: string[] = [];
    await page.route('https://heloc.hearth-lending.example/**', async (route) => {
      fallbackCalls.push(route.request().url());
      // A cross-origin answer the browser may read (credentials included).
      const cors = { 'access-control-allow-origin': new URL(page.url()).origin, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': 'content-type, authorization, accept', 'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      await route.fulfill({ status: 401, headers: cors, json: { statusCode: 401, status: 'Incorrect email or password.', message: 'Incorrect email or password.' } });
    });

    // The sign-in page is served rendered with the server's flag decisions; a tab that keeps something draws its
    // pages itself (src/portal/main.tsx), so the page asks for the decisions this test serves.
    await page.addInitScript(() => window.sessionStorage.setItem('relative-url-test', '1'));
    const decided = page.waitForResponse((r) => r.url().endsWith('/service-optimize/external/api/v2/decision'));
    await page.goto(orgUrl('HEARTH', '/account/heloc/login'));
    // the flags decide where the call goes: the form is filled once they are in and the page is at rest, so a
    // page drawn again when they arrive cannot take what was typed before it
    await decided;
    await page.waitForLoadState('networkidle');
    const login = page.waitForRequest((r) => r.url().endsWith('/identity/api/v1/login'));
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const url = (await login).url();
    if (enabled) {
      expect(url).toBe(orgUrl('HEARTH', '/identity/api/v1/login'));
      expect(fallbackCalls).toEqual([]);
    } else {
      expect(url).toBe('https://heloc.hearth-lending.example/identity/api/v1/login');
    }
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppDir, createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  // the page the browser boots (what the server sends before a build, or for a screen it does not render): the
  // last build's server-side module, when dist-server/ holds one, would render the screens instead
  t = await createTestApp({ staticDir: builtAppDir('anonymous-pages'), serverRendering: false });
});
afterAll(async () => t.close());

describe('anonymous legal pages below the app base', () => {
  it.each(['terms', 'communications', 'privacy', 'licenses'])('/account/heloc/%s goes to the org main-site page, not to the app login', async (page) => {
    const res = await t.app.inject({ url: `/account/heloc/${page}`, headers: { host: 'heloc.evergreenvalley-cu.example' } });
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe(`https://www.evergreenvalley-cu.example/${page}`);
  });

  it("serves the page with the lender's record, colours and header, and the latest content version, so the portal starts without asking", async () => {
    const host = { host: 'heloc.evergreenvalley-cu.example' };
    const res = await t.app.inject({ url: '/account/heloc/register', headers: host });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const record = /<script type="application\/json" id="private-label">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const served = (await t.app.inject({ url: '/service-application/external/api/v1/heloc/private-label', headers: host })).json();
    expect(JSON.parse(record)).toEqual(served);
    expect(html).toContain(`--color-primary:${served.theme.colors.primary}`);
    expect(html).toContain(`<div id="root" data-content-version="base" data-content-base="${t.app.content.baseBrowserHash}"><header class="site-header boot-shell">`);
    expect(html).toContain(`alt="${served.theme.logoAlt}"`);
    expect(html).toContain('Loading…</p>');
  });

  it('serves the sign-in page and the first registration step with their heading and intro, in the lender\'s words', async () => {
    const page = async (url: string, host = 'heloc.hearth-lending.example') => (await t.app.inject({ url, headers: { host } })).body;
    const login = await page('/account/heloc/login');
    expect(login).toContain('<h1 class="page-title">Log in</h1><p class="page-intro">Sign in to continue your application.</p>');
    const register = await page('/account/heloc/register');
    expect(register).toContain('<h1 class="page-title">Which home would you like to borrow against?</h1>');
    // a later step, and a lender that takes applications only through a loan officer's link, show no heading
    expect(await page('/account/heloc/register?step=name')).not.toContain('<h1');
    expect(await page('/account/heloc/register', 'heloc.evergreenvalley-cu.example')).not.toContain('<h1');
    expect(await page('/account/heloc/dashboard')).not.toContain('<h1');
  });

  it('serves the app for the coming-soon page', async () => {
    const res = await t.app.inject({ url: '/account/heloc/coming-soon', headers: { host: 'heloc.hearth-lending.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContentAt } from '../../src/server/content/load';
import { ContentService } from '../../src/server/core/content-service';
import { createTestApp, type TestApp } from '../helpers/app';

/** docs/lenders.md, "Add a lender", done on a copy of the content: a new org file and its logo, no code and no build. */
let root: string;
let t: TestApp;
const HOST = 'apply.new-lender.example';
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><text x="0" y="24">New Lender</text></svg>';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'add-lender-'));
  for (const d of ['schemas', 'flows', 'orgs', 'public']) cpSync(d, join(root, d), { recursive: true });
  const org = JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8'));
  Object.assign(org, { orgCode: 'NEW_LENDER', canonicalOrgCode: 'NEW_LENDER', orgBrand: 'New Lender', baseUrl: `https://${HOST}` });
  org.support = { phone: '8775550142', email: 'help@new-lender.example' };
  // the accent colour is optional: without it the primary colour marks focus and the current step
  const { accent: _accent, ...colors } = org.theme.colors;
  org.theme = { ...org.theme, colors, logo: 'new-lender.svg', logoAlt: 'New Lender logo' };
  org.originators = [];
  writeFileSync(join(root, 'orgs/NEW_LENDER.json'), JSON.stringify(org, null, 2));
  writeFileSync(join(root, 'public/logos/new-lender.svg'), LOGO);
  const staticDir = mkdtempSync(join(tmpdir(), 'add-lender-app-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  const content = ContentService.load({ root, flagsFile: join(root, 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' });
  t = await createTestApp({ contentRoot: root, staticDir }, undefined, content);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a new lender goes live from its content alone', () => {
  it('passes content:check', () => {
    expect(checkContentAt(root).problems).toEqual([]);
  });

  it('is found by its host, with its phone and e-mail stated once and shown in the spec\'s record', async () => {
    const res = await t.app.inject({ url: '/service-application/external/api/v1/heloc/private-label', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    const label = res.json();
    expect(label).toMatchObject({ orgCode: 'NEW_LENDER', orgBrand: 'New Lender' });
    expect(label.orgMetaData.companyInfo).toMatchObject({ phoneFormatted: '(877) 555-0142', email: 'help@new-lender.example' });
  });

  it('serves its logo from the content root as it is now, without a build', async () => {
    const res = await t.app.inject({ url: '/account/heloc/logos/new-lender.svg', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(LOGO);
    writeFileSync(join(root, 'public/logos/new-lender.svg'), LOGO.replace('New Lender<', 'New Lender, renamed<'));
    expect((await t.app.inject({ url: '/account/heloc/logos/new-lender.svg' })).body).toContain('renamed');
  });

  it('answers 404 for a logo that is not there or not an image, and for any other path', async () => {
    for (const url of ['/account/heloc/logos/missing.svg', '/account/heloc/logos/..%2forgs%2fHEARTH.json', '/account/heloc/logos/notes.txt']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    writeFileSync(join(root, 'public/logos/broken.svg'), 'not a picture');
    expect((await t.app.inject({ url: '/account/heloc/logos/broken.svg' })).statusCode).toBe(404);
  });
});

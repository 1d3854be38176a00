import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  // A built app of its own, so the test does not depend on a build having run.
  const staticDir = mkdtempSync(join(tmpdir(), 'anonymous-pages-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  t = await createTestApp({ staticDir });
});
afterAll(async () => t.close());

describe('anonymous legal pages below the app base', () => {
  it.each(['terms', 'communications', 'privacy', 'licenses'])('/account/heloc/%s goes to the org main-site page, not to the app login', async (page) => {
    const res = await t.app.inject({ url: `/account/heloc/${page}`, headers: { host: 'heloc.evergreenvalley-cu.example' } });
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe(`https://www.evergreenvalley-cu.example/${page}`);
  });

  it('serves the app for the coming-soon page', async () => {
    const res = await t.app.inject({ url: '/account/heloc/coming-soon', headers: { host: 'heloc.hearth-lending.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

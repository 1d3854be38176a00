import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  // A built app of its own, so the test does not depend on a build having run.
  const staticDir = mkdtempSync(join(tmpdir(), 'static-csp-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  t = await createTestApp({ staticDir });
});
afterAll(async () => t.close());

describe('content security policy of the app page', () => {
  it("lets the page call the org's own address, the fallback service URL of fe-relative-url-heloc", async () => {
    const res = await t.app.inject({ url: '/account/heloc/login', headers: { host: 'heloc.evergreenvalley-cu.example' } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
    expect(connect.split(' ')).toContain('https://heloc.evergreenvalley-cu.example');
    expect(connect.split(' ')).not.toContain('https://heloc.hearth-lending.example');
    expect(csp).toContain("script-src 'self'");
  });
});

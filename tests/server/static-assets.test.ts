import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const script = 'export const greeting = "hello";\n'.repeat(100);
let t: TestApp;
beforeAll(async () => {
  // A built app of its own, laid out as the build writes it: each asset with its .br and .gz copies.
  const staticDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  const asset = join(staticDir, 'assets', 'entry-AbC123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({ staticDir });
});
afterAll(async () => t.close());

const get = (encoding?: string) =>
  t.app.inject({ url: '/account/heloc/assets/entry-AbC123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and the file itself otherwise', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year as immutable, and the page itself not without asking', async () => {
    expect((await get('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/account/heloc/register', headers: { host: 'heloc.hearth-lending.example', 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('a path the portal does not have', () => {
  it('answers a browser with the portal page under a 404, and a program with the JSON error', async () => {
    const page = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html');
    const program = await t.app.inject({ url: '/no-such-page', headers: { accept: 'application/json' } });
    expect(program.statusCode).toBe(404);
    expect(program.json().message).toBe('No route for GET /no-such-page');
    // a missing asset stays a plain 404 even for a browser
    expect((await t.app.inject({ url: '/missing.js', headers: { accept: 'text/html' } })).headers['content-type']).not.toMatch(/text\/html/);
  });
});

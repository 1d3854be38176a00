/**
 * Builds the plain rjsf baseline page (bench/plain-rjsf) the way the app is built (Vite, precompressed)
 * and serves it from a bare Fastify with the same static plugin and encodings as the product.
 */
import fastifyStatic from '@fastify/static';
import type { Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { join } from 'node:path';
import { build } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

export interface PlainPage {
  url: (screen: string) => string;
  /** A bare text field and no script: the floor of keystroke-to-paint on this machine. */
  floorUrl: string;
  /**
   * The plain rjsf page of `screen` as the browser drew it, served as HTML with its scripts left out: the
   * same form with nothing running on a keystroke, the browser's own cost of typing into that form.
   */
  withoutScript: (browser: Browser, screen: string) => Promise<string>;
  stop: () => Promise<void>;
}

export async function servePlainRjsf(port: number): Promise<PlainPage> {
  const root = join(process.cwd(), 'bench', 'plain-rjsf');
  const outDir = join(process.cwd(), '.tmp', 'plain-rjsf');
  await build({
    configFile: false, root, base: '/', logLevel: 'warn', plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  app.get('/floor', async (_request, reply) => reply.type('text/html').send('<!doctype html><html lang="en"><title>Floor</title><form><input type="text" aria-label="Text"></form></html>'));
  const drawn = new Map<string, string>();
  app.get<{ Querystring: { screen?: string } }>('/drawn', async (request, reply) => {
    const html = drawn.get(request.query.screen ?? '');
    return html ? reply.type('text/html').send(html) : reply.code(404).send();
  });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://plain-rjsf.example:${port}`;
  const url = (screen: string) => `${origin}/?screen=${encodeURIComponent(screen)}`;
  return {
    url,
    floorUrl: `http://127.0.0.1:${port}/floor`,
    withoutScript: async (browser, screen) => {
      const page = await browser.newPage();
      try {
        await page.goto(url(screen), { waitUntil: 'load' });
        await page.locator('form input[type="text"]').first().waitFor({ state: 'visible', timeout: 30_000 });
        const html = await page.evaluate(() => {
          for (const script of document.querySelectorAll('script, link[rel="modulepreload"]')) script.remove();
          return `<!doctype html>${document.documentElement.outerHTML}`;
        });
        drawn.set(screen, html);
        return `${origin}/drawn?screen=${encodeURIComponent(screen)}`;
      } finally {
        await page.close();
      }
    },
    stop: () => app.close(),
  };
}

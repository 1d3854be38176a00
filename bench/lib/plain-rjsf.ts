/**
 * Builds the plain rjsf baseline page (bench/plain-rjsf) the way the app is built (Vite, precompressed)
 * and serves it from a bare Fastify with the same static plugin and encodings as the product.
 */
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { join } from 'node:path';
import { build } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

export interface PlainPage {
  url: (screen: string) => string;
  /** A bare text field and no script: the floor of keystroke-to-paint on this machine. */
  floorUrl: string;
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
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: (screen) => `http://plain-rjsf.example:${port}/?screen=${encodeURIComponent(screen)}`,
    floorUrl: `http://127.0.0.1:${port}/floor`,
    stop: () => app.close(),
  };
}

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { Clock } from '../../src/server/core/clock';
import { ContentService } from '../../src/server/core/content-service';
import type { Db } from '../../src/server/db';
import { openPglite } from '../../src/server/db/pglite';

const ROOT = process.cwd();
let content: ContentService | undefined;

/** Content is checked once per test file and shared by every app built in it. */
export function testContent(): ContentService {
  content ??= ContentService.load({ root: ROOT, flagsFile: join(ROOT, 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' });
  return content;
}

/** The migrated database every test file starts from, dumped once per run (tests/global-setup.ts). */
export function templatePath(): string {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template) throw new Error('PGLITE_TEMPLATE is not set: run the tests through vitest (tests/global-setup.ts)');
  return template;
}

/** A fresh database from the migrated template (no initdb per test file). */
export async function testDb(): Promise<Db> {
  return openPglite(undefined, new Blob([readFileSync(templatePath())]));
}

/** A built app of its own (a page, no assets), so a test of the served pages does not depend on a build having run. */
export function builtAppDir(name: string): string {
  const staticDir = mkdtempSync(join(tmpdir(), `${name}-`));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  return staticDir;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  close: () => Promise<void>;
}

/** The whole server on an in-memory database, driven through app.inject. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, db?: Db, content: ContentService = testContent()): Promise<TestApp> {
  const database = db ?? (await testDb());
  const clock = new Clock();
  const config = loadConfig({ CONTENT_ROOT: ROOT, LOG_LEVEL: 'silent' }, { jwtSecret: 'test-secret-test-secret-test-secret-000', trustProxy: true, registrationsPerAddress: 1000, passwordHashing: 'light', ...overrides });
  const app = await buildApp({ config, db: database, content, clock, logger: false });
  await app.ready();
  return {
    app,
    db: database,
    clock,
    close: async () => {
      await app.close();
      if (!db) await database.close();
    },
  };
}

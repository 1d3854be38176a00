import { loadConfig } from './config';
import { ContentService } from './core/content-service';
import { readPgliteAssets } from './db/pglite-start';

/**
 * Starts the one server process: content checked, database migrated, app and services on PORT. Resolves once
 * the server listens; a server that cannot start says why and ends the process.
 */
export async function startServer(): Promise<void> {
  try {
    await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // PGlite's WebAssembly, compiled now: the database then opens sooner (src/server/db/pglite-start.ts).
  const pgliteAssets = config.databaseUrl ? undefined : readPgliteAssets();
  // Broken content is refused before the database and the services are even loaded, so a mistake is
  // named within a second or so.
  const content = ContentService.forConfig(config);
  // The database starts opening before the services load, and opens while they do.
  const opening = (await import('./db')).openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteAssets });
  const [db, { buildApp }, { watchContent }] = await Promise.all([opening, import('./app'), import('./content/watch')]);
  const app = await buildApp({ config, db, content });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  if (process.env.WATCH_CONTENT === '1' && !config.production) watchContent(app.content, config.contentRoot, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, startupMs: Math.round(performance.now() - started) },
    `HELOC portal at http://localhost:${config.port}/account/heloc`,
  );
}

import { loadConfig } from './config';
import { ContentService } from './core/content-service';

/** Starts the one server process: content checked, database migrated, app and services on PORT. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  // Broken content is refused before the database and the services are even loaded, so a mistake is
  // named within a second or so.
  const content = ContentService.forConfig(config);
  const [{ buildApp }, { openDb }, { watchContent }] = await Promise.all([import('./app'), import('./db'), import('./content/watch')]);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

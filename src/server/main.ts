import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { watchContent } from './content/watch';

/** Starts the one server process: content checked, database migrated, app and services on PORT. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db });
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

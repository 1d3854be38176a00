import type { PgliteThread } from './db/pglite-on-thread';
import { loadConfig } from './config';
import { ContentService } from './core/content-service';
import { shutDown } from './shutdown';
import { APP_BASE } from '../lib/page-paths';

/** What the bundled server's entry (src/server/launch.ts) started before the server's code was read. */
export interface StartedAhead {
  /** The embedded database's thread, loading PGlite (src/server/db/pglite-thread.ts). */
  pgliteThread?: PgliteThread;
}

/**
 * Starts the one server process: content checked, database migrated, app and services on PORT. Resolves once
 * the server listens; a server that cannot start says why and ends the process.
 */
export async function startServer(ahead: StartedAhead = {}): Promise<void> {
  try {
    await start(ahead);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function start(ahead: StartedAhead): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // Broken content is refused before the database opens and the services load, so a mistake is named within a
  // second or so and leaves nothing behind (the embedded database's thread, started ahead, has only loaded PGlite).
  const content = ContentService.forConfig(config);
  // The database opens while the services load (the embedded one on a thread of its own, src/server/db/pglite-thread.ts).
  const opening = (await import('./db')).openDb({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteThread: ahead.pgliteThread,
    onWait: (error, retryInMs) => console.warn(`The database cannot be reached yet (${error instanceof Error ? error.message : String(error)}); trying again in ${retryInMs} ms`),
  });
  const [db, { buildApp }, { watchContent }] = await Promise.all([opening, import('./app'), import('./content/watch')]);
  const app = await buildApp({ config, db, content });
  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing what is in flight');
    shutDown(app, db).then(() => {
      app.log.info('stopped');
      process.exit(0);
    }, (error: unknown) => {
      app.log.error({ err: error }, 'the stop was cut short');
      process.exit(1);
    });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (process.env.WATCH_CONTENT === '1' && !config.production) watchContent(app.content, config.contentRoot, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, startupMs: Math.round(performance.now() - started) },
    `HELOC portal at http://localhost:${config.port}${APP_BASE}`,
  );
}

/**
 * Entry point (`npm start`): read config, open and migrate the database, build the app, listen;
 * graceful shutdown on SIGINT/SIGTERM (stop accepting, finish requests, close app, then db).
 * `--demo` loads the demo network into an empty database.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, readConfig } from './config.ts';
import { type DbHandle, openDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';

/** Opens the configured database (creating DATA_DIR/db for PGlite). */
async function openConfiguredDb(config: Config): Promise<DbHandle> {
  if (config.databaseUrl) return openDb({ driver: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'db');
  await mkdir(dataDir, { recursive: true });
  return openDb({ driver: 'pglite', dataDir });
}

/**
 * `--demo`: loads the demo network (demo/seed.ts) into an empty database; a database that already
 * has users is left as it is.
 */
async function seedDemoIfEmpty(handle: DbHandle, log: (msg: string) => void): Promise<void> {
  // Loaded only when asked: the demo texts stay out of a normal start.
  const { DEMO_ACCOUNT, DEMO_PASSWORD, seedDemo } = await import('./demo/seed.ts');
  const result = await seedDemo(handle.db);
  if (result.skipped) {
    log('--demo: the database already has users; demo content not loaded');
    return;
  }
  log(
    `--demo: loaded ${result.users} people, ${result.entries} entries, ${result.comments} comments; ` +
      `sign in as ${DEMO_ACCOUNT.email} with the password ${DEMO_PASSWORD}`,
  );
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`potok: configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const handle = await openConfiguredDb(config);
  await runMigrations(handle);
  const app = await buildApp(config, { db: handle });
  if (config.demo) await seedDemoIfEmpty(handle, (msg) => app.log.info(msg));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Potok is running at ${config.publicUrl} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
  );
}

await main();

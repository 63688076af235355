/**
 * Entry point (`npm start`): read config, open and migrate the database, build the app, listen;
 * graceful shutdown on SIGINT/SIGTERM (stop accepting, finish requests, close app, then db).
 * `--demo` seeds demo content into an empty database when `demo/seed.ts` exists.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { type Config, ConfigError, readConfig } from './config.ts';
import { type DbHandle, openDb, queryRows } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';

/** Opens the configured database (creating DATA_DIR/db for PGlite). */
async function openConfiguredDb(config: Config): Promise<DbHandle> {
  if (config.databaseUrl) return openDb({ driver: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'db');
  await mkdir(dataDir, { recursive: true });
  return openDb({ driver: 'pglite', dataDir });
}

/** Loads demo content when asked and the database has no user yet. */
async function maybeSeedDemo(handle: DbHandle, log: (msg: string) => void): Promise<void> {
  const seedFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo/seed.ts');
  if (!existsSync(seedFile)) {
    log('--demo: demo/seed.ts is not there yet; skipping demo content');
    return;
  }
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from users`,
  );
  if ((row?.n ?? 0) > 0) {
    log('--demo: the database already has users; skipping demo content');
    return;
  }
  const mod = (await import(seedFile)) as { seedDemo?: (db: DbHandle['db']) => Promise<void> };
  if (typeof mod.seedDemo !== 'function') {
    log('--demo: demo/seed.ts exports no seedDemo; skipping');
    return;
  }
  await mod.seedDemo(handle.db);
  log('--demo: demo content loaded');
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
  if (config.demo) await maybeSeedDemo(handle, (msg) => app.log.info(msg));

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

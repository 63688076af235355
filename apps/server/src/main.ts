/**
 * Entry point (`npm start`): read config, open and migrate the database, build the app, start its
 * job worker, listen; graceful shutdown on SIGINT/SIGTERM (DESIGN.md §7: stop accepting, finish
 * requests and running jobs, close the app, then the database). `--demo` loads the demo network
 * into an empty database.
 *
 * Exit codes: 0 after a clean shutdown; 1 for a configuration error, a failed start (the
 * database is closed first), a failed or overlong shutdown, or a second signal.
 *
 * A failed start prints one line on stderr naming the setting, the path or address and what to
 * do (lib/startup-error.ts): a DATA_DIR that cannot be used or that another server holds (the
 * data-directory lock, db/data-dir-lock.ts), a MEDIA_DIR that cannot be made (lib/directories.ts),
 * a damaged embedded database, an unreachable
 * DATABASE_URL, a PORT in use. The error itself follows only at LOG_LEVEL=debug (or trace).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OperatorsChannel } from './admin/channel.ts';
import { type Config, ConfigError, readConfig } from './config.ts';
import { type DbHandle, startConfiguredDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { checkMediaDir } from './lib/directories.ts';
import { loggableError } from './lib/errors.ts';
import { type StartupStep, startupFailureMessage } from './lib/startup-error.ts';

/** How long a shutdown may take before the process exits anyway, ms. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * A repeat of the signal within this many ms is the same Ctrl+C delivered twice, not a second
 * press: under `npm start` the terminal sends SIGINT to the whole process group and npm passes
 * the one it got on to the server as well.
 */
const SAME_PRESS_MS = 1_000;

/**
 * `--demo`: loads the demo network (demo/seed.ts) into an empty database; a database that already
 * has users is left as it is. While it loads, `say` is given one line per step («Demo: loading
 * people (1/10)…»), so a first start that takes a while does not look hung. Returns the line
 * telling how to sign in, printed after the startup line: the demo account and its password, or
 * why the demo was not loaded.
 */
async function seedDemoIfEmpty(handle: DbHandle, say: (line: string) => void): Promise<string> {
  // Loaded only when asked: the demo texts stay out of a normal start.
  const { DEMO_ACCOUNT, DEMO_PASSWORD, DEMO_SEED_STEPS, seedDemo } = await import('./demo/seed.ts');
  const signIn = `sign in as ${DEMO_ACCOUNT.email} with the password ${DEMO_PASSWORD}`;
  const result = await seedDemo(handle.db, {
    onStep: (step) =>
      say(
        `Demo: loading ${step} (${DEMO_SEED_STEPS.indexOf(step) + 1}/${DEMO_SEED_STEPS.length})…`,
      ),
  });
  if (result.skipped) {
    return `Demo: the database already has people, nothing loaded; if it holds the demo, ${signIn}`;
  }
  return (
    `Demo: ${signIn} (loaded ${result.users} people, ${result.entries} entries, ` +
    `${result.comments} comments, ${result.badges} badges)`
  );
}

/** What a `--demo` start prints before it opens and migrates the database. */
const DEMO_PREPARING =
  'Demo: preparing the database (a first start creates it and applies its migrations)…';

/**
 * The address the server answers at, for the startup line: PUBLIC_URL, or — when it is the
 * default `http://localhost:PORT` and PORT was 0 (any free port) — the same with the port given.
 */
function whereItRuns(config: Config, port: number): string {
  if (config.publicUrl === `http://localhost:${config.port}`) return `http://localhost:${port}`;
  return config.publicUrl;
}

/**
 * On SIGINT/SIGTERM: `app.close()` — stops accepting connections at once (a new one is
 * refused), ends the live event streams, lets requests in flight finish, gives running jobs up
 * to 5 s and puts those still running back in the queue (lib/jobs/worker.ts) — then closes the
 * database, then exits 0. Exits 1 when closing fails (logged), when it
 * takes longer than SHUTDOWN_TIMEOUT_MS, or at a second signal — one that comes SAME_PRESS_MS
 * or more after the first (a copy of the first, as npm sends, is ignored).
 */
function closeOnSignals(
  app: FastifyInstance,
  handle: DbHandle,
  channel: () => OperatorsChannel | undefined,
): void {
  let closingSince: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      if (performance.now() - closingSince < SAME_PRESS_MS) return;
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closingSince = performance.now();
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      try {
        await channel()?.close();
        await app.close();
      } finally {
        await handle.close();
      }
    } catch (error) {
      app.log.error({ error: loggableError(error) }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
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
  let step: StartupStep = 'open';
  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  let channel: OperatorsChannel | undefined;
  try {
    // The database opens (the embedded one in its own thread) while the app is built and its
    // plugins and route schemas are compiled here: on two cores the two halves of a start
    // overlap. Nothing queries the database before it is ready.
    // MEDIA_DIR is made at the first upload: refused now if it cannot be (DATA_DIR's own path
    // is checked, and locked, by startConfiguredDb).
    checkMediaDir(config.mediaDir, config.databaseUrl ? undefined : config.dataDir);
    const starting = await startConfiguredDb(config);
    handle = starting.handle;
    starting.ready.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
    step = 'build';
    const { buildApp } = await import('./app.ts');
    const { createServices } = await import('./services.ts');
    // Built here, once, so the operators' channel runs its commands with the app's services.
    const services = createServices({ db: handle.db, config });
    app = await buildApp(config, { db: handle, services });
    await app.ready();
    // The database's creation and migrations take the longest part of a first start: a demo
    // start says so before it, then names each step of the demo (seedDemoIfEmpty).
    if (config.demo) app.log.info(DEMO_PREPARING);
    step = 'open';
    await starting.ready;
    step = 'migrate';
    await runMigrations(handle);
    const log = app.log;
    const demoLine = config.demo
      ? await seedDemoIfEmpty(handle, (line) => log.info(line))
      : undefined;
    // Jobs left by a previous run are picked up now (lib/jobs/worker.ts).
    await app.jobs.start();
    closeOnSignals(app, handle, () => channel);
    step = 'listen';
    await app.listen({ port: config.port, host: config.host });
    // The embedded database has one owner: `npm run admin` reaches it through this server's
    // operators' channel (admin/channel.ts). On PostgreSQL it opens the database itself.
    if (handle.driver === 'pglite') {
      const { openOperatorsChannel } = await import('./admin/channel.ts');
      channel = await openOperatorsChannel({ config, handle, services, log: app.log });
    }
    // The one line at the default level saying where Potok runs (Fastify's own "Server listening
    // at …" lines, one per interface, are at debug: lib/request-log.ts). `address` is the socket
    // as bound, for scripts and tests.
    const bound = app.server.address() as AddressInfo;
    const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
    app.log.info(
      { address: `http://${host}:${bound.port}` },
      `Potok is running at ${whereItRuns(config, bound.port)} ` +
        `(listening on ${host}:${bound.port}; data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
    );
    if (demoLine) app.log.info(demoLine);
  } catch (error) {
    // A failed start: one line saying what to fix; close what is open (the embedded database
    // shuts down cleanly and its data-directory lock is released) and exit 1.
    console.error(`potok: could not start: ${startupFailureMessage(error, step, config)}`);
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
    await channel?.close().catch(() => {});
    await app?.close().catch(() => {});
    await handle?.close().catch(() => {});
    process.exit(1);
  }
}

await main();

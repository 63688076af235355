/**
 * The three ways `npm run admin` reaches the data (docs/decisions/operators-command.md),
 * all running the same command functions (admin/run.ts):
 *
 * (a) DATABASE_URL set: the CLI opens PostgreSQL itself, beside any running servers;
 * (b) the embedded database and no server running: the CLI takes the data-directory lock
 *     (db/data-dir-lock.ts) and opens `DATA_DIR/db` itself, as a server would;
 * (c) the embedded database held by a running server (the lock is taken): the CLI sends the
 *     command to that server over its operators' channel (admin/channel.ts).
 *
 * On (a) and (b) the CLI builds the services from the composition root (services.ts) and runs
 * the migrations first, as a server's start does. Work a command leaves to jobs (notifications,
 * timeline fan-out) waits in the job table for a server's worker; on PostgreSQL the running
 * servers are woken at once, and the live events of notifications reach their open tabs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { sendToServer } from './channel.ts';
import { type AdminArgs, type AdminCommand, AdminError, commandName } from './command.ts';
import { runCommand } from './run.ts';

/** What `executeCommand` needs besides the command. */
export interface ExecuteOptions {
  config: Config;
  /** Who runs it (`--by` or the OS user). */
  actor: string;
}

/** Runs `command` on a database the CLI opened itself (paths a and b). */
async function runHere(
  command: AdminCommand,
  args: AdminArgs,
  handle: DbHandle,
  options: ExecuteOptions,
): Promise<unknown> {
  // Loaded only on these paths: through the channel the CLI needs none of the server's modules.
  const [{ runMigrations }, { createServices }, { createLiveEvents, LiveEventSchema }] =
    await Promise.all([
      import('../db/migrate.ts'),
      import('../services.ts'),
      import('../lib/events.ts'),
    ]);
  await runMigrations(handle);
  const services = createServices({ db: handle.db, config: options.config });
  const events = createLiveEvents(handle.notifier, LiveEventSchema);
  services.notifications.publishWith((event) => events.publish(event));
  try {
    return await runCommand(
      command,
      {
        services,
        handle,
        config: options.config,
        via: handle.driver === 'postgres' ? 'postgres' : 'embedded',
        actor: options.actor,
      },
      args,
    );
  } finally {
    await services.mail.close();
  }
}

/**
 * Runs `command` by whichever path reaches the data (see the module comment) and answers its
 * result as JSON.
 * @throws AdminError for bad input or a database that cannot be reached (one line to print)
 */
export async function executeCommand(
  command: AdminCommand,
  givenArgs: AdminArgs,
  options: ExecuteOptions,
): Promise<unknown> {
  const { config } = options;
  const args = command.prepare ? await command.prepare(givenArgs) : givenArgs;
  if (command.where === 'cli') {
    if (!command.runInCli) throw new AdminError(`${commandName(command)} cannot run`);
    return command.runInCli(config, args, options.actor);
  }
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    throw new AdminError(
      `DATA_DIR ${config.dataDir} holds no database yet: start Potok once (npm start), or set DATA_DIR or DATABASE_URL to the data to work on`,
    );
  }
  const request = { command: commandName(command), args, actor: options.actor };
  if (!config.databaseUrl) {
    // A server holding DATA_DIR is asked first, before any of the database's modules load.
    try {
      lockDataDir(config.dataDir).release();
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        return sendToServer(config.dataDir, request, error.pid);
      }
      throw error;
    }
  }
  const { openConfiguredDb } = await import('../db/client.ts');
  let handle: DbHandle;
  try {
    handle = await openConfiguredDb(config);
  } catch (error) {
    // A server that took DATA_DIR in the meantime.
    if (error instanceof DataDirInUseError) return sendToServer(config.dataDir, request, error.pid);
    throw error;
  }
  try {
    return await runHere(command, args, handle, options);
  } finally {
    await handle.close();
  }
}

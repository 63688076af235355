/**
 * Opening the embedded database of a data directory for a storage command when no server runs
 * on it: under the data-directory lock (db/data-dir-lock.ts), so no server can start on it
 * meanwhile, and refused while a server holds it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DbHandle, openConfiguredDb } from '../../db/client.ts';
import { StartupError } from '../../lib/startup-error.ts';
import { StorageError } from './errors.ts';

/** True when `DATA_DIR/db` holds a database (its `PG_VERSION`). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}

/**
 * Opens `DATA_DIR/db` under the lock; `close()` on the handle closes it and releases the lock.
 * @param whileRunning what the operator should do when a server holds the directory
 * @throws StorageError when there is no database there, or the directory is locked or unusable
 */
export async function openEmbeddedUnderLock(
  dataDir: string,
  whileRunning: string,
): Promise<DbHandle> {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new StorageError(
      `DATA_DIR ${dataDir} holds no embedded database (${path.join(dataDir, 'db')} has no PG_VERSION); set DATA_DIR to the server's data directory`,
    );
  }
  try {
    return await openConfiguredDb({ databaseUrl: null, dataDir });
  } catch (error) {
    if (error instanceof StartupError) {
      if (/in use by another Potok server/.test(error.message)) {
        const pid = /pid (\w+)/.exec(error.message)?.[1] ?? 'unknown';
        throw new StorageError(
          `DATA_DIR ${dataDir} is in use by a running Potok server (pid ${pid}); ${whileRunning}`,
        );
      }
      throw new StorageError(error.message);
    }
    throw new StorageError(
      `the embedded database in ${path.join(dataDir, 'db')} cannot be opened: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}

/**
 * A DATA_DIR for tests of the real server (main-process.ts) whose embedded database is already
 * migrated, so the server's start skips the migrations — the longest part of a first start.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/client.ts';
import { pgliteTemplate } from './harness.ts';

/**
 * A new folder under the OS temp folder, named `prefix…`, with the tests' migrated template
 * (harness.ts) unpacked into its `db/`.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const handle = await openDb({
    driver: 'pglite',
    dataDir: path.join(dir, 'db'),
    loadDataDir: await pgliteTemplate(),
  });
  await handle.close();
  return dir;
}

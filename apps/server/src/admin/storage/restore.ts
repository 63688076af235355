/**
 * Restoring a backup (`admin restore <file>`; docs/operations.md "Back up and restore"): the
 * archive is checked whole first (archive.ts `readArchive`), then written into an empty target of
 * its own kind — PGlite loads an embedded copy into `DATA_DIR/db`, `pg_restore` loads a dump in
 * one transaction — with the media files into an empty `MEDIA_DIR`; the rows of every table are
 * then compared with the manifest.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { EMBEDDED_SETTINGS, startDb } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { StartupError } from '../../lib/startup-error.ts';
import { type ArchivePart, type BackupManifest, readArchive } from './archive.ts';
import { hasEmbeddedDatabase } from './embedded-source.ts';
import { connectPostgres, redactUrl, StorageError } from './errors.ts';
import { listMedia } from './media.ts';
import { clientConnection, clientMajor, runClient } from './pg-client.ts';
import { listTables, tableCounts, targetObjects } from './tables.ts';

/** What `restoreBackup` brought back. */
export interface RestoreReport {
  /** The data directory or the database (password hidden) restored into. */
  into: string;
  kind: 'embedded' | 'postgres';
  tables: { name: string; expected: number; restored: number; same: boolean }[];
  /** Every table has the backup's row count. */
  verified: boolean;
  media: { dir: string; files: number; bytes: number };
}

/** True when a folder is missing or holds nothing (for the media folder: no kept file). */
async function emptyFolder(dir: string, media = false): Promise<boolean> {
  if (media) return (await listMedia(dir)).length === 0;
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return true;
    throw error;
  }
}

/** Writes one media part under `mediaDir` (its folders created). */
async function writeMediaPart(mediaDir: string, part: ArchivePart, bytes: Readable) {
  const file = path.join(mediaDir, part.path.slice('media/'.length));
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(bytes, createWriteStream(file, { flags: 'wx', mode: 0o644 }));
}

/**
 * Restores the backup `file` into an empty target: with `databaseUrl`, an empty PostgreSQL
 * database (a PostgreSQL backup); otherwise an empty `DATA_DIR/db` (an embedded backup). The
 * media files go to `mediaDir`, which must hold no file. The whole archive is checked first
 * (archive.ts `readArchive`); nothing is written unless it is intact. Row counts are compared
 * with the manifest at the end.
 *
 * @throws StorageError when the archive is damaged or truncated, of the other kind, the target
 *   not empty or unreachable, or a server holds the data directory — before anything is written;
 *   when loading fails afterwards, what was written is removed again
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | null;
}): Promise<RestoreReport> {
  const manifest = await readArchive(options.file);
  const kind = options.databaseUrl ? 'postgres' : 'embedded';
  if (manifest.database.kind !== kind) {
    throw new StorageError(
      manifest.database.kind === 'embedded'
        ? 'this is a backup of the embedded database: restore it without DATABASE_URL into an empty DATA_DIR, then use move-to-postgres; nothing was written'
        : 'this is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty database; nothing was written',
    );
  }
  if (!(await emptyFolder(options.mediaDir, true))) {
    throw new StorageError(
      `MEDIA_DIR ${options.mediaDir} already holds files; restore into an empty one (move it away or set MEDIA_DIR); nothing was written`,
    );
  }
  if (options.databaseUrl) return restorePostgres(options, options.databaseUrl, manifest);
  return restoreEmbedded(options, manifest);
}

/** Compares restored row counts with the manifest's. */
function compareCounts(
  manifest: BackupManifest,
  restored: Record<string, number>,
): Pick<RestoreReport, 'tables' | 'verified'> {
  const names = [...new Set([...Object.keys(manifest.database.tables), ...Object.keys(restored)])];
  const tables = names.sort().map((name) => {
    const expected = manifest.database.tables[name] ?? -1;
    const got = restored[name] ?? -1;
    return { name, expected, restored: got, same: expected === got };
  });
  return { tables, verified: tables.every((t) => t.same) };
}

async function restoreEmbedded(
  options: { file: string; dataDir: string; mediaDir: string },
  manifest: BackupManifest,
): Promise<RestoreReport> {
  const dbDir = path.join(options.dataDir, 'db');
  if (hasEmbeddedDatabase(options.dataDir) || !(await emptyFolder(dbDir))) {
    throw new StorageError(
      `DATA_DIR ${options.dataDir} already holds a database (${dbDir}); restore into an empty DATA_DIR; nothing was written`,
    );
  }
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(options.dataDir);
  } catch (error) {
    if (error instanceof StartupError) throw new StorageError(error.message);
    throw error;
  }
  const written: string[] = [];
  try {
    let database: Buffer | undefined;
    await readArchive(options.file, async (part, bytes) => {
      if (part.path === manifest.database.part) {
        const chunks: Buffer[] = [];
        for await (const chunk of bytes) chunks.push(chunk as Buffer);
        database = Buffer.concat(chunks);
      } else {
        written.push(path.join(options.mediaDir, part.path.slice('media/'.length)));
        await writeMediaPart(options.mediaDir, part, bytes);
      }
    });
    await mkdir(dbDir, { recursive: true });
    const { handle, ready } = await startDb({
      driver: 'pglite',
      dataDir: dbDir,
      loadDataDir: new Blob([database! as BufferSource]),
      settings: { ...EMBEDDED_SETTINGS },
    });
    let counts: Record<string, number>;
    try {
      await ready;
      const client = await handle.pool.connect();
      try {
        counts = await tableCounts(client, await listTables(client));
      } finally {
        client.release();
      }
    } finally {
      await handle.close();
    }
    return {
      into: options.dataDir,
      kind: 'embedded',
      ...compareCounts(manifest, counts),
      media: { dir: options.mediaDir, ...manifest.media },
    };
  } catch (error) {
    await rm(dbDir, { recursive: true, force: true });
    for (const f of written) await rm(f, { force: true });
    if (error instanceof StorageError) throw error;
    throw new StorageError(
      `the embedded database could not be restored (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); what was written is removed again`,
    );
  } finally {
    lock.release();
  }
}

async function restorePostgres(
  options: { file: string; mediaDir: string },
  url: string,
  manifest: BackupManifest,
): Promise<RestoreReport> {
  const client: pg.Client = await connectPostgres(url);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'potok-restore-'));
  const written: string[] = [];
  try {
    const objects = await targetObjects(client);
    if (objects.length > 0) {
      throw new StorageError(
        `${redactUrl(url)} is not empty: it has ${objects.join(', ')}; restore into a new database (createdb); nothing was written`,
      );
    }
    const restore = await clientMajor('pg_restore');
    const dumped = Number(/\)\s+(\d+)/.exec(manifest.database.dumpVersion ?? '')?.[1] ?? 0);
    if (!(restore.major >= dumped)) {
      throw new StorageError(
        `pg_restore ${restore.major} cannot read a dump of pg_dump ${dumped}; install postgresql-client-${dumped}; nothing was written`,
      );
    }
    const dump = path.join(scratch, 'postgres.dump');
    await readArchive(options.file, async (part, bytes) => {
      if (part.path === manifest.database.part) {
        await pipeline(bytes, createWriteStream(dump, { mode: 0o600 }));
      } else {
        written.push(path.join(options.mediaDir, part.path.slice('media/'.length)));
        await writeMediaPart(options.mediaDir, part, bytes);
      }
    });
    const { dbname, env } = clientConnection(url);
    await runClient(
      'pg_restore',
      [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-acl',
        '--dbname',
        dbname,
        dump,
      ],
      env,
    );
    const counts = await tableCounts(client, await listTables(client));
    return {
      into: redactUrl(url),
      kind: 'postgres',
      ...compareCounts(manifest, counts),
      media: { dir: options.mediaDir, ...manifest.media },
    };
  } catch (error) {
    for (const f of written) await rm(f, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
    await rm(scratch, { recursive: true, force: true });
  }
}

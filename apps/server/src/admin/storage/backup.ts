/**
 * Backups of either database with its media files (`admin backup <file>`; restore.ts brings
 * them back; docs/operations.md "Back up and restore", docs/decisions/backups.md).
 *
 * The database part:
 * - embedded: a physical copy of the data directory taken by PGlite itself (`dumpDataDir`, after
 *   a `CHECKPOINT`), between two queries of its one session, so it is consistent; taken inside
 *   the running server (its worker holds the database) or under the data-directory lock when no
 *   server runs. A copy from a running server is then opened once in a scratch folder to count
 *   its rows (which also proves that it opens); under the lock the rows are counted before the
 *   copy, as no one writes. Restored by PGlite (`loadDataDir`) into an empty `DATA_DIR/db`.
 * - PostgreSQL: `pg_dump --format=custom` of Debian's client package, run on a snapshot exported
 *   by a repeatable-read transaction in which the rows are counted, so counts and dump agree;
 *   refused when `pg_dump` is older than the server. Restored by `pg_restore` in one transaction
 *   into an empty database.
 *
 * Media files are listed after the database part is taken. A kept file never changes
 * (files.store.ts); one uploaded after the copy is in the archive but unknown to its database (the
 * media sweep of the restored server removes it), one removed meanwhile is left out.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, EMBEDDED_SETTINGS, startDb } from '../../db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  DATABASE_PARTS,
  type PartSource,
  writeArchive,
} from './archive.ts';
import { openEmbeddedUnderLock } from './embedded-source.ts';
import { connectPostgres, StorageError } from './errors.ts';
import { listMedia, sha256File } from './media.ts';
import { clientConnection, clientMajor, runClient } from './pg-client.ts';
import {
  listTables,
  type MigrationLevel,
  type Queryable,
  readMigrationLevel,
  tableCounts,
} from './tables.ts';

/** What `backup*` wrote. */
export interface BackupReport {
  /** Absolute path of the archive. */
  file: string;
  /** Its size, bytes. */
  bytes: number;
  manifest: BackupManifest;
}

/** The database's description in the manifest. */
interface DatabaseFacts {
  serverVersion: string;
  migrations: MigrationLevel;
  tables: Record<string, number>;
}

/** Version, migration level and row counts of a database. */
async function describeDatabase(db: Queryable): Promise<DatabaseFacts> {
  const { rows } = await db.query<{ v: string }>('SELECT version() AS v');
  return {
    serverVersion: (rows[0]?.v ?? '').split(' on ')[0]!,
    migrations: await readMigrationLevel(db),
    tables: await tableCounts(db, await listTables(db)),
  };
}

/**
 * A consistent copy of an open embedded database: a `CHECKPOINT` (the data files then hold
 * every committed write), then PGlite's `dumpDataDir`, which runs between two queries of its one
 * session. Runs wherever the database is open — in the server for a backup while it runs.
 * @returns a gzip tarball of the data directory
 */
export async function snapshotEmbedded(handle: DbHandle): Promise<Uint8Array> {
  if (!handle.dumpDataDir) throw new Error('snapshotEmbedded: not an embedded database');
  await handle.pool.query('CHECKPOINT');
  const blob = await handle.dumpDataDir();
  return new Uint8Array(await blob.arrayBuffer());
}

/** Opens an embedded copy in a scratch folder, runs `use` on it, and removes the folder. */
async function withEmbeddedCopy<T>(
  bytes: Uint8Array,
  use: (handle: DbHandle) => Promise<T>,
): Promise<T> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'potok-backup-check-'));
  try {
    const { handle, ready } = await startDb({
      driver: 'pglite',
      dataDir: path.join(scratch, 'db'),
      loadDataDir: new Blob([bytes as BufferSource]),
      settings: { ...EMBEDDED_SETTINGS },
    });
    try {
      await ready;
      return await use(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The media files as archive parts (`media/…`), hashed; a file removed while they are read (its
 * entry was deleted) is left out.
 */
async function mediaParts(mediaDir: string): Promise<PartSource[]> {
  const out: PartSource[] = [];
  for (const f of await listMedia(mediaDir)) {
    const file = path.join(mediaDir, f.path);
    let sha256: string;
    try {
      sha256 = await sha256File(file);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') continue;
      throw error;
    }
    out.push({ path: `media/${f.path}`, size: f.size, sha256, file });
  }
  return out;
}

/** Writes the manifest and the parts (database first) to `file`. */
async function finishBackup(
  file: string,
  kind: 'embedded' | 'postgres',
  database: PartSource,
  facts: DatabaseFacts & { dumpVersion?: string },
  mediaDir: string,
): Promise<BackupReport> {
  const media = await mediaParts(mediaDir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: {
      kind,
      part: database.path,
      serverVersion: facts.serverVersion,
      ...(facts.dumpVersion ? { dumpVersion: facts.dumpVersion } : {}),
      migrations: facts.migrations,
      tables: facts.tables,
    },
    media: { files: media.length, bytes: media.reduce((s, m) => s + m.size, 0) },
    parts: [database, ...media].map(({ path: p, size, sha256 }) => ({ path: p, size, sha256 })),
  };
  const target = path.resolve(file);
  const bytes = await writeArchive(target, manifest, [database, ...media]);
  return { file: target, bytes, manifest };
}

/** Refuses an archive path that exists already or whose folder is missing. */
async function checkOutput(file: string): Promise<void> {
  const target = path.resolve(file);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) throw new StorageError(`${target} exists already; name a new file`);
  const folder = await stat(path.dirname(target)).catch(() => null);
  if (!folder?.isDirectory()) {
    throw new StorageError(`the folder ${path.dirname(target)} does not exist; create it first`);
  }
}

/**
 * Backs up the embedded database of `dataDir` and the media files into `file`.
 * @param options.open the database already open: `exclusive` when this process holds the
 *   data-directory lock (the operators' command without a server), not when it is the running
 *   server's own database (the operators' channel: the copy is counted in itself). Without it
 *   the database is opened here under the lock.
 * @throws StorageError when `file` exists, a server holds the directory (without `open`), there
 *   is no database, or a copy from a running server does not open
 */
export async function backupEmbedded(options: {
  dataDir: string;
  mediaDir: string;
  file: string;
  open?: { handle: DbHandle; exclusive: boolean };
}): Promise<BackupReport> {
  await checkOutput(options.file);
  let bytes: Uint8Array;
  let facts: DatabaseFacts | undefined;
  const copyOf = async (handle: DbHandle, exclusive: boolean) => {
    if (exclusive) {
      // No one else writes while the lock is held: the rows counted are the rows copied.
      const client = await handle.pool.connect();
      try {
        facts = await describeDatabase(client);
      } finally {
        client.release();
      }
    }
    return snapshotEmbedded(handle);
  };
  if (options.open) {
    bytes = await copyOf(options.open.handle, options.open.exclusive);
  } else {
    const handle = await openEmbeddedUnderLock(
      options.dataDir,
      'take the backup through it (npm run admin -- backup does so) or stop it first',
    );
    try {
      bytes = await copyOf(handle, true);
    } finally {
      await handle.close();
    }
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'potok-backup-'));
  try {
    // A copy taken from a running server is counted where it can be: in the copy itself, which
    // is opened once in a scratch folder (and so shown to open).
    facts ??= await withEmbeddedCopy(bytes, async (copy) => {
      const client = await copy.pool.connect();
      try {
        return await describeDatabase(client);
      } finally {
        client.release();
      }
    }).catch((error: unknown) => {
      throw new StorageError(
        `the copy of the embedded database does not open (${error instanceof Error ? error.message : String(error)}); nothing was written`,
      );
    });
    const dump = path.join(scratch, 'embedded.tar.gz');
    await writeFile(dump, bytes);
    const part: PartSource = {
      path: DATABASE_PARTS.embedded,
      size: bytes.length,
      sha256: await sha256File(dump),
      file: dump,
    };
    return await finishBackup(options.file, 'embedded', part, facts, options.mediaDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Backs up the PostgreSQL database `url` and the media files into `file`: the rows are counted
 * in a repeatable-read transaction whose snapshot `pg_dump` then dumps (`--snapshot`).
 * @throws StorageError when `file` exists, the database cannot be reached, `pg_dump` is missing
 *   or older than the server
 */
export async function backupPostgres(options: {
  url: string;
  mediaDir: string;
  file: string;
}): Promise<BackupReport> {
  await checkOutput(options.file);
  const client = await connectPostgres(options.url);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'potok-backup-'));
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT current_setting('server_version_num') AS n",
    );
    const serverMajor = Math.floor(Number(rows[0]!.n) / 10_000);
    const dump = await clientMajor('pg_dump');
    if (!(dump.major >= serverMajor)) {
      throw new StorageError(
        `pg_dump ${dump.major} is older than the PostgreSQL server (${serverMajor}) and cannot dump it; install postgresql-client-${serverMajor}`,
      );
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: snap } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const facts = await describeDatabase(client);
    const file = path.join(scratch, 'postgres.dump');
    const { dbname, env } = clientConnection(options.url);
    await runClient(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--snapshot=${snap[0]!.id}`,
        '--file',
        file,
        '--dbname',
        dbname,
      ],
      env,
    );
    await client.query('COMMIT');
    const size = (await stat(file)).size;
    const part: PartSource = {
      path: DATABASE_PARTS.postgres,
      size,
      sha256: await sha256File(file),
      file,
    };
    return await finishBackup(
      options.file,
      'postgres',
      part,
      { ...facts, dumpVersion: dump.version },
      options.mediaDir,
    );
  } finally {
    await client.end().catch(() => {});
    await rm(scratch, { recursive: true, force: true });
  }
}

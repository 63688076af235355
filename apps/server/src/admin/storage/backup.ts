/**
 * Backups and restores of either database with its media files (`admin backup <file>`, `admin
 * restore <file>`; docs/operations.md "Back up and restore", docs/decisions.md "Backups").
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
 * Media files are added after the database part. A kept file never changes (files.store.ts);
 * one uploaded after the snapshot is simply not in it, and the media sweep of the restored server
 * removes files the database does not know.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { type DbHandle, EMBEDDED_SETTINGS, startDb } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { StartupError } from '../../lib/startup-error.ts';
import {
  type ArchivePart,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  type PartSource,
  readArchive,
  writeArchive,
} from './archive.ts';
import { hasEmbeddedDatabase, openEmbeddedUnderLock } from './embedded-source.ts';
import { connectPostgres, redactUrl, StorageError } from './errors.ts';
import { listMedia, sha256File } from './media.ts';
import {
  listTables,
  type MigrationLevel,
  type Queryable,
  readMigrationLevel,
  tableCounts,
  targetObjects,
} from './tables.ts';

/** Part names of the database inside the archive. */
export const EMBEDDED_PART = 'database/embedded.tar.gz';
export const POSTGRES_PART = 'database/postgres.dump';

/** What `backup*` wrote. */
export interface BackupReport {
  /** Absolute path of the archive. */
  file: string;
  /** Its size, bytes. */
  bytes: number;
  manifest: BackupManifest;
}

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

/** The media files as archive parts (`media/…`), hashed. */
async function mediaParts(mediaDir: string): Promise<PartSource[]> {
  const out: PartSource[] = [];
  for (const f of await listMedia(mediaDir)) {
    const file = path.join(mediaDir, f.path);
    out.push({ path: `media/${f.path}`, size: f.size, sha256: await sha256File(file), file });
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
      path: EMBEDDED_PART,
      size: bytes.length,
      sha256: await sha256File(dump),
      file: dump,
    };
    return await finishBackup(options.file, 'embedded', part, facts, options.mediaDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A PostgreSQL address split for the client programs: the URL without its password, and it. */
function clientConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore); resolves with its stdout.
 * @throws StorageError when it is not installed or exits with an error (its last stderr line)
 */
async function runClient(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return await new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StorageError(
          error.code === 'ENOENT'
            ? `${program} is not installed; install Debian's PostgreSQL client (apt-get install postgresql-client)`
            : `${program} cannot be started (${error.message})`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else {
        const line = err.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
        reject(new StorageError(`${program} failed: ${line}`));
      }
    });
  });
}

/** Major version of a client program (`pg_dump --version` → 15). */
async function clientMajor(program: string): Promise<{ major: number; version: string }> {
  const version = (await runClient(program, ['--version'])).trim();
  const major = Number(/\)\s+(\d+)/.exec(version)?.[1] ?? Number.NaN);
  return { major, version };
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
    const part: PartSource = { path: POSTGRES_PART, size, sha256: await sha256File(file), file };
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

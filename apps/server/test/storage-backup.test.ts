/**
 * Backups and restores (admin/storage/backup.ts, restore.ts, archive.ts) on the database of this pass: the
 * embedded one (without TEST_DATABASE_URL) or PostgreSQL. The demo network and a few media files
 * are backed up — the embedded database both through the open database of a running server and
 * under the data-directory lock — and restored into an empty target, which then has every row
 * (same checksums per table) and every file (same bytes). A truncated or corrupted archive, or
 * a target that is not empty, is refused before anything is written.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCommand } from '../src/admin/commands/index.ts';
import { type BackupReport, backupEmbedded, backupPostgres } from '../src/admin/storage/backup.ts';
import { StorageError } from '../src/admin/storage/errors.ts';
import { listMedia } from '../src/admin/storage/media.ts';
import { formatBackupReport, formatRestoreReport } from '../src/admin/storage/report.ts';
import { restoreBackup } from '../src/admin/storage/restore.ts';
import {
  listTables,
  type Queryable,
  type TableSum,
  tableSums,
  useStableText,
} from '../src/admin/storage/tables.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openConfiguredDb, openDb } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { runAdminProcess } from './admin.ts';
import { pgliteTemplate } from './harness.ts';
import { freshPostgres, TEST_DATABASE_URL } from './storage.ts';

const KIND = TEST_DATABASE_URL ? 'postgres' : 'embedded';

/** Row counts and checksums of every table. */
async function sumsOf(db: Queryable): Promise<Record<string, TableSum>> {
  await useStableText(db);
  return tableSums(db, await listTables(db));
}

/** Every media file (path → sha256), `tmp/` left out. */
async function mediaOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of await listMedia(dir)) {
    out[f.path] = createHash('sha256')
      .update(await readFile(path.join(dir, f.path)))
      .digest('hex');
  }
  return out;
}

/** Some media files as the media store keeps them, and an upload in progress (not backed up). */
async function writeMedia(dir: string): Promise<void> {
  const uuid = '0190f5a8-0000-7000-8000-00000000beef';
  const folder = path.join(dir, 'ef', uuid);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'original.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]));
  await writeFile(path.join(folder, 'w640.webp'), 'MEDIA-BYTES-w640 '.repeat(200));
  await mkdir(path.join(dir, 'tmp', 'abc'), { recursive: true });
  await writeFile(path.join(dir, 'tmp', 'abc', 'upload'), 'half an upload');
}

/** The archive with one byte flipped inside the w640 file's bytes. */
async function corrupted(file: string): Promise<string> {
  const bytes = await readFile(file);
  const at = bytes.indexOf('MEDIA-BYTES-w640');
  expect(at).toBeGreaterThan(0);
  bytes[at + 3] = bytes[at + 3]! ^ 0x20;
  const out = `${file}.corrupted`;
  await writeFile(out, bytes);
  return out;
}

/** The archive cut at 60 % of its length. */
async function truncated(file: string): Promise<string> {
  const bytes = await readFile(file);
  const out = `${file}.truncated`;
  await writeFile(out, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  return out;
}

describe(`backup and restore (${KIND} database)`, () => {
  let work: string;
  let dataDir: string;
  let mediaDir: string;
  let sums: Record<string, TableSum>;
  let media: Record<string, string>;
  let backup: BackupReport;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'potok-backup-test-'));
    dataDir = path.join(work, 'data');
    mediaDir = path.join(dataDir, 'media');
    await writeMedia(mediaDir);
    if (KIND === 'embedded') {
      // A running server's database: open, under the data-directory lock.
      await mkdir(path.join(dataDir, 'db'), { recursive: true });
      const lock = lockDataDir(dataDir);
      let handle: DbHandle | undefined;
      try {
        handle = await openDb({
          driver: 'pglite',
          dataDir: path.join(dataDir, 'db'),
          loadDataDir: await pgliteTemplate(),
        });
        await seedDemo(handle.db);
        const client = await handle.pool.connect();
        sums = await sumsOf(client).finally(() => client.release());
        // Inside the running server: its own open database, which others may write meanwhile.
        backup = await backupEmbedded({
          dataDir,
          mediaDir,
          file: path.join(work, 'live.tar'),
          open: { handle, exclusive: false },
        });
      } finally {
        await handle?.close();
        lock.release();
      }
    } else {
      const source = await freshPostgres();
      drops.push(source.drop);
      const handle = await openDb({ driver: 'postgres', url: source.url, max: 2 });
      try {
        await runMigrations(handle);
        await seedDemo(handle.db);
        sums = await sumsOf(handle.pool);
      } finally {
        await handle.close();
      }
      backup = await backupPostgres({ url: source.url, mediaDir, file: path.join(work, 'pg.tar') });
    }
    media = await mediaOf(mediaDir);
  }, 120_000);

  afterAll(async () => {
    for (const drop of drops) await drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('writes one archive with a manifest of the rows and the files', () => {
    const m = backup.manifest;
    expect(m).toMatchObject({ format: 'potok-backup', version: 1, database: { kind: KIND } });
    expect(m.database.migrations.count).toBeGreaterThan(20);
    for (const [name, sum] of Object.entries(sums)) expect(m.database.tables[name]).toBe(sum.rows);
    expect(m.parts.map((p) => p.path)).toEqual([
      m.database.part,
      ...Object.keys(media).map((p) => `media/${p}`),
    ]);
    expect(Object.keys(media)).toHaveLength(2); // the upload in progress is left out
    expect(formatBackupReport(backup)).toContain(`written to ${backup.file}`);
  });

  it('refuses a truncated or corrupted archive before writing anything', async () => {
    const target = path.join(work, 'refused');
    const fresh = KIND === 'embedded' ? null : await freshPostgres();
    if (fresh) drops.push(fresh.drop);
    const into = fresh?.url ?? null;
    for (const file of [await truncated(backup.file), await corrupted(backup.file)]) {
      const error = await restoreBackup({
        file,
        dataDir: target,
        mediaDir: path.join(target, 'media'),
        databaseUrl: into,
      }).catch((e) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect(error.message).toMatch(
        /is refused, nothing was written: (it is truncated|it lacks|.*checksum)/,
      );
      expect(existsSync(target)).toBe(false);
    }
    if (into) {
      const client = new pg.Client({ connectionString: into });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'drizzle')",
      );
      await client.end();
      expect(rows[0]!.n).toBe(0);
    }
  });

  it('restores every row and every file into an empty target', async () => {
    const target = path.join(work, 'restored');
    const into = KIND === 'embedded' ? null : await freshPostgres();
    if (into) drops.push(into.drop);
    const report = await restoreBackup({
      file: backup.file,
      dataDir: target,
      mediaDir: path.join(target, 'media'),
      databaseUrl: into?.url ?? null,
    });
    expect(report.verified).toBe(true);
    expect(formatRestoreReport(report)).toContain('every table has the backup');
    expect(await mediaOf(path.join(target, 'media'))).toEqual(media);
    // Opened as a server opens it: every table holds the same rows.
    const handle = await openConfiguredDb({ databaseUrl: into?.url ?? null, dataDir: target });
    try {
      const client = await handle.pool.connect();
      expect(await sumsOf(client).finally(() => client.release())).toEqual(sums);
    } finally {
      await handle.close();
    }
    // A second restore into the now full target is refused.
    const again = await restoreBackup({
      file: backup.file,
      dataDir: target,
      mediaDir: path.join(work, 'other-media'),
      databaseUrl: into?.url ?? null,
    }).catch((e) => e);
    expect(again).toBeInstanceOf(StorageError);
    expect(again.message).toMatch(/already holds a database|is not empty/);
    expect(existsSync(path.join(work, 'other-media'))).toBe(false);
  });

  it.skipIf(KIND !== 'embedded')(
    'backs up the embedded database under the lock when no server runs, and refuses while one does',
    async () => {
      const file = path.join(work, 'offline.tar');
      const lock = lockDataDir(dataDir);
      const refused = await backupEmbedded({ dataDir, mediaDir, file }).catch((e) => e);
      lock.release();
      expect(refused).toBeInstanceOf(StorageError);
      expect(refused.message).toMatch(/in use by a running Potok server/);
      expect(existsSync(file)).toBe(false);
      const offline = await backupEmbedded({ dataDir, mediaDir, file });
      expect(offline.manifest.database.tables).toEqual(backup.manifest.database.tables);
    },
  );

  it('checks an archive (restore --check), and refuses a damaged one through npm run admin', async () => {
    const restore = findCommand('restore')!;
    const checked = await restore.runInCli!(
      loadConfig({ DATA_DIR: work }),
      {
        file: backup.file,
        check: true,
      },
      'test-operator',
    );
    expect(checked).toMatchObject({ intact: true, manifest: backup.manifest });
    expect(restore.print!(checked)).toContain('is intact');
    const target = path.join(work, 'cli-refused');
    const refused = await runAdminProcess(['restore', await truncated(backup.file)], {
      DATA_DIR: target,
      ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^admin: the backup .* is refused, nothing was written: .*\n$/);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a backup of the other database kind', async () => {
    const error = await restoreBackup({
      file: backup.file,
      dataDir: path.join(work, 'kind'),
      mediaDir: path.join(work, 'kind', 'media'),
      databaseUrl: KIND === 'embedded' ? 'postgres://nobody@127.0.0.1:1/none' : null,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(/this is a backup of (the embedded|a PostgreSQL) database/);
    expect(existsSync(path.join(work, 'kind'))).toBe(false);
  });
});

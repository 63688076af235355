/**
 * Moving the embedded database to PostgreSQL (admin/storage/move.ts): the demo network, seeded
 * into an embedded data directory, is moved into a fresh PostgreSQL database; every sampled
 * page then answers the same on an app started on PostgreSQL as it did on the embedded one —
 * the demo account even stays signed in — new rows get new ids, and the embedded data is
 * unchanged. The refusals: a server holding the data directory, a non-empty target, a target
 * at another migration level, an unreachable address — each before a row is written.
 *
 * Needs a PostgreSQL server: runs in the PostgreSQL pass (TEST_DATABASE_URL), skipped loudly
 * otherwise.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../src/admin/storage/errors.ts';
import { type MoveReport, moveToPostgres } from '../src/admin/storage/move.ts';
import { formatMoveReport } from '../src/admin/storage/report.ts';
import {
  listTables,
  type TableSum,
  tableSums,
  useStableText,
} from '../src/admin/storage/tables.ts';
import { type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { pgliteTemplate } from './harness.ts';
import {
  appOn,
  freshPostgres,
  readPages,
  samplePages,
  signInDemo,
  TEST_DATABASE_URL,
} from './storage.ts';

if (!TEST_DATABASE_URL) {
  console.warn(
    '\n*** move-to-postgres tests SKIPPED: they need a PostgreSQL server (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test) ***\n',
  );
}

/** Row counts and checksums of every table of an open database. */
async function sumsOf(handle: DbHandle): Promise<Record<string, TableSum>> {
  const client = await handle.pool.connect();
  try {
    await useStableText(client);
    return await tableSums(client, await listTables(client));
  } finally {
    client.release();
  }
}

describe.skipIf(!TEST_DATABASE_URL)('move-to-postgres', () => {
  let dataDir: string;
  let mediaDir: string;
  let pages: string[];
  let token: string;
  let before: Awaited<ReturnType<typeof readPages>>;
  let embeddedSums: Record<string, TableSum>;
  const drops: (() => Promise<void>)[] = [];
  let target: { url: string; drop: () => Promise<void> };
  let report: MoveReport;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-move-'));
    mediaDir = path.join(dataDir, 'media');
    // The demo network on the embedded database, read through the API as its people read it.
    await mkdir(path.join(dataDir, 'db'));
    const source = await openDb({
      driver: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: await pgliteTemplate(),
    });
    await seedDemo(source.db);
    const [busiest] = await queryRows<{ uuid: string }>(
      source.db,
      sql`select uuid::text as uuid from entries order by comments_count desc, entry_id limit 1`,
    );
    pages = samplePages(busiest!.uuid);
    const app = await appOn(source, dataDir);
    token = await signInDemo(app);
    await readPages(app, token, pages); // whatever a first read settles (materialized pages…)
    before = await readPages(app, token, pages);
    await app.close();
    embeddedSums = await sumsOf(source);
    await source.close();
    // An uploaded file's folder, as the media store keeps it.
    await mkdir(path.join(mediaDir, 'ab', 'x'), { recursive: true });
    await writeFile(path.join(mediaDir, 'ab', 'x', 'original.jpg'), 'not really a picture');

    target = await freshPostgres();
    drops.push(target.drop);
    report = await moveToPostgres({ dataDir, mediaDir, to: target.url });
  }, 120_000);

  afterAll(async () => {
    for (const drop of drops) await drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table with the same rows and checksums, and leaves the embedded ones as they were', () => {
    expect(report.targetSchema).toBe('migrated');
    expect(report.verified).toBe(true);
    expect(report.tables.map((t) => t.name).sort()).toEqual(Object.keys(embeddedSums).sort());
    for (const t of report.tables) {
      expect(t.target).toEqual(embeddedSums[t.name]);
      // Read back from the embedded database after the copy (it is only ever read).
      expect(t.source).toEqual(embeddedSums[t.name]);
    }
    expect(report.tables.find((t) => t.name === 'entries')!.target.rows).toBeGreaterThan(250);
    const text = formatMoveReport(report);
    expect(text).toMatch(/^table\s+embedded rows\s+PostgreSQL rows/);
    expect(text).toContain(`All ${report.tables.length} tables are the same`);
    expect(report.media).toMatchObject({ readable: true, files: 1, missing: [] });
    expect(report.media.advice).toContain(`MEDIA_DIR=${mediaDir}`);
  });

  it('serves every sampled page the same from PostgreSQL, to a person still signed in', async () => {
    const handle = await openDb({ driver: 'postgres', url: target.url, max: 4 });
    try {
      const app = await appOn(handle, dataDir);
      try {
        const after = await readPages(app, token, pages);
        for (const page of pages) {
          expect(after[page]!.status, page).toBe(200);
          expect(after[page], page).toEqual(before[page]);
        }
        // New rows get ids past the moved ones.
        const posted = await app.inject({
          method: 'POST',
          url: '/v1/entry',
          headers: { authorization: `Bearer ${token}` },
          payload: { text: 'Первая запись после переезда' },
        });
        expect(posted.statusCode).toBeLessThan(300);
        const top = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from entries where entry_id >= ${posted.json<{ payload: { entry_id: number } }>().payload.entry_id}`,
        );
        expect(top[0]!.n).toBe(1);
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }
  });

  it('refuses a non-empty target, before writing a row', async () => {
    const error = await moveToPostgres({ dataDir, mediaDir, to: target.url }).catch((e) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(/is not empty: .*users \(20 rows\)/);
  });

  it('refuses a target at another migration level', async () => {
    const other = await freshPostgres();
    drops.push(other.drop);
    // A database of an older Potok: one migration applied.
    const client = new pg.Client({ connectionString: other.url });
    await client.connect();
    await client.query(
      `CREATE SCHEMA drizzle;
       CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint);
       INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('0123abcd', 1);
       CREATE TABLE users (user_id integer PRIMARY KEY);`,
    );
    const error = await moveToPostgres({ dataDir, mediaDir, to: other.url }).catch((e) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(/at another migration level: it has 1 migrations/);
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await client.end();
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses an unreachable address without printing its password', async () => {
    const error = await moveToPostgres({
      dataDir,
      mediaDir,
      to: 'postgres://potok:secret-word@127.0.0.1:1/potok',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(/cannot reach postgres:\/\/potok:\*\*\*@127\.0\.0\.1:1\/potok/);
    expect(error.message).not.toContain('secret-word');
  });

  it('refuses while a server holds the data directory', async () => {
    const other = await freshPostgres();
    drops.push(other.drop);
    const lock = lockDataDir(dataDir); // as a running server holds it
    try {
      const error = await moveToPostgres({ dataDir, mediaDir, to: other.url }).catch((e) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect(error.message).toMatch(/in use by a running Potok server \(pid \d+\); stop it first/);
    } finally {
      lock.release();
    }
  });
});

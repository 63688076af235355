/**
 * Moving the embedded database to PostgreSQL (`admin move-to-postgres --to URL`; docs/operations.md
 * "Move to PostgreSQL", docs/decisions/move-to-postgresql.md).
 *
 * 1. The target must answer, and be empty: either a fresh database (no table; it is then
 *    migrated here with the server's own migrations), or one already migrated to exactly the
 *    embedded database's level in which no table has a row except the rows the migrations
 *    themselves write (the built-in help articles, the abyss counter…), which are replaced.
 *    Anything else is refused before a row is written.
 * 2. The embedded database is opened under the data-directory lock, so the server must be
 *    stopped: what it wrote after the copy would be lost. It is only read.
 * 3. The media folder must be readable when the database knows files; it stays where it is and
 *    the report says how the PostgreSQL server finds it (MEDIA_DIR).
 * 4. Each table is copied in one transaction of its own, parents before children (foreign
 *    keys), rows in primary-key order (a reply's parent comes first), in batched INSERTs of the
 *    values' text form (exact for every type); its sequences are set past its highest ids in
 *    the same transaction.
 * 5. Every table's row count and checksum (tables.ts `tableSum`) are compared on both sides.
 */
import path from 'node:path';
import type pg from 'pg';
import { openDb } from '../../db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate.ts';
import { openEmbeddedUnderLock } from './embedded-source.ts';
import { connectPostgres, redactUrl, StorageError } from './errors.ts';
import { inspectMedia, type MediaState, missingMedia } from './media.ts';
import {
  codeMigrationLevel,
  describeLevel,
  ident,
  listTables,
  type MigrationLevel,
  readMigrationLevel,
  sameLevel,
  type TableInfo,
  type TableSum,
  tableCounts,
  tableSums,
  targetObjects,
  useStableText,
} from './tables.ts';

/** What to move. */
export interface MoveOptions {
  /** DATA_DIR of the embedded database (absolute). */
  dataDir: string;
  /** MEDIA_DIR (absolute). */
  mediaDir: string;
  /** `postgres://…` of the empty target database. */
  to: string;
  /** Progress lines for a person (one per table); none by default. */
  progress?: (line: string) => void;
}

/** One table of the move's report. */
export interface MovedTable {
  name: string;
  source: TableSum;
  target: TableSum;
  /** Same row count and checksum on both sides. */
  same: boolean;
}

/** The move's report (printed as a table, or as JSON with `--json`). */
export interface MoveReport {
  /** The target's address, password hidden. */
  target: string;
  /** `migrated`: the empty target was migrated here; `already`: it was at the level. */
  targetSchema: 'migrated' | 'already';
  migrations: MigrationLevel;
  tables: MovedTable[];
  /** Every table the same on both sides. */
  verified: boolean;
  media: MediaState & {
    /** UUIDs (at most five) of files the database knows but the folder lacks. */
    missing: string[];
    /** What the operator does with the folder. */
    advice: string;
  };
}

/** Rows per INSERT at most (and 60,000 parameters at most, under PostgreSQL's 65,535). */
const BATCH_ROWS = 1000;
const MAX_PARAMS = 60_000;

/** Hands every value over as PostgreSQL's own text form (no parsing into JS values). */
const RAW_TEXT = {
  getTypeParser: () => (value: string) => value,
} as unknown as pg.CustomTypesConfig;

/** Tables the migrations write rows into (`INSERT INTO "name"` in their SQL). */
async function tablesFilledByMigrations(): Promise<Set<string>> {
  const { readdir, readFile } = await import('node:fs/promises');
  const names = new Set<string>();
  for (const file of await readdir(MIGRATIONS_FOLDER)) {
    if (!file.endsWith('.sql')) continue;
    const text = await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const m of text.matchAll(/INSERT\s+INTO\s+"?([a-z_][a-z0-9_]*)"?/gi)) names.add(m[1]!);
  }
  return names;
}

/**
 * Decides whether the target can receive the move (before the embedded database is opened):
 * `fresh` (no table at all: it is migrated before the copy) or `already` (migrated to `level`
 * and empty but for the migrations' own rows).
 * @throws StorageError when it holds other objects or rows, or is at another level
 */
async function checkTarget(
  target: pg.Client,
  url: string,
  level: MigrationLevel,
): Promise<'fresh' | 'already'> {
  const where = redactUrl(url);
  const targetLevel = await readMigrationLevel(target);
  if (targetLevel.count === 0) {
    const objects = await targetObjects(target);
    if (objects.length > 0) {
      throw new StorageError(
        `${where} is not empty: it has ${objects.join(', ')}; move into a new database (createdb) or drop what it holds`,
      );
    }
    return 'fresh';
  }
  if (!sameLevel(targetLevel, level)) {
    throw new StorageError(
      `${where} is at another migration level: it has ${describeLevel(targetLevel)}, this Potok and its embedded database ${describeLevel(level)}; move into a new, empty database (createdb)`,
    );
  }
  const seeded = await tablesFilledByMigrations();
  const counts = await tableCounts(target, await listTables(target));
  const holding = Object.entries(counts).filter(([name, n]) => n > 0 && !seeded.has(name));
  if (holding.length > 0) {
    const list = holding
      .slice(0, 5)
      .map(([name, n]) => `${name} (${n} rows)`)
      .join(', ');
    throw new StorageError(
      `${where} is not empty: ${list}; move into a new, empty database (createdb)`,
    );
  }
  return 'already';
}

/** Migrates a fresh target with the server's own migrations. */
async function migrateTarget(url: string): Promise<void> {
  const handle = await openDb({ driver: 'postgres', url, max: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Copies one table in one transaction: its rows (replacing the migrations' own rows), then its
 * sequences set past the highest value in use.
 */
async function copyTable(source: pg.PoolClient, target: pg.Client, table: TableInfo) {
  const columns = table.columns.map(ident).join(', ');
  const order = table.primaryKey.length > 0 ? table.primaryKey.map(ident).join(', ') : '1';
  const perBatch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / table.columns.length)));
  const overriding = table.identity ? ' OVERRIDING SYSTEM VALUE' : '';
  await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await target.query('BEGIN');
  try {
    await target.query(`DELETE FROM ${ident(table.name)}`);
    await source.query(
      `DECLARE potok_move NO SCROLL CURSOR FOR SELECT ${columns} FROM ${ident(table.name)} ORDER BY ${order}`,
    );
    for (;;) {
      const { rows } = await source.query<unknown[]>({
        text: `FETCH ${perBatch} FROM potok_move`,
        rowMode: 'array',
        types: RAW_TEXT,
      });
      if (rows.length === 0) break;
      const width = table.columns.length;
      const tuples = rows.map(
        (_, r) => `(${table.columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`,
      );
      await target.query(
        `INSERT INTO ${ident(table.name)} (${columns})${overriding} VALUES ${tuples.join(', ')}`,
        rows.flat(),
      );
    }
    await source.query('CLOSE potok_move');
    for (const { sequence, column } of table.sequences) {
      const { rows } = await source.query<{ last: string; called: boolean }>(
        `SELECT last_value::text AS last, is_called AS called FROM ${ident(sequence)}`,
      );
      const { rows: top } = await target.query<{ max: string | null }>(
        `SELECT max(${ident(column)})::text AS max FROM ${ident(table.name)}`,
      );
      const state = rows[0]!;
      const used = BigInt(state.called ? state.last : BigInt(state.last) - 1n);
      const highest = top[0]?.max ? BigInt(top[0].max) : 0n;
      const past = used > highest ? used : highest;
      if (past > 0n) {
        await target.query('SELECT setval($1::regclass, $2::bigint, true)', [
          ident(sequence),
          past.toString(),
        ]);
      } else {
        await target.query('SELECT setval($1::regclass, 1, false)', [ident(sequence)]);
      }
    }
    await target.query('COMMIT');
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await source.query('ROLLBACK').catch(() => {});
  }
}

/** What the operator does with the media folder after the move. */
function mediaAdvice(media: MediaState, dataDir: string): string {
  if (!media.exists) return 'no media folder: nothing has been uploaded; nothing to do';
  const usesDefault = media.dir === path.join(dataDir, 'media');
  return (
    `the files stay in ${media.dir}: start the PostgreSQL server with ` +
    (usesDefault ? `the same DATA_DIR (${dataDir}) or ` : '') +
    `MEDIA_DIR=${media.dir}; to serve from several machines, put that folder on storage they share and set MEDIA_DIR to it on each`
  );
}

/**
 * Moves the embedded database of `dataDir` into the PostgreSQL database `to` (see the module
 * comment for the rules). The embedded data is only read.
 *
 * @returns the report; `verified` false when a table differs after the copy
 * @throws StorageError when the target is unreachable, not empty or at another level, a server
 *   holds the data directory, the embedded database is behind this code, or the media folder
 *   cannot be read while the database knows files — in every case before a row is written
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const say = options.progress ?? (() => {});
  const target = await connectPostgres(options.to);
  try {
    const code = codeMigrationLevel();
    const targetState = await checkTarget(target, options.to, code);
    const handle = await openEmbeddedUnderLock(
      options.dataDir,
      'stop it first (Ctrl+C or systemctl stop): what it wrote after the copy would be lost, so the move reads a database no one writes to',
    );
    try {
      const source = await handle.pool.connect();
      try {
        const level = await readMigrationLevel(source);
        if (!sameLevel(level, code)) {
          throw new StorageError(
            `the embedded database has ${describeLevel(level)} and this Potok ${describeLevel(code)}: start the server once on it (it migrates at start), stop it, then move`,
          );
        }
        const tables = await listTables(source);
        const media = await inspectMedia(options.mediaDir);
        const { rows: fileRows } = await source.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM files',
        );
        if (fileRows[0]!.n > 0 && !media.readable) {
          throw new StorageError(
            `MEDIA_DIR ${options.mediaDir} ${media.exists ? 'cannot be read by this user' : 'does not exist'}, while the database knows ${fileRows[0]!.n} uploaded files; set MEDIA_DIR to the folder that holds them (or give this user access), then move`,
          );
        }
        const missing = media.readable ? await missingMedia(source, options.mediaDir) : [];
        if (targetState === 'fresh') {
          say('migrating the target');
          await migrateTarget(options.to);
        }

        for (const [i, table] of tables.entries()) {
          say(`copying ${table.name}`);
          try {
            await copyTable(source, target, table);
          } catch (error) {
            const done = tables.slice(0, i).length;
            throw new StorageError(
              `copying ${table.name} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); the embedded database is unchanged, ${redactUrl(options.to)} holds the ${done} tables copied before it: drop and create it again before the next try`,
            );
          }
        }

        say('verifying');
        await useStableText(source);
        await useStableText(target);
        const before = await tableSums(source, tables);
        const after = await tableSums(target, tables);
        const moved = tables.map((t) => {
          const s = before[t.name]!;
          const d = after[t.name]!;
          return {
            name: t.name,
            source: s,
            target: d,
            same: s.rows === d.rows && s.checksum === d.checksum,
          };
        });
        return {
          target: redactUrl(options.to),
          targetSchema: targetState === 'fresh' ? 'migrated' : 'already',
          migrations: level,
          tables: moved,
          verified: moved.every((t) => t.same),
          media: { ...media, missing, advice: mediaAdvice(media, options.dataDir) },
        };
      } finally {
        source.release();
      }
    } finally {
      await handle.close();
    }
  } finally {
    await target.end().catch(() => {});
  }
}

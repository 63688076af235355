/**
 * Whether the database's migrations are the ones this build carries (`GET /readyz`,
 * lib/health.ts): the applied ones, as drizzle's migrator records them, against the journal of
 * the bundled ones in MIGRATIONS_FOLDER (db/migrate.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/** Where drizzle records the applied migrations (its defaults: schema `drizzle`). */
const APPLIED_TABLE = sql`drizzle.__drizzle_migrations`;

/** How the database's migrations compare with the ones this build carries. */
export interface MigrationStatus {
  /** Migrations this build carries (apps/server/drizzle/meta/_journal.json). */
  bundled: number;
  /**
   * Bundled migrations the database lacks: those newer than the last applied one, as drizzle's
   * migrator decides at start. 0 when the database is current.
   */
  pending: number;
  /**
   * Applied migrations newer than every bundled one: a newer version of the server migrated
   * this database (during a rolling upgrade, this process is the older one).
   */
  newer: number;
}

let bundledTimes: Promise<number[]> | undefined;

/** The `when` (ms) of each bundled migration, read once from drizzle-kit's journal. */
function bundledMigrationTimes(): Promise<number[]> {
  bundledTimes ??= readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when),
  );
  return bundledTimes;
}

/**
 * Compares the applied migrations (`drizzle.__drizzle_migrations`, one short read) with the
 * bundled ones. A database never migrated (no bookkeeping table) lacks all of them.
 * @throws the driver's error when the database does not answer
 */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const bundled = await bundledMigrationTimes();
  let applied: number[];
  try {
    const rows = await queryRows<{ created_at: string }>(
      db,
      sql`SELECT created_at::text AS created_at FROM ${APPLIED_TABLE}`,
    );
    applied = rows.map((row) => Number(row.created_at));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // undefined_table, invalid_schema_name: never migrated.
    if (code !== '42P01' && code !== '3F000') throw error;
    applied = [];
  }
  const lastApplied = Math.max(-Infinity, ...applied);
  const lastBundled = Math.max(-Infinity, ...bundled);
  return {
    bundled: bundled.length,
    pending: bundled.filter((when) => when > lastApplied).length,
    newer: applied.filter((when) => when > lastBundled).length,
  };
}

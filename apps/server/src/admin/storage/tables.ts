/**
 * What the storage commands (move-to-postgres, backup, restore) know of a database's tables,
 * read from the PostgreSQL catalogue so a table added by a later migration is copied, counted
 * and checked without a change here. Works on either database through a plain `pg` connection
 * (the embedded one through its worker's socket, db/embedded.ts).
 *
 * - `listTables`: the ordinary tables of the `public` schema in foreign-key order (a table comes
 *   after every table it references), each with its columns (generated ones left out), its
 *   primary key, whether it has an identity column and which sequences fill its columns.
 * - `tableSums`: per table, the row count and a checksum that is the same on both databases
 *   for the same rows (see `tableSum`).
 * - `readMigrationLevel` / `codeMigrationLevel`: which migrations a database has, which the code
 *   has (drizzle's journal in `apps/server/drizzle`).
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';

/** A connection or pool to run statements on (`pg.Pool`, `pg.PoolClient`, `pg.Client`). */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    config: pg.QueryConfig | string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** One table as the storage commands see it. */
export interface TableInfo {
  /** Table name in the `public` schema. */
  name: string;
  /** Columns in their order, generated columns left out (the target computes those). */
  columns: string[];
  /** Primary-key columns (empty when the table has none). */
  primaryKey: string[];
  /** True when a column is `GENERATED ALWAYS AS IDENTITY` (inserts need OVERRIDING SYSTEM VALUE). */
  identity: boolean;
  /** Sequences owned by a column of the table (identity or serial): `{ sequence, column }`. */
  sequences: { sequence: string; column: string }[];
  /** Tables this one references by foreign key (other than itself). */
  references: string[];
}

/** Quotes an SQL identifier (`"name"`, inner quotes doubled). */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Session settings under which a row's text is the same on PGlite and on PostgreSQL whatever
 * the server's defaults: dates in UTC and ISO form, bytea in hex, shortest exact floats.
 */
export const STABLE_TEXT_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 1',
  "SET bytea_output = 'hex'",
] as const;

/** Applies `STABLE_TEXT_SETTINGS` to a connection (for a pool: to its current connection). */
export async function useStableText(db: Queryable): Promise<void> {
  for (const statement of STABLE_TEXT_SETTINGS) await db.query(statement);
}

/**
 * The ordinary tables of `public`, parents before children (foreign keys; a self-reference
 * does not count, see move.ts for its order).
 * @throws Error when the foreign keys form a cycle between tables (no such order exists)
 */
export async function listTables(db: Queryable): Promise<TableInfo[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname COLLATE "C"`,
  );
  const { rows: columns } = await db.query<{
    table: string;
    column: string;
    identity: string;
    generated: string;
  }>(
    `SELECT c.relname AS "table", a.attname AS "column", a.attidentity AS identity,
            a.attgenerated AS generated
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0
        AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
  );
  const { rows: keys } = await db.query<{ table: string; column: string }>(
    `SELECT c.relname AS "table", a.attname AS "column"
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN LATERAL unnest(k.conkey) WITH ORDINALITY AS u(attnum, ord) ON true
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = u.attnum
      WHERE n.nspname = 'public' AND k.contype = 'p'
      ORDER BY c.relname, u.ord`,
  );
  const { rows: foreign } = await db.query<{ table: string; parent: string }>(
    `SELECT DISTINCT c.relname AS "table", p.relname AS parent
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND k.contype = 'f'`,
  );
  const { rows: sequences } = await db.query<{ table: string; column: string; sequence: string }>(
    `SELECT t.relname AS "table", a.attname AS "column", s.relname AS sequence
       FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE n.nspname = 'public' AND d.deptype IN ('a', 'i')
      ORDER BY t.relname, a.attnum`,
  );

  const byName = new Map<string, TableInfo>();
  for (const { name } of tables) {
    byName.set(name, {
      name,
      columns: [],
      primaryKey: [],
      identity: false,
      sequences: [],
      references: [],
    });
  }
  for (const c of columns) {
    const table = byName.get(c.table);
    if (!table) continue;
    if (c.identity === 'a') table.identity = true;
    if (c.generated === '') table.columns.push(c.column);
  }
  for (const k of keys) byName.get(k.table)?.primaryKey.push(k.column);
  for (const f of foreign) {
    const table = byName.get(f.table);
    if (table && f.parent !== f.table && byName.has(f.parent)) table.references.push(f.parent);
  }
  for (const s of sequences) {
    byName.get(s.table)?.sequences.push({ sequence: s.sequence, column: s.column });
  }

  // Parents first (depth-first topological order, names sorted for a stable answer).
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
    }
    state.set(table.name, 'visiting');
    for (const parent of [...table.references].sort()) {
      visit(byName.get(parent)!, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of byName.values()) visit(table, []);
  return ordered;
}

/** A table's row count and checksum. */
export interface TableSum {
  rows: number;
  /** md5 (hex) of the sorted md5s of the rows' text; equal rows ⇒ equal sums on both databases. */
  checksum: string;
}

/**
 * Row count and checksum of one table: the md5 of every row's text form (`t::text`, all
 * columns in order), sorted bytewise, concatenated and hashed again. Sorting the row hashes
 * makes the sum independent of the physical order and of each server's collation; the text
 * form is the same on PGlite and PostgreSQL under `STABLE_TEXT_SETTINGS` (call
 * `useStableText` on the connection first).
 */
export async function tableSum(db: Queryable, table: string): Promise<TableSum> {
  const { rows } = await db.query<{ rows: number; checksum: string }>(
    `SELECT count(*)::int AS rows,
            md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS checksum
       FROM (SELECT md5(t::text) AS h FROM ${ident(table)} t) s`,
  );
  return rows[0]!;
}

/** `tableSum` of every table, by name (connection set up with `useStableText`). */
export async function tableSums(
  db: Queryable,
  tables: readonly TableInfo[],
): Promise<Record<string, TableSum>> {
  const out: Record<string, TableSum> = {};
  for (const t of tables) out[t.name] = await tableSum(db, t.name);
  return out;
}

/** Row counts of every table, by name. */
export async function tableCounts(
  db: Queryable,
  tables: readonly TableInfo[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(t.name)}`,
    );
    out[t.name] = rows[0]!.n;
  }
  return out;
}

/** Which migrations a database has applied: their number and the last one's hash. */
export interface MigrationLevel {
  /** Applied migrations (0: none, the database has no migrations table). */
  count: number;
  /** sha256 of the last applied migration's SQL (drizzle's `hash`), or null. */
  lastHash: string | null;
}

/** The migrations applied to a database (drizzle's `drizzle.__drizzle_migrations`). */
export async function readMigrationLevel(db: Queryable): Promise<MigrationLevel> {
  const { rows: exists } = await db.query<{ ok: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`,
  );
  if (!exists[0]?.ok) return { count: 0, lastHash: null };
  const { rows } = await db.query<{ count: number; last: string | null }>(
    `SELECT count(*)::int AS count,
            (SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC
              LIMIT 1) AS last
       FROM drizzle.__drizzle_migrations`,
  );
  return { count: rows[0]!.count, lastHash: rows[0]!.last };
}

/** The migrations this code has (`apps/server/drizzle`), as `readMigrationLevel` reports them. */
export function codeMigrationLevel(): MigrationLevel {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return { count: files.length, lastHash: files.at(-1)?.hash ?? null };
}

/** True when two levels are the same migrations. */
export function sameLevel(a: MigrationLevel, b: MigrationLevel): boolean {
  return a.count === b.count && a.lastHash === b.lastHash;
}

/** A level in words for messages: "24 migrations (last 3f2a9c1b…)". */
export function describeLevel(level: MigrationLevel): string {
  if (level.count === 0) return 'no migrations';
  return `${level.count} migrations (last ${level.lastHash?.slice(0, 8) ?? '?'}…)`;
}

/** Names of the tables, views and sequences the target has outside PostgreSQL's own schemas. */
export async function targetObjects(target: Queryable): Promise<string[]> {
  const { rows } = await target.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
        AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'
      ORDER BY 1 LIMIT 5`,
  );
  return rows.map((r) => r.name);
}

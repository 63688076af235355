/**
 * The drizzle schema (src/db/schema) and the committed migrations (apps/server/drizzle) agree,
 * two ways:
 *
 * 1. drizzle-kit has nothing to generate: the schema compared with the last migration's snapshot
 *    (what `npm run db:generate -w @potok/server` does, through drizzle-kit's API, writing no
 *    file) gives no statement. A schema change without its migration fails here.
 * 2. The database the migrations build — PGlite, or PostgreSQL when TEST_DATABASE_URL is set —
 *    has exactly the tables, columns (type, NOT NULL, default, identity), indexes and
 *    constraints the schema declares, by name. A migration edited by hand so that it no longer
 *    builds what its snapshot says fails here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, queryRows, schema } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { openTestDb } from './harness.ts';

/** The schema's tables (the module also exports constants and types). */
const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** One column as a comparable line: `type not-null default identity`. */
type ColumnShape = string;

/** What the schema declares: table → column → shape, and the names of indexes and constraints. */
interface Shape {
  columns: Record<string, Record<string, ColumnShape>>;
  /** `table.index` of every index that does not back a constraint. */
  indexes: string[];
  /** `table.name (kind)`: p primary key, u unique, f foreign key, c check. */
  constraints: string[];
}

function columnShape(type: string, notNull: boolean, hasDefault: boolean, identity: boolean) {
  return `${type}${notNull ? ' not null' : ''}${hasDefault ? ' default' : ''}${identity ? ' identity' : ''}`;
}

/** The shape declared by the drizzle schema. */
function declaredShape(): Shape {
  const shape: Shape = { columns: {}, indexes: [], constraints: [] };
  for (const table of TABLES) {
    const config = getTableConfig(table);
    const name = config.name;
    const inCompositeKey = new Set(
      config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
    );
    shape.columns[name] = {};
    for (const column of config.columns) {
      shape.columns[name][column.name] = columnShape(
        column.getSQLType(),
        column.notNull || inCompositeKey.has(column.name),
        column.default !== undefined,
        column.generatedIdentity !== undefined,
      );
      if (column.primary) shape.constraints.push(`${name}.${name}_pkey (p)`);
      if (column.isUnique) shape.constraints.push(`${name}.${column.uniqueName} (u)`);
    }
    for (const pk of config.primaryKeys) shape.constraints.push(`${name}.${pk.getName()} (p)`);
    for (const u of config.uniqueConstraints) shape.constraints.push(`${name}.${u.getName()} (u)`);
    for (const fk of config.foreignKeys) shape.constraints.push(`${name}.${fk.getName()} (f)`);
    for (const check of config.checks) shape.constraints.push(`${name}.${check.name} (c)`);
    for (const index of config.indexes) shape.indexes.push(`${name}.${index.config.name}`);
  }
  shape.indexes.sort();
  shape.constraints.sort();
  return shape;
}

/** The shape of the migrated database's `public` schema, read from the catalogue. */
async function migratedShape(handle: DbHandle): Promise<Shape> {
  const columns = await queryRows<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    identity: boolean;
  }>(
    handle.db,
    sql`SELECT c.relname AS table_name, a.attname AS column_name,
               format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
               a.atthasdef AS has_default, (a.attidentity <> '') AS identity
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0
          AND NOT a.attisdropped`,
  );
  const constraints = await queryRows<{ table_name: string; name: string; kind: string }>(
    handle.db,
    sql`SELECT c.relname AS table_name, k.conname AS name, k.contype::text AS kind
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND k.contype IN ('p', 'u', 'f', 'c')`,
  );
  const indexes = await queryRows<{ table_name: string; name: string }>(
    handle.db,
    sql`SELECT t.relname AS table_name, i.relname AS name
        FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid
                          AND k.contype IN ('p', 'u', 'x'))`,
  );
  const shape: Shape = { columns: {}, indexes: [], constraints: [] };
  for (const c of columns) {
    shape.columns[c.table_name] ??= {};
    shape.columns[c.table_name]![c.column_name] = columnShape(
      c.type,
      c.not_null,
      c.has_default,
      c.identity,
    );
  }
  shape.indexes = indexes.map((i) => `${i.table_name}.${i.name}`).sort();
  shape.constraints = constraints.map((k) => `${k.table_name}.${k.name} (${k.kind})`).sort();
  return shape;
}

describe('the drizzle schema and the migrations', () => {
  it('leave drizzle-kit nothing to generate', async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { idx: number }[] };
    const last = journal.entries.at(-1)!;
    const snapshotFile = `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`;
    const snapshot = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, snapshotFile), 'utf8'));
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  describe('the migrated database', () => {
    let db: { handle: DbHandle; drop: () => Promise<void> };
    beforeAll(async () => {
      db = await openTestDb();
    });
    afterAll(async () => {
      await db.handle.close();
      await db.drop();
    });

    it('has the tables, columns, indexes and constraints the schema declares', async () => {
      const declared = declaredShape();
      expect(Object.keys(declared.columns).length).toBeGreaterThan(5);
      const migrated = await migratedShape(db.handle);
      expect(migrated.columns).toEqual(declared.columns);
      expect(migrated.indexes).toEqual(declared.indexes);
      expect(migrated.constraints).toEqual(declared.constraints);
    });
  });
});

/**
 * Applies the drizzle-kit migrations in `apps/server/drizzle` (DESIGN.md §2). Runs at every
 * start (already applied ones are skipped) on either backend.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client.ts';

/** Folder of the generated SQL migrations. */
export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * Applies pending migrations.
 * @param options.migrationsSchema schema of drizzle's bookkeeping table (default `drizzle`)
 */
export async function runMigrations(
  handle: DbHandle,
  options: { migrationsSchema?: string } = {},
): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER, ...options };
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  }
}

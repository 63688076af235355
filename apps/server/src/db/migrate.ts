/**
 * Applies the drizzle-kit migrations in `apps/server/drizzle` (DESIGN.md §2). Runs at every
 * start (already applied ones are skipped) on either backend, through node-postgres.
 */
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { REPO_ROOT } from '../config.ts';
import type { DbHandle } from './client.ts';

/** Folder of the generated SQL migrations (the same for the sources and the bundle). */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/server/drizzle');

/**
 * Applies pending migrations.
 * @param options.migrationsSchema schema of drizzle's bookkeeping table (default `drizzle`)
 */
export async function runMigrations(
  handle: DbHandle,
  options: { migrationsSchema?: string } = {},
): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER, ...options };
  // Both backends are node-postgres (PGlite through its worker's socket, db/embedded.ts).
  await migrateNodePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
}

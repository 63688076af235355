/**
 * Applies the drizzle-kit migrations in `apps/server/drizzle` (DESIGN.md §2). Runs at every
 * start (already applied ones are skipped) on either backend, through node-postgres.
 *
 * On PostgreSQL several processes may start at once (docs/operations.md "Scale out"): each
 * first takes a session advisory lock (`MIGRATIONS_LOCK`) on a connection of its own and holds
 * it while it migrates, so they migrate one after the other — the first applies what is
 * pending, the others find nothing left. Without it two of them both ran `CREATE SCHEMA` and
 * the migrations, and one failed to start. The migrations run on that same connection, so a
 * pool of one connection (the move to PostgreSQL opens one) does not wait for itself.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { REPO_ROOT } from '../config.ts';
import type { DbHandle } from './client.ts';

/** Folder of the generated SQL migrations (the same for the sources and the bundle). */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/server/drizzle');

/**
 * A hash of the migration files and of drizzle-kit's journal (16 hex digits): names a stored
 * database made from them (the tests' PGlite template, the benchmarks' networks), so a schema
 * change makes it stale. The journal counts: a database records each migration's `when` from
 * it, and the migrator and `GET /readyz` compare those times, so the same SQL regenerated with a
 * new time must not reuse a database made from the old one.
 */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_FOLDER)).sort()) {
    if (name === 'meta') continue;
    hash.update(name).update(await readFile(path.join(MIGRATIONS_FOLDER, name)));
  }
  hash.update(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

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
  const migrate = () =>
    migrateNodePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  // The embedded database has one process and one connection: nothing to wait for.
  if (handle.exclusive) return migrate();
  const lock = await handle.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
    await migrateNodePg(drizzle(lock), config);
  } finally {
    // Ending the session would release it too; a failed unlock only costs that.
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]).catch(() => {});
    lock.release();
  }
}

/** The advisory lock's name (hashed to its key) that migrating processes take turns on. */
export const MIGRATIONS_LOCK = 'potok_migrations';

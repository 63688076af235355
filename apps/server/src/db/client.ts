/**
 * Connection factory (DESIGN.md §1): embedded PGlite (data in `DATA_DIR/db`, or in memory) or a
 * PostgreSQL pool when DATABASE_URL is set. Both are wrapped in drizzle and exposed as one `Db`
 * type; this is the only module that knows which backend it talks to.
 *
 * Durability (DESIGN.md §7): PGlite starts Postgres with `-F` (fsync off) by default. On disk we
 * drop that flag and keep `relaxedDurability: false`, so a write is on disk when acknowledged.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

/** The schema object drizzle is built with (every table). */
export { schema };

/** A drizzle database over either backend. Use it for every query; never branch on backend. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How to open the database. */
export type DbOptions =
  | {
      driver: 'pglite';
      /** Folder of the data (created when missing); null keeps everything in memory. */
      dataDir: string | null;
      /** Start from a `dumpDataDir()` tarball instead of an empty database (tests). */
      loadDataDir?: Blob;
    }
  | {
      driver: 'postgres';
      url: string;
      /** Pool size (default 10). */
      max?: number;
      /** Runs on every new connection, e.g. `SET search_path` (tests). */
      onConnect?: string;
    };

/** An open database and how to close it. */
export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance (PGlite only): dumpDataDir, LISTEN/NOTIFY. */
  pglite: PGlite | null;
  /** The pg pool (PostgreSQL only): dedicated LISTEN connections. */
  pool: pg.Pool | null;
  /** Closes connections; idempotent. */
  close(): Promise<void>;
}

/** Extensions loaded into PGlite (the migrations `CREATE EXTENSION` them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens the database described by `options`; PGlite is ready (initdb done) when this resolves. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    const onConnect = options.onConnect;
    if (onConnect) pool.on('connect', (client) => void client.query(onConnect));
    // An idle client's error (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      driver: 'postgres',
      pglite: null,
      pool,
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  const durable = options.dataDir !== null;
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    relaxedDurability: false,
    ...(durable ? { startParams: PGlite.defaultStartParams.filter((p) => p !== '-F') } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite,
    pool: null,
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in `DATA_DIR/db` (created with its parents when missing). Not migrated yet.
 *
 * The embedded database is opened only under the data-directory lock (data-dir-lock.ts: one
 * server per DATA_DIR); the handle's `close()` releases it after the database is closed.
 *
 * @throws StartupError (DATA_DIR) when DATA_DIR cannot be used or another process holds it
 */
export async function openConfiguredDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DbHandle> {
  if (config.databaseUrl) return openDb({ driver: 'postgres', url: config.databaseUrl });
  const lock = lockDataDir(config.dataDir);
  let handle: DbHandle;
  try {
    const dataDir = path.join(config.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
    handle = await openDb({ driver: 'pglite', dataDir });
  } catch (error) {
    lock.release();
    throw error;
  }
  const closeDb = handle.close;
  handle.close = async () => {
    try {
      await closeDb.call(handle);
    } finally {
      lock.release();
    }
  };
  return handle;
}

/**
 * Runs raw SQL and returns its rows (both backends answer `{ rows }`). Column types come back as
 * the driver parses them: int8 / `count(*)` may be a string — cast to int in SQL.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

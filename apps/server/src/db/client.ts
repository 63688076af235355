/**
 * Connection factory (DESIGN.md §1): embedded PGlite (data in `DATA_DIR/db`, or in memory) or a
 * PostgreSQL pool when DATABASE_URL is set. Both are reached through a `pg.Pool` and wrapped in
 * drizzle's node-postgres driver, exposed as one `Db` type; this is the only module that knows
 * which backend it talks to.
 *
 * PGlite runs in a worker thread behind a PostgreSQL wire-protocol socket (embedded.ts,
 * DESIGN.md §8), so a slow query never blocks the event loop that serves HTTP. Durability
 * (DESIGN.md §7): on disk PGlite runs with fsync on and `relaxedDurability: false`
 * (pglite.worker.ts), so a write is on disk when acknowledged.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type EmbeddedMemory, startEmbedded } from './embedded.ts';
import { createLocalNotifier, createPgNotifier, type Notifier } from './notifier.ts';
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
      /** Postgres settings passed to PGlite at start, e.g. `{ shared_buffers: '32MB' }`. */
      settings?: Record<string, string>;
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
  /** The pg pool of either backend (for PGlite: one connection to its worker, embedded.ts). */
  pool: pg.Pool;
  /** PGlite only (null on PostgreSQL): the data directory as a gzip tarball (test templates). */
  dumpDataDir: (() => Promise<Blob>) | null;
  /**
   * Notifications between the parts of the server on this database (db/notifier.ts):
   * `LISTEN`/`NOTIFY` on PostgreSQL, in-process on PGlite.
   */
  notifier: Notifier;
  /**
   * True when no other process can reach this database (PGlite: one server per data directory,
   * or in memory), so work it finds claimed by a worker was claimed by a process that is gone.
   */
  exclusive: boolean;
  /** PGlite only (null on PostgreSQL): its thread's memory (WebAssembly memory, V8 heap). */
  embeddedMemory: (() => Promise<EmbeddedMemory>) | null;
  /** Closes connections (and, for PGlite, the database and its thread); idempotent. */
  close(): Promise<void>;
}

/**
 * A database being opened: `handle` exists at once (its pool connects lazily) and may be given
 * to `buildApp`, but no query may run before `ready` resolves. `ready` rejects with the reason
 * the database cannot be used (PGlite's own error; PostgreSQL's connection error), after which
 * `handle.close()` still runs and releases what was taken.
 */
export interface StartingDb {
  handle: DbHandle;
  ready: Promise<void>;
}

/**
 * Opens the database described by `options`. For PGlite, resolves when the database is open in
 * its worker; rejects with PGlite's own error (same message and `code`) when it cannot open.
 */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  const { handle, ready } = await startDb(options);
  await ready;
  return handle;
}

/**
 * Starts opening the database described by `options` (see {@link StartingDb}): for PGlite the
 * worker is spawned and PGlite opens in it while the caller goes on; a PostgreSQL pool is ready
 * at once (it connects on first use).
 */
export async function startDb(options: DbOptions): Promise<StartingDb> {
  if (options.driver === 'postgres') {
    // Every connection, the pool's and the notifier's LISTEN one: a bounded wait to connect,
    // and keepalive so a host that vanished is noticed on an idle connection.
    const connection = {
      connectionString: options.url,
      connectionTimeoutMillis: POSTGRES_POOL_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: POSTGRES_KEEPALIVE_DELAY_MS,
    };
    const pool = new pg.Pool({
      ...connection,
      max: options.max ?? 10,
      idleTimeoutMillis: POSTGRES_IDLE_TIMEOUT_MS,
      allowExitOnIdle: true,
    });
    const onConnect = options.onConnect;
    if (onConnect) pool.on('connect', (client) => void client.query(onConnect));
    // A connection's error (the server restarts or goes away) must not crash the process: an
    // idle one's reaches the pool, a checked-out one's (between the statements of a
    // transaction) its own client. The broken client is not given out again (pg-pool drops a
    // client that is no longer queryable when it is released); its query fails and the request
    // answers 503 server_busy (lib/errors.ts).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    const notifier = createPgNotifier(pool, connection);
    let closed = false;
    const handle: DbHandle = {
      db,
      driver: 'postgres',
      pool,
      dumpDataDir: null,
      notifier,
      exclusive: false,
      embeddedMemory: null,
      async close() {
        if (closed) return;
        closed = true;
        await notifier.close();
        await pool.end();
      },
    };
    return { handle, ready: Promise.resolve() };
  }
  const embedded = await startEmbedded({
    dataDir: options.dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.settings ? { settings: options.settings } : {}),
  });
  const db = drizzleNodePg({ client: embedded.pool, schema }) as unknown as Db;
  const notifier = createLocalNotifier();
  const handle: DbHandle = {
    db,
    driver: 'pglite',
    pool: embedded.pool,
    dumpDataDir: () => embedded.dumpDataDir(),
    notifier,
    exclusive: true,
    embeddedMemory: () => embedded.memory(),
    close: async () => {
      await notifier.close();
      await embedded.close();
    },
  };
  return { handle, ready: embedded.ready };
}

/**
 * Postgres settings of the embedded database when the server opens it. `shared_buffers` is
 * PGlite's 128 MB by default, and it lives in PGlite's WebAssembly memory, which is never given
 * back. At 32 MB the server's RSS was about 100 MiB lower in the mixed-read benchmark
 * (docs/decisions/embedded-memory.md), and the OS page cache still holds the data files.
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '32MB' };

/**
 * How long a query may wait for a connection of the PostgreSQL pool, ms: for a free one when
 * all are busy, or for a new one to be opened. Past it the query fails with node-postgres's
 * "timeout exceeded when trying to connect" or "Connection terminated due to connection
 * timeout", and the request answers 503 `server_busy` (lib/errors.ts `isDatabaseUnavailable`).
 * Without it a host that drops packets silently (a firewall, a vanished address) held every
 * request for as long as the operating system tries to connect — minutes.
 */
export const POSTGRES_POOL_TIMEOUT_MS = 5_000;

/**
 * Idle time before TCP keepalive probes start on a PostgreSQL connection, ms: a connection to
 * a host that went away silently is then found broken by the kernel and dropped, instead of
 * being handed to the next query (the kernel's probe interval and count apply after it).
 */
export const POSTGRES_KEEPALIVE_DELAY_MS = 10_000;

/**
 * How long a connection of the PostgreSQL pool may sit idle before the pool closes it, ms
 * (node-postgres's default is 10 s). A connection carries its prepared statements and their
 * cached plans (DESIGN.md §8): PostgreSQL plans a named statement for its values on its first
 * five runs (6–15 ms each for a timeline page at DESIGN.md's size, ≈ 40–90 ms for the first on
 * a new connection, which also loads the catalogues) and then keeps a generic plan (≈ 0.7 ms a
 * run). With 10 s, a server receiving fewer than a request per 10 s per connection paid that on
 * almost every request (a timeline page ≈ 85–150 ms after 11 s idle, against ≈ 8 ms warm;
 * docs/decisions/prepared-plans.md). Idle connections are
 * unreferenced (`allowExitOnIdle`), so a command that forgets to close still exits.
 */
export const POSTGRES_IDLE_TIMEOUT_MS = 5 * 60_000;

/** How long the first connection to DATABASE_URL may take at start, ms. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Connects once to `url` and disconnects, so a start fails within
 * `POSTGRES_CONNECT_TIMEOUT_MS` on a host that drops packets or a peer that never answers
 * (the pool itself waits as long as the operating system does, minutes). A time-out rejects
 * with an error whose `code` is `ETIMEDOUT`; other failures keep the driver's own code.
 */
async function probePostgres(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: unknown }).code === undefined && /timeout/i.test(String(error))) {
      throw Object.assign(new Error(`no answer within ${POSTGRES_CONNECT_TIMEOUT_MS} ms`), {
        code: 'ETIMEDOUT',
        cause: error,
      });
    }
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in `DATA_DIR/db` (created with its parents when missing) with `EMBEDDED_SETTINGS`. Not
 * migrated yet.
 *
 * The embedded database is opened only under the data-directory lock (data-dir-lock.ts: one
 * server per DATA_DIR); the handle's `close()` releases it after the database is closed.
 *
 * @throws StartupError (DATA_DIR) when DATA_DIR cannot be used or another process holds it
 */
export async function openConfiguredDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DbHandle> {
  const { handle, ready } = await startConfiguredDb(config);
  await ready;
  return handle;
}

/**
 * {@link openConfiguredDb} in two steps (see {@link StartingDb}): resolves once the data
 * directory is locked and PGlite's worker spawned (or the PostgreSQL pool made), so the caller
 * builds its app meanwhile; `ready` resolves when the database answers — for PostgreSQL, once a
 * first connection succeeded within `POSTGRES_CONNECT_TIMEOUT_MS`. When `ready` rejects, the
 * database is closed and the lock released.
 *
 * @throws StartupError (DATA_DIR) when DATA_DIR cannot be used or another process holds it
 */
export async function startConfiguredDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<StartingDb> {
  if (config.databaseUrl) {
    const { handle } = await startDb({ driver: 'postgres', url: config.databaseUrl });
    const ready = probePostgres(config.databaseUrl).catch(async (error: unknown) => {
      await handle.close().catch(() => {});
      throw error;
    });
    return { handle, ready };
  }
  const lock = lockDataDir(config.dataDir);
  let started: StartingDb;
  try {
    const dataDir = path.join(config.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
    started = await startDb({ driver: 'pglite', dataDir, settings: { ...EMBEDDED_SETTINGS } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const { handle } = started;
  const ready = started.ready.catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const closeDb = handle.close;
  handle.close = async () => {
    try {
      await closeDb.call(handle);
    } finally {
      lock.release();
    }
  };
  return { handle, ready };
}

/**
 * Runs raw SQL and returns its rows (both backends answer `{ rows }`). Column types come back as
 * the driver parses them: int8 / `count(*)` may be a string — cast to int in SQL.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The parts of a drizzle database (or transaction) `queryPrepared` reaches: public at runtime. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        isResponseInArrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
}

/** Statement names by SQL text (the hot statements are a few dozen texts). */
const statementNames = new Map<string, string>();
/** Past this many texts the name cache starts again (names are recomputed, never wrong). */
const MAX_STATEMENT_NAMES = 1000;

/**
 * The name of the prepared statement of `text`: `p_` and the first 24 hex digits of its
 * SHA-1. Equal texts share a name and different texts never collide in practice, which is what
 * `pg` requires (it refuses a name reused with another text on one connection).
 */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * `queryRows` as a named prepared statement (DESIGN.md §8 "prepare hot statements"): drizzle
 * builds the query as for `db.execute` (same parameters, same type parsers, so the same rows),
 * with the name `statementName(text)`. `pg` then parses it once per connection and later only
 * binds and executes it (it keeps the connection's parsed names). For the hot reads (feed
 * pages, the session lookup) whose text does not depend on their values; never for search
 * (DESIGN.md §8: a generic plan of a search took seconds).
 *
 * PostgreSQL plans a prepared statement for its values for its first five runs, then may keep
 * a generic plan when it is not estimated dearer; both live as long as the connection, which
 * the PostgreSQL pool keeps for `POSTGRES_IDLE_TIMEOUT_MS` when idle. PGlite is one Postgres
 * session behind its socket: the names outlive a connection there, so the embedded pool clears
 * them when it opens a new one (embedded.ts, `DEALLOCATE ALL`).
 */
export async function queryPrepared<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const internals = db as unknown as DrizzleInternals;
  const built = internals.dialect.sqlToQuery(query);
  const prepared = internals._.session.prepareQuery(
    built,
    undefined,
    statementName(built.sql),
    false,
  );
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** The values a shaped statement binds (`queryShaped`); null ones are part of its shape. */
export type ShapeValues = Readonly<Record<string, number | string | null>>;

/** A statement ready to run with its values (drizzle's prepared query of `prepareQuery`). */
interface ShapedStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** Per database handle: the statement of each shape key, or null when the shape is unusable. */
const shapedStatements = new WeakMap<object, Map<string, ShapedStatement | null>>();
/** Past this many shapes per handle the cache starts again (rebuilt on use, never wrong). */
const MAX_SHAPES = 1000;

/**
 * Two stand-ins of `value`'s kind, told apart from every real value of the hot statements
 * (negative ids, strings with a NUL): what `makeShape` builds the statement with.
 */
function standIns(values: ShapeValues, which: 0 | 1): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  let i = 0;
  for (const [key, value] of Object.entries(values)) {
    i += 1;
    if (value === null) out[key] = null;
    else if (typeof value === 'number') out[key] = -(1_000_000_000 * (which + 1) + i);
    else out[key] = `\u0000${which}${i}`;
  }
  return out;
}

/**
 * The statement of a shape: `build` run with the real `values` and with two sets of stand-ins.
 * Usable when the three texts are equal and every parameter is either the same in all three
 * builds or, in each, the value of one same key — that parameter becomes a placeholder of the
 * key. Otherwise (the text or a parameter depends on a value in another way) null: the caller
 * builds per call.
 */
function makeShape<V extends ShapeValues>(
  db: Db | Tx,
  values: V,
  build: (values: V) => SQL,
): ShapedStatement | null {
  const internals = db as unknown as DrizzleInternals;
  const real = internals.dialect.sqlToQuery(build(values));
  const sets = [standIns(values, 0), standIns(values, 1)];
  const built = sets.map((set) => internals.dialect.sqlToQuery(build(set as V)));
  if (built.some((b) => b.sql !== real.sql || b.params.length !== real.params.length)) return null;
  const keys = Object.keys(values);
  const params: unknown[] = [];
  for (let i = 0; i < real.params.length; i += 1) {
    const [a, b] = [built[0]!.params[i], built[1]!.params[i]];
    const key = keys.find((k) => values[k] !== null && a === sets[0]![k] && b === sets[1]![k]);
    if (key !== undefined && real.params[i] === values[key]) {
      params.push(sql.placeholder(key));
    } else if (a === b && a === real.params[i]) {
      params.push(a);
    } else {
      return null;
    }
  }
  return internals._.session.prepareQuery(
    { sql: real.sql, params },
    undefined,
    statementName(real.sql),
    false,
  ) as unknown as ShapedStatement;
}

/**
 * `queryPrepared` for the hot page statements, with the statement built once per shape
 * (DESIGN.md §8): `build(values)` makes the SQL, `key` names everything its text depends on
 * besides `values` (the page bounds, which list), and the null-ness of each value is added to
 * it. The first call of a shape builds it three times (`makeShape`: with `values` and with two
 * sets of stand-ins) and keeps the statement text, its prepared-statement name and where each
 * value goes; later calls only bind the values — no SQL is built, joined or hashed per request.
 * A shape whose text turns out to depend on a value is built per call, as `queryPrepared`.
 * The rows are those `queryPrepared(db, build(values))` answers.
 */
export async function queryShaped<T, V extends ShapeValues>(
  db: Db | Tx,
  key: string,
  values: V,
  build: (values: V) => SQL,
): Promise<T[]> {
  let shapes = shapedStatements.get(db);
  if (!shapes) {
    shapes = new Map();
    shapedStatements.set(db, shapes);
  }
  let fullKey = key;
  for (const name in values) fullKey += values[name] === null ? '|-' : '|v';
  let statement = shapes.get(fullKey);
  if (statement === undefined) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    statement = makeShape(db, values, build);
    shapes.set(fullKey, statement);
  }
  if (statement === null) return queryPrepared<T>(db, build(values));
  const result = (await statement.execute(values)) as { rows: T[] };
  return result.rows;
}

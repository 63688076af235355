/**
 * Test harness (DESIGN.md §7–§8, CONVENTIONS.md "Tests"): a real app on a real database.
 *
 * - PGlite (default): creating a database costs ≈ 2.6 s, so a migrated template is made once
 *   (per migration set) and saved as a tarball in the OS temp folder; every `createTestApp()`
 *   starts an in-memory PGlite from it (`loadDataDir`), so each app sees only its own rows.
 * - PostgreSQL when `TEST_DATABASE_URL` is set (e.g. postgres://postgres@127.0.0.1:5432/test):
 *   a migrated template database is made once per migration set (`potok_tpl_<hash>`, kept on
 *   the server across runs), and every `createTestApp()` creates a fresh database next to
 *   `TEST_DATABASE_URL` as a copy of it (`CREATE DATABASE … TEMPLATE`, ≈ 10× faster than
 *   migrating each one) and drops it on close.
 *
 * ```ts
 * let t: TestApp;
 * beforeAll(async () => { t = await createTestApp(); });
 * afterAll(() => t.close());
 * ```
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AltchaChallenge, encodeAltchaPayload } from '@potok/common';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Db, type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { migrationsHash, runMigrations } from '../src/db/migrate.ts';
import type { JobRegistry } from '../src/lib/jobs/registry.ts';
import { createServices, type Services } from '../src/services.ts';
import { expectCountersConsistent } from './invariants.ts';

/** A running test app and its database. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  config: Config;
  /** The app's own services (the ones its routes use): for fixtures such as `given.user`. */
  services: Services;
  /**
   * Closes the app and the database; the PostgreSQL test database is dropped in the background,
   * done by the end of the test file.
   */
  close(): Promise<void>;
}

/** Options of `createTestApp`. */
export interface TestAppOptions {
  /** Extra environment variables for `loadConfig` (e.g. `{ AUTH_RATE_LIMIT: '2' }`). */
  env?: Record<string, string>;
  /** Folder of a built web app to serve (default: a folder that does not exist). */
  webDist?: string;
  /** The job kinds the app's worker runs (default: the server's registry). */
  jobRegistry?: JobRegistry;
  /**
   * Check the counter invariants when the app closes (`expectCountersConsistent`, invariants.ts):
   * `close()` then rejects listing every counter that differs from its `count(*)`. Area test
   * files set it, so each ends with its writes' counters checked.
   */
  checkCounters?: boolean;
}

/**
 * Environment of every test app: quiet logs, a tiny ALTCHA work size (solved in a few ms),
 * generous rate limits (auth, writes, captcha), and a fixed public origin (`TEST_ORIGIN`) for the CSRF check.
 */
export const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  CAPTCHA_MAX_NUMBER: '20',
  CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
  AUTH_RATE_LIMIT: '10000',
  WRITE_RATE_LIMIT: '10000',
  CAPTCHA_RATE_LIMIT: '10000',
  PUBLIC_URL: 'http://localhost:8080',
};

/** The origin test requests send with cookies (same as PUBLIC_URL). */
export const TEST_ORIGIN = 'http://localhost:8080';

/** PostgreSQL server for tests, or undefined to use PGlite. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

let templatePromise: Promise<Blob> | undefined;

/**
 * The migrated PGlite template (memoised per module, cached on disk across test files): a
 * `dumpDataDir` tarball, for `openDb({ driver: 'pglite', loadDataDir })`.
 */
export function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const dir = path.join(os.tmpdir(), 'potok-test-templates');
    const file = path.join(dir, `pglite-${await migrationsHash()}.tar.gz`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const handle = await openDb({ driver: 'pglite', dataDir: null });
    await runMigrations(handle);
    const dump = await handle.dumpDataDir!();
    await handle.close();
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, bytes);
    await rename(tmp, file); // atomic: parallel workers never read a half-written template
    return new Blob([bytes]);
  })();
  return templatePromise;
}

/** TEST_DATABASE_URL with another database name. */
function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplatePromise: Promise<string> | undefined;

/**
 * The migrated PostgreSQL template database (memoised per module; kept on the server across
 * runs, one per migration set, named like the PGlite template): its name, for
 * `CREATE DATABASE … TEMPLATE`. The first worker to need it builds it under a temporary name,
 * migrated, and renames it when complete, holding an advisory lock of the TEST_DATABASE_URL
 * database meanwhile, so parallel workers (and parallel runs) wait for it and never copy a
 * half-migrated one. Nothing connects to it afterwards (a copy needs it idle).
 */
function postgresTemplate(): Promise<string> {
  postgresTemplatePromise ??= (async () => {
    const name = `potok_tpl_${await migrationsHash()}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        try {
          const handle = await openDb({ driver: 'postgres', url: databaseUrl(building), max: 1 });
          try {
            await runMigrations(handle);
          } finally {
            await handle.close();
          }
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          throw error;
        }
      }
    } finally {
      // Ending the session releases the lock too.
      await admin.end();
    }
    return name;
  })();
  return postgresTemplatePromise;
}

/** Opens a fresh, migrated test database (PGlite from the template, or a new PG database). */
export async function openTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const handle = await openDb({
      driver: 'pglite',
      dataDir: null,
      loadDataDir: await pgliteTemplate(),
    });
    return { handle, drop: async () => {} };
  }
  const template = await postgresTemplate();
  const name = `potok_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const handle = await openDb({ driver: 'postgres', url: databaseUrl(name), max: 4 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Drops of closed apps' PostgreSQL databases still under way: `close()` starts the drop and does
 * not wait for it (each DROP DATABASE forces a checkpoint of the whole server, about a second),
 * and the test file ends only when all are done, so none is left behind.
 */
const pendingDrops = new Set<Promise<void>>();
afterAll(async () => {
  await Promise.all(pendingDrops);
});

/** Builds an app on a fresh, migrated database (see the module comment). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-test-data-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...options.env });
  const { handle, drop } = await openTestDb();
  // The composition root, as main.ts's buildApp uses it; handed to buildApp so the fixtures
  // and the routes share one set of services.
  const services = createServices({ db: handle.db, config });
  const app = await buildApp(config, {
    db: handle,
    services,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
    ...(options.jobRegistry ? { jobRegistry: options.jobRegistry } : {}),
  });
  await app.ready();
  let closed = false;
  return {
    app,
    db: handle.db,
    handle,
    config,
    services,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      try {
        if (options.checkCounters) await expectCountersConsistent(handle.db);
      } finally {
        await handle.close();
        const dropping = drop().finally(() => pendingDrops.delete(dropping));
        pendingDrops.add(dropping);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Number of rows in `table` (a drizzle table or a table name): for "nothing changed" checks. */
export async function countRows(db: Db, table: PgTable | string): Promise<number> {
  const name = typeof table === 'string' ? table : getTableName(table);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(name)}`,
  );
  return row?.n ?? 0;
}

/** Row counts of several tables by name: `expect(await countAll(db, names)).toEqual(before)`. */
export async function countAll<T extends string>(
  db: Db,
  tables: readonly T[],
): Promise<Record<T, number>> {
  const out = {} as Record<T, number>;
  for (const name of tables) out[name] = await countRows(db, name);
  return out;
}

/**
 * Fetches a challenge from `GET /v1/auth/captcha` and solves it as the browser does: the
 * returned string is the `h-captcha-response` of a register (or forgot) call. Fast with the
 * test CAPTCHA_MAX_NUMBER.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/v1/auth/captcha' });
  const body = res.json<{ provider: string; challenge: AltchaChallenge }>();
  if (body.provider !== 'altcha') throw new Error(`captcha provider is ${body.provider}`);
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return encodeAltchaPayload(body.challenge, solution);
}

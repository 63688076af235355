/**
 * Several server processes on one database (docs/decisions/several-processes.md): what one process counts or signs, another honours.
 *
 * - The ALTCHA signing key, when CAPTCHA_SECRET is unset, is made once and kept in the database
 *   (`server_secrets`): a challenge issued by one app passes the human check of another app on
 *   the same database, and of an app started later. Both databases (on the embedded one the two
 *   apps share one handle, as a restart of its one process would find the key again).
 * - On PostgreSQL the rate limits count in the database (`rate_limits`): two apps on one
 *   database give a client one budget, not one per app — the sign-in limit per address, the
 *   write budget and the data export's hourly attempts per account. The embedded database keeps them in its process's memory
 *   (test/write-limits.test.ts covers them there).
 *
 * Each app here is built as main.ts builds it (`buildApp` over an open database, its own
 * services), one database per file.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { EXPORT_RATE_LIMIT } from '../src/modules/export/export.service.ts';
import { createServices } from '../src/services.ts';
import { given } from './given.ts';
import { createTestApp, openTestDb, solveCaptcha, TEST_ENV, type TestApp } from './harness.ts';

/** Limits small enough to reach in a few requests. */
const ENV = {
  ...TEST_ENV,
  CAPTCHA_SECRET: '',
  AUTH_RATE_LIMIT: '3',
  WRITE_RATE_LIMIT: '4',
};

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let first: DbHandle;
let drop: () => Promise<void>;
const handles: DbHandle[] = [];
const apps: TestApp[] = [];
const dataDirs: string[] = [];

/**
 * Another app on this file's database, as another server process would be: on PostgreSQL
 * with its own pool, on the embedded database over the one handle.
 */
async function startApp(): Promise<TestApp> {
  let handle = first;
  if (first.driver === 'postgres') {
    const url = (first.pool.options as { connectionString: string }).connectionString;
    handle = await openDb({ driver: 'postgres', url, max: 4 });
    handles.push(handle);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-test-data-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ ...ENV, DATA_DIR: dataDir });
  const services = createServices({ db: handle.db, config });
  const app = await buildApp(config, {
    db: handle,
    services,
    webDist: path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
  const started: TestApp = {
    app,
    db: handle.db,
    handle,
    config,
    services,
    close: () => app.close(),
  };
  apps.push(started);
  return started;
}

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  ({ handle: first, drop } = await openTestDb());
  a = await startApp();
  b = await startApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await first?.close();
  await drop?.();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

let seq = 0;
/** `POST auth/register` at `app` with a unique name, from an address of its own (so the
 * per-address limit of AUTH_RATE_LIMIT is not what is tested here). */
function register(app: TestApp, answer: string) {
  return app.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    remoteAddress: `198.51.100.${seq + 1}`,
    payload: registration(answer),
  });
}

/** A valid registration body with a unique name. */
function registration(answer: string) {
  seq += 1;
  return {
    name: 'Anna Petrova',
    username: `anna_sp_${seq}`,
    email: `anna_sp_${seq}@example.test`,
    password: 'correct horse battery',
    'h-captcha-response': answer,
  };
}

describe('the human check without CAPTCHA_SECRET', () => {
  it('passes a challenge of one app at the other, both ways, and at an app started later', async () => {
    expect(a.config.captchaSecret).toBeNull();
    for (const [issuer, checker] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await register(checker, await solveCaptcha(issuer.app));
      expect(res.json().status).toBe('registered');
    }
    const later = await startApp();
    const res = await register(later, await solveCaptcha(a.app));
    expect(res.json().status).toBe('registered');
    // One key, made once, never in an answer.
    const rows = await queryRows<{ name: string }>(a.db, sql`SELECT name FROM server_secrets`);
    expect(rows).toEqual([{ name: 'captcha' }]);
  });

  it('still refuses an answer used once already, at the other app', async () => {
    const answer = await solveCaptcha(a.app);
    const once = await register(a, answer);
    expect(once.json().status).toBe('registered');
    const again = await register(b, answer);
    expect(again.statusCode).toBe(400);
    expect(again.json().status).toBe('captcha_invalid');
  });
});

describe.skipIf(!onPostgres)('rate limits on PostgreSQL', () => {
  it('give an address one sign-in budget across both apps', async () => {
    const person = await given.user(a);
    const attempt = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { email: person.email, password: 'wrong password' },
      });
    // AUTH_RATE_LIMIT = 3: a, b, a spend it; the fourth is refused wherever it goes.
    for (const app of [a, b, a]) expect((await attempt(app)).statusCode).toBe(401);
    for (const app of [b, a]) {
      const refused = await attempt(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().status).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own budget.
    const other = await b.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: '203.0.113.8',
      payload: { email: person.email, password: person.password },
    });
    expect(other.json().status).toBe('logged_in');
  });

  it('give an account one write budget across both apps, and nothing past it is written', async () => {
    const writer = await given.user(a);
    const other = await given.user(b);
    const post = (app: TestApp, as = writer) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/entry',
        headers: as.bearer,
        payload: { text: 'запись' },
      });
    // WRITE_RATE_LIMIT = 4, two on each app.
    for (const app of [a, b, a, b]) expect((await post(app)).json().status).toBe('entry_added');
    const refused = await post(a);
    expect(refused.statusCode).toBe(429);
    expect((await post(b)).statusCode).toBe(429);
    const [row] = await queryRows<{ n: number }>(
      a.db,
      sql`SELECT count(*)::int AS n FROM entries WHERE user_id = ${writer.user_id}`,
    );
    expect(row?.n).toBe(4);
    // The other account's budget is untouched.
    expect((await post(b, other)).json().status).toBe('entry_added');
  });

  it('give an account one data-export budget across both apps, wrong passwords included', async () => {
    const person = await given.user(a);
    const attempt = (app: TestApp, password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/settings/gdpr',
        headers: person.bearer,
        payload: { password },
      });
    // EXPORT_RATE_LIMIT.max wrong passwords, half on each app.
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i += 1) {
      const res = await attempt(i % 2 === 0 ? a : b, 'not the password');
      expect(res.json().status).toBe('password_invalid');
    }
    for (const app of [a, b]) {
      const refused = await attempt(app, person.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().status).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!onPostgres)('recurring jobs on PostgreSQL', () => {
  it('are scheduled once when two apps schedule the same kind at the same moment', async () => {
    const digestJobs = async () => {
      const [row] = await queryRows<{ n: number }>(
        a.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail.digest' AND state = 'queued'`,
      );
      return row?.n;
    };
    expect(await digestJobs()).toBe(0);
    // a schedules the daily digest and holds its transaction open; b schedules it meanwhile.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let scheduled!: () => void;
    const inA = new Promise<void>((resolve) => {
      scheduled = resolve;
    });
    const first = a.db.transaction(async (tx) => {
      await a.services.mail.scheduleIn(tx);
      scheduled();
      await held;
    });
    await inA;
    const second = b.db.transaction((tx) => b.services.mail.scheduleIn(tx));
    // b waits for a's transaction (its check of the queue is held back until a commits).
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        a.db,
        sql`SELECT count(*)::int AS n FROM pg_locks
             WHERE locktype = 'advisory' AND NOT granted
               AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      if (row?.n === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    commit();
    await Promise.all([first, second]);
    expect(await digestJobs()).toBe(1);
  });
});

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  it('let two processes that start at once on an empty database both start', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `potok_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const both = [
      await openDb({ driver: 'postgres', url: url.toString(), max: 2 }),
      await openDb({ driver: 'postgres', url: url.toString(), max: 2 }),
    ];
    try {
      const results = await Promise.allSettled(both.map((handle) => runMigrations(handle)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const [row] = await queryRows<{ n: number }>(
        both[0]!.db,
        sql`SELECT count(*)::int AS n FROM server_secrets`,
      );
      expect(row?.n).toBe(0);
    } finally {
      for (const handle of both) await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('behind the proxy (TRUST_PROXY=127.0.0.1)', () => {
  it("counts each client's address from X-Forwarded-For, believed from the proxy only", async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: '1' },
    });
    try {
      const attempt = (remoteAddress: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
          payload: { email: 'nobody@example.test', password: 'wrong password' },
        });
      // Through nginx: two clients, one budget each.
      expect((await attempt('127.0.0.1', '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '203.0.113.2')).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
      // Straight from a client: its own X-Forwarded-For is not believed.
      expect((await attempt('198.51.100.9', '203.0.113.3')).statusCode).toBe(401);
      expect((await attempt('198.51.100.9', '203.0.113.4')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

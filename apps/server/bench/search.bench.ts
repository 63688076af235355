/**
 * `GET /v1/search/entries` over BENCH_SEARCH_ENTRIES (1,000,000) entries of varied Russian text
 * (russian-text.ts), beside a bare Fastify route measured in the same run (DESIGN.md §8
 * "Search"). Numbers only; nothing is asserted about time.
 *
 * 1. `potok_bench_search` on the local PostgreSQL is created and migrated (or reused when its
 *    size, generator and migrations match), then filled: BENCH_SEARCH_USERS users (every 200th
 *    suspended), then the entries in batches — each batch's texts generated, their search
 *    documents made by the server's own code (`searchDocument`, search.text.ts: the lemmas), and
 *    the rows inserted with `to_tsvector('russian', …)` as the write path stores them. The GIN
 *    index is dropped for the load and built after it (as a bulk load would). 1 % of the entries
 *    are deleted and 2 % hidden from the feed. Each phase is timed: the indexing cost is
 *    reported as JavaScript (lemmas) + PostgreSQL (insert with to_tsvector) + GIN build.
 * 2. The app (`buildApp` on a PostgreSQL pool, as main.ts) and the floor listen on local ports;
 *    the answers are checked first: a page for «кошек» holds only entries with a form of
 *    «кошка», newest first.
 * 3. autocannon (load.worker.ts, a worker thread) drives the floor and three query mixes for
 *    BENCH_DURATION s each after BENCH_WARMUP s: common words (a lemma in a large share of the
 *    entries), rarer two-word queries, and words found nowhere.
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the page and count queries the repository sends, for a
 *    common word, a two-word query and a no-match query; written to
 *    bench/results/search.json and printed.
 *
 * Environment: BENCH_SEARCH_ENTRIES (1000000), BENCH_SEARCH_USERS (2000), BENCH_DURATION (10),
 * BENCH_WARMUP (2), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL, BENCH_REGENERATE=1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Entry, Page } from '@potok/common';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDb } from '../src/db/client.ts';
import { migrationsHash, runMigrations } from '../src/db/migrate.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { searchQuery } from '../src/modules/search/search.sql.ts';
import { queryGroups, searchDocument } from '../src/modules/search/search.text.ts';
import { envNumber } from './env.ts';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';
import { russianTextGenerator } from './russian-text.ts';

const env = process.env;
const ENTRIES = Math.trunc(envNumber('BENCH_SEARCH_ENTRIES', 1_000_000));
const USERS = Math.trunc(envNumber('BENCH_SEARCH_USERS', 2000));
const settings = {
  duration: envNumber('BENCH_DURATION', 10),
  warmup: envNumber('BENCH_WARMUP', 2),
  connections: envNumber('BENCH_CONNECTIONS', 50),
};
const serverUrl = env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'potok_bench_search';
const GENERATOR_VERSION = 1;
const BATCH = 5000;
const RESULTS_FILE = fileURLToPath(new URL('./results/search.json', import.meta.url));

/** The query mixes driven (each list taken in turn). */
const MIXES = {
  'common words': ['кошка', 'дом', 'работа', 'хорошие', 'идти', 'город', 'любить', 'день'],
  'two words': ['кошки дождь', 'зимний лес', 'купить хлеба', 'старые письма', 'быстро бежал'],
  'no match': ['жирафы', 'xylophone', 'бегемотами', 'квазар'],
} as const;

const log = (line: string) => console.log(line);

function urlOf(database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Seconds since `started` (performance.now()). */
const since = (started: number) => (performance.now() - started) / 1000;

/** Creates, migrates and fills the database unless a matching one exists; returns timings. */
async function ensureDatabase() {
  const stamp = JSON.stringify({
    entries: ENTRIES,
    users: USERS,
    generator: GENERATOR_VERSION,
    migrations: await migrationsHash(),
  });
  const admin = urlOf('postgres');
  const url = urlOf(DB_NAME);
  const existing = await withClient(admin, async (c) => {
    const { rows } = await c.query<{ stamp: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS stamp FROM pg_database WHERE datname = $1`,
      [DB_NAME],
    );
    return rows[0]?.stamp;
  });
  if (existing === stamp && env.BENCH_REGENERATE !== '1') {
    log(`reusing ${DB_NAME} (${stamp})`);
    return { url, reused: true, timings: null };
  }
  await withClient(admin, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DB_NAME}`);
  });
  const handle = await openDb({ driver: 'postgres', url, max: 1 });
  await runMigrations(handle);
  await handle.close();

  const timings = { javascriptSeconds: 0, insertSeconds: 0, ginSeconds: 0, totalSeconds: 0 };
  const started = performance.now();
  await withClient(url, async (c) => {
    await c.query(`SET synchronous_commit = off`);
    await c.query(`SET maintenance_work_mem = '256MB'`);
    await c.query(
      `INSERT INTO users (user_id, username, name, email, password_hash, state, avatar_hash)
       OVERRIDING SYSTEM VALUE
       SELECT i, 'user' || i, 'User ' || i, 'user' || i || '@bench.test', 'x',
              CASE WHEN i % 200 = 199 THEN 'suspended' ELSE 'active' END, md5('a' || i)
       FROM generate_series(1, $1::int) AS i`,
      [USERS],
    );
    await c.query(`SELECT setval(pg_get_serial_sequence('users', 'user_id'), $1)`, [USERS]);
    await c.query(`DROP INDEX entries_search_idx`);
    const texts = await russianTextGenerator();
    log(`vocabulary: ${texts.vocabulary} dictionary word forms (+ made-up and English words)`);
    for (let done = 0; done < ENTRIES; done += BATCH) {
      const n = Math.min(BATCH, ENTRIES - done);
      const js = performance.now();
      const rows = { text: [] as string[], doc: [] as string[], user: [] as number[] };
      for (let i = 0; i < n; i += 1) {
        const text = texts.next();
        rows.text.push(text);
        rows.doc.push(await searchDocument(text));
        rows.user.push(1 + (((done + i) * 7919) % USERS));
      }
      timings.javascriptSeconds += since(js);
      const sqlStarted = performance.now();
      await c.query(
        `INSERT INTO entries (uuid, user_id, text, search_vector, is_hidden_from_feed,
                              deleted_at, date_added)
         SELECT gen_random_uuid(), u, t, to_tsvector('russian', d), (o + $4) % 50 = 7,
                CASE WHEN (o + $4) % 100 = 3 THEN now() END,
                now() - ($5::int - o - $4) * interval '30 seconds'
         FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS r(t, d, u, o)
         ORDER BY o`,
        [rows.text, rows.doc, rows.user, done, ENTRIES],
      );
      timings.insertSeconds += since(sqlStarted);
      if ((done / BATCH) % 20 === 0) {
        log(`  ${done + n} entries, ${since(started).toFixed(0)} s`);
      }
    }
    const gin = performance.now();
    await c.query(`CREATE INDEX entries_search_idx ON entries USING gin (search_vector)`);
    timings.ginSeconds = since(gin);
    await c.query('VACUUM (ANALYZE)');
  });
  timings.totalSeconds = since(started);
  await withClient(admin, (c) =>
    c.query(`COMMENT ON DATABASE ${DB_NAME} IS ${pg.escapeLiteral(stamp)}`),
  );
  log(`generated and indexed in ${timings.totalSeconds.toFixed(0)} s ${JSON.stringify(timings)}`);
  return { url, reused: false, timings };
}

/**
 * Every query `call` sends through `db.execute`, recorded and run on `client` (so a query that
 * depends on the answer of an earlier one is the one the server would send).
 */
async function captureAll(client: pg.Client, call: (db: Db) => Promise<unknown>) {
  const dialect = new PgDialect();
  const sent: { sql: string; params: unknown[] }[] = [];
  const recorder = {
    async execute(query: SQL) {
      const q = dialect.sqlToQuery(query);
      sent.push(q);
      return client.query(q.sql, q.params);
    },
  } as unknown as Db;
  await call(recorder);
  return sent;
}

function drive(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(new URL('./load.worker.ts', import.meta.url), { workerData: job });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.type !== 'measuring') resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

async function main() {
  log(`search bench: ${ENTRIES} entries, ${USERS} users`);
  const bench = await ensureDatabase();
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  const counts = await client.query<{ entries: number; indexed: number }>(
    `SELECT count(*)::int AS entries, count(search_vector)::int AS indexed FROM entries`,
  );

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-bench-search-'));
  const config = loadConfig({
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost:8080',
  });
  const handle = await openDb({ driver: 'postgres', url: bench.url });
  const app = await buildApp(config, { db: handle, webDist: path.join(dataDir, 'no-web-build') });
  const appOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
  const floor = Fastify({ logger: false });
  floor.get(
    '/floor',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: { type: 'integer' } },
              total_items: { type: 'integer' },
            },
          },
        },
      },
    },
    async () => ({ items: [1, 2, 3, 4, 5, 6, 7], total_items: 7 }),
  );
  const floorOrigin = await floor.listen({ host: '127.0.0.1', port: 0 });

  // Right before fast: «кошек» finds only entries with a form of «кошка», newest first.
  const res = await fetch(`${appOrigin}/v1/search/entries?query=${encodeURIComponent('кошек')}`);
  const page = (await res.json()) as Page<Entry>;
  const [group] = await queryGroups('кошек');
  for (const entry of page.items) {
    const doc = (await searchDocument(entry.content.text)).split(' ');
    if (!group!.some((w) => doc.includes(w)))
      throw new Error(`«кошек» found: ${entry.content.text}`);
  }
  const ids = page.items.map((e) => e.entry_id);
  if (page.items.length === 0 || ids.join() !== [...ids].sort((a, b) => b - a).join()) {
    throw new Error(`«кошек» answered ${JSON.stringify(ids)} of ${page.total_items}`);
  }
  log(`checked: «кошек» → ${page.items.length} entries of ${page.total_items} (capped count)`);

  const common = { ...settings, tokens: [] as string[] };
  const runs: Record<string, LoadResult> = {};
  log(`driving the floor for ${settings.warmup} + ${settings.duration} s …`);
  runs['bare route (floor)'] = await drive({ ...common, origin: floorOrigin, path: '/floor' });
  for (const [name, queries] of Object.entries(MIXES)) {
    log(`driving search/entries, ${name}, for ${settings.warmup} + ${settings.duration} s …`);
    const paths = queries.map((q) => `/v1/search/entries?query=${encodeURIComponent(q)}`);
    runs[`GET /v1/search/entries (${name})`] = await drive({
      ...common,
      origin: appOrigin,
      path: paths[0]!,
      paths,
    });
  }

  const explain: Record<string, { sql: string; plan: string }[]> = {};
  for (const q of ['кошка', 'кошки дождь', 'жирафы']) {
    const tsquery = (await searchQuery(q))!;
    const sent = await captureAll(client, (db) =>
      createSearchRepository(db).entries(tsquery, null, { offset: 0, limit: 7 }),
    );
    explain[q] = [];
    for (const query of sent) {
      const text = `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`;
      await client.query(text, query.params);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(text, query.params);
      explain[q].push({ sql: query.sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  }
  const pgVersion = await client.query<{ v: string }>(
    `SELECT current_setting('server_version') AS v`,
  );
  await client.end();
  await floor.close();
  await app.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });

  const base = runs['bare route (floor)']!;
  const table = Object.entries(runs).map(([name, r]) => ({
    name,
    rps: Math.round(r.rps),
    p50: r.p50,
    p99: r.p99,
    rpsRatio: Number((r.rps / base.rps).toFixed(3)),
    non2xx: r.non2xx + r.errors,
  }));
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      postgres: pgVersion.rows[0]!.v,
      loadAverage: os.loadavg(),
    },
    entries: counts.rows[0],
    generation: bench,
    settings,
    results: table,
    explain,
  };
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  log('');
  console.table(table);
  for (const [q, plans] of Object.entries(explain)) {
    for (const p of plans) log(`\nEXPLAIN (ANALYZE, BUFFERS) — «${q}»\n${p.plan}`);
  }
  log(`\nwritten: ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

await main();

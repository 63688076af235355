/**
 * `npm run bench` (hot paths; `npm run bench:hot -w @potok/server` alone at the documented
 * sizes): the hot paths of DESIGN.md §8 on PostgreSQL and on the embedded database (PGlite in
 * its worker thread behind pglite-socket, as in production), each beside the bare Fastify route
 * of the same server process in the same run. Never asserts a timing; writes
 * bench/results/hot-latest.json, hot-latest.md (the figures) and hot-latest-explain.md, and at the
 * documented sizes docs/benchmarks.md (the figures: tables, machine, load; its section
 * "Lighthouse" kept) and docs/benchmarks/explain-hot-paths.md (every hot statement's EXPLAIN).
 *
 * For each database:
 * 1. the network is generated or reused (generate.ts `fill`: PostgreSQL in BENCH_HOT_DB_NAME,
 *    PGlite in BENCH_HOT_PGLITE_DIR), plus one *fan-out author* followed by up to 10,000 of the
 *    generated users (all of them when fewer); the author's entries of earlier runs are removed;
 * 2. sessions are made for a sample of readers, the densest reader, a sparse reader and the
 *    author; the server starts in a process of its own (bench/serve.ts, job worker on), so its
 *    resident memory is its own;
 * 3. materialized timelines, when the code has them: `POST /bench/build-timelines` (the
 *    `buildTimelines` of the timeline repository, through serve.ts) for the
 *    measured readers, then one timeline request per measured reader, then a wait until no
 *    `jobs` row of a `timeline.%` kind is queued or running;
 * 4. a priming run (cold WebAssembly and caches), then autocannon (a worker thread of this
 *    process) drives, BENCH_WARMUP + BENCH_DURATION seconds each at BENCH_CONNECTIONS
 *    (BENCH_PGLITE_CONNECTIONS on PGlite), counting 2xx answers: the bare
 *    route; `GET /v1/feed/timeline` of 1,000 readers in turn, of the dense reader, of the sparse
 *    reader, and of the dense reader at offset 140; `GET /v1/feed/abyss`; `GET /v1/entry/{uuid}`;
 *    `GET /v1/user/{username}/entries`; the server's VmRSS (/proc) is sampled every 250 ms
 *    meanwhile (peak and median);
 * 5. `POST /v1/entry` by the fan-out author, one at a time (BENCH_POSTS): the time until the
 *    answer, and, when the server has `timeline.*` job kinds, until no such job is queued or
 *    running (polled every 10 ms); otherwise the fan-out column says n/a;
 * 6. the SQL each hot request sends (recorded in the server process, `POST /bench/capture`) and
 *    its `EXPLAIN (ANALYZE, BUFFERS)`, writes inside a rolled-back transaction.
 *
 * Environment (all optional): BENCH_HOT_FULL=1 (the documented sizes; the default is a quick
 * run), BENCH_USERS / BENCH_SUBS / BENCH_ENTRIES (PostgreSQL size), BENCH_PGLITE_USERS /
 * BENCH_PGLITE_SUBS / BENCH_PGLITE_ENTRIES (PGlite size), BENCH_HOT_DATABASES (`postgres,pglite`),
 * BENCH_DURATION, BENCH_WARMUP, BENCH_PRIME, BENCH_CONNECTIONS (50), BENCH_PGLITE_CONNECTIONS (20),
 * BENCH_POSTS,
 * BENCH_DATABASE_URL, BENCH_HOT_DB_NAME (potok_bench_hot; potok_bench_hot_quick for the quick
 * run), BENCH_HOT_PGLITE_DIR (<tmp>/potok-bench-hot, -quick),
 * BENCH_REGENERATE=1, BENCH_WRITE_DOCS=1 (write docs/benchmarks.md and its EXPLAIN file whatever
 * the size).
 *
 * Its parts: who is measured (hot.prepare.ts), the server under measurement and the load
 * driven at it (hot.server.ts), the results' shape and their Markdown (hot.report.ts); this
 * file runs them in order and writes the files.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEED_PAGE_SIZE } from '@potok/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDb, schema } from '../src/db/client.ts';
import { migrationsHash, runMigrations } from '../src/db/migrate.ts';
import { envNumber } from './env.ts';
import { AUTHOR, type Prepared, prepare, type Query } from './hot.prepare.ts';
import {
  type Database,
  type DatabaseResult,
  DOCS_FILE,
  EXPLAIN_FILE,
  EXPLAIN_LINK,
  type Explained,
  explainMarkdown,
  figuresMarkdown,
  fmt,
  packageVersion,
  type Row,
  withLighthouseSection,
} from './hot.report.ts';
import {
  type CpuSpent,
  cpuPerAnswer,
  drained,
  drive,
  jobsIdle,
  percentile,
  rssMiB,
  serverClient,
  startServer,
} from './hot.server.ts';
import type { LoadResult } from './load.worker.ts';

const env = process.env;
// generate.ts reads its database name at import: this bench keeps its own.
// The quick and the full run keep apart, so neither regenerates the other's data.
env.BENCH_DB_NAME =
  env.BENCH_HOT_DB_NAME?.trim() ||
  (env.BENCH_HOT_FULL === '1' ? 'potok_bench_hot' : 'potok_bench_hot_quick');
const { checkConsistency, ensureBenchDatabase, fill } = await import('./generate.ts');
type NetworkSize = import('./generate.ts').NetworkSize;

const FULL = env.BENCH_HOT_FULL === '1';
/** The documented sizes (issue targets; DESIGN.md §8 for PostgreSQL). */
const FULL_SIZES = {
  postgres: { users: 10_000, subscriptions: 100, entries: 1_000_000 },
  pglite: { users: 2_000, subscriptions: 50, entries: 100_000 },
};
const QUICK_SIZES = {
  postgres: { users: 2_000, subscriptions: 50, entries: 100_000 },
  pglite: { users: 1_000, subscriptions: 20, entries: 20_000 },
};
const base = FULL ? FULL_SIZES : QUICK_SIZES;
const sizes: Record<Database, NetworkSize> = {
  postgres: {
    users: envNumber('BENCH_USERS', base.postgres.users),
    subscriptions: envNumber('BENCH_SUBS', base.postgres.subscriptions),
    entries: envNumber('BENCH_ENTRIES', base.postgres.entries),
  },
  pglite: {
    users: envNumber('BENCH_PGLITE_USERS', base.pglite.users),
    subscriptions: envNumber('BENCH_PGLITE_SUBS', base.pglite.subscriptions),
    entries: envNumber('BENCH_PGLITE_ENTRIES', base.pglite.entries),
  },
};
const settings = {
  duration: envNumber('BENCH_DURATION', FULL ? 8 : 3),
  warmup: envNumber('BENCH_WARMUP', 2),
  prime: envNumber('BENCH_PRIME', FULL ? 10 : 3),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  /**
   * PGlite's connections: below half its DB_QUEUE_LIMIT (64), so the requests a warm-up leaves
   * in flight when its clients hang up (they keep their place until their queries end) and the
   * measured run's own never reach the limit together (503 `server_busy` otherwise).
   */
  pgliteConnections: envNumber('BENCH_PGLITE_CONNECTIONS', 20),
  posts: envNumber('BENCH_POSTS', FULL ? 30 : 10),
  sessions: 1000,
};
const databases = (env.BENCH_HOT_DATABASES?.trim() || 'postgres,pglite')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is Database => d === 'postgres' || d === 'pglite');
const serverUrl = env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432';
const PGLITE_DIR =
  env.BENCH_HOT_PGLITE_DIR?.trim() ||
  path.join(os.tmpdir(), FULL ? 'potok-bench-hot' : 'potok-bench-hot-quick');
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));

/** Bump when the PGlite data made here changes shape. */
const HOT_VERSION = 1;
/** Offset of the deep timeline page. */
const DEEP_OFFSET = 20 * FEED_PAGE_SIZE;
/** Statements that carry no plan. */
const NO_PLAN =
  /^\s*(BEGIN|COMMIT|ROLLBACK|SET|RESET|SAVEPOINT|RELEASE|LISTEN|UNLISTEN|NOTIFY|SELECT pg_notify)/i;

const log = (line: string) => console.log(line);

/** Makes sure PGLITE_DIR holds the network of `size`; seconds spent generating (0: reused). */
async function ensurePglite(size: NetworkSize): Promise<number> {
  const stampFile = path.join(PGLITE_DIR, 'stamp.json');
  const stamp = JSON.stringify({ ...size, hot: HOT_VERSION, migrations: await migrationsHash() });
  if (
    env.BENCH_REGENERATE !== '1' &&
    existsSync(stampFile) &&
    (await readFile(stampFile, 'utf8')) === stamp
  ) {
    log(`reusing ${PGLITE_DIR} (${stamp})`);
    return 0;
  }
  const started = performance.now();
  await rm(PGLITE_DIR, { recursive: true, force: true });
  await mkdir(path.join(PGLITE_DIR, 'db'), { recursive: true });
  const handle = await openDb({ driver: 'pglite', dataDir: path.join(PGLITE_DIR, 'db') });
  try {
    await runMigrations(handle);
    const c = await handle.pool.connect();
    try {
      await fill(c as unknown as pg.Client, size, log);
      await c.query('VACUUM (ANALYZE)');
      await checkConsistency(c as unknown as pg.Client);
    } finally {
      c.release();
    }
  } finally {
    await handle.close();
  }
  await writeFile(stampFile, stamp);
  const seconds = (performance.now() - started) / 1000;
  log(`generated on PGlite in ${seconds.toFixed(1)} s`);
  return seconds;
}

async function measure(database: Database): Promise<DatabaseResult> {
  const size = sizes[database];
  log(
    `\n== ${database}: ${size.users} users × ${size.subscriptions} subscriptions, ` +
      `${size.entries} entries ==`,
  );
  let generationSeconds = 0;
  let prepared: Prepared;
  let serverEnv: Record<string, string>;
  let pgClient: pg.Client | null = null;
  if (database === 'postgres') {
    const bench = await ensureBenchDatabase(serverUrl, size, {
      regenerate: env.BENCH_REGENERATE === '1',
      log,
    });
    generationSeconds = bench.seconds;
    const pool = new pg.Pool({ connectionString: bench.url, max: 1 });
    try {
      const q: Query = async (text, values) => (await pool.query(text, values)).rows;
      prepared = await prepare(
        q,
        drizzle({ client: pool, schema }) as unknown as Db,
        settings.sessions,
      );
    } finally {
      await pool.end();
    }
    serverEnv = { DATABASE_URL: bench.url, DATA_DIR: path.join(os.tmpdir(), 'potok-hot-data') };
    pgClient = new pg.Client({ connectionString: bench.url });
    await pgClient.connect();
  } else {
    generationSeconds = await ensurePglite(size);
    const handle = await openDb({ driver: 'pglite', dataDir: path.join(PGLITE_DIR, 'db') });
    try {
      const q: Query = async (text, values) => (await handle.pool.query(text, values)).rows;
      prepared = await prepare(q, handle.db, settings.sessions);
    } finally {
      await handle.close();
    }
    serverEnv = { DATABASE_URL: '', DATA_DIR: PGLITE_DIR };
  }

  const { child, origin } = await startServer(serverEnv);
  const pid = child.pid!;
  const server = serverClient(origin);
  try {
    const info = await server.get<{ jobKinds: string[]; node: string }>('/bench/info');
    const fanOutJobs = info.jobKinds.some((k) => k.startsWith('timeline.'));
    const [{ version } = { version: '?' }] = await server.sql<{ version: string }>(
      'SELECT version() AS version',
    );
    const afterStart = (await rssMiB(pid)) ?? Number.NaN;
    log(`server ${pid} at ${origin}; fan-out jobs: ${fanOutJobs ? 'yes' : 'no'}`);

    // Materialized timelines (when the code has them) are built before they are measured.
    // In parts, so no one request outlasts the client's time-out on a busy machine.
    let built = false;
    for (let i = 0; i < prepared.readerIds.length; i += 100) {
      const part = await server.post<{ built: boolean }>('/bench/build-timelines', {
        userIds: prepared.readerIds.slice(i, i + 100),
      });
      built = part.built;
    }
    const allTokens = [...prepared.tokens, prepared.dense.token, prepared.sparse.token];
    for (let i = 0; i < allTokens.length; i += 10) {
      await Promise.all(allTokens.slice(i, i + 10).map((t) => server.get('/v1/feed/timeline', t)));
    }
    if (!(await drained(server, 100, 300_000))) log('timeline jobs still pending after 5 min');

    const paths = {
      timeline: '/v1/feed/timeline',
      deep: `/v1/feed/timeline?offset=${DEEP_OFFSET}`,
      abyss: '/v1/feed/abyss',
      entry: `/v1/entry/${prepared.entryUuid}`,
      profile: `/v1/user/${prepared.username}/entries`,
    };
    for (const [name, p] of Object.entries(paths)) {
      const page = await server.get<{ items?: unknown[] }>(p, prepared.dense.token);
      if (name !== 'entry' && !page.items?.length) throw new Error(`${p} answered no items`);
    }

    const rssSamples: number[] = [];
    const sampler = setInterval(() => {
      void rssMiB(pid).then((m) => {
        if (m !== null) rssSamples.push(m);
      });
    }, 250);
    const loadStart = os.loadavg();
    const c = database === 'pglite' ? settings.pgliteConnections : settings.connections;
    const common = { origin, connections: c, duration: settings.duration, warmup: settings.warmup };
    log(`priming for ${settings.prime} s …`);
    await drive(
      {
        origin,
        path: paths.timeline,
        paths: Object.values(paths),
        tokens: prepared.tokens,
        connections: 10,
        duration: settings.prime,
        warmup: 0,
      },
      pid,
      pgClient,
    );
    const targets: { key: string; measure: string; path: string; tokens: string[] }[] = [
      { key: 'floor', measure: 'bare route (same process)', path: '/bench/floor', tokens: [] },
      {
        key: 'timeline',
        measure: `GET feed/timeline, ${prepared.tokens.length} readers in turn`,
        path: paths.timeline,
        tokens: prepared.tokens,
      },
      {
        key: 'timeline-dense',
        measure: `GET feed/timeline, dense reader (user ${prepared.dense.id})`,
        path: paths.timeline,
        tokens: [prepared.dense.token],
      },
      {
        key: 'timeline-sparse',
        measure: `GET feed/timeline, sparse reader (user ${prepared.sparse.id})`,
        path: paths.timeline,
        tokens: [prepared.sparse.token],
      },
      {
        key: 'timeline-deep',
        measure: `GET feed/timeline?offset=${DEEP_OFFSET}, dense reader`,
        path: paths.deep,
        tokens: [prepared.dense.token],
      },
      {
        key: 'abyss',
        measure: 'GET feed/abyss, readers in turn',
        path: paths.abyss,
        tokens: prepared.tokens,
      },
      {
        key: 'entry',
        measure: 'GET entry/{uuid}, readers in turn',
        path: paths.entry,
        tokens: prepared.tokens,
      },
      {
        key: 'profile',
        measure: `GET user/{username}/entries (${prepared.username}), readers in turn`,
        path: paths.profile,
        tokens: prepared.tokens,
      },
    ];
    const results: Record<string, LoadResult & { cpu: CpuSpent }> = {};
    for (const t of targets) {
      log(`driving ${t.measure} for ${settings.warmup} + ${settings.duration} s …`);
      results[t.key] = await drive({ ...common, path: t.path, tokens: t.tokens }, pid, pgClient);
    }
    clearInterval(sampler);
    // Only answers that carry the page count (a 503 `server_busy` is answered at once).
    const okRps = (r: LoadResult) =>
      r.requests > 0 ? (r.rps * (r.requests - r.non2xx)) / r.requests : 0;
    const floorRps = okRps(results.floor!);
    const rows: Row[] = targets.map((t) => {
      const r = results[t.key]!;
      return {
        key: t.key,
        measure: t.measure,
        connections: c,
        rps: okRps(r),
        ratio: okRps(r) / floorRps,
        p50: r.p50,
        p99: r.p99,
        non2xx: r.non2xx + r.errors + r.timeouts,
        statusCodes: r.statusCodes,
        ...cpuPerAnswer(r, database),
      };
    });

    // POST entry by the author, one at a time: answered, then fan-out done.
    log(
      `posting ${settings.posts} entries as ${AUTHOR} (${prepared.author.subscribers} subscribers) …`,
    );
    const answered: number[] = [];
    const done: number[] = [];
    const warmPosts = 3;
    for (let i = 0; i < settings.posts + warmPosts; i += 1) {
      const t0 = performance.now();
      await server.post('/v1/entry', { text: `Hot path entry ${i}` }, prepared.author.token);
      const t1 = performance.now();
      if (fanOutJobs && !(await drained(server, 10, 120_000))) log('fan-out not done in 2 min');
      const t2 = performance.now();
      if (i >= warmPosts) {
        answered.push(t1 - t0);
        done.push(t2 - t0);
      }
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    rows.push({
      key: 'post',
      measure: `POST entry, author with ${prepared.author.subscribers.toLocaleString('en-US')} subscribers, one at a time`,
      connections: 1,
      rps: 1000 / mean(answered),
      ratio: null,
      p50: percentile(answered, 50),
      p99: percentile(answered, 99),
      non2xx: 0,
      statusCodes: { '200': answered.length },
      serverCpuMs: null,
      postgresCpuMs: null,
      machineCores: null,
      fanOut: fanOutJobs
        ? { p50: percentile(done, 50), p99: percentile(done, 99), mean: mean(done) }
        : null,
    });

    // The SQL of each hot request as the server sends it, and its plan.
    const explain: Explained[] = [];
    const captures: { path: string; run: () => Promise<unknown> }[] = [
      {
        path: 'GET feed/timeline (dense)',
        run: () => server.get(paths.timeline, prepared.dense.token),
      },
      {
        path: 'GET feed/timeline (sparse)',
        run: () => server.get(paths.timeline, prepared.sparse.token),
      },
      {
        path: `GET feed/timeline?offset=${DEEP_OFFSET}`,
        run: () => server.get(paths.deep, prepared.dense.token),
      },
      { path: 'GET feed/abyss', run: () => server.get(paths.abyss, prepared.dense.token) },
      { path: 'GET entry/{uuid}', run: () => server.get(paths.entry, prepared.dense.token) },
      {
        path: 'GET user/{username}/entries',
        run: () => server.get(paths.profile, prepared.dense.token),
      },
      {
        path: 'POST entry (and its fan-out)',
        run: async () => {
          await server.post(
            '/v1/entry',
            { text: 'Hot path entry, explained' },
            prepared.author.token,
          );
          if (fanOutJobs) await drained(server, 10, 120_000);
          // And the other jobs the entry made (notifications), so the whole write is listed.
          await jobsIdle(server, 30_000);
        },
      },
    ];
    for (const capture of captures) {
      // The jobs of earlier posts (notifications) finish first: only this request is recorded.
      await jobsIdle(server, 30_000);
      await server.post('/bench/capture', { on: true });
      await capture.run();
      const { statements } = await server.post<{
        statements: { sql: string; params: unknown[] }[];
      }>('/bench/capture', { on: false });
      const seen = new Set<string>();
      for (const s of statements) {
        if (NO_PLAN.test(s.sql) || seen.has(s.sql)) continue;
        // The job worker's own polling is not part of a read.
        if (!capture.path.startsWith('POST') && /\bjobs\b/.test(s.sql)) continue;
        seen.add(s.sql);
        const r = await server.post<{ plan?: string; error?: string }>('/bench/sql', {
          sql: s.sql,
          params: s.params,
          explain: true,
        });
        explain.push({ path: capture.path, ...s, plan: r.plan ?? `(not explained: ${r.error})` });
      }
    }
    const loadEnd = os.loadavg();
    const sorted = [...rssSamples].sort((a, b) => a - b);
    return {
      database,
      size,
      generationSeconds,
      version,
      fanOutJobs,
      timelinesBuilt: built,
      authorSubscribers: prepared.author.subscribers,
      rows,
      rss: {
        peak: sorted.at(-1) ?? Number.NaN,
        median: percentile(sorted, 50),
        samples: sorted.length,
        afterStart,
      },
      explain,
      loadAverage: { start: loadStart, end: loadEnd },
    };
  } finally {
    await pgClient?.end();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const results: DatabaseResult[] = [];
  for (const database of databases) results.push(await measure(database));
  const pgliteVersion = packageVersion('@electric-sql/pglite');
  const run = {
    date: new Date().toISOString(),
    machine: {
      CPU: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      RAM: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      PostgreSQL: results.find((r) => r.database === 'postgres')?.version ?? 'not measured',
      PGlite: `@electric-sql/pglite ${pgliteVersion}`,
      Node: process.version,
    },
    settings,
    seconds: 0,
    results,
  };
  run.seconds = Math.round((performance.now() - started) / 1000);
  const figures = figuresMarkdown(run);
  const explained = explainMarkdown(run);
  await mkdir(RESULTS, { recursive: true });
  await writeFile(path.join(RESULTS, 'hot-latest.json'), `${JSON.stringify(run, null, 2)}\n`);
  await writeFile(path.join(RESULTS, 'hot-latest.md'), figures);
  await writeFile(path.join(RESULTS, 'hot-latest-explain.md'), explained);
  const documented =
    env.BENCH_WRITE_DOCS === '1' ||
    (databases.length === 2 && JSON.stringify(sizes) === JSON.stringify(FULL_SIZES));
  if (documented) {
    await writeFile(DOCS_FILE, withLighthouseSection(figures));
    await mkdir(path.dirname(EXPLAIN_FILE), { recursive: true });
    await writeFile(EXPLAIN_FILE, explained);
  }
  log('');
  for (const r of results) {
    log(`${r.database} (RSS peak ${fmt(r.rss.peak)} MiB, median ${fmt(r.rss.median)} MiB)`);
    for (const row of r.rows) {
      log(
        `  ${row.measure.padEnd(70)} ${fmt(row.rps).padStart(7)} req/s  ÷floor ${row.ratio === null ? '  –  ' : row.ratio.toFixed(3)}  p50 ${fmt(row.p50, 1)}  p99 ${fmt(row.p99, 1)}` +
          `  ${JSON.stringify(row.statusCodes)}` +
          (row.serverCpuMs === null ? '' : `  CPU ms/req server ${fmt(row.serverCpuMs, 2)}`) +
          (row.postgresCpuMs === null ? '' : ` PG ${fmt(row.postgresCpuMs, 2)}`) +
          (row.key === 'post'
            ? `  fan-out done p50 ${row.fanOut ? fmt(row.fanOut.p50, 1) : 'n/a'}`
            : ''),
      );
    }
  }
  log(
    `\nwritten: bench/results/hot-latest.{json,md}, hot-latest-explain.md${documented ? `, docs/benchmarks.md and docs/${EXPLAIN_LINK}` : ''} (${run.seconds} s)`,
  );
}

await main();

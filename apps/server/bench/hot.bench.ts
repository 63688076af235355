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
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FEED_PAGE_SIZE } from '@potok/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDb, schema } from '../src/db/client.ts';
import { migrationsHash, runMigrations } from '../src/db/migrate.ts';
import { hashToken, newToken, randomHex } from '../src/modules/auth/auth.tokens.ts';
import {
  recountAuthorStats,
  recountEntriesCount,
} from '../src/modules/entries/entries.repository.ts';
import { processTicks } from './cpu.ts';
import { envNumber } from './env.ts';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';

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
type Database = 'postgres' | 'pglite';
const databases = (env.BENCH_HOT_DATABASES?.trim() || 'postgres,pglite')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is Database => d === 'postgres' || d === 'pglite');
const serverUrl = env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432';
const PGLITE_DIR =
  env.BENCH_HOT_PGLITE_DIR?.trim() ||
  path.join(os.tmpdir(), FULL ? 'potok-bench-hot' : 'potok-bench-hot-quick');
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const DOCS_FILE = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
/** The generated EXPLAIN output, linked from DOCS_FILE by this path relative to docs/. */
const EXPLAIN_LINK = 'benchmarks/explain-hot-paths.md';
const EXPLAIN_FILE = fileURLToPath(new URL(`../../../docs/${EXPLAIN_LINK}`, import.meta.url));

/**
 * `md` followed by the section "Lighthouse" that docs/benchmarks.md holds now (written by
 * scripts/lighthouse.mjs, always the file's last section), so a bench run keeps it.
 */
function withLighthouseSection(md: string): string {
  const old = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, 'utf8') : '';
  const at = old.indexOf('\n## Lighthouse\n');
  return at === -1 ? md : `${md.trimEnd()}\n${old.slice(at)}`;
}

/** Bump when the PGlite data made here changes shape. */
const HOT_VERSION = 1;
const BENCH_AGENT = 'potok-bench-hot';
/** The author whose entries are fanned out, and how many generated users follow them. */
const AUTHOR = 'fanout_author';
const AUTHOR_SUBSCRIBERS = 10_000;
/** Offset of the deep timeline page. */
const DEEP_OFFSET = 20 * FEED_PAGE_SIZE;
/** Statements that carry no plan. */
const NO_PLAN =
  /^\s*(BEGIN|COMMIT|ROLLBACK|SET|RESET|SAVEPOINT|RELEASE|LISTEN|UNLISTEN|NOTIFY|SELECT pg_notify)/i;

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A query function on the database before the server starts. */
type Query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

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

/** Who and what is measured, with their sessions. */
interface Prepared {
  tokens: string[];
  readerIds: number[];
  dense: { id: number; token: string };
  sparse: { id: number; token: string };
  author: { id: number; token: string; subscribers: number };
  entryUuid: string;
  username: string;
}

/**
 * Sessions, readers and the fan-out author (made once, followed by up to AUTHOR_SUBSCRIBERS
 * generated users; its entries of earlier runs deleted and its counters recounted).
 */
async function prepare(q: Query, db: Db): Promise<Prepared> {
  await q('DELETE FROM sessions WHERE user_agent = $1', [BENCH_AGENT]);
  let [author] = await q<{ user_id: number }>('SELECT user_id FROM users WHERE username = $1', [
    AUTHOR,
  ]);
  if (!author) {
    await q('BEGIN');
    [author] = await q<{ user_id: number }>(
      `INSERT INTO users (username, name, email, password_hash, avatar_hash)
       SELECT $1, 'Fan-out author', $1 || '@bench.test', password_hash, md5($1) FROM users
       ORDER BY user_id LIMIT 1
       RETURNING user_id`,
      [AUTHOR],
    );
    const id = author!.user_id;
    const followers = await q<{ user_id: number }>(
      `INSERT INTO subscriptions (subscriber_id, user_id)
       SELECT user_id, $1 FROM users WHERE user_id <> $1 ORDER BY user_id LIMIT $2
       RETURNING subscriber_id AS user_id`,
      [id, AUTHOR_SUBSCRIBERS],
    );
    await q(
      `UPDATE users SET subscriptions_count = subscriptions_count + 1
       WHERE user_id = ANY($1::int[])`,
      [followers.map((r) => r.user_id)],
    );
    await q('UPDATE users SET subscribers_count = $2 WHERE user_id = $1', [id, followers.length]);
    await q('COMMIT');
  }
  const authorId = author!.user_id;
  await q('DELETE FROM entries WHERE user_id = $1', [authorId]);
  await recountEntriesCount(db, { userIds: [authorId] });
  await recountAuthorStats(db, { userIds: [authorId] });
  const [{ n: subscribers } = { n: 0 }] = await q<{ n: number }>(
    'SELECT subscribers_count AS n FROM users WHERE user_id = $1',
    [authorId],
  );

  const sample = await q<{ user_id: number }>(
    `SELECT user_id FROM users WHERE state = 'active' AND user_id <> $2
     ORDER BY md5(user_id::text) LIMIT $1`,
    [settings.sessions, authorId],
  );
  const [dense] = await q<{ user_id: number }>(
    `SELECT s.subscriber_id AS user_id
     FROM subscriptions s
     JOIN users u ON u.user_id = s.subscriber_id AND u.state = 'active'
     JOIN author_stats st ON st.user_id = s.user_id
     GROUP BY s.subscriber_id
     ORDER BY sum(st.feed_entries_count) DESC, s.subscriber_id
     LIMIT 1`,
  );
  const [sparse] = await q<{ user_id: number }>(
    `SELECT user_id FROM users
     WHERE state = 'active' AND subscriptions_count > 0 AND user_id <> $1
     ORDER BY subscriptions_count, entries_count, user_id
     LIMIT 1`,
    [authorId],
  );
  const [entry] = await q<{ uuid: string }>(
    `SELECT e.uuid FROM entries e JOIN users u ON u.user_id = e.user_id
     WHERE e.deleted_at IS NULL AND NOT e.is_hidden_from_feed AND u.state = 'active'
     ORDER BY e.entry_id DESC LIMIT 1`,
  );
  const [profile] = await q<{ username: string }>(
    `SELECT username FROM users WHERE state = 'active' ORDER BY entries_count DESC LIMIT 1`,
  );
  const ids = [...sample.map((r) => r.user_id), dense!.user_id, sparse!.user_id, authorId];
  const tokens = ids.map(() => newToken());
  await q(
    `INSERT INTO sessions (user_id, token_hash, logout_hash, user_agent, date_expires)
     SELECT u, h, l, $4, now() + interval '1 day'
     FROM unnest($1::int[], $2::text[], $3::text[]) AS t(u, h, l)`,
    [ids, tokens.map(hashToken), ids.map(() => randomHex(16)), BENCH_AGENT],
  );
  const n = sample.length;
  return {
    tokens: tokens.slice(0, n),
    readerIds: ids.slice(0, n + 2),
    dense: { id: dense!.user_id, token: tokens[n]! },
    sparse: { id: sparse!.user_id, token: tokens[n + 1]! },
    author: { id: authorId, token: tokens[n + 2]!, subscribers },
    entryUuid: entry!.uuid,
    username: profile!.username,
  };
}

/** Resident memory of `pid` now (VmRSS), MiB; null when the process is gone. */
async function rssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
  } catch {
    return null;
  }
}

/** Busy ticks of the whole machine (all cores). */
async function machineTicks(): Promise<number> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

/** CPU counters at one moment: the server process, the PostgreSQL backends, the machine. */
interface CpuReading {
  at: number;
  server: number;
  backends: Map<number, number>;
  machine: number;
}

/**
 * Reads the counters. `pgClient` (PostgreSQL only) lists the other backends of the bench
 * database — the server's pool; on PGlite the database is a thread of the server process.
 */
async function readCpu(serverPid: number, pgClient: pg.Client | null): Promise<CpuReading> {
  const backends = new Map<number, number>();
  if (pgClient) {
    const { rows } = await pgClient.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) {
      const ticks = await processTicks(pid);
      if (ticks !== null) backends.set(pid, ticks);
    }
  }
  return {
    at: performance.now(),
    server: (await processTicks(serverPid)) ?? 0,
    backends,
    machine: await machineTicks(),
  };
}

/** CPU seconds spent between two readings (a backend that appeared counts from zero). */
function cpuSpent(a: CpuReading, b: CpuReading) {
  let postgres = 0;
  for (const [pid, ticks] of b.backends) postgres += ticks - (a.backends.get(pid) ?? 0);
  return {
    elapsed: (b.at - a.at) / 1000,
    server: (b.server - a.server) / 100,
    postgres: postgres / 100,
    machine: (b.machine - a.machine) / 100,
  };
}
type CpuSpent = ReturnType<typeof cpuSpent>;

/**
 * Runs one autocannon job in a worker thread (load.worker.ts); CPU is read when its measured
 * part starts (after the warm-up) and when it ends.
 */
async function drive(
  job: LoadJob,
  serverPid: number,
  pgClient: pg.Client | null,
): Promise<LoadResult & { cpu: CpuSpent }> {
  const worker = new Worker(new URL('./load.worker.ts', import.meta.url), { workerData: job });
  let start: Promise<CpuReading> | undefined;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.type === 'measuring') start = readCpu(serverPid, pgClient);
      else resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
  const end = await readCpu(serverPid, pgClient);
  return { ...result, cpu: cpuSpent(await start!, end) };
}

/** Starts bench/serve.ts with `extra` environment; resolves once it listens. */
async function startServer(extra: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--max-semi-space-size=4',
      '--heap-growing-percent=20',
      '--experimental-strip-types',
      fileURLToPath(new URL('./serve.ts', import.meta.url)),
    ],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://localhost:8080',
        WRITE_RATE_LIMIT: '1000000',
        BENCH_JOBS: '1',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"origin"'));
      if (line) resolve((JSON.parse(line) as { origin: string }).origin);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { child, origin };
}

/** A client of the running server's bench routes and API. */
function serverClient(origin: string) {
  const post = async <T>(p: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${origin}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (res.status !== 200)
      throw new Error(`POST ${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const get = async <T>(p: string, token?: string): Promise<T> => {
    const res = await fetch(`${origin}${p}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    const r = await post<{ rows?: T[]; error?: string }>('/bench/sql', { sql: text, params });
    if (r.error) throw new Error(`${text}: ${r.error}`);
    return r.rows!;
  };
  return { post, get, sql };
}
type Server = ReturnType<typeof serverClient>;

/** `timeline.*` jobs still to do. */
async function pendingFanOut(server: Server): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs
     WHERE kind LIKE 'timeline.%' AND state IN ('queued', 'running')`,
  );
  return row?.n ?? 0;
}

/** Waits until no `timeline.*` job is queued or running (every `everyMs`); false on timeout. */
async function drained(server: Server, everyMs: number, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if ((await pendingFanOut(server)) === 0) return true;
    await sleep(everyMs);
  }
  return false;
}

/** Waits until no job of any kind is queued or running (every 50 ms); false on timeout. */
async function jobsIdle(server: Server, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const [row] = await server.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE state IN ('queued', 'running')`,
    );
    if ((row?.n ?? 0) === 0) return true;
    await sleep(50);
  }
  return false;
}

/** Percentile `p` (0–100) of `values` (nearest rank). */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** One measured row. */
interface Row {
  key: string;
  measure: string;
  connections: number;
  rps: number;
  ratio: number | null;
  p50: number;
  p99: number;
  non2xx: number;
  /** Responses by HTTP status. */
  statusCodes: Record<string, number>;
  /** CPU per 2xx answer, ms: the server process (PGlite's thread included), PostgreSQL. */
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
  /** Busy cores of the whole machine during the row (load generator and others included). */
  machineCores: number | null;
  /** POST only: ms until the fan-out is done (null: no fan-out in this code). */
  fanOut?: { p50: number; p99: number; mean: number } | null;
}

/** A hot statement and its plan. */
interface Explained {
  path: string;
  sql: string;
  params: unknown[];
  plan: string;
}

/** Everything measured on one database. */
interface DatabaseResult {
  database: Database;
  size: NetworkSize;
  generationSeconds: number;
  version: string;
  fanOutJobs: boolean;
  timelinesBuilt: boolean;
  authorSubscribers: number;
  rows: Row[];
  rss: { peak: number; median: number; samples: number; afterStart: number };
  explain: Explained[];
  loadAverage: { start: number[]; end: number[] };
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
      prepared = await prepare(q, drizzle({ client: pool, schema }) as unknown as Db);
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
      prepared = await prepare(q, handle.db);
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

/** CPU per 2xx answer of a row, ms, and the machine's busy cores meanwhile. */
function cpuPerAnswer(r: LoadResult & { cpu: CpuSpent }, database: Database) {
  const answers = r.requests - r.non2xx;
  if (answers <= 0 || r.cpu.elapsed <= 0) {
    return { serverCpuMs: null, postgresCpuMs: null, machineCores: null };
  }
  return {
    serverCpuMs: (r.cpu.server * 1000) / answers,
    postgresCpuMs: database === 'postgres' ? (r.cpu.postgres * 1000) / answers : null,
    machineCores: r.cpu.machine / r.cpu.elapsed,
  };
}

/**
 * The hot paths' targets (ratio to the bare route; p99 on PostgreSQL), by database and measure
 * key (null: none set).
 */
function target(database: Database, key: string): string | null {
  if (database === 'postgres' && key.startsWith('timeline')) return '≥ 0.15, p99 < 25 ms';
  if (database === 'postgres' && key === 'abyss') return '≥ 0.15, p99 < 25 ms';
  if (database === 'pglite' && key.startsWith('timeline')) return '≥ 0.04';
  return null;
}

const RSS_TARGET: Record<Database, number> = { postgres: 200, pglite: 600 };

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

/** What the Markdown reports of a run read. */
interface Run {
  date: string;
  machine: Record<string, string | number>;
  settings: typeof settings;
  results: DatabaseResult[];
}

/** `Run of YYYY-MM-DD HH:MM UTC.` */
const runLine = (run: Run) => `Run of ${run.date.slice(0, 16).replace('T', ' ')} UTC.`;

/**
 * The figures of a run (docs/benchmarks.md): machine and load, one table per database, and a
 * link to the EXPLAIN output written beside it (`explainMarkdown`).
 */
function figuresMarkdown(run: Run): string {
  const out: string[] = [];
  out.push('# Benchmarks of the hot paths');
  out.push('');
  out.push(
    'Generated by `npm run bench:hot -w @potok/server` (apps/server/bench/hot.bench.ts; ' +
      'apps/server/bench/README.md "Hot paths" says what is measured and how). Do not edit by ' +
      'hand: the next run rewrites this file, all but the section "Lighthouse" at its end ' +
      '(`npm run lighthouse -- --write-docs`), and the EXPLAIN of every hot statement in ' +
      `[${EXPLAIN_LINK}](${EXPLAIN_LINK}). Ratios are to the bare Fastify route served by the ` +
      'same server process in the same run; the machine is shared with other test runs, so ' +
      'read the ratios rather than the absolute figures.',
  );
  out.push('');
  out.push(runLine(run));
  out.push('');
  out.push('## Machine');
  out.push('');
  for (const [k, v] of Object.entries(run.machine)) out.push(`- ${k}: ${v}`);
  out.push(
    `- load: autocannon in a worker thread of the bench process (connections in the tables), ` +
      `${run.settings.warmup} s warm-up + ${run.settings.duration} s measured ` +
      `per row; ${run.settings.posts} posts one at a time`,
  );
  for (const r of run.results) {
    out.push(
      `- load average (1 min) during the ${r.database} part: ${fmt(r.loadAverage.start[0]!, 2)} ` +
        `at the start, ${fmt(r.loadAverage.end[0]!, 2)} at the end`,
    );
  }
  out.push('');
  for (const r of run.results) {
    const name = r.database === 'postgres' ? 'PostgreSQL' : 'PGlite (worker thread, pglite-socket)';
    out.push(
      `## ${name}: ${fmt(r.size.users)} users × ${fmt(r.size.subscriptions)} subscriptions, ` +
        `${fmt(r.size.entries)} entries`,
    );
    out.push('');
    out.push(`- ${r.version}`);
    out.push(
      `- materialized timelines: ${r.timelinesBuilt ? 'built by `buildTimelines` before the run' : 'no `buildTimelines` hook'}; ` +
        `fan-out jobs (\`timeline.*\`): ${r.fanOutJobs ? 'yes' : 'none in this code (fan-out n/a)'}`,
    );
    out.push(
      `- data ${r.generationSeconds > 0 ? `generated in ${fmt(r.generationSeconds, 1)} s` : 'reused'}`,
    );
    out.push('');
    out.push(
      '| measure | connections | req/s | ÷ bare route | p50 ms | p99 ms | non-2xx | server CPU ms/req | PG CPU ms/req | machine busy cores | target | met |',
    );
    out.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const row of r.rows) {
      const t = target(r.database, row.key);
      let met = '';
      if (t && row.ratio !== null) {
        const ratioTarget = r.database === 'postgres' ? 0.15 : 0.04;
        const ok = row.ratio >= ratioTarget && (r.database !== 'postgres' || row.p99 < 25);
        met = ok ? 'yes' : 'no';
      }
      out.push(
        `| ${row.measure} | ${row.connections} | ${fmt(row.rps)} | ${row.ratio === null ? '–' : fmt(row.ratio, 3)} | ` +
          `${fmt(row.p50, row.key === 'post' ? 1 : 0)} | ${fmt(row.p99, row.key === 'post' ? 1 : 0)} | ${row.non2xx} | ` +
          `${row.serverCpuMs === null ? '–' : fmt(row.serverCpuMs, 3)} | ${row.postgresCpuMs === null ? '–' : fmt(row.postgresCpuMs, 3)} | ` +
          `${row.machineCores === null ? '–' : fmt(row.machineCores, 2)} | ${t ?? ''} | ${met} |`,
      );
      if (row.key === 'post') {
        out.push(
          `| … until the fan-out is done | 1 | – | – | ${row.fanOut ? fmt(row.fanOut.p50, 1) : 'n/a'} | ` +
            `${row.fanOut ? fmt(row.fanOut.p99, 1) : 'n/a'} | | | | | | |`,
        );
      }
    }
    out.push(
      `| server RSS while serving (VmRSS, ${r.rss.samples} samples every 250 ms) | | | | median ${fmt(r.rss.median)} MiB | peak ${fmt(r.rss.peak)} MiB | | | | | < ${RSS_TARGET[r.database]} MiB | ${r.rss.peak < RSS_TARGET[r.database] ? 'yes' : 'no'} |`,
    );
    out.push('');
    out.push(
      `RSS after start (before any request): ${fmt(r.rss.afterStart)} MiB. The POST row's req/s ` +
        'is 1000 ÷ its mean time (one request at a time); its p50/p99 are of the answer. ' +
        'req/s counts 2xx answers only; non-2xx are 503 `server_busy` refusals (or errors). ' +
        'CPU per request is read from /proc over the measured part (server: the whole server ' +
        'process, on PGlite its database thread included; PG: the backends of the bench ' +
        'database), the steadier figure on a shared machine; machine busy cores counts ' +
        "everything, the load generator and other people's work included (2 = saturated).",
    );
    out.push('');
  }
  out.push('## EXPLAIN (ANALYZE, BUFFERS) of the hot statements');
  out.push('');
  out.push(
    `In [${EXPLAIN_LINK}](${EXPLAIN_LINK}), written by the same run: every statement each hot ` +
      'request above sends, with its parameters and its plan, per database.',
  );
  out.push('');
  return out.join('\n');
}

/** The EXPLAIN output of a run (docs/benchmarks/explain-hot-paths.md), per database and path. */
function explainMarkdown(run: Run): string {
  const out: string[] = [];
  out.push('# EXPLAIN (ANALYZE, BUFFERS) of the hot statements');
  out.push('');
  out.push(
    'Generated by `npm run bench:hot -w @potok/server` (apps/server/bench/hot.bench.ts) beside ' +
      'its figures in [../benchmarks.md](../benchmarks.md); do not edit by hand, the next run ' +
      `rewrites it. ${runLine(run)}`,
  );
  out.push('');
  out.push(
    'Each statement below was recorded in the server process while it served one request ' +
      '(`pg` as the app drives it; session lookup included), then explained on the same ' +
      'database with its own parameters; writes inside a transaction that is rolled back. ' +
      'Transaction control and notifications are left out; statements repeated within a ' +
      'request are shown once.',
  );
  for (const r of run.results) {
    out.push('');
    out.push(`## ${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    let current = '';
    for (const e of r.explain) {
      if (e.path !== current) {
        current = e.path;
        out.push('');
        out.push(`### ${e.path}`);
      }
      const params = e.params.map((p, i) => `$${i + 1} = ${JSON.stringify(p)}`).join(', ');
      out.push('');
      out.push('```sql');
      out.push(e.sql.trim());
      if (params) out.push(`-- ${params.length > 400 ? `${params.slice(0, 400)} …` : params}`);
      out.push('```');
      out.push('');
      out.push('```');
      out.push(e.plan);
      out.push('```');
    }
  }
  out.push('');
  return out.join('\n');
}

/** The version of an installed package (its package.json, found above its entry point). */
function packageVersion(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return '?';
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

/**
 * `npm run bench`: throughput of the feed endpoints on a generated network, beside a bare
 * Fastify route measured in the same run (DESIGN.md §7 "Performance", §8 "Hot paths").
 * Never asserts a timing: it reports req/s, p50/p99 and the ratios to the same-run floor.
 *
 * 1. `potok_bench` on the local PostgreSQL is generated (or reused) — see generate.ts;
 * 2. sessions are created directly for a sample of users (their tokens are rotated across
 *    requests), the app (`buildApp`, the production pool and plugins) and a bare route listen
 *    on free local ports in this process, and the answers are checked against reference SQL;
 * 3. autocannon, in a worker thread, drives each target: the bare route, `GET /v1/feed/timeline`
 *    and `GET /v1/feed/abyss` (both signed in), `GET /v1/feed/timeline` and `GET /v1/feed/feeds`
 *    of BENCH_FEED_READERS people who follow 100 users and 10 custom feeds (feeds.ts), and
 *    `GET /v1/entry/{uuid}/comments` of an entry given BENCH_THREAD_COMMENTS comments
 *    (`seedThread`), `BENCH_DURATION` seconds each after a warm-up;
 * 4. a table is printed, the result written to bench/results/latest.json, and EXPLAIN
 *    (ANALYZE, BUFFERS) of the timeline query printed for the densest and a sparse reader and a
 *    feed reader.
 *
 * Environment (all optional): BENCH_USERS (2000), BENCH_SUBS (50), BENCH_ENTRIES (100000),
 * BENCH_DURATION (10 s), BENCH_WARMUP (2 s), BENCH_CONNECTIONS (50), BENCH_SESSIONS (1000),
 * BENCH_FEED_READERS (50), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432),
 * BENCH_DB_NAME (potok_bench), BENCH_REGENERATE=1,
 * BENCH_LOG_LEVEL (warn: request logs off, as the floor has none).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FEED_PAGE_SIZE } from '@potok/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDb, schema } from '../src/db/client.ts';
import { hashToken, newToken, randomHex } from '../src/modules/auth/auth.tokens.ts';
import {
  recountCommentsCount,
  recountRepliesCount,
} from '../src/modules/comments/comments.repository.ts';
import { createEntriesRepository } from '../src/modules/entries/entries.repository.ts';
import { createFeedsRepository } from '../src/modules/feeds/feeds.repository.ts';
import { type CpuSnapshot, type CpuSpent, snapshot, spent } from './cpu.ts';
import { envNumber } from './env.ts';
import { captureQuery, explainAnalyze, readableSql, type SentQuery } from './explain.ts';
import { FEED_BENCH, referenceFeedTimeline, seedFeedReaders } from './feeds.ts';
import { ensureBenchDatabase, type NetworkSize } from './generate.ts';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';
import { rawRate } from './raw.ts';

const env = process.env;

const size: NetworkSize = {
  users: envNumber('BENCH_USERS', 2000),
  subscriptions: envNumber('BENCH_SUBS', 50),
  entries: envNumber('BENCH_ENTRIES', 100_000),
};
const settings = {
  duration: envNumber('BENCH_DURATION', 10),
  warmup: envNumber('BENCH_WARMUP', 2),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  sessions: envNumber('BENCH_SESSIONS', 1000),
  logLevel: env.BENCH_LOG_LEVEL?.trim() || 'warn',
};
const serverUrl = env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432';
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
/** Connections of the raw query run (as DESIGN.md §8 measured it). */
const RAW_CONNECTIONS = 4;
/** Comments of the entry whose first thread page is driven (`seedThread`). */
const THREAD_COMMENTS = envNumber('BENCH_THREAD_COMMENTS', 1000);
/** People who follow 100 users and 10 custom feeds (feeds.ts). */
const FEED_READERS = envNumber('BENCH_FEED_READERS', 50);
/** User agent of bench sessions: removed at the start of every run. */
const BENCH_AGENT = 'potok-bench';

const log = (line: string) => console.log(line);

/** Creates a live session for each user; returns the raw tokens in the same order. */
async function createSessions(client: pg.Client, userIds: number[]): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, logout_hash, user_agent, date_expires)
     SELECT u, h, l, $4, now() + interval '1 day'
     FROM unnest($1::int[], $2::text[], $3::text[]) AS t(u, h, l)`,
    [userIds, tokens.map(hashToken), userIds.map(() => randomHex(16)), BENCH_AGENT],
  );
  return tokens;
}

/**
 * Gives the newest live entry of an active author exactly `total` comments (its earlier bench
 * comments removed first, so a reused database gets the same thread every run), shaped as
 * threads are: a fiftieth of them root comments; under each root ten direct replies and a chain
 * of nested replies under its first reply, the rest of its share. Counters are set by the
 * repositories' recounts. Returns the entry's uuid.
 */
async function seedThread(c: pg.Client, total: number): Promise<string> {
  const { rows } = await c.query<{ entry_id: string; uuid: string }>(
    `SELECT e.entry_id, e.uuid FROM entries e JOIN users u ON u.user_id = e.user_id
     WHERE e.deleted_at IS NULL AND u.state = 'active'
     ORDER BY e.entry_id DESC LIMIT 1`,
  );
  const entryId = Number(rows[0]!.entry_id);
  const authors = await c.query<{ user_id: number }>(
    `SELECT user_id FROM users WHERE state = 'active' ORDER BY user_id LIMIT 100`,
  );
  const people = authors.rows.map((r) => r.user_id);
  const roots = Math.max(1, Math.floor(total / 50));
  const perRoot = Math.floor(total / roots) - 1;
  const direct = Math.min(10, perRoot);
  const chain = perRoot - direct;
  await c.query('DELETE FROM comments WHERE entry_id = $1', [entryId]);
  /** Inserts one comment per parent (null: roots), returning the new ids in order. */
  const insert = async (parents: (number | null)[], rootsOf: (number | null)[], n: number) => {
    const res = await c.query<{ comment_id: string }>(
      `INSERT INTO comments (entry_id, user_id, parent_id, root_id, text)
       SELECT $1, ($2::int[])[1 + (i % cardinality($2::int[]))], p, r, 'bench comment ' || i
       FROM unnest($3::bigint[], $4::bigint[]) WITH ORDINALITY AS t(p, r, i)
       ORDER BY i
       RETURNING comment_id`,
      [entryId, people, parents, rootsOf],
    );
    if (res.rows.length !== n) throw new Error('seedThread: short insert');
    return res.rows.map((r) => Number(r.comment_id));
  };
  const rootIds = await insert(Array(roots).fill(null), Array(roots).fill(null), roots);
  let firstReplies: number[] = [];
  for (let k = 0; k < direct; k += 1) {
    const ids = await insert(rootIds, rootIds, roots);
    if (k === 0) firstReplies = ids;
  }
  let level = firstReplies;
  for (let k = 0; k < chain; k += 1) level = await insert(level, rootIds, roots);
  const left = total - roots * (1 + direct + chain);
  if (left > 0) await insert(rootIds.slice(0, left), rootIds.slice(0, left), left);
  const db = drizzle({ client: c, schema }) as unknown as Db;
  await recountCommentsCount(db, { entryIds: [entryId] });
  await recountRepliesCount(db);
  return rows[0]!.uuid;
}

/** A load run's numbers and the CPU it cost, per request (ms) and overall. */
export interface Measured extends LoadResult {
  cpu: CpuSpent;
  /** Server main-thread CPU per response, ms. */
  serverMsPerRequest: number;
  /** PostgreSQL backend CPU per response, ms (null when not measurable). */
  postgresMsPerRequest: number | null;
}

/**
 * Runs one load job in a worker thread; CPU counters are read when the measured part starts
 * (after the warm-up) and when it ends.
 */
async function drive(job: LoadJob, client: pg.Client): Promise<Measured> {
  const worker = new Worker(new URL('./load.worker.ts', import.meta.url), { workerData: job });
  let start: Promise<CpuSnapshot> | undefined;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.type === 'measuring') start = snapshot(client);
      else resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
  const cpu = spent(await start!, await snapshot(client));
  return {
    ...result,
    cpu,
    serverMsPerRequest: (cpu.server * 1000) / result.requests,
    postgresMsPerRequest: cpu.postgres === null ? null : (cpu.postgres * 1000) / result.requests,
  };
}

/** GET `url` with a bearer token; the parsed JSON of a 200. */
async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

type FeedPage = { items: { entry_id: number }[]; total_items: number };

/**
 * Reference answer of a timeline's first page and size, written independently of the server's
 * fan-in B (fan-in A and a plain `count(*)`: DESIGN.md §8 "fan-in stays the reference").
 */
async function referenceTimeline(c: pg.Client, userId: number) {
  const where = `FROM entries e JOIN users u ON u.user_id = e.user_id AND u.state = 'active'
    WHERE (e.user_id = $1
           OR e.user_id IN (SELECT user_id FROM subscriptions WHERE subscriber_id = $1))
      AND e.deleted_at IS NULL AND NOT e.is_hidden_from_feed`;
  const ids = await c.query<{ entry_id: string }>(
    `SELECT e.entry_id ${where} ORDER BY e.entry_id DESC LIMIT ${FEED_PAGE_SIZE}`,
    [userId],
  );
  const total = await c.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [userId]);
  return { ids: ids.rows.map((r) => Number(r.entry_id)), total: total.rows[0]!.n };
}

/** Throws unless the server's page equals the reference. */
function expectSame(what: string, page: FeedPage, ref: { ids: number[]; total: number }) {
  const got = page.items.map((e) => e.entry_id);
  if (got.join() !== ref.ids.join() || page.total_items !== ref.total) {
    throw new Error(
      `${what}: server answered ids ${got} total ${page.total_items}, ` +
        `reference ids ${ref.ids} total ${ref.total}`,
    );
  }
}

async function main(): Promise<void> {
  log(
    `Potok bench: ${size.users} users × ${size.subscriptions} subscriptions, ${size.entries} entries`,
  );
  const bench = await ensureBenchDatabase(serverUrl, size, {
    regenerate: env.BENCH_REGENERATE === '1',
    log,
  });
  log(`rows: ${JSON.stringify(bench.rows)}`);

  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  await client.query('DELETE FROM sessions WHERE user_agent = $1', [BENCH_AGENT]);
  const feedReaders = await seedFeedReaders(client, Math.trunc(FEED_READERS), []);
  // The other readers follow no custom feed: their reference is the people-only timeline.
  const sample = await client.query<{ user_id: number }>(
    `SELECT user_id FROM users WHERE state = 'active' AND NOT user_id = ANY($2::int[])
     ORDER BY md5(user_id::text) LIMIT $1`,
    [Math.trunc(settings.sessions), feedReaders],
  );
  const tokens = await createSessions(
    client,
    sample.rows.map((r) => r.user_id),
  );
  const dense = await client.query<{ user_id: number }>(
    `SELECT s.subscriber_id AS user_id
     FROM subscriptions s
     JOIN users u ON u.user_id = s.subscriber_id AND u.state = 'active'
     JOIN author_stats st ON st.user_id = s.user_id
     WHERE NOT s.subscriber_id = ANY($1::int[])
     GROUP BY s.subscriber_id
     ORDER BY sum(st.feed_entries_count) DESC, s.subscriber_id
     LIMIT 1`,
    [feedReaders],
  );
  const sparse = await client.query<{ user_id: number }>(
    `SELECT user_id FROM users
     WHERE state = 'active' AND subscriptions_count > 0
     ORDER BY subscriptions_count, entries_count, user_id
     LIMIT 1`,
  );
  const readers = {
    dense: dense.rows[0]!.user_id,
    sparse: sparse.rows[0]!.user_id,
    feeds: feedReaders[0]!,
  };
  const [denseToken, sparseToken] = await createSessions(client, [readers.dense, readers.sparse]);
  const feedTokens = await createSessions(client, feedReaders);
  const threadUuid = await seedThread(client, THREAD_COMMENTS);

  // The app as main.ts builds it (PostgreSQL pool of 10), and the floor: a bare route.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-bench-'));
  const config = loadConfig({
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: settings.logLevel,
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
              status: { type: 'string' },
              items: { type: 'array', items: { type: 'integer' } },
              total_items: { type: 'integer' },
            },
          },
        },
      },
    },
    async () => FLOOR_BODY,
  );
  const floorOrigin = await floor.listen({ host: '127.0.0.1', port: 0 });

  // The answers are right before they are fast.
  for (const [name, token] of [
    ['dense', denseToken!],
    ['sparse', sparseToken!],
  ] as const) {
    const page = await getJson<FeedPage>(`${appOrigin}/v1/feed/timeline`, token);
    expectSame(
      `timeline of the ${name} reader`,
      page,
      await referenceTimeline(client, readers[name]),
    );
  }
  const feedChecks: { offset: number; ids: number; total: number; distinct: number }[] = [];
  for (const offset of [0, 3 * FEED_PAGE_SIZE]) {
    const page = await getJson<FeedPage>(
      `${appOrigin}/v1/feed/timeline?offset=${offset}`,
      feedTokens[0]!,
    );
    const ref = await referenceFeedTimeline(client, readers.feeds, offset, FEED_PAGE_SIZE);
    const got = page.items.map((e) => e.entry_id);
    // total_items sums counters per author and per followed tag: never below the entries.
    if (got.join() !== ref.ids.join() || page.total_items < ref.distinct) {
      throw new Error(
        `timeline of the feed reader at ${offset}: ids ${got} total ${page.total_items}, ` +
          `reference ids ${ref.ids} distinct ${ref.distinct}`,
      );
    }
    feedChecks.push({ offset, ids: got.length, total: page.total_items, distinct: ref.distinct });
  }
  log(
    `checked: timeline of feed reader ${readers.feeds} (${FEED_BENCH.users} users + ` +
      `${FEED_BENCH.follows} feeds): total_items ${feedChecks[0]!.total} for ` +
      `${feedChecks[0]!.distinct} distinct entries`,
  );
  const abyss = await getJson<FeedPage>(`${appOrigin}/v1/feed/abyss`, tokens[0]!);
  if (abyss.items.length !== Math.min(FEED_PAGE_SIZE, abyss.total_items)) {
    throw new Error(`abyss answered ${abyss.items.length} items of ${abyss.total_items}`);
  }
  const thread = await getJson<{ items: unknown[]; total_items: number }>(
    `${appOrigin}/v1/entry/${threadUuid}/comments`,
    tokens[0]!,
  );
  const threadComments = await client.query<{ n: number }>(
    `SELECT comments_count AS n FROM entries WHERE uuid = $1`,
    [threadUuid],
  );
  if (thread.items.length === 0 || threadComments.rows[0]!.n !== THREAD_COMMENTS) {
    throw new Error(`the bench thread has ${threadComments.rows[0]!.n} comments`);
  }
  log(`checked: timeline pages of users ${readers.dense} (dense) and ${readers.sparse} (sparse)`);

  const loadAverage = os.loadavg();
  const common = {
    connections: settings.connections,
    duration: settings.duration,
    warmup: settings.warmup,
  };
  const targets = [
    { name: 'bare route (floor)', origin: floorOrigin, path: '/floor', tokens: [] },
    { name: 'GET /v1/feed/timeline', origin: appOrigin, path: '/v1/feed/timeline', tokens },
    {
      name: `GET /v1/feed/timeline (${FEED_BENCH.users} users + ${FEED_BENCH.follows} feeds)`,
      origin: appOrigin,
      path: '/v1/feed/timeline',
      tokens: feedTokens,
    },
    {
      name: `GET /v1/feed/feeds (${FEED_BENCH.follows} feeds)`,
      origin: appOrigin,
      path: '/v1/feed/feeds',
      tokens: feedTokens,
    },
    { name: 'GET /v1/feed/abyss', origin: appOrigin, path: '/v1/feed/abyss', tokens },
    {
      name: `GET /v1/entry/{uuid}/comments (${THREAD_COMMENTS} comments)`,
      origin: appOrigin,
      path: `/v1/entry/${threadUuid}/comments`,
      tokens,
    },
  ];
  const runs: Record<string, Measured> = {};
  for (const target of targets) {
    log(`driving ${target.name} for ${settings.warmup} + ${settings.duration} s …`);
    const { name, ...job } = target;
    runs[name] = await drive({ ...job, ...common }, client);
  }

  const feeds = createFeedsRepository;
  const firstPage = { offset: 0, limit: FEED_PAGE_SIZE };

  // The timeline page query alone, straight to PostgreSQL (DESIGN.md §8's first column).
  log(`raw timeline page query, ${RAW_CONNECTIONS} connections, ${settings.duration} s …`);
  const pageQueries: SentQuery[] = [];
  for (const { user_id } of sample.rows) {
    pageQueries.push(await captureQuery((db) => feeds(db).timelinePageIds(firstPage, user_id)));
  }
  const raw = await rawRate(bench.url, pageQueries, { ...common, connections: RAW_CONNECTIONS });

  // EXPLAIN of the exact SQL the repositories send.
  const queries: Record<string, SentQuery> = {
    [`timeline page, dense reader (user ${readers.dense})`]: await captureQuery((db) =>
      feeds(db).timelinePageIds(firstPage, readers.dense),
    ),
    [`timeline page, sparse reader (user ${readers.sparse})`]: await captureQuery((db) =>
      feeds(db).timelinePageIds(firstPage, readers.sparse),
    ),
    [`timeline total, dense reader (user ${readers.dense})`]: await captureQuery((db) =>
      feeds(db).timelineTotal(readers.dense),
    ),
    [`timeline page, feed reader (user ${readers.feeds})`]: await captureQuery((db) =>
      feeds(db).timelinePageIds(firstPage, readers.feeds),
    ),
    [`timeline total, feed reader (user ${readers.feeds})`]: await captureQuery((db) =>
      feeds(db).timelineTotal(readers.feeds),
    ),
    [`feed/feeds page, feed reader (user ${readers.feeds})`]: await captureQuery((db) =>
      feeds(db).followedFeedsPageIds(firstPage, readers.feeds),
    ),
    'abyss page': await captureQuery((db) => feeds(db).abyssPageIds(firstPage)),
    'abyss total': await captureQuery((db) => feeds(db).abyssTotal()),
    'hydrate a page (7 entries)': await captureQuery((db) =>
      createEntriesRepository(db).hydrateIds(
        abyss.items.map((e) => e.entry_id),
        readers.dense,
      ),
    ),
  };
  const explain: Record<string, { sql: string; plan: string }> = {};
  for (const [name, query] of Object.entries(queries)) {
    explain[name] = { sql: readableSql(query), plan: await explainAnalyze(client, query) };
  }

  const pgInfo = await client.query<{ version: string; shared_buffers: string }>(
    `SELECT current_setting('server_version') AS version,
            current_setting('shared_buffers') AS shared_buffers`,
  );
  await client.query('DELETE FROM sessions WHERE user_agent = $1', [BENCH_AGENT]);
  await client.end();
  await floor.close();
  await app.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });

  const base = runs['bare route (floor)']!;
  const table = Object.entries(runs).map(([name, r]) => ({
    name,
    ...r,
    rpsRatio: r.rps / base.rps,
    // autocannon's latencies are whole milliseconds: a 0 ms floor has no ratio.
    p50Ratio: base.p50 > 0 ? r.p50 / base.p50 : null,
    p99Ratio: base.p99 > 0 ? r.p99 / base.p99 : null,
  }));
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: pgInfo.rows[0]!.version,
      sharedBuffers: pgInfo.rows[0]!.shared_buffers,
    },
    network: { ...size, rows: bench.rows, reused: bench.reused, generationSeconds: bench.seconds },
    settings: { ...settings, sessionsCreated: tokens.length },
    loadAverageAtStart: loadAverage,
    readers,
    feedReaders: { count: feedReaders.length, ...FEED_BENCH, checks: feedChecks },
    results: table,
    rawTimelinePage: raw,
    explain,
  };
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);

  log('');
  log(
    `${size.users} users × ${size.subscriptions} subs, ${bench.rows.entries} entries · ` +
      `${settings.connections} connections, ${settings.duration} s each · ` +
      `${result.machine.cpus} CPUs, Node ${process.version}, PostgreSQL ${result.machine.postgres}`,
  );
  log(formatTable(table));
  log(
    `raw timeline page query (PostgreSQL, ${raw.connections} connections): ` +
      `${Math.round(raw.qps).toLocaleString('en-US')} q/s, ` +
      `p50 ${raw.p50.toFixed(2)} ms, p99 ${raw.p99.toFixed(2)} ms`,
  );
  const shown = (n: string) => n.startsWith('timeline page') || n.includes('feed reader');
  for (const name of Object.keys(explain).filter(shown)) {
    log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${name}\n${explain[name]!.plan}`);
  }
  log(`\nwritten: ${path.relative(process.cwd(), RESULTS_FILE)} (with the other EXPLAINs)`);
}

/** The floor's constant answer: a page-shaped object, small. */
const FLOOR_BODY = { status: 'ok', items: [1, 2, 3, 4, 5, 6, 7], total_items: 7 };

/** Compact text table of the runs. */
function formatTable(
  rows: (Measured & { name: string; rpsRatio: number; p99Ratio: number | null })[],
): string {
  const head = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'req/s ÷ floor',
    'p99 ÷ floor',
    'server CPU ms/req',
    'PG CPU ms/req',
    'others (cores)',
    'non-2xx',
  ];
  const body = rows.map((r) => [
    r.name,
    Math.round(r.rps).toLocaleString('en-US'),
    String(r.p50),
    String(r.p99),
    r.rpsRatio.toFixed(3),
    r.p99Ratio === null ? '–' : r.p99Ratio.toFixed(1),
    r.serverMsPerRequest.toFixed(3),
    r.postgresMsPerRequest === null ? '–' : r.postgresMsPerRequest.toFixed(3),
    r.cpu.others === null ? '–' : (r.cpu.others / r.cpu.elapsed).toFixed(2),
    String(r.non2xx + r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

await main();

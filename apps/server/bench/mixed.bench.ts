/**
 * `npm run bench` (second part): mixed reads on the embedded database (PGlite), with the server
 * in a process of its own (bench/serve.ts), to see what 200 readers cost requests that need no
 * database, and how much memory the server keeps (DESIGN.md §8 on PGlite; targets in
 * bench/README.md "Mixed reads on PGlite"). Never asserts a timing.
 *
 * 1. A PGlite data directory holding the generated network (generate.ts `fill`, the same
 *    network as on PostgreSQL, plus comments on a few entries) is made once per size, generator
 *    and migrations in `BENCH_PGLITE_DIR`, and reused;
 * 2. sessions are created for a sample of users, then the server starts on that directory
 *    (`node bench/serve.ts`) with a small static asset to serve;
 * 3. autocannon (worker threads of this process) primes the cold server with 10 readers for
 *    `BENCH_PRIME` seconds, then drives, each for `BENCH_DURATION` seconds after `BENCH_WARMUP`:
 *    - the bare route alone (the same-run floor);
 *    - then together: `BENCH_READERS` readers reading timeline, abyss, an entry, its comments, a
 *      profile, its entries and a tag page in turn (signed in, tokens rotated), beside 10
 *      connections on the bare route and 10 on the static asset. The readers wait a 503's
 *      `Retry-After` as the web app does (readers.worker.ts; their rate and latencies are of
 *      the reads served); `BENCH_READERS_CLIENT=flood` uses autocannon, which re-sends at once;
 * 4. the server's resident memory (VmRSS, VmHWM from /proc) is read before, during (peak), after
 *    the run and after `BENCH_IDLE` seconds of idle, with the process's and the database
 *    worker's own accounts (`GET /bench/memory`); the result goes to
 *    bench/results/mixed-latest.json.
 *
 * Environment (all optional): BENCH_PGLITE_USERS (2000), BENCH_PGLITE_SUBS (50),
 * BENCH_PGLITE_ENTRIES (100000), BENCH_PGLITE_DIR (<tmp>/potok-bench-pglite), BENCH_REGENERATE=1,
 * BENCH_DURATION (10 s), BENCH_WARMUP (2 s), BENCH_READERS (200), BENCH_IDLE (20 s),
 * BENCH_PRIME (20 s of 10 readers first, on a cold server),
 * BENCH_SESSIONS (1000), BENCH_DB_QUEUE_LIMIT (the server's default), BENCH_PGLITE_SETTINGS
 * (none; e.g. `shared_buffers=32MB,work_mem=2MB`: Postgres settings the server opens PGlite
 * with, see serve.ts), BENCH_NODE_FLAGS (`--max-semi-space-size=4 --heap-growing-percent=20`, as `npm start`; e.g. `--max-old-space-size=256`: flags of the
 * server's node).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { openDb } from '../src/db/client.ts';
import { migrationsHash, runMigrations } from '../src/db/migrate.ts';
import { hashToken, newToken, randomHex } from '../src/modules/auth/auth.tokens.ts';
import { envNumber } from './env.ts';
import { checkConsistency, fill, type NetworkSize } from './generate.ts';
import type { LoadJob, LoadMessage, LoadResult } from './load.worker.ts';

const env = process.env;

const size: NetworkSize = {
  users: envNumber('BENCH_PGLITE_USERS', 2000),
  subscriptions: envNumber('BENCH_PGLITE_SUBS', 50),
  entries: envNumber('BENCH_PGLITE_ENTRIES', 100_000),
};
const settings = {
  duration: envNumber('BENCH_DURATION', 10),
  warmup: envNumber('BENCH_WARMUP', 2),
  readers: envNumber('BENCH_READERS', 200),
  idle: envNumber('BENCH_IDLE', 20),
  prime: envNumber('BENCH_PRIME', 20),
  /** `web`: readers wait `Retry-After` after a 503 (readers.worker.ts); `flood`: autocannon. */
  readersClient: env.BENCH_READERS_CLIENT?.trim() === 'flood' ? 'flood' : 'web',
  sessions: envNumber('BENCH_SESSIONS', 1000),
  dbQueueLimit: env.BENCH_DB_QUEUE_LIMIT?.trim() || null,
  pgliteSettings: env.BENCH_PGLITE_SETTINGS?.trim() || null,
  // The server's own start flags (apps/server/package.json "start") unless BENCH_NODE_FLAGS is set.
  nodeFlags: (env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=4 --heap-growing-percent=20')
    .trim()
    .split(/\s+/)
    .filter(Boolean),
};
const DIR = env.BENCH_PGLITE_DIR?.trim() || path.join(os.tmpdir(), 'potok-bench-pglite');
const RESULTS_FILE = fileURLToPath(new URL('./results/mixed-latest.json', import.meta.url));
/** Bump when the PGlite bench data changes shape (comments added here). */
const MIXED_VERSION = 1;
/** Connections of the priming run (see main). */
const PRIME_CONNECTIONS = 10;
/** Connections on the bare route and on the static asset beside the readers. */
const SIDE_CONNECTIONS = 10;
const BENCH_AGENT = 'potok-bench';
/** Entries that get comments, and root comments per entry (each with two replies). */
const COMMENTED_ENTRIES = 20;
const ROOTS_PER_ENTRY = 20;

const log = (line: string) => console.log(line);

/** Comments on the newest commentable entries: roots, each with two replies; counters moved. */
async function addComments(c: pg.PoolClient, users: number): Promise<void> {
  await c.query(
    `CREATE TEMP TABLE commented AS
     SELECT entry_id FROM entries
     WHERE deleted_at IS NULL AND is_comments_enabled AND NOT is_hidden_from_feed
     ORDER BY entry_id DESC LIMIT $1`,
    [COMMENTED_ENTRIES],
  );
  await c.query(
    `INSERT INTO comments (entry_id, user_id, text, date_added)
     SELECT e.entry_id, 1 + (e.entry_id + k) % $2::int, 'Comment ' || k || ' on ' || e.entry_id,
            now() - interval '1 hour' + k * interval '1 second'
     FROM commented e, generate_series(1, $1::int) AS k
     ORDER BY e.entry_id, k`,
    [ROOTS_PER_ENTRY, users],
  );
  await c.query(
    `INSERT INTO comments (entry_id, user_id, parent_id, root_id, text, date_added)
     SELECT r.entry_id, 1 + (r.comment_id + j) % $1::int, r.comment_id, r.comment_id,
            'Reply ' || j || ' to ' || r.comment_id, r.date_added + j * interval '1 second'
     FROM comments r, generate_series(1, 2) AS j
     WHERE r.parent_id IS NULL
     ORDER BY r.comment_id, j`,
    [users],
  );
  await c.query(
    `UPDATE entries e SET comments_count = n.n
     FROM (SELECT entry_id, count(*)::int AS n FROM comments GROUP BY entry_id) n
     WHERE e.entry_id = n.entry_id`,
  );
  await c.query('DROP TABLE commented');
}

/** Makes sure DIR holds the network of `size` (see the module comment); seconds spent. */
async function ensureData(): Promise<{ reused: boolean; seconds: number }> {
  const stampFile = path.join(DIR, 'stamp.json');
  const stamp = JSON.stringify({
    ...size,
    mixed: MIXED_VERSION,
    migrations: await migrationsHash(),
  });
  if (
    env.BENCH_REGENERATE !== '1' &&
    existsSync(stampFile) &&
    (await readFile(stampFile, 'utf8')) === stamp
  ) {
    log(`reusing ${DIR} (${stamp})`);
    return { reused: true, seconds: 0 };
  }
  const started = performance.now();
  await rm(DIR, { recursive: true, force: true });
  await mkdir(path.join(DIR, 'db'), { recursive: true });
  const handle = await openDb({ driver: 'pglite', dataDir: path.join(DIR, 'db') });
  try {
    await runMigrations(handle);
    const c = await handle.pool.connect();
    try {
      await fill(c, size, log);
      await addComments(c, Math.max(2, Math.trunc(size.users)));
      await c.query('VACUUM (ANALYZE)');
      await checkConsistency(c);
    } finally {
      c.release();
    }
  } finally {
    await handle.close();
  }
  // The stamp goes last: an interrupted generation is never reused.
  await writeFile(stampFile, stamp);
  const seconds = (performance.now() - started) / 1000;
  log(`generated on PGlite in ${seconds.toFixed(1)} s`);
  return { reused: false, seconds };
}

/** What the readers read: paths taken in turn, and the tokens to sign them in. */
async function prepareReads(): Promise<{ paths: string[]; tokens: string[] }> {
  const handle = await openDb({ driver: 'pglite', dataDir: path.join(DIR, 'db') });
  try {
    const q = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      handle.pool.query<T>(text, values).then((r) => r.rows);
    await q('DELETE FROM sessions WHERE user_agent = $1', [BENCH_AGENT]);
    const sample = await q<{ user_id: number }>(
      `SELECT user_id FROM users WHERE state = 'active' ORDER BY md5(user_id::text) LIMIT $1`,
      [Math.trunc(settings.sessions)],
    );
    const userIds = sample.map((r) => r.user_id);
    const tokens = userIds.map(() => newToken());
    await q(
      `INSERT INTO sessions (user_id, token_hash, logout_hash, user_agent, date_expires)
       SELECT u, h, l, $4, now() + interval '1 day'
       FROM unnest($1::int[], $2::text[], $3::text[]) AS t(u, h, l)`,
      [userIds, tokens.map(hashToken), userIds.map(() => randomHex(16)), BENCH_AGENT],
    );
    const [entry] = await q<{ uuid: string }>(
      `SELECT uuid FROM entries WHERE comments_count > 0 ORDER BY comments_count DESC, entry_id
       LIMIT 1`,
    );
    const [author] = await q<{ username: string }>(
      `SELECT username FROM users WHERE state = 'active' ORDER BY entries_count DESC LIMIT 1`,
    );
    const [tag] = await q<{ slug: string }>(
      `SELECT t.slug FROM tags t JOIN entry_tags et USING (tag_id)
       GROUP BY t.slug ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!entry || !author || !tag) throw new Error('the bench data has no entry, author or tag');
    return {
      tokens,
      paths: [
        '/v1/feed/timeline',
        '/v1/feed/abyss',
        `/v1/entry/${entry.uuid}`,
        `/v1/entry/${entry.uuid}/comments`,
        `/v1/user/${author.username}`,
        `/v1/user/${author.username}/entries`,
        `/v1/tag/${tag.slug}/entries`,
      ],
    };
  } finally {
    await handle.close();
  }
}

/** Resident memory of `pid` from /proc, MiB: now (VmRSS) and peak (VmHWM). */
async function rss(pid: number): Promise<{ rss: number; peak: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The server's own account of its memory (`GET /bench/memory`), MiB. */
async function memoryReport(origin: string) {
  const res = await fetch(`${origin}/bench/memory`);
  const body = (await res.json()) as {
    process: NodeJS.MemoryUsage;
    embedded: { wasm: number; heapUsed: number; heapTotal: number } | null;
  };
  const mib = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
  return {
    mainHeapUsed: mib(body.process.heapUsed),
    mainHeapTotal: mib(body.process.heapTotal),
    external: mib(body.process.external),
    arrayBuffers: mib(body.process.arrayBuffers),
    workerHeapUsed: body.embedded ? mib(body.embedded.heapUsed) : null,
    pgliteWasm: body.embedded ? mib(body.embedded.wasm) : null,
  };
}

/** Starts the server process on DIR; resolves with it and its origin once it listens. */
async function startServer(webDist: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    [
      ...settings.nodeFlags,
      '--experimental-strip-types',
      fileURLToPath(new URL('./serve.ts', import.meta.url)),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: DIR,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://localhost:8080',
        BENCH_WEB_DIST: webDist,
        ...(settings.dbQueueLimit ? { DB_QUEUE_LIMIT: settings.dbQueueLimit } : {}),
        ...(settings.pgliteSettings ? { BENCH_PGLITE_SETTINGS: settings.pgliteSettings } : {}),
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

/**
 * Runs one load job in a worker thread: autocannon (`load.worker.ts`), or readers that honour
 * `Retry-After` as the web app does (`readers.worker.ts`).
 */
function drive(job: LoadJob, file = './load.worker.ts'): Promise<LoadResult> {
  const worker = new Worker(new URL(file, import.meta.url), { workerData: job });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.type === 'done') resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  log(
    `Potok bench, mixed reads on PGlite: ${size.users} users × ${size.subscriptions} ` +
      `subscriptions, ${size.entries} entries, ${COMMENTED_ENTRIES * ROOTS_PER_ENTRY * 3} comments`,
  );
  const data = await ensureData();
  const reads = await prepareReads();

  // A static asset of the size of the web app's largest chunk.
  const webDist = path.join(os.tmpdir(), `potok-bench-web-${process.pid}`);
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Поток</title>');
  const asset = '/assets/vendor-bench.js';
  await writeFile(path.join(webDist, asset), `// ${'x'.repeat(120_000)}\n`);

  const { child, origin } = await startServer(webDist);
  const pid = child.pid!;
  const memory: Record<string, unknown> = {};
  const started = await rss(pid);
  memory.afterStart = { ...started, ...(await memoryReport(origin)) };
  log(`server ${pid} at ${origin}; RSS after start ${started?.rss.toFixed(0)} MiB`);

  const common = { duration: settings.duration, warmup: settings.warmup };
  // A cold server runs PGlite in V8's baseline WebAssembly code until the optimising tier has
  // compiled it, and every plan and catalogue cache is empty: prime it at low concurrency.
  log(`priming: ${PRIME_CONNECTIONS} readers for ${settings.prime} s …`);
  const primed = await drive({
    origin,
    path: reads.paths[0]!,
    paths: reads.paths,
    tokens: reads.tokens,
    connections: PRIME_CONNECTIONS,
    duration: settings.prime,
    warmup: 0,
  });
  memory.afterPriming = { ...(await rss(pid)), ...(await memoryReport(origin)) };
  log(`driving the bare route alone for ${settings.warmup} + ${settings.duration} s …`);
  const floorAlone = await drive({
    origin,
    path: '/bench/floor',
    tokens: [],
    connections: 50,
    ...common,
  });

  log(
    `driving ${settings.readers} readers beside the bare route and a static asset ` +
      `(${SIDE_CONNECTIONS} connections each) for ${settings.warmup} + ${settings.duration} s …`,
  );
  let peakDuring = 0;
  const sampler = setInterval(() => {
    void rss(pid).then((m) => {
      if (m && m.rss > peakDuring) peakDuring = m.rss;
    });
  }, 500);
  const [mixed, floorBeside, staticBeside] = await Promise.all([
    drive(
      {
        origin,
        path: reads.paths[0]!,
        paths: reads.paths,
        tokens: reads.tokens,
        connections: settings.readers,
        ...common,
      },
      settings.readersClient === 'web' ? './readers.worker.ts' : './load.worker.ts',
    ),
    drive({ origin, path: '/bench/floor', tokens: [], connections: SIDE_CONNECTIONS, ...common }),
    drive({ origin, path: asset, tokens: [], connections: SIDE_CONNECTIONS, ...common }),
  ]);
  clearInterval(sampler);
  memory.peakDuringRun = Math.round(peakDuring);
  memory.afterRun = { ...(await rss(pid)), ...(await memoryReport(origin)) };
  log(`idle for ${settings.idle} s …`);
  await sleep(settings.idle * 1000);
  memory.afterIdle = { ...(await rss(pid)), ...(await memoryReport(origin)) };

  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(webDist, { recursive: true, force: true });

  const rows = [
    { name: `priming: mixed reads (${PRIME_CONNECTIONS} connections, cold start)`, r: primed },
    { name: 'bare route alone (floor)', r: floorAlone },
    {
      name: `mixed reads (${settings.readers} ${settings.readersClient === 'web' ? 'readers honouring Retry-After' : 'connections, autocannon'})`,
      r: mixed,
    },
    { name: `bare route beside the reads (${SIDE_CONNECTIONS})`, r: floorBeside },
    { name: `static asset beside the reads (${SIDE_CONNECTIONS})`, r: staticBeside },
  ];
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverageAtEnd: os.loadavg(),
    },
    network: { ...size, comments: COMMENTED_ENTRIES * ROOTS_PER_ENTRY * 3, ...data },
    settings,
    paths: reads.paths,
    results: rows.map(({ name, r }) => ({ name, ...r, rpsRatio: r.rps / floorAlone.rps })),
    memoryMiB: memory,
  };
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);

  log('');
  const head = ['target', 'req/s', 'req/s ÷ floor', 'p50 ms', 'p99 ms', 'max ms', 'codes'];
  const body = rows.map(({ name, r }) => [
    name,
    Math.round(r.rps).toLocaleString('en-US'),
    (r.rps / floorAlone.rps).toFixed(3),
    String(r.p50),
    String(r.p99),
    String(r.latencyMax),
    Object.entries(r.statusCodes)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ') + (r.errors + r.timeouts > 0 ? ` errors×${r.errors} timeouts×${r.timeouts}` : ''),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  log([line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'));
  log(`\nserver memory (MiB): ${JSON.stringify(memory, null, 1)}`);
  log(`\nwritten: ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

await main();

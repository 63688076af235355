/**
 * Live events under measurement (DESIGN.md §5 "live events", §7 "Performance"):
 * two server processes (bench/serve.ts, as main.ts runs) on one fresh PostgreSQL database, A
 * holding the open `GET /v1/events` streams and B taking the writes. Numbers only; nothing is
 * asserted about time.
 *
 * 1. **Memory per stream**: `/bench/memory` of A (rss, heap) before and after BENCH_STREAMS
 *    (2,000) streams are open (each has said `: connected`), spread over BENCH_STREAM_USERS
 *    people, watching BENCH_WATCH (`timeline,abyss`; the reader's watches both): the
 *    difference / streams. With the abyss watched, every entry posted is written to every
 *    stream (and read by this one client process, which is then part of what is measured).
 * 2. **Delivery**: with the streams open, BENCH_DELIVERIES sequential writes through B by a
 *    writer whom the reader follows; for each, the time from sending the `POST` to the event
 *    on the reader's stream on A. The write is a comment on the reader's entry when comments
 *    publish `has_notice` (notifications); otherwise an entry of the writer's,
 *    delivered as `new_entries` to the reader's timeline (and, as the abyss, to every stream).
 *    Reported: p50, p99, mean, with the POST's own answer time beside it.
 * 3. **Baseline**: BENCH_DELIVERIES sequential GETs of A's bare route (`/bench/floor`) in the
 *    same run, with the streams open: p50, p99.
 *
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432; a database `potok_bench_events`
 * is made and dropped), BENCH_STREAMS (2000), BENCH_STREAM_USERS (50), BENCH_DELIVERIES (200), BENCH_WATCH.
 * Results: printed, and written to `bench/results/events.json`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { LiveMessage } from '@potok/common';
import pg from 'pg';
import { openEvents, registerAt, type SseClient } from '../test/sse.ts';
import { envNumber } from './env.ts';

const STREAMS = envNumber('BENCH_STREAMS', 2000);
const STREAM_USERS = envNumber('BENCH_STREAM_USERS', 50);
const DELIVERIES = envNumber('BENCH_DELIVERIES', 200);
/** `watch` of the streams other than the reader's (`?watch=`): `timeline,abyss` by default. */
const WATCH = process.env.BENCH_WATCH?.trim() || 'timeline,abyss';
const SERVER_URL = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'potok_bench_events';
const HERE = path.dirname(new URL(import.meta.url).pathname);

const log = (line: string) => console.log(`[events bench] ${line}`);

/** The p-th percentile (0–100) of `ms`, nearest rank. */
function percentile(ms: number[], p: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50, p99 and mean of `ms`, rounded to 0.01 ms. */
function summary(ms: number[]) {
  const round = (n: number) => Math.round(n * 100) / 100;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return { p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)), mean: round(mean) };
}

/** Starts bench/serve.ts on `databaseUrl`; resolves with its origin and the process. */
async function serve(databaseUrl: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--expose-gc', path.join(HERE, 'serve.ts')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        // A fast human check (registering the bench's people) and limits it never reaches.
        CAPTCHA_MAX_NUMBER: '20',
        CAPTCHA_SECRET: 'bench-captcha-secret-0123456789',
        AUTH_RATE_LIMIT: '100000',
        WRITE_RATE_LIMIT: '100000',
        CAPTCHA_RATE_LIMIT: '100000',
        // Forty streams a session (2,000 over 50 people), past the live-stream bounds.
        LIVE_STREAMS_PER_SESSION: '100000',
        LIVE_STREAMS_PER_ACCOUNT: '100000',
        LIVE_STREAMS_MAX: '100000',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: '0',
        DB_QUEUE_LIMIT: '10000',
        BENCH_JOBS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.ts exited ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { origin?: string };
        if (parsed.origin) resolve(parsed.origin);
      } catch {
        // a log line
      }
    });
  });
  return { child, origin };
}

async function memoryOf(origin: string): Promise<{ rss: number; heapUsed: number }> {
  const body = (await (await fetch(`${origin}/bench/memory`)).json()) as {
    process: { rss: number; heapUsed: number };
  };
  return body.process;
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-bench-events-'));
  const children: ChildProcess[] = [];
  const streams: SseClient[] = [];
  try {
    // A first, alone: it migrates the new database; then B.
    const a = await serve(url.toString(), path.join(dataDir, 'a'));
    children.push(a.child);
    const b = await serve(url.toString(), path.join(dataDir, 'b'));
    children.push(b.child);
    log(`A ${a.origin}, B ${b.origin}`);

    const reader = await registerAt(b.origin, 'reader');
    const writer = await registerAt(b.origin, 'writer');
    const bearer = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    const post = async (origin: string, token: string, route: string, body: object) => {
      const res = await fetch(`${origin}/v1/${route}`, {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { payload?: { uuid?: string } };
      if (res.status !== 200)
        throw new Error(`POST ${route}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    await post(b.origin, reader, 'user/writer/subscribe', {});
    const readerEntry = (await post(b.origin, reader, 'entry', { text: 'Запись читателя' }))
      .payload!.uuid!;
    const others: string[] = [];
    for (let i = 0; i < STREAM_USERS; i++) others.push(await registerAt(b.origin, `watcher${i}`));

    // 1. Memory per stream on A.
    await fetch(`${a.origin}/bench/floor`);
    const before = await memoryOf(a.origin);
    const readerStream = await openEvents(a.origin, { authorization: `Bearer ${reader}` });
    await readerStream.connected();
    streams.push(readerStream);
    for (let i = 1; i < STREAMS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
          openEvents(
            a.origin,
            { authorization: `Bearer ${others[(i + k) % others.length]}` },
            `?watch=${WATCH}`,
          ),
        ),
      );
      for (const s of batch) await s.connected(30_000);
      streams.push(...batch);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await memoryOf(a.origin);
    const perStream = {
      rss_kib: Math.round((after.rss - before.rss) / STREAMS / 102.4) / 10,
      heap_kib: Math.round((after.heapUsed - before.heapUsed) / STREAMS / 102.4) / 10,
    };
    log(
      `${streams.length} streams open on A: ${perStream.rss_kib} KiB rss, ${perStream.heap_kib} KiB heap each`,
    );

    // 2. Delivery. Does a comment publish has_notice? One try decides.
    const commentRoute = `entry/${readerEntry}/comments`;
    const hasNotice = (m: LiveMessage) => m.type === 'has_notice' && m.data.has_new_notifications;
    const seen = readerStream.messages.length;
    await post(b.origin, writer, commentRoute, { text: 'Пробный комментарий' });
    const commentsNotify = await readerStream
      .next((m) => hasNotice(m) && readerStream.messages.indexOf(m) >= seen, 2_000)
      .then(() => true)
      .catch(() => false);
    const kind = commentsNotify
      ? 'comment on the reader’s entry → has_notice'
      : 'entry of a followed writer → new_entries (timeline; comments make no notification in this code)';
    log(`delivery: ${kind}`);
    const delivery: number[] = [];
    const answer: number[] = [];
    for (let i = 0; i < DELIVERIES; i++) {
      const from = readerStream.messages.length;
      const started = performance.now();
      const wait = readerStream.next(
        (m) =>
          readerStream.messages.indexOf(m) >= from &&
          (commentsNotify ? hasNotice(m) : m.type === 'new_entries' && m.data.tab === 'timeline'),
        10_000,
      );
      if (commentsNotify) {
        // Each new notification publishes has_notice (true), seen or not.
        await post(b.origin, writer, commentRoute, { text: `Комментарий ${i}` });
      } else {
        await post(b.origin, writer, 'entry', { text: `Запись ${i}` });
      }
      answer.push(performance.now() - started);
      await wait;
      delivery.push(performance.now() - started);
    }

    // 3. Baseline: the bare route of A, same run, streams open.
    const floor: number[] = [];
    for (let i = 0; i < DELIVERIES; i++) {
      const started = performance.now();
      await (await fetch(`${a.origin}/bench/floor`)).arrayBuffer();
      floor.push(performance.now() - started);
    }

    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => Math.round(l * 100) / 100) },
      streams: STREAMS,
      others_watch: WATCH,
      memory_per_stream: perStream,
      delivery_kind: kind,
      post_to_delivery_ms: summary(delivery),
      post_answer_ms: summary(answer),
      bare_route_ms: summary(floor),
      ratio_p50: Math.round((percentile(delivery, 50) / percentile(floor, 50)) * 10) / 10,
    };
    console.table({
      'POST → event on the stream (A ← B)': result.post_to_delivery_ms,
      'POST answered (B)': result.post_answer_ms,
      'bare route (A)': result.bare_route_ms,
    });
    console.log(JSON.stringify(result, null, 2));
    await writeFile(
      path.join(HERE, 'results', 'events.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    for (const s of streams) s.drop();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => (c.exitCode === null ? c.once('exit', resolve) : resolve(null))),
      ),
    );
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

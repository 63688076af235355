/**
 * A long discussion under measurement (DESIGN.md §5 "comments", §7 "Performance", §8): what
 * `GET /v1/entry/{uuid}/comments` costs on an entry with BENCH_COMMENTS (1,000) comments, on the
 * embedded database the server runs by default, reported beside a bare Fastify route of the same
 * process and run. Numbers only; nothing is asserted about time.
 *
 * 1. The app (`buildApp`, the embedded database in memory) listens on a free local port with
 *    `GET /bench/floor` beside it (a small constant object with a response schema).
 * 2. **The thread**: BENCH_COMMENTS comments by 12 people are written through the comments
 *    service, as the route writes them (counters moved, nothing set by hand), in an order a
 *    discussion has: a comment is a new root with the probability that leaves BENCH_ROOTS roots
 *    in all, spread over the discussion, else a reply in a thread chosen with a skew towards
 *    the early ones (the popular threads), to its root (40 %) or to any earlier comment of that
 *    thread (60 %: nested replies, some chains deep). A seeded generator makes every run the
 *    same thread. Its shape is checked and reported (roots, depth, replies per thread).
 * 3. **Floor**: BENCH_FLOOR_REQUESTS sequential GETs (mean ms), then autocannon (load.worker.ts,
 *    a worker thread, BENCH_CONNECTIONS connections) for BENCH_DURATION s after BENCH_WARMUP s.
 * 4. **The first page**: its answer checked (20 roots, `total_items` = the roots), then
 *    BENCH_PAGE_REQUESTS sequential GETs signed in (mean ms), the same number of calls of the
 *    comments service alone (`comments.list`: the queries and the shaping, no HTTP, no JSON),
 *    then autocannon signed in (the 12 people's tokens in turn).
 * 5. **A later page** (`?last_id=` of the 40th root: the third page) and **more replies**
 *    (`GET /v1/comment/{id}/replies` of the thread's busiest comment), sequential, mean ms.
 *
 * Results: printed as a table and written to `bench/results/comments.json`.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Comment, Page } from '@potok/common';
import { drive, FLOOR_PATH, startBenchApp, stats } from './app.ts';
import { envNumber } from './env.ts';

const COMMENTS = envNumber('BENCH_COMMENTS', 1000);
const ROOTS = Math.min(COMMENTS, envNumber('BENCH_ROOTS', 120));
const PEOPLE = 12;
const FLOOR_REQUESTS = envNumber('BENCH_FLOOR_REQUESTS', 500);
const PAGE_REQUESTS = envNumber('BENCH_PAGE_REQUESTS', 200);
const DURATION = envNumber('BENCH_DURATION', 5);
const WARMUP = envNumber('BENCH_WARMUP', 1);
/**
 * Connections of both load runs: 10, well under the embedded database's DB_QUEUE_LIMIT (64). The
 * load generator abandons its warm-up's requests in flight, which keep their place until they
 * are answered, so with 50 the measured part would start with the server refusing (503).
 */
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);

/** A seeded generator of numbers in [0, 1) (mulberry32): the same thread every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` sequential GETs of `url` (mean ms), with the last answer's body. */
async function sequential(url: string, count: number, headers: Record<string, string> = {}) {
  const ms: number[] = [];
  let body = '';
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    body = await res.text();
    ms.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body}`);
  }
  return { ms: stats(ms), body };
}

const { app, handle, services, origin } = await startBenchApp(os.tmpdir());

// 2. The people, the entry and the thread.
const people: { userId: number; token: string }[] = [];
for (let i = 0; i < PEOPLE; i += 1) {
  const { user, token } = await services.auth.createAccount(
    {
      username: `bench_talk_${i}`,
      name: `Bench ${i}`,
      email: `bench_talk_${i}@example.test`,
      password: 'bench-password-1',
    },
    'bench',
  );
  people.push({ userId: user.userId, token });
}
const author = people[0]!;
const entry = await services.entries.create({ text: 'A long discussion #bench' }, author.userId);
const random = seeded(20261123);
/** Per thread (by root), its comments' ids and depths (root at depth 0). */
const threads: { id: number; depth: number }[][] = [];
const repliesOf = new Map<number, number>();
const writeStarted = performance.now();
for (let i = 0; i < COMMENTS; i += 1) {
  const who = people[Math.floor(random() * PEOPLE)]!;
  const rootsLeft = ROOTS - threads.length;
  const isRoot = threads.length === 0 || random() < rootsLeft / (COMMENTS - i);
  if (isRoot) {
    const c = await services.comments.add(entry.uuid, { text: `Root ${i}` }, who.userId);
    threads.push([{ id: c.comment_id, depth: 0 }]);
    continue;
  }
  const thread = threads[Math.floor(threads.length * random() ** 2)]!;
  const parent = random() < 0.4 ? thread[0]! : thread[Math.floor(random() * thread.length)]!;
  const c = await services.comments.add(
    entry.uuid,
    { text: `Reply ${i} to ${parent.id}`, parent_id: parent.id },
    who.userId,
  );
  thread.push({ id: c.comment_id, depth: parent.depth + 1 });
  repliesOf.set(parent.id, (repliesOf.get(parent.id) ?? 0) + 1);
}
const writeSeconds = (performance.now() - writeStarted) / 1000;
const sizes = threads.map((t) => t.length).sort((a, b) => b - a);
const depths = threads.flat().map((c) => c.depth);
const [busiestId, busiestReplies] = [...repliesOf.entries()].sort((a, b) => b[1] - a[1])[0]!;
const shape = {
  comments: depths.length,
  roots: threads.length,
  replies: depths.length - threads.length,
  maxDepth: Math.max(...depths),
  meanDepthOfReplies:
    depths.filter((d) => d > 0).reduce((a, b) => a + b, 0) /
    Math.max(1, depths.length - threads.length),
  largestThreads: sizes.slice(0, 5),
  threadsWithoutReplies: sizes.filter((n) => n === 1).length,
  busiestComment: { commentId: busiestId, directReplies: busiestReplies },
  writeSeconds,
};
if (shape.comments !== COMMENTS || shape.roots !== ROOTS) {
  throw new Error(`the thread came out as ${JSON.stringify(shape)}`);
}
const auth = { authorization: `Bearer ${people[1]!.token}` };
const tokens = people.map((p) => p.token);

// 3. Floor, sequential then under load.
const floorSeq = await sequential(`${origin}${FLOOR_PATH}`, FLOOR_REQUESTS);
const floorLoad = await drive({
  origin,
  path: '/bench/floor',
  tokens: [],
  connections: CONNECTIONS,
  duration: DURATION,
  warmup: WARMUP,
});

// 4. The first page: right, then fast.
const pagePath = `/v1/entry/${entry.uuid}/comments`;
const first = await sequential(`${origin}${pagePath}`, PAGE_REQUESTS, auth);
const page = JSON.parse(first.body) as Page<Comment>;
const serviceMs: number[] = [];
for (let i = 0; i < PAGE_REQUESTS; i += 1) {
  const started = performance.now();
  await services.comments.list(entry.uuid, 0, people[1]!.userId);
  serviceMs.push(performance.now() - started);
}
const service = stats(serviceMs);
const countTree = (items: Comment[]): number =>
  items.reduce((n, c) => n + 1 + countTree(c.replies), 0);
const onPage = countTree(page.items);
if (page.items.length !== Math.min(20, ROOTS) || page.total_items !== ROOTS) {
  throw new Error(`the first page has ${page.items.length} roots of ${page.total_items}`);
}
const pageLoad = await drive({
  origin,
  path: pagePath,
  tokens,
  connections: CONNECTIONS,
  duration: DURATION,
  warmup: WARMUP,
});

// 5. A later page and more replies of the busiest comment.
const fortieth = threads[Math.min(39, threads.length - 1)]![0]!.id;
const later = await sequential(`${origin}${pagePath}?last_id=${fortieth}`, PAGE_REQUESTS, auth);
const replies = await sequential(`${origin}/v1/comment/${busiestId}/replies`, PAGE_REQUESTS, auth);

await app.close();
await handle.close();

const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    node: process.version,
    loadAverage: os.loadavg(),
  },
  database: 'embedded (PGlite in the process, in memory)',
  thread: shape,
  floor: { sequentialMs: floorSeq.ms, load: floorLoad },
  firstPage: {
    roots: page.items.length,
    comments: onPage,
    bytes: Buffer.byteLength(first.body),
    sequentialMs: first.ms,
    ratioToFloor: first.ms.mean / floorSeq.ms.mean,
    serviceOnlyMs: service,
    serviceOnlyRatioToFloor: service.mean / floorSeq.ms.mean,
    load: pageLoad,
    rpsRatioToFloor: pageLoad.rps / floorLoad.rps,
  },
  laterPage: {
    comments: countTree((JSON.parse(later.body) as Page<Comment>).items),
    sequentialMs: later.ms,
    ratioToFloor: later.ms.mean / floorSeq.ms.mean,
  },
  moreReplies: {
    comments: countTree((JSON.parse(replies.body) as Page<Comment>).items),
    sequentialMs: replies.ms,
    ratioToFloor: replies.ms.mean / floorSeq.ms.mean,
  },
};
await writeFile(
  new URL('./results/comments.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);

const f = (n: number, d = 1) => n.toFixed(d);
console.log(
  `\nComments: ${shape.comments} on one entry (${shape.roots} roots, depth up to ${shape.maxDepth}), ` +
    `written in ${f(writeSeconds)} s; embedded database\n`,
);
console.log('| measure | value | ÷ floor |');
console.log('| --- | ---: | ---: |');
console.log(`| bare route, sequential mean | ${f(floorSeq.ms.mean, 2)} ms | 1 |`);
console.log(
  `| first page (${page.items.length} roots, ${onPage} comments, ${f(result.firstPage.bytes / 1024)} KiB), sequential mean | ${f(first.ms.mean, 2)} ms | ${f(result.firstPage.ratioToFloor)} |`,
);
console.log(
  `| first page, the comments service alone (queries and shaping), mean | ${f(service.mean, 2)} ms | ${f(result.firstPage.serviceOnlyRatioToFloor)} |`,
);
console.log(
  `| third page (${result.laterPage.comments} comments), sequential mean | ${f(later.ms.mean, 2)} ms | ${f(result.laterPage.ratioToFloor)} |`,
);
console.log(
  `| replies of the busiest comment (${result.moreReplies.comments} comments), sequential mean | ${f(replies.ms.mean, 2)} ms | ${f(result.moreReplies.ratioToFloor)} |`,
);
console.log(
  `| bare route under load | ${f(floorLoad.rps, 0)} req/s, p50 ${floorLoad.p50} ms, p99 ${floorLoad.p99} ms | 1 |`,
);
console.log(
  `| first page under load | ${f(pageLoad.rps, 0)} req/s, p50 ${pageLoad.p50} ms, p99 ${pageLoad.p99} ms, answers ${JSON.stringify(pageLoad.statusCodes)} | ${f(result.firstPage.rpsRatioToFloor, 4)} |`,
);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s measured after ${WARMUP} s; load average at the end ${os
    .loadavg()
    .map((n) => f(n, 1))
    .join(' ')}`,
);

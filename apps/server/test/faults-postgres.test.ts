/**
 * Fault: PostgreSQL restarted under load (docs/decisions/faults.md). A private cluster
 * (pg-cluster.ts: Debian's initdb and pg_ctl as the `postgres` user, its own port and socket
 * folder — never the machine's shared server) carries the real server (main.ts) while
 * a steady load of reads and writes runs. While the cluster is stopped every API request is
 * answered 503 `server_busy` with `Retry-After` — never a 500, never a stack; when it is started
 * again the same process serves again by itself: requests succeed, the live events' `LISTEN`
 * connection is back (a new entry reaches an events stream opened before the fault) and the
 * job worker runs the jobs of new writes.
 *
 * Runs in the PostgreSQL run of the suite (TEST_DATABASE_URL set; the cluster is its own, so
 * the PGlite run would only repeat it) and needs root and the binaries; otherwise it is skipped
 * with a line saying why.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, type MainProcess, startMain } from './main-process.ts';
import { createPgCluster, findPgBin, type PgCluster } from './pg-cluster.ts';
import { openEvents, registerAt, type SseClient } from './sse.ts';

/** Ports the private cluster may take (the first free one). */
const CLUSTER_PORTS = [55435, 55436, 55437, 55438, 55439];

const found = findPgBin();
const skipWhy = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (the PostgreSQL run)'
  : 'missing' in found
    ? found.missing
    : null;
if (skipWhy) console.warn(`faults-postgres.test.ts SKIPPED: ${skipWhy}`);

/** Where the cluster stands when a request starts or ends. */
type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';

/** One request of the load: its phase at start and end, and its answer (or network error). */
interface Answer {
  began: Phase;
  ended: Phase;
  status: number | null;
  body: string;
  retryAfter: string | null;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true, polling every 100 ms; fails after `ms` saying `what`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(skipWhy !== null)('PostgreSQL restarted under load', () => {
  let cluster: PgCluster;
  let dataDir: string;
  let server: MainProcess;
  let url: string;
  let token: string;
  beforeAll(async () => {
    cluster = await createPgCluster((found as { bin: string }).bin, CLUSTER_PORTS);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-faults-pg-'));
    server = startMain(dataDir, {
      DATABASE_URL: cluster.url,
      WRITE_RATE_LIMIT: '100000',
      CAPTCHA_MAX_NUMBER: '20',
      CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
    });
    url = await listeningUrl(server);
    token = await registerAt(url, 'steady');
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 server_busy while it is down and recovers by itself when it is back', {
    timeout: 90_000,
  }, async () => {
    let phase: Phase = 'up';
    const answers: Answer[] = [];
    let loading = true;
    const auth = { authorization: `Bearer ${token}` };
    const load = async (worker: number) => {
      for (let n = 0; loading; n += 1) {
        const began = phase;
        const write = (n + worker) % 2 === 0;
        try {
          const res = write
            ? await fetch(`${url}/v1/entry`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...auth },
                body: JSON.stringify({ text: `запись под нагрузкой ${worker}-${n}` }),
              })
            : await fetch(`${url}/v1/feed/abyss?limit=5`, { headers: auth });
          const body = await res.text();
          answers.push({
            began,
            ended: phase,
            status: res.status,
            body,
            retryAfter: res.headers.get('retry-after'),
          });
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          answers.push({
            began,
            ended: phase,
            status: null,
            body: '',
            retryAfter: null,
            error: cause?.code ?? String(error),
          });
        }
        await sleep(10);
      }
    };
    const db = new pg.Client({ connectionString: cluster.url });
    let events: SseClient | undefined;
    try {
      events = await openEvents(url, auth, '?watch=abyss');
      expect(events.status).toBe(200);
      await events.connected();
      const loaders = [0, 1, 2].map(load);
      const count = (p: Phase) => answers.filter((a) => a.began === p && a.ended === p).length;
      await until(() => count('up') >= 20, 20_000, 'answers before the fault');

      phase = 'stopping';
      await cluster.stop();
      phase = 'down';
      await until(() => count('down') >= 20, 20_000, 'answers while the database is down');
      phase = 'starting';
      await cluster.start();
      phase = 'back';
      // Without a restart: the pool opens new connections as requests come.
      const mark = events.messages.length;
      await until(
        () => answers.filter((a) => a.began === 'back' && a.status === 200).length >= 20,
        30_000,
        'successful answers after the database is back',
      );
      // The live events' LISTEN connection came back: a new entry reaches the stream opened
      // before the fault (entries are posted all the while).
      await events.next(
        (m) => events!.messages.indexOf(m) >= mark && m.type === 'new_entries',
        15_000,
      );
      // The job worker runs again: a fan-out job of an entry posted from now on is done.
      await db.connect();
      const [{ last }] = (
        await db.query<{ last: string }>('SELECT coalesce(max(job_id), 0)::text AS last FROM jobs')
      ).rows as [{ last: string }];
      await until(
        async () => {
          const { rows } = await db.query<{ state: string }>(
            `SELECT state FROM jobs WHERE job_id > $1 AND kind = 'timeline.fan_out'`,
            [last],
          );
          return rows.some((r) => r.state === 'done');
        },
        20_000,
        'a job of a new entry to be done',
      );
      loading = false;
      await Promise.all(loaders);

      // The same process served throughout.
      expect(server.child.exitCode).toBeNull();
      // Nothing but 200 and 503 server_busy with Retry-After; no request lost on the way.
      expect(answers.filter((a) => a.status === null)).toEqual([]);
      const failures = answers.filter((a) => a.status !== 200);
      for (const answer of failures) {
        expect(answer.status).toBe(503);
        expect(JSON.parse(answer.body)).toMatchObject({ status: 'server_busy' });
        expect(answer.retryAfter).toBe('2');
      }
      // Before the fault everything succeeded; while the database was down nothing did.
      const within = (p: Phase) => answers.filter((a) => a.began === p && a.ended === p);
      expect(within('up').every((a) => a.status === 200)).toBe(true);
      expect(within('down').length).toBeGreaterThan(0);
      expect(within('down').every((a) => a.status === 503)).toBe(true);
      // The answers and the log show no stack, no SQL, no driver detail.
      for (const answer of failures) {
        expect(answer.body).not.toMatch(/\bat .+:\d+:\d+|ECONNREFUSED|SELECT|INSERT|57P01/);
      }
      expect(server.stdout()).not.toMatch(/\\n\s+at /);
      const warned = server.lines.filter(
        (l) => l.msg === 'the database cannot be reached: answering 503 server_busy',
      );
      expect(warned.length).toBeGreaterThan(0);
    } catch (error) {
      // What the load saw, by phase and answer, to read a failure by.
      const summary = new Map<string, number>();
      for (const a of answers) {
        const key = `${a.began}→${a.ended} ${a.status ?? a.error} ${a.body.slice(0, 120)}`;
        summary.set(key, (summary.get(key) ?? 0) + 1);
      }
      console.log(summary, server.stdout().slice(-1500), server.stderr());
      throw error;
    } finally {
      loading = false;
      events?.drop();
      await db.end().catch(() => {});
    }
  });
});

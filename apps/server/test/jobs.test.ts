/**
 * The job queue (lib/jobs; docs/decisions/jobs.md) on a real database — PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set: a job recorded in a write's transaction is handled
 * after the commit and sees the write; a rollback leaves no job; a failing handler is retried
 * with back-off, then kept as failed with its error, without holding up other jobs; a payload
 * that no longer parses fails at once; an expired claim is claimed again; two workers on one
 * PostgreSQL database never run the same job; stopping waits for a running handler.
 *
 * Time is moved by setting `run_after` (as if the back-off had passed), so no test waits for it.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import Type from 'typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { enqueue } from '../src/lib/jobs/queue.ts';
import { defineJobKind, JobRegistry } from '../src/lib/jobs/registry.ts';
import { createJobWorker, type JobWorkerOptions, retryDelayMs } from '../src/lib/jobs/worker.ts';
import { createTestApp, openTestDb } from './harness.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const log = pino({ level: 'silent' });
const HOUR_MS = 3_600_000;

const noteKind = defineJobKind('test.note', Type.Object({ slug: Type.String() }));
const flakyKind = defineJobKind('test.flaky', Type.Object({ n: Type.Integer() }), {
  maxAttempts: 3,
});

type JobRow = {
  job_id: number;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  /** Seconds from now to `run_after`. */
  due_in: number;
  finished: boolean;
};

async function jobRows(db: Db): Promise<JobRow[]> {
  return queryRows<JobRow>(
    db,
    sql`SELECT job_id::int AS job_id, kind, state, attempts, last_error,
          extract(epoch FROM run_after - now())::float8 AS due_in,
          finished_at IS NOT NULL AS finished
        FROM jobs ORDER BY job_id`,
  );
}

/** As if the back-off of every queued job had passed. */
async function timePasses(db: Db): Promise<void> {
  await db.execute(sql`UPDATE jobs SET run_after = now() WHERE state = 'queued'`);
}

async function insertArticle(db: Db, slug: string, title: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO help_articles (uuid, slug, title, content_html)
        VALUES (gen_random_uuid(), ${slug}, ${title}, '<p>x</p>')`,
  );
}

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDb());
});
afterAll(async () => {
  await handle.close();
  await drop();
});
beforeEach(async () => {
  await handle.db.execute(sql`DELETE FROM jobs`);
  await handle.db.execute(sql`DELETE FROM help_articles WHERE slug LIKE 'test-%'`);
});

function worker(registry: JobRegistry, options: Partial<JobWorkerOptions> = {}) {
  const retry = { retryBaseMs: HOUR_MS, retryMaxMs: 24 * HOUR_MS };
  return createJobWorker({ db: handle.db, registry, log, ...retry, ...options });
}

describe('job queue', () => {
  it('handles a job recorded in a committed write, after the write is visible', async () => {
    const seen: (string | null)[] = [];
    const registry = new JobRegistry().register(noteKind, async ({ slug }) => {
      const [row] = await queryRows<{ title: string }>(
        handle.db,
        sql`SELECT title FROM help_articles WHERE slug = ${slug}`,
      );
      seen.push(row?.title ?? null);
    });
    const w = worker(registry);
    await handle.db.transaction(async (tx) => {
      await insertArticle(tx as unknown as Db, 'test-queued-note', 'Written with its job');
      await enqueue(tx, noteKind, { slug: 'test-queued-note' });
      // Another connection sees neither the write nor its job before the commit (PostgreSQL;
      // PGlite has one connection, and its claim would wait for this transaction).
      if (onPostgres) expect(await w.runOnce()).toBe(0);
    });
    expect(await w.runOnce()).toBe(1);
    expect(seen).toEqual(['Written with its job']);
    const [job] = await jobRows(handle.db);
    expect(job).toMatchObject({ kind: 'test.note', state: 'done', attempts: 1, finished: true });
    expect(await w.runOnce()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('leaves no job when the write rolls back', async () => {
    const seen: string[] = [];
    const registry = new JobRegistry().register(noteKind, async ({ slug }) => {
      seen.push(slug);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await insertArticle(tx as unknown as Db, 'test-rolled-back', 'Never written');
        await enqueue(tx, noteKind, { slug: 'test-rolled-back' });
        throw new Error('the write fails after its job was recorded');
      }),
    ).rejects.toThrow('the write fails');
    expect(await jobRows(handle.db)).toEqual([]);
    expect(await worker(registry).runOnce()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('refuses a payload that does not match its kind, writing nothing', async () => {
    await expect(
      enqueue(handle.db, noteKind, { slug: 42 } as unknown as { slug: string }),
    ).rejects.toThrow('job test.note: payload /slug');
    expect(await jobRows(handle.db)).toEqual([]);
  });

  it('retries a failing handler with back-off, then keeps it as failed; other jobs still run', async () => {
    let calls = 0;
    const notes: string[] = [];
    const registry = new JobRegistry()
      .register(flakyKind, async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      })
      .register(noteKind, async ({ slug }) => {
        notes.push(slug);
      });
    const w = worker(registry);
    const flaky = await enqueue(handle.db, flakyKind, { n: 1 });
    await enqueue(handle.db, noteKind, { slug: 'after-the-flaky-one' });

    expect(await w.runOnce()).toBe(2);
    expect(notes).toEqual(['after-the-flaky-one']);
    let [job] = (await jobRows(handle.db)).filter((j) => j.job_id === flaky);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, last_error: 'boom 1' });
    // First back-off: the base delay (1 h here).
    expect(job!.due_in).toBeGreaterThan(3500);
    expect(job!.due_in).toBeLessThanOrEqual(3600);
    expect(await w.runOnce()).toBe(0);

    await timePasses(handle.db);
    expect(await w.runOnce()).toBe(1);
    [job] = (await jobRows(handle.db)).filter((j) => j.job_id === flaky);
    expect(job).toMatchObject({ state: 'queued', attempts: 2, last_error: 'boom 2' });
    // Second back-off: twice the first.
    expect(job!.due_in).toBeGreaterThan(7100);
    expect(job!.due_in).toBeLessThanOrEqual(7200);

    await timePasses(handle.db);
    expect(await w.runOnce()).toBe(1);
    [job] = (await jobRows(handle.db)).filter((j) => j.job_id === flaky);
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'boom 3',
      finished: true,
    });

    await timePasses(handle.db);
    expect(await w.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('doubles the back-off up to its cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 10, 100))).toEqual([10, 20, 40, 80, 100]);
  });

  it('fails a job whose payload no longer parses at once, without calling its handler', async () => {
    let calls = 0;
    const registry = new JobRegistry().register(noteKind, async () => {
      calls += 1;
    });
    const id = await enqueue(handle.db, noteKind, { slug: 'soon-unreadable' });
    // As a job recorded by an older version whose payload shape has since changed.
    await handle.db.execute(sql`UPDATE jobs SET payload = '{"title": 7}' WHERE job_id = ${id}`);
    expect(await worker(registry).runOnce()).toBe(1);
    const [job] = await jobRows(handle.db);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, finished: true });
    expect(job!.last_error).toMatch(/^payload .*slug/);
    await timePasses(handle.db);
    expect(await worker(registry).runOnce()).toBe(0);
    expect(calls).toBe(0);
  });

  it('claims again a job whose claim expired, and leaves a live claim alone', async () => {
    const notes: string[] = [];
    const registry = new JobRegistry().register(noteKind, async ({ slug }) => {
      notes.push(slug);
    });
    const dead = await enqueue(handle.db, noteKind, { slug: 'dead-worker' });
    const live = await enqueue(handle.db, noteKind, { slug: 'live-worker' });
    // As two workers left them: one died an hour into a one-minute claim, one is still working.
    await handle.db.execute(
      sql`UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'gone:1:0',
            locked_until = now() - interval '1 hour' WHERE job_id = ${dead}`,
    );
    await handle.db.execute(
      sql`UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'busy:2:0',
            locked_until = now() + interval '1 hour' WHERE job_id = ${live}`,
    );
    expect(await worker(registry).runOnce()).toBe(1);
    expect(notes).toEqual(['dead-worker']);
    const rows = await jobRows(handle.db);
    expect(rows.find((j) => j.job_id === dead)).toMatchObject({ state: 'done', attempts: 2 });
    expect(rows.find((j) => j.job_id === live)).toMatchObject({ state: 'running', attempts: 1 });
  });

  it('fails a job whose last allowed claim expired instead of running it again', async () => {
    let calls = 0;
    const registry = new JobRegistry().register(flakyKind, async () => {
      calls += 1;
    });
    const id = await enqueue(handle.db, flakyKind, { n: 1 });
    await handle.db.execute(
      sql`UPDATE jobs SET state = 'running', attempts = 3, locked_by = 'gone:1:0',
            locked_until = now() - interval '1 minute' WHERE job_id = ${id}`,
    );
    expect(await worker(registry).runOnce()).toBe(0);
    expect(calls).toBe(0);
    const [job] = await jobRows(handle.db);
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    expect(job!.last_error).toMatch(/claim expired/);
  });

  it('leaves jobs of a kind it does not know to a worker that does', async () => {
    const knows = new JobRegistry().register(noteKind, async () => {});
    await enqueue(handle.db, flakyKind, { n: 1 });
    expect(await worker(knows).runOnce()).toBe(0);
    expect(await jobRows(handle.db)).toMatchObject([{ kind: 'test.flaky', state: 'queued' }]);
  });

  it('runs in the background once started, and stopping waits for a running handler', async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finished = false;
    const registry = new JobRegistry().register(noteKind, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    const w = worker(registry, { pollMs: 60_000 });
    await w.start();
    // Picked up at once: the enqueue wakes the worker (its poll is a minute away).
    await enqueue(handle.db, noteKind, { slug: 'background' });
    await handlerStarted;
    await w.stop();
    expect(finished).toBe(true);
    expect(await jobRows(handle.db)).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('stops waiting for a handler that outlives the bound, and aborts its signal', async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let aborted!: () => void;
    const handlerAborted = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    const registry = new JobRegistry().register(noteKind, async (_payload, { signal }) => {
      started();
      // Returns only when told to stop.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      aborted();
      throw new Error('stopped before finishing');
    });
    const w = worker(registry, { pollMs: 60_000, stopWaitMs: 50 });
    await w.start();
    await enqueue(handle.db, noteKind, { slug: 'never-finishes' });
    await handlerStarted;
    await w.stop();
    await handlerAborted;
  });

  it('is the app’s worker: runOnce handles a job and closing the app stops it', async () => {
    const notes: string[] = [];
    const registry = new JobRegistry().register(noteKind, async ({ slug }) => {
      notes.push(slug);
    });
    const t = await createTestApp({ jobRegistry: registry });
    try {
      await enqueue(t.db, noteKind, { slug: 'through-the-app' });
      expect(await t.app.jobs.runOnce()).toBe(1);
      expect(notes).toEqual(['through-the-app']);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!onPostgres)(
    'two workers on one PostgreSQL database never run the same job',
    async () => {
      const url = (handle.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const other = await openDb({ driver: 'postgres', url, max: 4 });
      const handled = new Map<string, string[]>();
      const registryOf = (name: string) =>
        new JobRegistry().register(noteKind, async ({ slug }) => {
          handled.set(slug, [...(handled.get(slug) ?? []), name]);
          await new Promise((resolve) => setTimeout(resolve, 2));
        });
      const a = createJobWorker({ db: handle.db, registry: registryOf('a'), log, pollMs: 20 });
      const b = createJobWorker({ db: other.db, registry: registryOf('b'), log, pollMs: 20 });
      try {
        const total = 300;
        for (let i = 0; i < total; i += 50) {
          await handle.db.transaction(async (tx) => {
            for (let j = i; j < i + 50; j++) await enqueue(tx, noteKind, { slug: `job-${j}` });
          });
        }
        await Promise.all([a.start(), b.start()]);
        for (;;) {
          const [row] = await queryRows<{ n: number }>(
            handle.db,
            sql`SELECT count(*)::int AS n FROM jobs WHERE state = 'done'`,
          );
          if (row!.n === total) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await Promise.all([a.stop(), b.stop()]);
        expect(handled.size).toBe(total);
        const twice = [...handled].filter(([, by]) => by.length !== 1);
        expect(twice).toEqual([]);
        const byA = [...handled.values()].filter((by) => by[0] === 'a').length;
        // Both took part (each claims a few at a time and yields while its handlers wait).
        expect(byA).toBeGreaterThan(0);
        expect(byA).toBeLessThan(total);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await other.close();
      }
    },
  );
});

/**
 * The job worker of a server process (docs/decisions/jobs.md): claims due jobs
 * of the kinds in its registry, runs their handlers outside any transaction, and records the
 * outcome. The same SQL on PostgreSQL and PGlite.
 *
 * - **Claim**: one short statement, `UPDATE jobs … WHERE job_id IN (SELECT … FOR UPDATE SKIP
 *   LOCKED LIMIT n) RETURNING …` — due `queued` jobs, and `running` jobs whose claim expired
 *   (their process died); the job becomes `running`, `attempts` + 1, `locked_by` this worker,
 *   `locked_until` now + `leaseMs`. Several processes on one PostgreSQL database never claim
 *   the same row: a row locked by one claim is skipped by the others, and a claimed row is no
 *   longer due.
 * - **Run**: the payload is checked against the kind's schema first; one that no longer matches
 *   fails the job at once (no retry can fix it). A handler that returns marks the job `done`;
 *   one that throws puts it back to `queued` with `run_after` = now + `retryDelayMs(attempts)`
 *   and its message in `last_error`, or, at `max_attempts`, keeps it as `failed`. Each job is
 *   recorded on its own, so a failing handler never holds up the others.
 * - **Expired claims**: a job claimed `max_attempts` times whose last claim expired is failed
 *   ("claim expired"): a job that kills its process is not retried forever. On a database only
 *   this process can reach (`exclusive`: PGlite), `start()` first releases every `running` job —
 *   their process is gone — instead of waiting for their claims to expire.
 * - **Loop** (`start()`): up to `concurrency` handlers at once; claims when a slot is free and a
 *   job may be due: every `pollMs`, when this process enqueues (queue.ts `onEnqueued`), and
 *   when `wakeUps` (the notifier's `potok_jobs` channel: commits of every process on
 *   PostgreSQL) says so. Done jobs are deleted `keepDoneMs` after they finish. The loop keeps no
 *   connection: each statement takes the pool's connection for its own duration (PGlite has one).
 * - **Stop** (`stop()`): claims no more and waits for running handlers up to `stopWaitMs`; a
 *   job still running then is put back in the queue — `queued`, due at once, its attempt not
 *   counted (`attempts` − 1), so a shutdown never makes a job fail — and its handler's `signal`
 *   is aborted; whatever that handler does afterwards is not recorded (the claim is no longer
 *   this worker's). Another process (or the next start) runs it again from the beginning: a
 *   handler must be safe to run twice, as after a crash.
 * - `runOnce()` claims and runs what is due now, once, and resolves when those jobs are
 *   recorded: tests use it instead of `start()` to run jobs deterministically.
 * - **Health** (`alive()`, read by `GET /readyz`, lib/health.ts): the loop is started, not
 *   stopping, and has come round when it planned to (its wait, then at most
 *   `STALL_GRACE_MS` for its statements). `onOutcome` hears each attempt's outcome (`GET
 *   /metrics`, lib/metrics.ts).
 * - **Logs**: a handler runs inside `jobLogScope`, so every line logged while it runs — by
 *   whatever logger — carries `jobId` and `kind` (`jobLogFields`, pino's `mixin` in app.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import type { Notifier } from '../../db/notifier.ts';
import { briefError } from '../errors.ts';
import { JOBS_CHANNEL, onEnqueued } from './queue.ts';
import { type JobRegistry, payloadProblem } from './registry.ts';

/** How a worker runs. Times in ms. */
export interface JobWorkerOptions {
  db: Db;
  registry: JobRegistry;
  log: FastifyBaseLogger;
  /** Cross-process wake-ups (db/notifier.ts); optional. */
  wakeUps?: Notifier;
  /** True when no other process reaches the database (DbHandle.exclusive). */
  exclusive?: boolean;
  /** Handlers running at once (default 4). */
  concurrency?: number;
  /** Poll interval (default 1000). */
  pollMs?: number;
  /** How long a claim lasts before another worker may take the job (default 5 min). */
  leaseMs?: number;
  /** Back-off before the first retry; doubles with each attempt (default 10 s). */
  retryBaseMs?: number;
  /** Longest back-off (default 1 h). */
  retryMaxMs?: number;
  /**
   * How long `stop()` waits for running handlers (default 5 s: a shutdown then ends within
   * the 10 s a container manager such as Docker waits before it kills the process).
   */
  stopWaitMs?: number;
  /** How long done jobs are kept (default 1 day). */
  keepDoneMs?: number;
  /** Hears each attempt's outcome once it is recorded (metrics); must not throw. */
  onOutcome?: (kind: string, outcome: JobOutcome) => void;
}

/**
 * What became of one attempt: `done`; `retry` (the handler threw, the job waits for its next
 * attempt); `failed` (kept as failed: its last attempt threw, or its payload no longer matches).
 */
export type JobOutcome = 'done' | 'retry' | 'failed';

/**
 * How late past its planned wake-up the loop may come round (its statements running meanwhile)
 * before `alive()` says it is stuck, ms.
 */
export const STALL_GRACE_MS = 30_000;

/** The job a handler runs for: what `jobLogFields` adds to its log lines. */
interface JobLogFields {
  jobId: number;
  kind: string;
}

/** The job being run in the current async context (see the module comment "Logs"). */
const jobLogScope = new AsyncLocalStorage<JobLogFields>();

/**
 * pino's `mixin`: `{ jobId, kind }` on a line logged while a job's handler runs, `{}`
 * otherwise. pino calls it only for lines at an enabled level, and merges the line's own fields
 * into the object it returns: a new one each time.
 */
export function jobLogFields(): Partial<JobLogFields> {
  const job = jobLogScope.getStore();
  return job ? { jobId: job.jobId, kind: job.kind } : {};
}

/** A job worker (see the module comment). */
export interface JobWorker {
  /** Starts the loop; resolves once it runs (after releasing dead claims when exclusive). */
  start(): Promise<void>;
  /** Claims and runs the jobs due now (at most `limit`, default 100); resolves with how many. */
  runOnce(limit?: number): Promise<number>;
  /** Stops claiming and waits for running handlers (see the module comment); idempotent. */
  stop(): Promise<void>;
  /**
   * Whether the loop runs and came round on time (see the module comment "Health"): false
   * before `start()`, once `stop()` began, and when the loop is stuck.
   */
  alive(): boolean;
}

/**
 * The back-off before retry number `attempt` (1 after the first failure): `baseMs · 2^(attempt−1)`,
 * at most `maxMs`.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** A claimed job. */
interface Claimed {
  job_id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * An error's message for `last_error` and the log (first line, at most 1000 characters; never a
 * stack, nor the query drizzle's wrapper names: the driver's own message, `lib/errors.ts`).
 */
function errorText(error: unknown): string {
  return briefError(error).message.slice(0, 1000) || 'error';
}

/** Makes a worker over `options.db` (see the module comment). */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, registry, log } = options;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const stopWaitMs = options.stopWaitMs ?? 5_000;
  const keepDoneMs = options.keepDoneMs ?? 24 * 60 * 60_000;
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const abort = new AbortController();
  const running = new Set<Promise<void>>();

  let started = false;
  let stopping = false;
  let loopDone: Promise<void> | null = null;
  let stopped: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let wakeRequested = false;
  let lastCleanup = 0;
  /** `Date.now()` by which the loop is due to come round again (see `alive`). */
  let dueBy = 0;
  const unsubscribes: (() => unknown)[] = [];

  const wakeUp = () => {
    wakeRequested = true;
    wake?.();
  };

  /** Claims up to `limit` due jobs of the registered kinds. */
  async function claim(limit: number): Promise<Claimed[]> {
    const kinds = registry.names();
    if (kinds.length === 0 || limit <= 0) return [];
    const kindList = sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    );
    return queryRows<Claimed>(
      db,
      sql`UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${workerId},
            locked_until = now() + make_interval(secs => ${leaseMs / 1000})
          WHERE job_id IN (
            SELECT job_id FROM jobs
            WHERE kind IN (${kindList})
              AND ((state = 'queued' AND run_after <= now())
                OR (state = 'running' AND locked_until <= now() AND attempts < max_attempts))
            ORDER BY run_after, job_id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          RETURNING job_id::text, kind, payload, attempts, max_attempts`,
    );
  }

  /** Fails jobs whose last allowed claim expired (see the module comment). */
  async function failExpired(): Promise<void> {
    await db.execute(
      sql`UPDATE jobs SET state = 'failed', finished_at = now(), locked_by = NULL,
            locked_until = NULL, last_error = 'claim expired: the process running it stopped'
          WHERE state = 'running' AND locked_until <= now() AND attempts >= max_attempts`,
    );
  }

  /** Deletes done jobs older than keepDoneMs, at most once a minute. */
  async function cleanUp(): Promise<void> {
    if (Date.now() - lastCleanup < 60_000) return;
    lastCleanup = Date.now();
    await db.execute(
      sql`DELETE FROM jobs WHERE state = 'done'
            AND finished_at < now() - make_interval(secs => ${keepDoneMs / 1000})`,
    );
  }

  /** Records the outcome of one claimed job; only our own claim is changed. */
  async function finish(job: Claimed, error: string | null, retry: boolean): Promise<void> {
    const mine = sql`job_id = ${job.job_id}::int8 AND locked_by = ${workerId} AND state = 'running'`;
    if (error === null) {
      await db.execute(
        sql`UPDATE jobs SET state = 'done', finished_at = now(), locked_by = NULL,
              locked_until = NULL WHERE ${mine}`,
      );
    } else if (retry && job.attempts < job.max_attempts) {
      const delay = retryDelayMs(job.attempts, retryBaseMs, retryMaxMs);
      await db.execute(
        sql`UPDATE jobs SET state = 'queued', last_error = ${error}, locked_by = NULL,
              locked_until = NULL, run_after = now() + make_interval(secs => ${delay / 1000})
            WHERE ${mine}`,
      );
    } else {
      await db.execute(
        sql`UPDATE jobs SET state = 'failed', last_error = ${error}, finished_at = now(),
              locked_by = NULL, locked_until = NULL WHERE ${mine}`,
      );
    }
  }

  /**
   * Puts this worker's running jobs back in the queue, due now, their attempt not counted (see
   * the module comment `stop()`). Returns how many.
   */
  async function releaseClaims(): Promise<number> {
    const rows = await queryRows<{ job_id: string }>(
      db,
      sql`UPDATE jobs SET state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL,
            locked_until = NULL, run_after = now()
          WHERE state = 'running' AND locked_by = ${workerId}
          RETURNING job_id::text`,
    );
    return rows.length;
  }

  /** Runs one claimed job and records it; never rejects. */
  async function run(job: Claimed): Promise<void> {
    const jobId = Number(job.job_id);
    const where = { jobId, kind: job.kind, attempt: job.attempts };
    try {
      const registered = registry.get(job.kind);
      const problem = registered ? payloadProblem(registered.kind, job.payload) : 'unknown kind';
      if (!registered || problem) {
        log.error(where, `job payload does not match its kind (${problem}): failed`);
        await finish(job, `payload ${problem}`, false);
        options.onOutcome?.(job.kind, 'failed');
        return;
      }
      let failure: string | null = null;
      const last = job.attempts >= job.max_attempts;
      try {
        const context = {
          jobId,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
          signal: abort.signal,
        };
        await jobLogScope.run({ jobId, kind: job.kind }, () =>
          registered.handler(job.payload as never, context),
        );
      } catch (error) {
        // Interrupted by a stop: the job is back in the queue already (releaseClaims).
        if (abort.signal.aborted) return;
        failure = errorText(error);
        log[last ? 'error' : 'warn'](
          { ...where, error: failure },
          last ? 'job failed for good' : 'job failed: will retry',
        );
      }
      await finish(job, failure, true);
      options.onOutcome?.(job.kind, failure === null ? 'done' : last ? 'failed' : 'retry');
    } catch (error) {
      // Recording failed (the database is gone): the claim expires and the job runs again.
      log.error({ ...where, error: errorText(error) }, 'could not record the job outcome');
    }
  }

  async function runOnce(limit = 100): Promise<number> {
    await failExpired();
    const jobs = await claim(limit);
    await Promise.all(jobs.map(run));
    await cleanUp();
    return jobs.length;
  }

  /** Resolves at the next wake-up, a free slot, or after `ms`. */
  function sleep(ms: number): Promise<void> {
    if (wakeRequested || stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function loop(): Promise<void> {
    let failures = 0;
    while (!stopping) {
      dueBy = Date.now() + STALL_GRACE_MS;
      wakeRequested = false;
      const free = concurrency - running.size;
      try {
        // Nothing registered (yet): no query at all, only the wait.
        if (free > 0 && registry.names().length > 0) {
          await failExpired();
          for (const job of await claim(free)) {
            const p = run(job).finally(() => {
              running.delete(p);
              wakeUp();
            });
            running.add(p);
          }
          await cleanUp();
        }
        failures = 0;
      } catch (error) {
        // The database is unreachable for now: wait longer each time (up to a minute).
        failures += 1;
        log.warn({ error: errorText(error) }, 'job worker could not claim jobs');
        const wait = Math.min(60_000, pollMs * 2 ** failures);
        dueBy = Date.now() + wait + STALL_GRACE_MS;
        await sleep(wait);
        continue;
      }
      dueBy = Date.now() + pollMs + STALL_GRACE_MS;
      await sleep(pollMs);
    }
  }

  return {
    runOnce,
    alive() {
      return loopDone !== null && !stopping && Date.now() <= dueBy;
    },
    async start() {
      if (started || stopping) return;
      started = true;
      if (options.exclusive) {
        await db.execute(
          sql`UPDATE jobs SET state = 'queued', locked_by = NULL, locked_until = NULL,
                last_error = coalesce(last_error, 'claim released: the process running it stopped')
              WHERE state = 'running' AND attempts < max_attempts`,
        );
        await db.execute(
          sql`UPDATE jobs SET state = 'failed', finished_at = now(), locked_by = NULL,
                locked_until = NULL, last_error = 'claim expired: the process running it stopped'
              WHERE state = 'running' AND attempts >= max_attempts`,
        );
      }
      unsubscribes.push(onEnqueued(wakeUp));
      if (options.wakeUps) {
        try {
          unsubscribes.push(await options.wakeUps.subscribe(JOBS_CHANNEL, wakeUp));
        } catch (error) {
          log.warn({ error: errorText(error) }, 'job worker: no wake-ups, polling only');
        }
      }
      loopDone = loop();
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        wake?.();
        for (const unsubscribe of unsubscribes) await unsubscribe();
        await loopDone;
        if (running.size === 0) return;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), stopWaitMs);
        });
        const outcome = await Promise.race([Promise.all(running).then(() => 'done'), timeout]);
        clearTimeout(timer);
        if (outcome === 'timeout') {
          const released = await releaseClaims().catch((error: unknown) => {
            // The database is gone: the claims expire after their lease instead.
            log.warn({ error: errorText(error) }, 'job worker could not release its jobs');
            return 0;
          });
          log.warn(
            { running: running.size, released },
            'job worker stopped with handlers still running: their jobs are back in the queue',
          );
          abort.abort();
        }
      })();
      return stopped;
    },
  };
}

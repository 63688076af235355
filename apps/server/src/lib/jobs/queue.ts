/**
 * Enqueueing work after commit (docs/decisions/jobs.md): a service records a job
 * in the same transaction as the write it follows, so a rollback leaves no job, and no worker
 * sees the job before the write is visible (it is a row of that transaction).
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const entry = await repository.insert(tx, …);
 *   await enqueue(tx, linkCardFetch, { entry_id: entry.uuid });
 * });
 * ```
 *
 * Wake-up: the insert also sends `NOTIFY potok_jobs` (delivered at commit, to every process on
 * PostgreSQL; nothing listens on PGlite), and `enqueue` tells this process's workers at once
 * (`onEnqueued`). On PGlite that is enough: the worker's claim waits behind the transaction on
 * the one connection. Otherwise the worker's poll finds the job within its interval.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Static, TSchema } from 'typebox';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { type JobKind, payloadProblem } from './registry.ts';

/** The notification channel of new jobs. */
export const JOBS_CHANNEL = 'potok_jobs';

/** Options of `enqueue`. */
export interface EnqueueOptions {
  /** Not run before this time (default: as soon as the transaction commits). */
  runAfter?: Date;
}

const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

/**
 * Calls `listener` whenever a job is enqueued in this process (the transaction may not have
 * committed yet, or may roll back). Returns a function that ends the subscription.
 */
export function onEnqueued(listener: () => void): () => void {
  enqueued.on('job', listener);
  return () => enqueued.off('job', listener);
}

/**
 * Records a job of `kind` with `payload` in the transaction `tx` (or on its own with a `Db`).
 * @returns the job's id
 * @throws Error when `payload` does not match the kind's schema (nothing is written)
 */
export async function enqueue<P extends TSchema>(
  tx: Tx | Db,
  kind: JobKind<P>,
  payload: Static<P>,
  options: EnqueueOptions = {},
): Promise<number> {
  const problem = payloadProblem(kind, payload);
  if (problem) throw new Error(`job ${kind.name}: payload ${problem}`);
  const runAfter = options.runAfter
    ? sql`${options.runAfter.toISOString()}::timestamptz`
    : sql`now()`;
  const [row] = await queryRows<{ job_id: number }>(
    tx,
    sql`WITH job AS (
          INSERT INTO jobs (kind, payload, run_after, max_attempts)
          VALUES (${kind.name}, ${JSON.stringify(payload)}::jsonb, ${runAfter}, ${kind.maxAttempts})
          RETURNING job_id
        )
        SELECT job_id::int8 AS job_id, pg_notify(${JOBS_CHANNEL}, '') FROM job`,
  );
  enqueued.emit('job');
  return Number(row!.job_id);
}

/**
 * Whether a job of `kind` is waiting to run (`queued`, due or not), read in `tx`: what a
 * recurring job checks before scheduling its next run, so one run is waiting at a time.
 *
 * When none is found it takes a transaction-level advisory lock of the kind
 * (`pg_advisory_xact_lock`), held until `tx` ends, and looks again: two transactions that check
 * and then enqueue the same kind — on two server processes of one PostgreSQL database — take
 * turns, and the second sees the first's job (its second look is a new statement, after the
 * first committed). Without it both could find none waiting and each schedule a run, and each
 * run its next one, for ever. When one is waiting (the usual answer) no lock is taken.
 */
export async function isQueued(tx: Tx | Db, kind: JobKind): Promise<boolean> {
  const waiting = async () => {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM jobs WHERE kind = ${kind.name} AND state = 'queued' LIMIT 1`,
    );
    return rows.length > 0;
  };
  if (await waiting()) return true;
  await queryRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`potok_jobs:${kind.name}`}))`);
  return waiting();
}

/** How many jobs of one kind are in one state. */
export interface JobCount {
  kind: string;
  state: 'queued' | 'running' | 'failed';
  count: number;
}

/**
 * Jobs by kind and state, `done` ones left out: the queue's depth (`queued`: waiting, due or
 * not; `running`: claimed) and the failures kept for an operator (`failed`). One grouped read of
 * the table (which holds at most a day of done jobs besides): for `GET /metrics`.
 */
export async function jobCounts(db: Db): Promise<JobCount[]> {
  return queryRows<JobCount>(
    db,
    sql`SELECT kind, state, count(*)::int AS count FROM jobs
        WHERE state <> 'done' GROUP BY kind, state`,
  );
}

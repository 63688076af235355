/**
 * Work after commit (DESIGN.md §1; docs/decisions/jobs.md): one row per job, written by a service in the same transaction as the write it follows
 * (lib/jobs/queue.ts `enqueue`), claimed and run by the worker in the server process
 * (lib/jobs/worker.ts).
 *
 * Life of a job (`state`):
 * - `queued`: waiting for `run_after`;
 * - `running`: claimed by `locked_by` until `locked_until`; a claim that expires (its process
 *   died) makes the job claimable again;
 * - `done`: its handler returned (`finished_at`); done jobs are deleted a day later;
 * - `failed`: its handler threw `max_attempts` times, or its payload no longer matches its kind's
 *   schema; kept with `last_error` for an operator to read.
 *
 * Indexes: one partial index per way the worker finds rows — due queued jobs, expired claims,
 * old done jobs — so a table of finished history never slows the claim.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The states of a job (see the module comment). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** One job. */
export const jobs = pgTable(
  'jobs',
  {
    jobId: bigint('job_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The job kind's name (lib/jobs/registry.ts), e.g. `link_card.fetch`. */
    kind: text('kind').notNull(),
    /** The kind's payload, checked against its schema at enqueue and again at claim. */
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    /** Not claimed before this time (back-off after a failure, or a deferred job). */
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Claims so far (a claim counts as an attempt even if its process dies). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The last failure's message (a handler's error, an expired claim, a bad payload). */
    lastError: text('last_error'),
    /** While `running`: when the claim expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** While `running`: the worker holding it (`host:pid:random`). */
    lockedBy: text('locked_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it became `done` or `failed`. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} IN ('queued', 'running', 'done', 'failed')`),
    check('jobs_max_attempts_check', sql`${t.maxAttempts} >= 1`),
    index('jobs_due_idx').on(t.runAfter, t.jobId).where(sql`${t.state} = 'queued'`),
    index('jobs_claimed_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_done_idx').on(t.finishedAt).where(sql`${t.state} = 'done'`),
  ],
);

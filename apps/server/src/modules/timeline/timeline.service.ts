/**
 * Keeping the materialized timeline (DESIGN.md §8 "Hot paths"; docs/decisions/materialized-timeline.md): the jobs that fan an entry out to the lists and build lists, and the calls the
 * writes make in their own transactions. SQL in timeline.repository.ts.
 *
 * - `timeline.fan_out` `{ entry_id, after_owner_id }`: enqueued in the transaction that
 *   creates an entry shown in feeds, or edits one that stays shown (unhide, tags changed);
 *   one batch of owners per job (`FAN_OUT_BATCH`), and the next batch is enqueued and this job
 *   marked done in the batch's own transaction, so a crash repeats at most the batch in
 *   progress (rolled back whole) and never skips or doubles one. The author's request only
 *   writes the job row.
 * - `timeline.build` `{ owner_id }`: asked by a read of a person whose list is missing or
 *   stale (`requestBuild`, at most one waiting per person); the read answers by fan-in
 *   meanwhile.
 *
 * The fan-out is done when no `jobs` row of a `timeline.*` kind is queued or running
 * (`TimelineRepository.settled`).
 */
import { sql } from 'drizzle-orm';
import Type from 'typebox';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import { defineJobKind, type JobContext } from '../../lib/jobs/registry.ts';
import type { TimelineRepository } from './timeline.repository.ts';

/** One batch of an entry's fan-out: owners after `after_owner_id` (0 for the first batch). */
export const timelineFanOutJob = defineJobKind(
  'timeline.fan_out',
  Type.Object({
    entry_id: Type.Integer({ minimum: 1 }),
    after_owner_id: Type.Integer({ minimum: 0 }),
  }),
);

/** Building (or rebuilding) one person's list. */
export const timelineBuildJob = defineJobKind(
  'timeline.build',
  Type.Object({ owner_id: Type.Integer({ minimum: 1 }) }),
);

/**
 * Records the fan-out of `entryId` in `tx`, the transaction of the write that put it in feeds
 * (created shown, unhidden, or its tags changed while shown).
 */
export async function enqueueFanOut(tx: Tx, entryId: number): Promise<void> {
  await enqueue(tx, timelineFanOutJob, { entry_id: entryId, after_owner_id: 0 });
}

/** Creates the service. */
export function createTimelineService(deps: { db: Db; repository: TimelineRepository }) {
  const { db, repository } = deps;
  return {
    /**
     * Runs one fan-out batch (the job `timeline.fan_out`): in one transaction the batch's rows,
     * the next batch's job when the batch was full, and this job marked done, so the worker's
     * own record of it changes nothing after a commit, and a crash before it rolls all back.
     */
    async fanOut(
      payload: { entry_id: number; after_owner_id: number },
      context: Pick<JobContext, 'jobId'>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const batch = await repository.fanOutBatch(tx, payload.entry_id, payload.after_owner_id);
        if (batch.more && batch.lastOwnerId !== null) {
          await enqueue(tx, timelineFanOutJob, {
            entry_id: payload.entry_id,
            after_owner_id: batch.lastOwnerId,
          });
        }
        await queryRows(
          tx,
          sql`UPDATE jobs SET state = 'done', finished_at = now(), locked_by = NULL,
                locked_until = NULL
              WHERE job_id = ${context.jobId}::int8 AND state = 'running'`,
        );
      });
    },

    /** Builds one person's list (the job `timeline.build`). */
    async build(payload: { owner_id: number }): Promise<void> {
      await repository.buildTimelines([payload.owner_id]);
    },

    /**
     * Asks for a build of `ownerId`'s list unless one is waiting already (a read found it
     * missing or stale). Two reads at once may both ask: a build is idempotent.
     */
    async requestBuild(ownerId: number): Promise<void> {
      if (await repository.buildPending(ownerId)) return;
      await enqueue(db, timelineBuildJob, { owner_id: ownerId });
    },
  };
}

/** The timeline service. */
export type TimelineService = ReturnType<typeof createTimelineService>;

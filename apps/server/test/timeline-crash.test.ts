/**
 * A fan-out survives a `kill -9` of the real server (modules/timeline; docs/decisions/materialized-timeline.md): an author with a few thousand subscribers, each with a usable list,
 * posts (the entry and its `timeline.fan_out` job are committed into a stopped server's
 * DATA_DIR, as a write whose process died before its worker ran); the server (main.ts as
 * `npm start` runs it) starts the fan-out and is killed while it runs; the next starts finish
 * it; then every affected timeline read from its list equals the fan-in answer.
 *
 * To be killed in the middle of the fan-out, each insert into `timeline_entries` waits a while
 * (a statement trigger with `pg_sleep`, installed by the test), so one batch of owners takes
 * seconds. Whichever batch the kill lands in, the check is the same. The trigger is dropped after
 * the kill, so the next start finishes the fan-out at full speed.
 *
 * The embedded database only: there one process owns the data and a restart releases the dead
 * process's claim at once (jobs-crash.test.ts).
 */
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Db,
  type DbHandle,
  openConfiguredDb,
  queryPrepared,
  queryRows,
} from '../src/db/client.ts';
import { enqueue } from '../src/lib/jobs/queue.ts';
import {
  createTimelineRepository,
  fanInTimelineRelation,
  timelinePageRelation,
} from '../src/modules/timeline/timeline.repository.ts';
import { timelineFanOutJob } from '../src/modules/timeline/timeline.service.ts';
import { listeningUrl, startMain } from './main-process.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Readers of the author: past one fan-out batch (FAN_OUT_BATCH, 2,000 owners), so it has two. */
const SUBSCRIBERS = 2100;

let dataDir: string;
beforeAll(async () => {
  dataDir = await migratedDataDir('potok-timeline-crash-');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function withDb<T>(use: (db: Db, handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openConfiguredDb({ databaseUrl: null, dataDir });
  try {
    return await use(handle.db, handle);
  } finally {
    await handle.close();
  }
}

async function timelineJobsLeft(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM jobs
        WHERE kind LIKE 'timeline.%' AND state IN ('queued', 'running')`,
  );
  return row!.n;
}

describe.skipIf(onPostgres)('a fan-out and kill -9 (the embedded database)', () => {
  it('is finished by the next start, and every timeline equals the fan-in answer', {
    timeout: 300_000,
  }, async () => {
    const entryId = await withDb(async (db) => {
      await queryRows(
        db,
        sql`INSERT INTO users (username, name, email, password_hash, avatar_hash)
            SELECT 'tl_' || g, 'Reader ' || g, 'tl_' || g || '@example.test', '', md5(g::text)
            FROM generate_series(0, ${SUBSCRIBERS}) g`,
      );
      const [author] = await queryRows<{ user_id: number }>(
        db,
        sql`SELECT user_id FROM users WHERE username = 'tl_0'`,
      );
      const authorId = author!.user_id;
      await queryRows(
        db,
        sql`INSERT INTO subscriptions (subscriber_id, user_id)
            SELECT user_id, ${authorId}::int FROM users WHERE user_id <> ${authorId}::int`,
      );
      await queryRows(
        db,
        sql`INSERT INTO entries (uuid, user_id, text)
            SELECT gen_random_uuid(), ${authorId}::int, 'older ' || g
            FROM generate_series(1, 3) g`,
      );
      expect(await createTimelineRepository(db).buildTimelines()).toBe(SUBSCRIBERS + 1);
      const id = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ entry_id: number }>(
          tx,
          sql`INSERT INTO entries (uuid, user_id, text)
              VALUES (gen_random_uuid(), ${authorId}::int, 'the new one') RETURNING entry_id`,
        );
        const newId = Number(row!.entry_id);
        await enqueue(tx, timelineFanOutJob, { entry_id: newId, after_owner_id: 0 });
        return newId;
      });
      await queryRows(
        db,
        sql`CREATE FUNCTION timeline_test_slow() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN PERFORM pg_sleep(1.5); RETURN NULL; END $$`,
      );
      await queryRows(
        db,
        sql`CREATE TRIGGER timeline_test_slow AFTER INSERT ON timeline_entries
            FOR EACH STATEMENT EXECUTE FUNCTION timeline_test_slow()`,
      );
      return id;
    });

    const first = startMain(dataDir);
    try {
      await listeningUrl(first);
      await sleep(2500); // into the fan-out: each batch takes ≥ 1.5 s
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    } finally {
      first.child.kill('SIGKILL');
    }

    const reached = await withDb(async (db) => {
      await queryRows(db, sql`DROP TRIGGER timeline_test_slow ON timeline_entries`);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM timeline_entries WHERE entry_id = ${entryId}::bigint`,
      );
      return row!.n;
    });
    // Where the kill landed (informative: a batch is whole or absent).
    console.info(`fan-out at the kill: ${reached} of ${SUBSCRIBERS + 1} lists`);
    expect(reached % 2000 === 0 || reached === SUBSCRIBERS + 1).toBe(true);

    // Later starts finish it: each runs a while, stops cleanly, and the queue is checked.
    for (let round = 0; round < 10; round += 1) {
      const next = startMain(dataDir);
      try {
        await listeningUrl(next);
        await sleep(2000);
        next.child.kill('SIGTERM');
        expect((await next.exited).code).toBe(0);
      } finally {
        next.child.kill('SIGKILL');
      }
      if ((await withDb(timelineJobsLeft)) === 0) break;
    }

    await withDb(async (db) => {
      expect(await timelineJobsLeft(db)).toBe(0);
      const owners = await queryRows<{ owner_id: number }>(
        db,
        sql`SELECT owner_id FROM timeline_owners WHERE NOT stale ORDER BY owner_id`,
      );
      expect(owners.length).toBe(SUBSCRIBERS + 1);
      const page = { offset: 0, limit: 7 };
      // One statement per owner: the page read from the list, and the fan-in's; prepared, as the
      // server's page reads are, so its 2,000 runs are parsed once.
      for (const { owner_id } of owners) {
        const [row] = await queryPrepared<{ got: number[]; want: number[] }>(
          db,
          sql`SELECT
                (SELECT array_agg(p.entry_id::int ORDER BY p.ord)
                 FROM (${timelinePageRelation(page, owner_id)}) p) AS got,
                (SELECT array_agg(f.entry_id::int ORDER BY f.ord)
                 FROM (${fanInTimelineRelation(page, owner_id)}) f) AS want`,
        );
        expect(row!.got[0], `owner ${owner_id}`).toBe(entryId);
        expect(row!.got, `owner ${owner_id}`).toEqual(row!.want);
      }
    });
  });
});

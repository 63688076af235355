/**
 * SQL of the operators' side (modules/moderation): looking people up by any of their names,
 * and the account columns members never see (address, state, denied permissions). No rules here.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { UserState } from '../../db/schema/users.ts';
import { invalidateTimelines } from '../timeline/timeline.invalidate.ts';

/** An open report as operators list it. */
export interface OpenReportRow {
  report_id: number;
  object_type: string;
  object_id: number;
  reason: number;
  date_added: Date | string;
  reporter: string | null;
  /** How to name the object: an entry's uuid, a comment's id, a username, a feed's uuid, a tag's slug. */
  object_name: string | null;
}

/** A job as operators list it. */
export interface JobRow {
  job_id: number;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

/** An account as operators see it. */
export interface PersonRow {
  user_id: number;
  username: string;
  name: string;
  email: string;
  state: UserState;
  is_verified: boolean;
  is_email_verified: boolean;
  date_added: Date | string;
  entries_count: number;
  subscribers_count: number;
  subscriptions_count: number;
  badges_count: number;
  denied_permissions: string[];
}

const PERSON_COLUMNS = sql`u.user_id, u.username, u.name, u.email, u.state, u.is_verified,
  u.is_email_verified, u.date_added, u.entries_count, u.subscribers_count,
  u.subscriptions_count, u.badges_count, u.denied_permissions`;

/** Creates the moderation repository. */
export function createModerationRepository(db: Db) {
  return {
    /**
     * Accounts whose username or address starts with `query`, or whose name contains it
     * (ignoring case; a leading `@` is dropped), exact usernames first, then oldest first.
     */
    async findPeople(query: string, limit: number): Promise<PersonRow[]> {
      const q = query.replace(/^@/, '').toLowerCase();
      return queryRows<PersonRow>(
        db,
        sql`SELECT ${PERSON_COLUMNS} FROM users u
            WHERE starts_with(lower(u.username), ${q}) OR starts_with(lower(u.email), ${q})
               OR strpos(lower(u.name), ${q}) > 0
            ORDER BY (lower(u.username) = ${q}) DESC, u.user_id
            LIMIT ${limit}`,
      );
    },

    /**
     * Sets the account state of `userId` from one of `from` to `to`, in one statement (the abyss
     * counter follows by its trigger, drizzle/0022). Back to `active`, the timelines the
     * person's entries belong to are marked stale in the same transaction (docs/decisions/materialized-timeline.md: their own, their subscribers', and the followers' of live feeds
     * carrying a tag of theirs), since those entries come back.
     * @returns false when the account was not in a state of `from`
     */
    async setState(userId: number, from: readonly UserState[], to: UserState): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await queryRows<{ user_id: number }>(
          tx,
          sql`UPDATE users SET state = ${to}
              WHERE user_id = ${userId} AND state IN (${sql.join(
                from.map((state) => sql`${state}`),
                sql`, `,
              )})
              RETURNING user_id`,
        );
        if (changed.length === 0) return false;
        if (to === 'active') {
          await invalidateTimelines(
            tx,
            sql`SELECT ${userId}::int AS owner_id
                UNION SELECT s.subscriber_id FROM subscriptions s WHERE s.user_id = ${userId}
                UNION SELECT fs.user_id FROM feed_subscriptions fs
                      JOIN feed_tags ft ON ft.feed_id = fs.feed_id
                      WHERE ft.tag_id IN (SELECT et.tag_id FROM entry_tags et
                                          JOIN entries e ON e.entry_id = et.entry_id
                                          WHERE e.user_id = ${userId})`,
          );
        }
        return true;
      });
    },

    /** Sets the verified mark of `userId`. */
    async setVerified(userId: number, verified: boolean): Promise<void> {
      await db.execute(sql`UPDATE users SET is_verified = ${verified} WHERE user_id = ${userId}`);
    },

    /** Ids of every active account after `after`, in order, at most `limit`. */
    async activeIdsAfter(after: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ user_id: number }>(
        db,
        sql`SELECT user_id FROM users WHERE state = 'active' AND user_id > ${after}
            ORDER BY user_id LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.user_id));
    },

    /** The holders of the badge `type`, oldest award first. */
    async badgeHolders(type: string, limit: number) {
      return queryRows<{ username: string; state: string; date_added: Date | string }>(
        db,
        sql`SELECT u.username, u.state, b.date_added FROM user_badges b
            JOIN users u ON u.user_id = b.user_id
            WHERE b.type = ${type} ORDER BY b.badge_id LIMIT ${limit}`,
      );
    },

    /** Takes the badge `type` from `userId` (and 1 from `badges_count`); false when not held. */
    async revokeBadge(userId: number, type: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await queryRows<{ badge_id: number }>(
          tx,
          sql`DELETE FROM user_badges WHERE user_id = ${userId} AND type = ${type}
              RETURNING badge_id`,
        );
        if (gone.length === 0) return false;
        await tx.execute(
          sql`UPDATE users SET badges_count = badges_count - 1 WHERE user_id = ${userId}`,
        );
        return true;
      });
    },

    /** The tag `slug` (ignoring case) with its flags, or null. */
    async tag(slug: string) {
      const [row] = await queryRows<{
        tag_id: number;
        slug: string;
        is_official: boolean;
        is_nsfw: boolean;
      }>(db, sql`SELECT tag_id, slug, is_official, is_nsfw FROM tags WHERE slug = lower(${slug})`);
      return row ?? null;
    },

    /** Sets a flag of the tag `tagId`. */
    async setTagFlag(tagId: number, flag: 'official' | 'nsfw', on: boolean): Promise<void> {
      const column = flag === 'official' ? sql`is_official` : sql`is_nsfw`;
      await db.execute(sql`UPDATE tags SET ${column} = ${on} WHERE tag_id = ${tagId}`);
    },

    /**
     * Open reports, oldest first, of one kind or all, each with its reporter's username and a
     * name for its object.
     */
    async openReports(kind: string | null, limit: number): Promise<OpenReportRow[]> {
      return queryRows<OpenReportRow>(
        db,
        sql`SELECT r.report_id::int8 AS report_id, r.object_type, r.object_id::int8 AS object_id,
                   r.reason, r.date_added, ru.username AS reporter,
                   CASE r.object_type
                     WHEN 'entry' THEN (SELECT e.uuid::text FROM entries e WHERE e.entry_id = r.object_id)
                     WHEN 'comment' THEN r.object_id::text
                     WHEN 'user' THEN (SELECT u.username FROM users u WHERE u.user_id = r.object_id)
                     WHEN 'feed' THEN (SELECT f.uuid::text FROM feeds f WHERE f.feed_id = r.object_id)
                     WHEN 'tag' THEN (SELECT t.slug FROM tags t WHERE t.tag_id = r.object_id)
                   END AS object_name
            FROM reports r LEFT JOIN users ru ON ru.user_id = r.reporter_id
            WHERE r.date_resolved IS NULL
              ${kind ? sql`AND r.object_type = ${kind}` : sql``}
            ORDER BY r.report_id LIMIT ${limit}`,
      );
    },

    /** The open report `reportId`, or null. */
    async openReport(reportId: number): Promise<OpenReportRow | null> {
      const [row] = await queryRows<OpenReportRow>(
        db,
        sql`SELECT r.report_id::int8 AS report_id, r.object_type, r.object_id::int8 AS object_id,
                   r.reason, r.date_added, NULL AS reporter,
                   CASE r.object_type
                     WHEN 'entry' THEN (SELECT e.uuid::text FROM entries e WHERE e.entry_id = r.object_id)
                     WHEN 'comment' THEN r.object_id::text
                     ELSE NULL END AS object_name
            FROM reports r WHERE r.report_id = ${reportId} AND r.date_resolved IS NULL`,
      );
      return row ?? null;
    },

    /**
     * Closes every open report of the object of report `reportId` (the same object reported by
     * several people is dealt with once).
     * @returns the reporters' ids (those whose accounts still exist)
     */
    async closeReportsOf(objectType: string, objectId: number): Promise<number[]> {
      const rows = await queryRows<{ reporter_id: number | null }>(
        db,
        sql`UPDATE reports SET date_resolved = now()
            WHERE object_type = ${objectType} AND object_id = ${objectId}
              AND date_resolved IS NULL
            RETURNING reporter_id`,
      );
      return rows.flatMap((r) => (r.reporter_id === null ? [] : [Number(r.reporter_id)]));
    },

    /** Failed jobs, newest first. */
    async failedJobs(limit: number): Promise<JobRow[]> {
      return queryRows<JobRow>(
        db,
        sql`SELECT job_id::int8 AS job_id, kind, state, attempts, last_error, created_at, finished_at
            FROM jobs WHERE state = 'failed' ORDER BY job_id DESC LIMIT ${limit}`,
      );
    },

    /** Puts the failed job `jobId` back in the queue with its attempts reset; false when none. */
    async retryJob(jobId: number): Promise<boolean> {
      const rows = await queryRows<{ job_id: number }>(
        db,
        sql`WITH j AS (
              UPDATE jobs SET state = 'queued', attempts = 0, run_after = now(), finished_at = NULL,
                              locked_by = NULL, locked_until = NULL
              WHERE job_id = ${jobId} AND state = 'failed' RETURNING job_id
            )
            SELECT job_id, pg_notify('potok_jobs', '') FROM j`,
      );
      return rows.length > 0;
    },

    /** Deletes the failed job `jobId`; false when there is no such failed job. */
    async dropJob(jobId: number): Promise<boolean> {
      const rows = await queryRows<{ job_id: number }>(
        db,
        sql`DELETE FROM jobs WHERE job_id = ${jobId} AND state = 'failed' RETURNING job_id`,
      );
      return rows.length > 0;
    },

    /** The account `username` (ignoring case, any state), or null. */
    async personByUsername(username: string): Promise<PersonRow | null> {
      const [row] = await queryRows<PersonRow>(
        db,
        sql`SELECT ${PERSON_COLUMNS} FROM users u WHERE lower(u.username) = lower(${username})`,
      );
      return row ?? null;
    },
  };
}

/** The moderation repository. */
export type ModerationRepository = ReturnType<typeof createModerationRepository>;

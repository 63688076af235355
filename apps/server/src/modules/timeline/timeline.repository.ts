/**
 * SQL of the materialized timeline (DESIGN.md §8 "Hot paths"; docs/decisions/materialized-timeline.md; tables in db/schema/timeline.ts): per person a list of entry ids, read by a
 * primary-key range, kept by set-based statements after the writes that add entries to a
 * timeline commit (jobs of timeline.service.ts).
 *
 * The fan-in answer (`fanInTimelineRelation`) is the definition of the timeline; the list is
 * a cache of it. The invariant: for an owner whose `timeline_owners` row is not `stale`, the
 * list holds every entry of the fan-in answer with `entry_id ≥ floor_entry_id`, and maybe more.
 * A read (`timelinePageRelation`) re-applies every condition of the fan-in to the list's rows
 * (visible in feeds, active author, the viewer's NSFW choice, still reached: own entry, a
 * subscription, or a tag of a live feed followed), so an entry that leaves the timeline (hidden,
 * deleted, unsubscribed, author suspended or erased, feed deleted or retagged) never shows,
 * whatever a fan-out racing it writes; removing such rows is not needed for correctness. What
 * adds entries to a timeline adds rows: a new, unhidden or retagged entry is fanned out
 * (`fanOutBatch`); a new subscription (person or feed), a feed's new tags or a new feed mark
 * the lists concerned stale (`invalidateTimelines`), and the next read answers by fan-in and
 * asks for a build (`buildTimelines`).
 *
 * Races on PostgreSQL (READ COMMITTED): lowering the floor or clearing `stale` is done only by
 * a build, and only if `version` is what it was before the build read the fan-in; an
 * invalidation bumps `version`, and so does a fan-out batch that meets a stale list (the entry
 * may be newer than the build's snapshot). Raising the floor and deleting rows below it is
 * always safe (trim). Row locks of `timeline_owners` order the rest.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { limitOffset, type Paging, pageBounds } from '../../lib/paging.ts';
import { liveFeed, tagEntriesUnion } from '../custom-feeds/custom-feeds.repository.ts';
import { shownToViewer, visibleEntry } from '../entries/entries.repository.ts';

/** Default number of entries a list keeps (the newest); deeper pages read the fan-in. */
export const TIMELINE_CAP = 1000;

/** Owners per fan-out transaction (one `timeline.fan_out` job each). */
export const FAN_OUT_BATCH = 2000;

/** Owners per build transaction of `buildTimelines`. */
const BUILD_BATCH = 200;

/** `viewer` as SQL: a parameter for a number, as is for an expression (`o.owner_id`). */
function viewerSql(viewer: number | SQL): SQL {
  return typeof viewer === 'number' ? sql`${viewer}::int` : viewer;
}

/**
 * An `int[]` of the distinct tags of the readable custom feeds `viewer` follows (primary key
 * of `feed_subscriptions`, then `feed_tags_pkey` per feed): ≤ 20 tags a feed.
 */
export function followedTags(viewer: number | SQL): SQL {
  return sql`ARRAY(
    SELECT DISTINCT ft.tag_id
    FROM feed_subscriptions fs
    JOIN feeds f ON f.feed_id = fs.feed_id
    JOIN users fu ON fu.user_id = f.user_id
    JOIN feed_tags ft ON ft.feed_id = f.feed_id
    WHERE fs.user_id = ${viewerSql(viewer)} AND ${liveFeed('f', 'fu')})`;
}

/**
 * The fan-in answer of a timeline page as a relation `(entry_id, ord)` in page order: entries
 * of the users `viewer` subscribes to, their own, and those carrying a tag of a custom feed
 * they follow (`followedTags`), each once, newest first (`entry_id DESC`), `offset`/`limit`.
 *
 * Fan-in B (DESIGN.md §8): for each author, a LATERAL subquery reads at most `offset + limit`
 * of their newest feed entries from `entries_user_feed_idx (user_id, entry_id DESC)`; for each
 * followed tag another reads as many from `entry_tags_tag_entry_idx` (`tagEntriesUnion`); the
 * union (distinct) is merged and cut. An entry of the true page is among the newest
 * `offset + limit` of every source that reaches it, so the cut is exact, and the cost is
 * bounded by (authors + tags) × (offset + limit) index rows.
 *
 * `shownTo`: whose NSFW choice applies (`shownToViewer`); the viewer by default, null for none
 * (a list is built for every NSFW choice: the read applies it).
 */
export function fanInTimelineRelation(
  { offset, limit }: Paging,
  viewer: number | SQL,
  shownTo: number | null = typeof viewer === 'number' ? viewer : null,
): SQL {
  const v = viewerSql(viewer);
  const bounds = pageBounds({ offset, limit });
  return sql`
    SELECT c.entry_id, row_number() OVER (ORDER BY c.entry_id DESC) AS ord
    FROM (
      SELECT fi.entry_id FROM (
        SELECT p.entry_id
        FROM (SELECT s.user_id FROM subscriptions s WHERE s.subscriber_id = ${v}
              UNION SELECT ${v}) a
        JOIN users u ON u.user_id = a.user_id
        CROSS JOIN LATERAL (
          SELECT e.entry_id
          FROM entries e
          WHERE e.user_id = a.user_id AND ${visibleEntry('e', 'u', 'feeds')}
            ${shownToViewer('e', shownTo)}
          ORDER BY e.entry_id DESC
          LIMIT ${bounds.end}
        ) p
        UNION
        ${tagEntriesUnion(followedTags(viewer), { offset, limit }, shownTo)}
      ) fi
      ORDER BY fi.entry_id DESC
      ${limitOffset({ offset, limit })}
    ) c`;
}

/**
 * A timeline page as a relation `(entry_id, ord)` in page order (what `hydrate` of the entries
 * repository takes), equal to `fanInTimelineRelation(page, viewerId)`, in one statement:
 *
 * - the viewer's list (`timeline_owners` not stale): its rows with `entry_id ≥ floor`, newest
 *   first from the primary key, each checked as the fan-in checks it (visible in feeds, active
 *   author, `shownToViewer`, and still reached: own, subscribed author, or a tag of a live
 *   followed feed), at most `offset + limit` of them;
 * - the list covers the page when the floor is 0 (the list is the whole timeline) or at least
 *   `offset + limit` rows pass; then the page is cut from them;
 * - otherwise (no list, a stale one, or a page deeper than the list) the fan-in answers: the
 *   two branches of a `UNION ALL` carry opposite one-time conditions, and PostgreSQL runs only
 *   the branch whose condition holds.
 */
export function timelinePageRelation({ offset, limit }: Paging, viewerId: number): SQL {
  const v = sql`${viewerId}::int`;
  const bounds = pageBounds({ offset, limit });
  return sql`
    WITH tl_state AS MATERIALIZED (
      SELECT o.floor_entry_id FROM timeline_owners o WHERE o.owner_id = ${v} AND NOT o.stale
    ),
    tl_rows AS MATERIALIZED (
      SELECT te.entry_id
      FROM timeline_entries te
      JOIN entries e ON e.entry_id = te.entry_id
      JOIN users u ON u.user_id = e.user_id
      WHERE te.owner_id = ${v}
        AND te.entry_id >= (SELECT floor_entry_id FROM tl_state)
        AND ${visibleEntry('e', 'u', 'feeds')} ${shownToViewer('e', viewerId)}
        AND (e.user_id = ${v}
             OR EXISTS (SELECT 1 FROM subscriptions s
                        WHERE s.subscriber_id = ${v} AND s.user_id = e.user_id)
             OR EXISTS (SELECT 1 FROM entry_tags et
                        WHERE et.entry_id = e.entry_id
                          AND et.tag_id = ANY(${followedTags(viewerId)})
                        OFFSET 0))
      ORDER BY te.entry_id DESC
      LIMIT ${bounds.end}
    ),
    -- OFFSET 0 above: a probe of the entry's few tags (primary key of entry_tags) per row read,
    -- never a hash of every entry carrying a followed tag.
    tl_covered AS MATERIALIZED (
      SELECT coalesce((SELECT floor_entry_id = 0 FROM tl_state), false)
             OR (EXISTS (SELECT 1 FROM tl_state)
                 AND (SELECT count(*) FROM tl_rows) >= ${bounds.end}) AS ok
    )
    SELECT pg.entry_id, row_number() OVER (ORDER BY pg.entry_id DESC) AS ord
    FROM (
      (SELECT r.entry_id FROM tl_rows r
       WHERE (SELECT ok FROM tl_covered)
       ORDER BY r.entry_id DESC
       ${limitOffset({ offset, limit })})
      UNION ALL
      (SELECT f.entry_id FROM (${fanInTimelineRelation({ offset, limit }, viewerId)}) f
       WHERE NOT (SELECT ok FROM tl_covered))
    ) pg`;
}

/** Whether a list needs a build: no `timeline_owners` row, or a stale one. */
export function timelineUnbuilt(viewerId: number): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM timeline_owners o
                         WHERE o.owner_id = ${viewerId}::int AND NOT o.stale)`;
}

/** `ids` as an `int[]` parameter. */
function intArray(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::int[]`;
}

/** What one fan-out batch did. */
export interface FanOutBatch {
  /** The last owner of the batch (the keyset cursor of the next), or null when none was left. */
  lastOwnerId: number | null;
  /** Whether the batch was full (more owners may follow). */
  more: boolean;
}

/** Creates the repository over `db`; `cap`: entries a list keeps (default `TIMELINE_CAP`). */
export function createTimelineRepository(db: Db, cap = TIMELINE_CAP) {
  const slack = Math.max(1, Math.ceil(cap / 10));

  /**
   * Cuts the lists of `ownerIds` holding more than `cap + slack` rows (by `entries_count`)
   * to their newest `cap`: the floor rises to the `cap`-th newest row and the rows below go.
   * Raising a floor keeps the invariant whatever runs beside it.
   */
  async function trim(tx: Tx, ownerIds: readonly number[]): Promise<void> {
    if (ownerIds.length === 0) return;
    await queryRows(
      tx,
      sql`WITH k AS MATERIALIZED (
            SELECT o.owner_id,
                   (SELECT te.entry_id FROM timeline_entries te WHERE te.owner_id = o.owner_id
                    ORDER BY te.entry_id DESC OFFSET ${cap - 1} LIMIT 1) AS kth
            FROM timeline_owners o
            WHERE o.owner_id = ANY(${intArray(ownerIds)}) AND o.entries_count > ${cap + slack}
          ),
          gone AS (
            DELETE FROM timeline_entries te USING k
            WHERE te.owner_id = k.owner_id AND k.kth IS NOT NULL AND te.entry_id < k.kth
          )
          UPDATE timeline_owners o
          SET floor_entry_id = greatest(o.floor_entry_id, k.kth), entries_count = ${cap}
          FROM k WHERE o.owner_id = k.owner_id AND k.kth IS NOT NULL`,
    );
  }

  return {
    /** Entries a list keeps. */
    cap,

    /**
     * One batch of the fan-out of entry `entryId` (after its write, an unhide or a retag
     * committed), in `tx`: the next at most `batchSize` owners after `afterOwnerId` (by
     * `owner_id`) among its author, the author's subscribers (`subscriptions_user_subscriber_idx`)
     * and the subscribers of live feeds carrying one of its tags; for those with a usable list
     * whose floor is ≤ `entryId`, a row `(owner, entry)` (`ON CONFLICT DO NOTHING`:
     * idempotent); those whose list is stale get their `version` moved (a build running now
     * may have read the fan-in before this entry was committed); then the lists over the cap
     * are trimmed. Nothing when the entry is no longer live and shown in feeds.
     */
    async fanOutBatch(
      tx: Tx,
      entryId: number,
      afterOwnerId: number,
      batchSize = FAN_OUT_BATCH,
    ): Promise<FanOutBatch> {
      const e = sql`${entryId}::bigint`;
      const after = sql`${afterOwnerId}::int`;
      const rows = await queryRows<{ owner_id: number }>(
        tx,
        sql`WITH en AS (
              SELECT en.user_id FROM entries en
              WHERE en.entry_id = ${e} AND en.deleted_at IS NULL AND NOT en.is_hidden_from_feed
            )
            SELECT ow.owner_id FROM (
              SELECT en.user_id AS owner_id FROM en WHERE en.user_id > ${after}
              UNION
              (SELECT s.subscriber_id FROM subscriptions s, en
               WHERE s.user_id = en.user_id AND s.subscriber_id > ${after}
               ORDER BY s.subscriber_id LIMIT ${batchSize})
              UNION
              (SELECT DISTINCT fs.user_id
               FROM en, entry_tags et
               JOIN feed_tags ft ON ft.tag_id = et.tag_id
               JOIN feeds f ON f.feed_id = ft.feed_id
               JOIN users fu ON fu.user_id = f.user_id
               JOIN feed_subscriptions fs ON fs.feed_id = f.feed_id
               WHERE et.entry_id = ${e} AND ${liveFeed('f', 'fu')} AND fs.user_id > ${after}
               ORDER BY fs.user_id LIMIT ${batchSize})
            ) ow
            ORDER BY ow.owner_id
            LIMIT ${batchSize}`,
      );
      const owners = rows.map((r) => Number(r.owner_id));
      if (owners.length === 0) return { lastOwnerId: null, more: false };
      const list = intArray(owners);
      // The batch's lists are locked first, in owner order, as builds and invalidations lock
      // them: no deadlock, and a build in progress is waited for (then seen usable).
      await queryRows(
        tx,
        sql`WITH l AS (
              SELECT o.owner_id, o.stale FROM timeline_owners o
              WHERE o.owner_id = ANY(${list})
              ORDER BY o.owner_id
              FOR NO KEY UPDATE
            )
            UPDATE timeline_owners o SET version = o.version + 1
            FROM l WHERE o.owner_id = l.owner_id AND l.stale`,
      );
      await queryRows(
        tx,
        sql`WITH ins AS (
              INSERT INTO timeline_entries (owner_id, entry_id)
              SELECT o.owner_id, ${e} FROM timeline_owners o
              WHERE o.owner_id = ANY(${list}) AND NOT o.stale AND o.floor_entry_id <= ${e}
              ON CONFLICT DO NOTHING
              RETURNING owner_id
            )
            UPDATE timeline_owners o SET entries_count = o.entries_count + 1
            FROM ins WHERE o.owner_id = ins.owner_id`,
      );
      await trim(tx, owners);
      return { lastOwnerId: owners.at(-1)!, more: owners.length === batchSize };
    },

    /**
     * Builds (or rebuilds) the lists of `ownerIds` (default: every active account), set-based,
     * `BUILD_BATCH` owners per transaction: each list first becomes stale with its `version`
     * moved (committed: reads answer by fan-in meanwhile), then, in one transaction, its rows are
     * replaced by the newest `cap` entries of the fan-in answer (every NSFW choice: the read
     * applies it), the floor set (0 when the answer is shorter than `cap`, else its oldest
     * entry) and the list marked usable — only if its `version` did not move meanwhile (an
     * invalidation or a fan-out met it: it stays stale and the next read asks again).
     * @returns how many lists became usable
     */
    async buildTimelines(ownerIds?: readonly number[]): Promise<number> {
      let ids: number[];
      if (ownerIds) {
        ids = [...new Set(ownerIds)];
      } else {
        const rows = await queryRows<{ user_id: number }>(
          db,
          sql`SELECT user_id FROM users WHERE state = 'active' ORDER BY user_id`,
        );
        ids = rows.map((r) => Number(r.user_id));
      }
      let built = 0;
      for (let i = 0; i < ids.length; i += BUILD_BATCH) {
        const chunk = ids.slice(i, i + BUILD_BATCH);
        const versions = await queryRows<{ owner_id: number; version: number }>(
          db,
          sql`INSERT INTO timeline_owners (owner_id, stale)
              SELECT u.user_id, true FROM users u WHERE u.user_id = ANY(${intArray(chunk)})
              ORDER BY u.user_id
              ON CONFLICT (owner_id) DO UPDATE
                SET stale = true, version = timeline_owners.version + 1
              RETURNING owner_id, version`,
        );
        if (versions.length === 0) continue;
        const owners = versions.map((r) => Number(r.owner_id));
        const list = intArray(owners);
        const seen = sql`${sql.param(versions.map((r) => Number(r.version)))}::int[]`;
        built += await db.transaction(async (tx) => {
          // Locked first, in owner order, as fan-outs and invalidations lock them.
          await queryRows(
            tx,
            sql`SELECT owner_id FROM timeline_owners WHERE owner_id = ANY(${list})
                ORDER BY owner_id FOR NO KEY UPDATE`,
          );
          await queryRows(tx, sql`DELETE FROM timeline_entries WHERE owner_id = ANY(${list})`);
          await queryRows(
            tx,
            sql`INSERT INTO timeline_entries (owner_id, entry_id)
                SELECT o.owner_id, f.entry_id
                FROM unnest(${list}) AS o(owner_id)
                CROSS JOIN LATERAL (
                  ${fanInTimelineRelation({ offset: 0, limit: cap }, sql`o.owner_id`, null)}
                ) f
                ON CONFLICT DO NOTHING`,
          );
          const done = await queryRows<{ owner_id: number }>(
            tx,
            sql`UPDATE timeline_owners o
                SET stale = false, entries_count = c.n,
                    floor_entry_id = CASE WHEN c.n >= ${cap} THEN c.low ELSE 0 END
                FROM (
                  SELECT v.owner_id, v.version,
                         (SELECT count(*) FROM timeline_entries te
                          WHERE te.owner_id = v.owner_id)::int AS n,
                         (SELECT min(te.entry_id) FROM timeline_entries te
                          WHERE te.owner_id = v.owner_id) AS low
                  FROM unnest(${list}, ${seen}) AS v(owner_id, version)
                ) c
                WHERE o.owner_id = c.owner_id AND o.version = c.version
                RETURNING o.owner_id`,
          );
          return done.length;
        });
      }
      return built;
    },

    /**
     * Whether a `timeline.build` job for `ownerId` is waiting or running (`jobs`: the due-job
     * index; a handful of rows).
     */
    async buildPending(ownerId: number): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM jobs
            WHERE kind = 'timeline.build' AND state IN ('queued', 'running')
              AND (payload->>'owner_id')::int = ${ownerId}::int
            LIMIT 1`,
      );
      return rows.length > 0;
    },

    /**
     * Whether every fan-out and build is over: no `jobs` row of a `timeline.*` kind queued or
     * running (what a benchmark waits for after a post).
     */
    async settled(): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM jobs
            WHERE kind LIKE 'timeline.%' AND state IN ('queued', 'running') LIMIT 1`,
      );
      return rows.length === 0;
    },
  };
}

/** The timeline repository. */
export type TimelineRepository = ReturnType<typeof createTimelineRepository>;

/**
 * SQL of custom feeds (DESIGN.md §5 "feeds (custom)"; spec §7 "Users and feeds"): write a feed
 * with its tags, soft-delete it, follow it, find and hydrate feeds, list the catalogue and a
 * person's feeds, and choose the ids of a feed's entries. Hydrating entries is the entries
 * area's job (`EntriesService.hydrate`). No HTTP and no product rules here.
 *
 * A feed is readable (`liveFeed`) while it is not deleted and its author is active; every read
 * here skips the rest.
 *
 * A feed's entries are what a tag page shows (`visibleEntry(…, 'feeds')`: live, not hidden from
 * the feed, active author), for any of its tags, each entry once, strictly newest first by
 * `entry_id`. `entryIdsForTags` is shared with the timeline tabs (modules/feeds).
 *
 * Counters (db/schema/feeds.ts): `feeds.subscribers_count` and `feeds.tags_count` move in the
 * transaction of the rows they count; `recountFeedSubscribersCount` / `recountFeedTagsCount`
 * are their recounts (modules/counters.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { type Paging, pageBounds } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import { activeAuthor, shownToViewer, visibleEntry } from '../entries/entries.repository.ts';
import type { TagRow } from '../tags/tags.repository.ts';
import { invalidateTimeline, invalidateTimelines } from '../timeline/timeline.invalidate.ts';

/** SQL condition: the feed `f` is not deleted and its author `u` (joined) is active. */
export function liveFeed(f: string, u: string): SQL {
  return sql`${sql.identifier(f)}.deleted_at IS NULL AND ${activeAuthor(u)}`;
}

/** A feed as `hydrate` selects it, for one viewer. */
export interface FeedRow {
  feed_id: number;
  uuid: string;
  title: string;
  emoji: string;
  user_id: number;
  name: string;
  username: string;
  subscribers_count: number;
  tags_count: number;
  date_added: Date | string;
  /** Slugs of its tags, in slug order. */
  tags: string[];
  me_subscribed: boolean;
  is_bookmarked: boolean;
}

/** A readable feed's identity: what the rules need before a write or a read. */
export interface FeedRef {
  feedId: number;
  userId: number;
}

/** The fields a create or an edit writes: tags by slug, with the label for new tags. */
export interface FeedWrite {
  title: string;
  emoji: string;
  tags: { slug: string; label: string }[];
}

type IdRow = { id: number | string };
type TotalRow = { total: number | string | null };

/**
 * `ids` as an `int[]` parameter. Bounded lists (a page, ≤ 20 tags) only.
 */
function intArray(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::int[]`;
}

/**
 * The ids of a page of the entries carrying any of the tags `tagIds`, for `offset`/`limit`,
 * each once, strictly newest first. Per tag, a LATERAL reads at most `offset + limit` visible
 * entries from `entry_tags_tag_entry_idx (tag_id, entry_id DESC)` (the tag page's walk), then
 * the union (distinct) is merged and cut: an entry of the true page is among the newest
 * `offset + limit` of every tag it carries, so nothing is missed, and the cost is bounded by
 * tags × (offset + limit) whatever the tags' sizes (fan-in B of DESIGN.md §8, per tag).
 */
export function tagEntriesUnion(
  tagIds: SQL,
  { offset, limit }: Paging,
  viewerId: number | null = null,
): SQL {
  return sql`
    SELECT p.entry_id
    FROM (SELECT DISTINCT unnest(${tagIds}) AS tag_id) tg
    CROSS JOIN LATERAL (
      SELECT et.entry_id
      FROM entry_tags et
      JOIN entries e ON e.entry_id = et.entry_id
      JOIN users u ON u.user_id = e.user_id
      WHERE et.tag_id = tg.tag_id AND ${visibleEntry('e', 'u', 'feeds')}
        ${shownToViewer('e', viewerId)}
      ORDER BY et.entry_id DESC
      LIMIT ${pageBounds({ offset, limit }).end}
    ) p`;
}

/** Creates the repository over `db`. */
export function createCustomFeedsRepository(db: Db) {
  /**
   * Creates the tags of `list` not yet known (first use keeps its label, as an entry's tags
   * do) and answers the ids of all of them.
   */
  async function tagIdsOf(tx: Tx, list: FeedWrite['tags']): Promise<number[]> {
    const slugs = list.map((t) => t.slug);
    const labels = list.map((t) => t.label);
    await queryRows(
      tx,
      sql`INSERT INTO tags (slug, label)
          SELECT * FROM unnest(${sql.param(slugs)}::text[], ${sql.param(labels)}::text[])
          ON CONFLICT (slug) DO NOTHING`,
    );
    // A fresh statement: sees tags committed meanwhile by a concurrent first use.
    const rows = await queryRows<{ tag_id: number }>(
      tx,
      sql`SELECT tag_id FROM tags WHERE slug = ANY(${sql.param(slugs)}::text[]) ORDER BY tag_id`,
    );
    return rows.map((r) => Number(r.tag_id));
  }

  /** Replaces the tags of `feedId` by `tagIds` and sets `tags_count`. */
  async function setTags(tx: Tx, feedId: number, tagIds: number[]): Promise<void> {
    await queryRows(tx, sql`DELETE FROM feed_tags WHERE feed_id = ${feedId}::int`);
    await queryRows(
      tx,
      sql`INSERT INTO feed_tags (feed_id, tag_id)
          SELECT ${feedId}::int, unnest(${intArray(tagIds)})`,
    );
    await queryRows(
      tx,
      sql`UPDATE feeds SET tags_count = ${tagIds.length}::int WHERE feed_id = ${feedId}::int`,
    );
  }

  /** Adds `delta` to the feed's `subscribers_count`; returns the new value. */
  async function moveSubscribers(tx: Tx, feedId: number, delta: 1 | -1): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`UPDATE feeds SET subscribers_count = subscribers_count + ${delta}::int
          WHERE feed_id = ${feedId}::int RETURNING subscribers_count AS n`,
    );
    return Number(row?.n ?? 0);
  }

  async function subscribersOf(tx: Db | Tx, feedId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT subscribers_count AS n FROM feeds WHERE feed_id = ${feedId}::int`,
    );
    return Number(row?.n ?? 0);
  }

  return {
    /**
     * Creates a feed of `userId` in one transaction: the row, its tags (created on first use),
     * `tags_count`, and the author's subscription to it (`subscribers_count` 1), so the feed's
     * entries reach the author's timeline at once (docs/decisions/custom-feeds.md).
     * @returns the new feed's id
     */
    async create(userId: number, uuid: string, feed: FeedWrite): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ feed_id: number }>(
          tx,
          sql`INSERT INTO feeds (uuid, user_id, title, emoji, subscribers_count)
              VALUES (${uuid}::uuid, ${userId}::int, ${feed.title}, ${feed.emoji}, 1)
              RETURNING feed_id`,
        );
        const feedId = Number(row!.feed_id);
        await setTags(tx, feedId, await tagIdsOf(tx, feed.tags));
        await queryRows(
          tx,
          sql`INSERT INTO feed_subscriptions (user_id, feed_id) VALUES (${userId}::int, ${feedId}::int)`,
        );
        // The feed's entries join the author's timeline: its list is rebuilt.
        await invalidateTimeline(tx, userId);
        return feedId;
      });
    },

    /** Replaces title, emoji and tags of `feedId` (its author checked by the caller). */
    async update(feedId: number, feed: FeedWrite): Promise<void> {
      await db.transaction(async (tx) => {
        await queryRows(
          tx,
          sql`UPDATE feeds SET title = ${feed.title}, emoji = ${feed.emoji}, date_edited = now()
              WHERE feed_id = ${feedId}::int`,
        );
        await setTags(tx, feedId, await tagIdsOf(tx, feed.tags));
        // New tags may bring entries into the subscribers' timelines: their lists are rebuilt.
        await invalidateTimelines(
          tx,
          sql`SELECT fs.user_id AS owner_id FROM feed_subscriptions fs
              WHERE fs.feed_id = ${feedId}::int`,
        );
      });
    },

    /**
     * Soft-deletes `feedId` and, in the same transaction, removes its subscriptions
     * (`subscribers_count` 0): it leaves every subscriber's list and timeline. Its tags stay
     * (nothing reads them), as do bookmarks and reports of it (their lists skip it).
     */
    async softDelete(feedId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await queryRows(tx, sql`DELETE FROM feed_subscriptions WHERE feed_id = ${feedId}::int`);
        await queryRows(
          tx,
          sql`UPDATE feeds SET deleted_at = now(), subscribers_count = 0
              WHERE feed_id = ${feedId}::int AND deleted_at IS NULL`,
        );
      });
    },

    /** The readable feed with this uuid (well-formed, checked by the caller), or null. */
    async findRef(uuid: string): Promise<FeedRef | null> {
      const [row] = await queryRows<{ feed_id: number; user_id: number }>(
        db,
        sql`SELECT f.feed_id, f.user_id FROM feeds f JOIN users u ON u.user_id = f.user_id
            WHERE f.uuid = ${uuid}::uuid AND ${liveFeed('f', 'u')}`,
      );
      return row ? { feedId: Number(row.feed_id), userId: Number(row.user_id) } : null;
    },

    /** True when `feedId` names a readable feed. */
    async isReadable(feedId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM feeds f JOIN users u ON u.user_id = f.user_id
            WHERE f.feed_id = ${feedId}::int AND ${liveFeed('f', 'u')}`,
      );
      return rows.length > 0;
    },

    /**
     * The readable feeds `ids` as `viewerId` (null: a guest) sees them, in the order of `ids`,
     * in one query: author, tags, and whether the viewer follows and bookmarked each.
     */
    async hydrate(ids: readonly number[], viewerId: number | null): Promise<FeedRow[]> {
      if (ids.length === 0) return [];
      const viewer = sql`${viewerId}::int`;
      return queryRows<FeedRow>(
        db,
        sql`
          SELECT f.feed_id, f.uuid, f.title, f.emoji, f.user_id, u.name, u.username,
                 f.subscribers_count, f.tags_count, f.date_added,
                 coalesce((SELECT array_agg(t.slug ORDER BY t.slug)
                           FROM feed_tags ft JOIN tags t ON t.tag_id = ft.tag_id
                           WHERE ft.feed_id = f.feed_id), '{}'::text[]) AS tags,
                 EXISTS (SELECT 1 FROM feed_subscriptions s
                         WHERE s.user_id = ${viewer} AND s.feed_id = f.feed_id) AS me_subscribed,
                 EXISTS (SELECT 1 FROM bookmarks b
                         WHERE b.user_id = ${viewer} AND b.object_type = 'feed'
                           AND b.object_id = f.feed_id) AS is_bookmarked
          FROM unnest(${intArray(ids)}) WITH ORDINALITY AS x(id, ord)
          JOIN feeds f ON f.feed_id = x.id
          JOIN users u ON u.user_id = f.user_id
          WHERE ${liveFeed('f', 'u')}
          ORDER BY x.ord`,
      );
    },

    /**
     * A page of the catalogue: readable feeds, newest first (`feed_id DESC`), those whose
     * title contains `q` (ILIKE, any case; `feeds_title_trgm_idx`) or one of whose tags starts
     * with it (`tags_slug_prefix_idx`, then `feed_tags_tag_idx`), and how many match. `q` is
     * already trimmed and cut by the caller; null lists every feed. LIKE wildcards in `q` are
     * matched literally. Feeds are few next to entries: the total is a `count(*)`.
     */
    async cataloguePage(
      q: string | null,
      { offset, limit }: Paging,
    ): Promise<{ ids: number[]; total: number }> {
      const where = q === null ? sql`true` : matches(q);
      const from = sql`FROM feeds f JOIN users u ON u.user_id = f.user_id
                       WHERE ${liveFeed('f', 'u')} AND ${where}`;
      const rows = await queryRows<IdRow>(
        db,
        sql`SELECT f.feed_id AS id ${from} ORDER BY f.feed_id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      const [count] = await queryRows<TotalRow>(db, sql`SELECT count(*)::int AS total ${from}`);
      return { ids: rows.map((r) => Number(r.id)), total: Number(count?.total ?? 0) };
    },

    /**
     * A page of `userId`'s feeds: those they follow and those they made (followed or not),
     * readable ones only, the most recent first — by the date they followed it, or made it when
     * they do not follow it — and how many there are (a person's feeds are few: `count(*)`).
     */
    async minePage(userId: number, { offset, limit }: Paging) {
      const from = sql`
        FROM feeds f
        JOIN users u ON u.user_id = f.user_id
        LEFT JOIN feed_subscriptions s ON s.feed_id = f.feed_id AND s.user_id = ${userId}::int
        WHERE ${liveFeed('f', 'u')} AND (s.user_id IS NOT NULL OR f.user_id = ${userId}::int)`;
      const rows = await queryRows<IdRow>(
        db,
        sql`SELECT f.feed_id AS id ${from}
            ORDER BY coalesce(s.date_added, f.date_added) DESC, f.feed_id DESC
            LIMIT ${limit} OFFSET ${offset}`,
      );
      const [count] = await queryRows<TotalRow>(db, sql`SELECT count(*)::int AS total ${from}`);
      return { ids: rows.map((r) => Number(r.id)), total: Number(count?.total ?? 0) };
    },

    /** The tags of `feedId`, in slug order. */
    async tags(feedId: number): Promise<TagRow[]> {
      return queryRows<TagRow>(
        db,
        sql`SELECT t.tag_id, t.slug, t.label, t.date_added, t.is_official, t.is_nsfw
            FROM feed_tags ft JOIN tags t ON t.tag_id = ft.tag_id
            WHERE ft.feed_id = ${feedId}::int
            ORDER BY t.slug`,
      );
    },

    /** The ids of a page of `feedId`'s entries (`tagEntriesUnion`), newest first. */
    async entryIds(
      feedId: number,
      { offset, limit }: Paging,
      viewerId: number | null = null,
    ): Promise<number[]> {
      const tagIds = sql`ARRAY(SELECT tag_id FROM feed_tags WHERE feed_id = ${feedId}::int)`;
      const rows = await queryRows<{ entry_id: number | string }>(
        db,
        sql`SELECT c.entry_id FROM (${tagEntriesUnion(tagIds, { offset, limit }, viewerId)}) c
            GROUP BY c.entry_id
            ORDER BY c.entry_id DESC
            LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },

    /**
     * `total_items` of a feed's entries: `tag_author_stats.feed_entries_count` summed over its
     * tags and their active authors (the tag page's total, per tag). Exact when no entry
     * carries two of the feed's tags; otherwise such an entry counts once per tag, so the total
     * is an upper bound and the list ends on a short page (docs/decisions/custom-feeds.md).
     */
    async entriesTotal(feedId: number): Promise<number> {
      const [row] = await queryRows<TotalRow>(
        db,
        sql`SELECT sum(st.feed_entries_count) AS total
            FROM feed_tags ft
            JOIN tag_author_stats st ON st.tag_id = ft.tag_id
            JOIN users u ON u.user_id = st.user_id AND ${activeAuthor('u')}
            WHERE ft.feed_id = ${feedId}::int`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * `userId` follows `feedId`: `INSERT … ON CONFLICT DO NOTHING`, and `subscribers_count` +1
     * only when a row was inserted (idempotent), in one transaction.
     * @returns the feed's subscriber count after it
     */
    async subscribe(userId: number, feedId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const inserted = await queryRows(
          tx,
          sql`INSERT INTO feed_subscriptions (user_id, feed_id)
              VALUES (${userId}::int, ${feedId}::int)
              ON CONFLICT DO NOTHING RETURNING feed_id`,
        );
        if (inserted.length === 0) return subscribersOf(tx, feedId);
        // The feed's entries join the subscriber's timeline: its list is rebuilt.
        await invalidateTimeline(tx, userId);
        return moveSubscribers(tx, feedId, 1);
      });
    },

    /** `userId` stops following `feedId`; −1 only when a row went. @returns the count after */
    async unsubscribe(userId: number, feedId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await queryRows(
          tx,
          sql`DELETE FROM feed_subscriptions
              WHERE user_id = ${userId}::int AND feed_id = ${feedId}::int RETURNING feed_id`,
        );
        return deleted.length > 0 ? moveSubscribers(tx, feedId, -1) : subscribersOf(tx, feedId);
      });
    },
  };
}

/** The catalogue's match of `q` on `f` (see `cataloguePage`). */
function matches(q: string): SQL {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const slug = escaped.replace(/^#/, '').toLowerCase();
  return sql`(f.title ILIKE ${`%${escaped}%`}
              OR EXISTS (SELECT 1 FROM tags t JOIN feed_tags ft ON ft.tag_id = t.tag_id
                         WHERE ft.feed_id = f.feed_id AND t.slug LIKE ${`${slug}%`}))`;
}

/** The custom feeds repository. */
export type CustomFeedsRepository = ReturnType<typeof createCustomFeedsRepository>;

/**
 * Recounts `feeds.subscribers_count`: the `feed_subscriptions` rows of the feed. Reads `feeds`,
 * `feed_subscriptions`; writes where it differs. Optional `feedIds` restrict it.
 * @returns how many feeds changed
 */
export async function recountFeedSubscribersCount(
  db: RecountDb,
  { feedIds }: { feedIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE feeds f SET subscribers_count = c.n
        FROM (SELECT x.feed_id, count(s.user_id)::int AS n
              FROM feeds x LEFT JOIN feed_subscriptions s ON s.feed_id = x.feed_id
              WHERE true ${inIds(sql`x.feed_id`, feedIds, 'int')}
              GROUP BY x.feed_id) c
        WHERE f.feed_id = c.feed_id AND f.subscribers_count <> c.n`,
  );
}

/**
 * Recounts `feeds.tags_count`: the `feed_tags` rows of the feed. Reads `feeds`, `feed_tags`;
 * writes where it differs. Optional `feedIds` restrict it.
 * @returns how many feeds changed
 */
export async function recountFeedTagsCount(
  db: RecountDb,
  { feedIds }: { feedIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE feeds f SET tags_count = c.n
        FROM (SELECT x.feed_id, count(ft.tag_id)::int AS n
              FROM feeds x LEFT JOIN feed_tags ft ON ft.feed_id = x.feed_id
              WHERE true ${inIds(sql`x.feed_id`, feedIds, 'int')}
              GROUP BY x.feed_id) c
        WHERE f.feed_id = c.feed_id AND f.tags_count <> c.n`,
  );
}

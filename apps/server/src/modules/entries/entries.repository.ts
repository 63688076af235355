/**
 * SQL of the entries area: write an entry with its tags and counters, soft-delete it, find one,
 * page an author's profile and hydrate a page of entries in one query (DESIGN.md §8).
 * No HTTP and no product rules here.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import {
  authorStats,
  entries,
  entryTags,
  tagAuthorStats,
  tags,
  users,
} from '../../db/schema/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import type { UserShortRow } from '../users/users.repository.ts';
import type { TagMention } from './entries.text.ts';

/** One hydrated entry as `hydrate` selects it: the entry, its author and its tags. */
export interface EntryRow extends UserShortRow {
  entry_id: number | string;
  uuid: string;
  text: string;
  link: string | null;
  is_comments_enabled: boolean;
  is_hidden_from_feed: boolean;
  is_nsfw: boolean;
  is_ai: boolean;
  is_pinned: boolean;
  is_edited: boolean;
  comments_count: number;
  bookmarks_count: number;
  date_added: Date | string;
  /** Slugs of the entry's tags, in slug order. */
  tags: string[];
}

/** What a new entry is made of (already validated by the service). */
export interface NewEntry {
  uuid: string;
  userId: number;
  text: string;
  link: string | null;
  isCommentsEnabled: boolean;
  isHiddenFromFeed: boolean;
  isNsfw: boolean;
  isAi: boolean;
  tags: TagMention[];
}

/** The few columns rules need about a live entry (no hydration). */
export interface EntryRef {
  entryId: number;
  uuid: string;
  userId: number;
  isCommentsEnabled: boolean;
  isHiddenFromFeed: boolean;
}

/**
 * SQL condition: the account `u` (an alias of `users`) is active — not suspended, blocked or
 * deleted. Such an account's entries are shown nowhere, and it counts in no feed total.
 */
export function activeAuthor(u: string): SQL {
  return sql`${sql.identifier(u)}.state = 'active'`;
}

/**
 * The "visible entry" condition, written once for every query that shows entries (spec §2,
 * DESIGN.md §5): the entry `e` (an alias of `entries`) is live (`deleted_at IS NULL`) and its
 * author `u` (an alias of `users`, joined on `e.user_id`) is active (`activeAuthor`); with
 * `where = 'feeds'` it is also not hidden from the feed — what the timeline, the abyss and tag
 * pages list. `'anywhere'` is what an entry's own page and its comments need (an entry hidden
 * from the feed still has its page). A profile lists its author's live entries, hidden ones
 * included, after the service has checked the author (`profilePageIds`).
 *
 * The feed form matches the partial indexes `entries_feed_idx` and `entries_user_feed_idx`.
 * Feed totals are sums of counters kept for the same set (schema/content.ts).
 */
export function visibleEntry(e: string, u: string, where: 'anywhere' | 'feeds'): SQL {
  const entry = sql.identifier(e);
  const visible = sql`${entry}.deleted_at IS NULL AND ${activeAuthor(u)}`;
  return where === 'feeds' ? sql`${visible} AND NOT ${entry}.is_hidden_from_feed` : visible;
}

/** Adds `delta` to the author's counters: `entries_count`, and the feed one when `inFeed`. */
async function moveAuthorCounters(tx: Tx, userId: number, delta: 1 | -1, inFeed: boolean) {
  await tx
    .update(users)
    .set({ entriesCount: sql`${users.entriesCount} + ${delta}` })
    .where(eq(users.userId, userId));
  if (!inFeed) return;
  await tx
    .insert(authorStats)
    .values({ userId, feedEntriesCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: authorStats.userId,
      set: { feedEntriesCount: sql`${authorStats.feedEntriesCount} + ${delta}` },
    });
}

/**
 * Adds 1 to `tag_author_stats` of `userId` for each tag of `tagIds` (creating the rows), in
 * `tag_id` order so two writes of one author never wait on each other in opposite orders.
 * Called for an entry shown in feeds (not hidden), in its insert transaction.
 */
async function addTagAuthorCounters(tx: Tx, userId: number, tagIds: number[]) {
  if (tagIds.length === 0) return;
  await tx
    .insert(tagAuthorStats)
    .values(
      [...tagIds].sort((a, b) => a - b).map((tagId) => ({ tagId, userId, feedEntriesCount: 1 })),
    )
    .onConflictDoUpdate({
      target: [tagAuthorStats.tagId, tagAuthorStats.userId],
      set: { feedEntriesCount: sql`${tagAuthorStats.feedEntriesCount} + 1` },
    });
}

/**
 * Takes 1 from `tag_author_stats` of `userId` for every tag linked to `entryId`. Called when an
 * entry shown in feeds is deleted, in its delete transaction.
 */
async function dropTagAuthorCounters(tx: Tx, userId: number, entryId: number) {
  await tx
    .update(tagAuthorStats)
    .set({ feedEntriesCount: sql`${tagAuthorStats.feedEntriesCount} - 1` })
    .where(
      and(
        eq(tagAuthorStats.userId, userId),
        inArray(
          tagAuthorStats.tagId,
          tx
            .select({ tagId: entryTags.tagId })
            .from(entryTags)
            .where(eq(entryTags.entryId, entryId)),
        ),
      ),
    );
}

/** Creates the repository over `db`. */
export function createEntriesRepository(db: Db) {
  /**
   * Hydrates the entries listed by `page` — a SQL relation with columns `(entry_id, ord)` — in
   * one query: entry, author (`UserShort` columns), whether `viewerId` subscribes to the author,
   * and the tag slugs. Rows come in `ord` order. Nothing is filtered here: `page` decides.
   */
  async function hydrate(page: SQL, viewerId: number | null) {
    return queryRows<EntryRow>(
      db,
      sql`
        SELECT e.entry_id, e.uuid, e.text, e.link,
               e.is_comments_enabled, e.is_hidden_from_feed, e.is_nsfw, e.is_ai,
               e.is_pinned, e.is_edited, e.comments_count, e.bookmarks_count, e.date_added,
               u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
               (s.subscriber_id IS NOT NULL) AS me_subscribed,
               coalesce(tg.slugs, '{}'::text[]) AS tags
        FROM (${page}) AS p
        JOIN entries e ON e.entry_id = p.entry_id
        JOIN users u ON u.user_id = e.user_id
        LEFT JOIN subscriptions s
               ON s.subscriber_id = ${viewerId}::int AND s.user_id = e.user_id
        LEFT JOIN LATERAL (
          SELECT array_agg(t.slug ORDER BY t.slug) AS slugs
          FROM entry_tags et JOIN tags t ON t.tag_id = et.tag_id
          WHERE et.entry_id = e.entry_id
        ) tg ON true
        ORDER BY p.ord`,
    );
  }

  return {
    /**
     * Inserts an entry in one transaction: the row, its tags (a tag row is created on first use:
     * `ON CONFLICT (slug) DO NOTHING` keeps the first label and date), the `entry_tags` links,
     * the author's `entries_count` +1 and, unless hidden from the feed, the author's
     * `feed_entries_count` +1 and `tag_author_stats` +1 for each of its tags.
     * @returns the new `entry_id`
     */
    async insert(entry: NewEntry): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(entries)
          .values({
            uuid: entry.uuid,
            userId: entry.userId,
            text: entry.text,
            link: entry.link,
            isCommentsEnabled: entry.isCommentsEnabled,
            isHiddenFromFeed: entry.isHiddenFromFeed,
            isNsfw: entry.isNsfw,
            isAi: entry.isAi,
          })
          .returning({ entryId: entries.entryId });
        const entryId = Number(row!.entryId);
        if (entry.tags.length > 0) {
          await tx.insert(tags).values(entry.tags).onConflictDoNothing({ target: tags.slug });
          // A fresh statement: sees tags committed meanwhile by a concurrent first use.
          const tagIds = await tx
            .select({ tagId: tags.tagId })
            .from(tags)
            .where(
              inArray(
                tags.slug,
                entry.tags.map((t) => t.slug),
              ),
            );
          await tx
            .insert(entryTags)
            .values(tagIds.map(({ tagId }) => ({ entryId, tagId })))
            .onConflictDoNothing();
          if (!entry.isHiddenFromFeed) {
            await addTagAuthorCounters(
              tx,
              entry.userId,
              tagIds.map(({ tagId }) => tagId),
            );
          }
        }
        await moveAuthorCounters(tx, entry.userId, 1, !entry.isHiddenFromFeed);
        return entryId;
      });
    },

    /**
     * Soft-deletes a live entry (sets `deleted_at`) and moves the author's counters (and, for an
     * entry shown in feeds, its `tag_author_stats`) back, in one transaction. Comments and tag links stay (every read skips deleted entries).
     * @returns false when the entry was already deleted (nothing changed)
     */
    async softDelete(entryId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(entries)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(entries.entryId, entryId), isNull(entries.deletedAt)))
          .returning({ userId: entries.userId, isHiddenFromFeed: entries.isHiddenFromFeed });
        if (!row) return false;
        await moveAuthorCounters(tx, row.userId, -1, !row.isHiddenFromFeed);
        if (!row.isHiddenFromFeed) await dropTagAuthorCounters(tx, row.userId, entryId);
        return true;
      });
    },

    /**
     * The visible entry with this uuid (`visibleEntry` 'anywhere'), or null (deleted entry,
     * deleted, suspended or blocked author, unknown uuid). `uuid` must be a well-formed UUID.
     */
    async findRef(uuid: string): Promise<EntryRef | null> {
      const [row] = await db
        .select({
          entryId: entries.entryId,
          uuid: entries.uuid,
          userId: entries.userId,
          isCommentsEnabled: entries.isCommentsEnabled,
          isHiddenFromFeed: entries.isHiddenFromFeed,
        })
        .from(entries)
        .innerJoin(users, eq(users.userId, entries.userId))
        .where(and(eq(entries.uuid, uuid), visibleEntry('entries', 'users', 'anywhere')))
        .limit(1);
      return row ? { ...row, entryId: Number(row.entryId) } : null;
    },

    /**
     * One live entry of an active author by uuid, hydrated for `viewerId`, or null (same
     * filtering as `findRef`). One query.
     */
    async findByUuid(uuid: string, viewerId: number | null): Promise<EntryRow | null> {
      const [row] = await hydrate(
        sql`SELECT e.entry_id, 1 AS ord
            FROM entries e JOIN users u ON u.user_id = e.user_id
            WHERE e.uuid = ${uuid}::uuid AND ${visibleEntry('e', 'u', 'anywhere')}`,
        viewerId,
      );
      return row ?? null;
    },

    /**
     * Hydrates the entries `ids` for `viewerId` in one query, keeping the order of `ids`.
     * Ids that do not exist are skipped; nothing else is filtered (the caller chose the ids).
     */
    async hydrateIds(ids: readonly number[], viewerId: number | null): Promise<EntryRow[]> {
      if (ids.length === 0) return [];
      return hydrate(
        sql`SELECT entry_id, ord
            FROM unnest(${sql.param(ids)}::bigint[]) WITH ORDINALITY AS p(entry_id, ord)`,
        viewerId,
      );
    },

    /**
     * A page of an author's profile (DESIGN.md §5 "pin"): the pinned entry first, then the
     * others newest first (`entry_id DESC`), with `offset`/`limit` over that whole order.
     * Includes entries hidden from the feed; skips deleted ones. The author's state is the
     * caller's business. Each branch reads the `(user_id, entry_id DESC)` index and stops after
     * `offset + limit` rows, so deep profiles stay cheap.
     * @returns the page's entry ids in order
     */
    async profilePageIds(userId: number, { offset, limit }: Paging): Promise<number[]> {
      const rows = await queryRows<{ entry_id: number | string }>(
        db,
        sql`
          SELECT entry_id FROM (
            (SELECT entry_id, 0 AS pinned_last
             FROM entries
             WHERE user_id = ${userId} AND deleted_at IS NULL AND is_pinned
             LIMIT 1)
            UNION ALL
            (SELECT entry_id, 1 AS pinned_last
             FROM entries
             WHERE user_id = ${userId} AND deleted_at IS NULL AND NOT is_pinned
             ORDER BY entry_id DESC
             LIMIT ${offset + limit})
          ) AS profile
          ORDER BY pinned_last, entry_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },
  };
}

/** The entries repository. */
export type EntriesRepository = ReturnType<typeof createEntriesRepository>;

/*
 * Recounts (lib/recount.ts): each sets one counter the functions above move to the `count(*)`
 * of the rows it counts, in one statement, and returns how many rows it changed. Optional ids
 * restrict it to some authors (or tags); without them every row is recounted.
 */

/**
 * Recounts `users.entries_count`: the user's entries that are not deleted (hidden ones
 * included). Reads `users`, `entries`; writes `users.entries_count` where it differs (0 for a
 * user without entries).
 * @returns how many users changed
 */
export async function recountEntriesCount(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE users u SET entries_count = c.n
        FROM (SELECT x.user_id, count(e.entry_id)::int AS n
              FROM users x
              LEFT JOIN entries e ON e.user_id = x.user_id AND e.deleted_at IS NULL
              WHERE true ${inIds(sql`x.user_id`, userIds, 'int')}
              GROUP BY x.user_id) c
        WHERE u.user_id = c.user_id AND u.entries_count <> c.n`,
  );
}

/**
 * Recounts `author_stats.feed_entries_count`: the author's entries that are not deleted and not
 * hidden from the feed. A row exists for every author with an entry not hidden from the feed,
 * deleted or not (as the insert leaves it: created on the first such entry, kept at 0 when they
 * are all deleted); a row with nothing to count is set to 0. Reads `entries`, `author_stats`;
 * writes `author_stats` (insert or update) where it differs.
 * @returns how many rows were inserted or changed
 */
export async function recountAuthorStats(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO author_stats (user_id, feed_entries_count)
        SELECT coalesce(c.user_id, st.user_id), coalesce(c.n, 0)
        FROM (SELECT user_id, (count(*) FILTER (WHERE deleted_at IS NULL))::int AS n
              FROM entries
              WHERE NOT is_hidden_from_feed ${inIds(sql`user_id`, userIds, 'int')}
              GROUP BY user_id) c
        FULL JOIN (SELECT user_id, feed_entries_count FROM author_stats
                   WHERE true ${inIds(sql`user_id`, userIds, 'int')}) st
               ON st.user_id = c.user_id
        WHERE coalesce(c.n, 0) IS DISTINCT FROM st.feed_entries_count
        ON CONFLICT (user_id) DO UPDATE SET feed_entries_count = excluded.feed_entries_count`,
  );
}

/**
 * Recounts `tag_author_stats.feed_entries_count`: per tag and author, the entries linked to the
 * tag that are not deleted and not hidden from the feed. Rows exist as for `author_stats`, per
 * tag (every pair with a linked entry not hidden from the feed); a row with nothing to count is
 * set to 0. Reads `entry_tags`, `entries`, `tag_author_stats`; writes `tag_author_stats`
 * (insert or update) where it differs. `userIds` and `tagIds` restrict it (both: the pairs
 * matching both).
 * @returns how many rows were inserted or changed
 */
export async function recountTagAuthorStats(
  db: RecountDb,
  { userIds, tagIds }: { userIds?: readonly number[]; tagIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO tag_author_stats (tag_id, user_id, feed_entries_count)
        SELECT coalesce(c.tag_id, st.tag_id), coalesce(c.user_id, st.user_id), coalesce(c.n, 0)
        FROM (SELECT et.tag_id, e.user_id,
                     (count(*) FILTER (WHERE e.deleted_at IS NULL))::int AS n
              FROM entry_tags et JOIN entries e ON e.entry_id = et.entry_id
              WHERE NOT e.is_hidden_from_feed
                    ${inIds(sql`e.user_id`, userIds, 'int')}
                    ${inIds(sql`et.tag_id`, tagIds, 'int')}
              GROUP BY et.tag_id, e.user_id) c
        FULL JOIN (SELECT tag_id, user_id, feed_entries_count FROM tag_author_stats
                   WHERE true ${inIds(sql`user_id`, userIds, 'int')}
                              ${inIds(sql`tag_id`, tagIds, 'int')}) st
               ON st.tag_id = c.tag_id AND st.user_id = c.user_id
        WHERE coalesce(c.n, 0) IS DISTINCT FROM st.feed_entries_count
        ON CONFLICT (tag_id, user_id)
        DO UPDATE SET feed_entries_count = excluded.feed_entries_count`,
  );
}

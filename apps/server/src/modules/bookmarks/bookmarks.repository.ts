/**
 * SQL of bookmarks (spec §7 "Bookmarks"): the toggle with the entries' bookmark counter
 * (DESIGN.md §8: moved in the write's transaction, never counted on read), the lookups that
 * decide whether an object can be bookmarked, and the ids of a person's bookmarks per kind,
 * newest first, with only what is still readable. No HTTP and no product rules here.
 */
import type { BookmarkObject } from '@potok/common';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { bookmarks, entries } from '../../db/schema/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import { liveFeed } from '../custom-feeds/custom-feeds.repository.ts';
import { activeAuthor, visibleEntry } from '../entries/entries.repository.ts';

/** The kinds the lists show: every kind. */
export type ListedBookmark = BookmarkObject;

/** The result of a toggle: whether a row changed, and the entry's counter (entries only). */
export interface BookmarkChange {
  changed: boolean;
  bookmarks?: number;
}

/**
 * Per listed kind: the join from a bookmark `b` to its object and the condition that the
 * object is still readable — an active user; a live entry of an active author; a comment not
 * deleted, under such an entry; a custom feed not deleted, of an active author.
 */
const READABLE: Record<ListedBookmark, ReturnType<typeof sql>> = {
  user: sql`JOIN users u ON u.user_id = b.object_id WHERE ${activeAuthor('u')}`,
  entry: sql`JOIN entries e ON e.entry_id = b.object_id
             JOIN users u ON u.user_id = e.user_id
             WHERE ${visibleEntry('e', 'u', 'anywhere')}`,
  comment: sql`JOIN comments c ON c.comment_id = b.object_id
               JOIN entries e ON e.entry_id = c.entry_id
               JOIN users u ON u.user_id = e.user_id
               WHERE c.deleted_at IS NULL AND ${visibleEntry('e', 'u', 'anywhere')}`,
  feed: sql`JOIN feeds f ON f.feed_id = b.object_id
            JOIN users u ON u.user_id = f.user_id
            WHERE ${liveFeed('f', 'u')}`,
};

/** Creates the repository over `db`. */
export function createBookmarksRepository(db: Db) {
  /** Adds `delta` to the entry's `bookmarks_count`; returns the new value. */
  async function moveEntryCounter(tx: Tx, entryId: number, delta: 1 | -1): Promise<number> {
    const [row] = await tx
      .update(entries)
      .set({ bookmarksCount: sql`${entries.bookmarksCount} + ${delta}` })
      .where(eq(entries.entryId, entryId))
      .returning({ n: entries.bookmarksCount });
    return row?.n ?? 0;
  }

  /** The entry's `bookmarks_count` (when nothing changed). */
  async function entryCounter(tx: Tx, entryId: number): Promise<number> {
    const [row] = await tx
      .select({ n: entries.bookmarksCount })
      .from(entries)
      .where(eq(entries.entryId, entryId));
    return row?.n ?? 0;
  }

  return {
    /** True when `userId` names an active account. */
    async userIsActive(userId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM users u WHERE u.user_id = ${userId} AND ${activeAuthor('u')}`,
      );
      return rows.length > 0;
    },

    /** True when `entryId` names a live entry of an active author. */
    async entryIsVisible(entryId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM entries e JOIN users u ON u.user_id = e.user_id
            WHERE e.entry_id = ${entryId} AND ${visibleEntry('e', 'u', 'anywhere')}`,
      );
      return rows.length > 0;
    },

    /** True when `commentId` names a comment not deleted, under a visible entry. */
    async commentIsVisible(commentId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM comments c JOIN entries e ON e.entry_id = c.entry_id
            JOIN users u ON u.user_id = e.user_id
            WHERE c.comment_id = ${commentId} AND c.deleted_at IS NULL
              AND ${visibleEntry('e', 'u', 'anywhere')}`,
      );
      return rows.length > 0;
    },

    /**
     * Bookmarks the object for `userId`: `INSERT … ON CONFLICT DO NOTHING`, and for an entry,
     * only when a row was inserted, `bookmarks_count` +1 in the same transaction (idempotent).
     */
    async add(userId: number, objectType: BookmarkObject, objectId: number) {
      return db.transaction(async (tx): Promise<BookmarkChange> => {
        const inserted = await tx
          .insert(bookmarks)
          .values({ userId, objectType, objectId })
          .onConflictDoNothing()
          .returning({ objectId: bookmarks.objectId });
        const changed = inserted.length > 0;
        if (objectType !== 'entry') return { changed };
        return {
          changed,
          bookmarks: changed
            ? await moveEntryCounter(tx, objectId, 1)
            : await entryCounter(tx, objectId),
        };
      });
    },

    /** Removes the bookmark; for an entry, `bookmarks_count` −1 only when a row went. */
    async remove(userId: number, objectType: BookmarkObject, objectId: number) {
      return db.transaction(async (tx): Promise<BookmarkChange> => {
        const deleted = await tx
          .delete(bookmarks)
          .where(
            and(
              eq(bookmarks.userId, userId),
              eq(bookmarks.objectType, objectType),
              eq(bookmarks.objectId, objectId),
            ),
          )
          .returning({ objectId: bookmarks.objectId });
        const changed = deleted.length > 0;
        if (objectType !== 'entry') return { changed };
        return {
          changed,
          bookmarks: changed
            ? await moveEntryCounter(tx, objectId, -1)
            : await entryCounter(tx, objectId),
        };
      });
    },

    /** True when `userId` has bookmarked the object. */
    async has(userId: number, objectType: BookmarkObject, objectId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM bookmarks WHERE user_id = ${userId}
            AND object_type = ${objectType} AND object_id = ${objectId}`,
      );
      return rows.length > 0;
    },

    /**
     * The ids of `userId`'s bookmarks of `kind` whose object is still readable, newest bookmark
     * first (`date_added DESC, object_id DESC`, index `bookmarks_user_type_date_idx`), and how
     * many there are. A person's bookmarks are few: the total is a `count(*)` over that index
     * range, so it always equals what the pages show.
     */
    async page(
      userId: number,
      kind: ListedBookmark,
      { offset, limit }: Paging,
    ): Promise<{ ids: number[]; total: number }> {
      const mine = sql`b.user_id = ${userId} AND b.object_type = ${kind}`;
      const rows = await queryRows<{ object_id: number | string }>(
        db,
        sql`SELECT b.object_id FROM bookmarks b ${READABLE[kind]} AND ${mine}
            ORDER BY b.date_added DESC, b.object_id DESC
            LIMIT ${limit} OFFSET ${offset}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM bookmarks b ${READABLE[kind]} AND ${mine}`,
      );
      return { ids: rows.map((r) => Number(r.object_id)), total: count?.n ?? 0 };
    },
  };
}

/** The bookmarks repository. */
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

/**
 * Recounts `entries.bookmarks_count` (lib/recount.ts): the `bookmarks` rows with
 * `object_type = 'entry'` and the entry's id, whatever the entry's state (the row stays while
 * the entry is deleted, and so does its count). Reads `entries`, `bookmarks`; writes
 * `entries.bookmarks_count` where it differs. Optional `entryIds` restrict it.
 * @returns how many entries changed
 */
export async function recountBookmarksCount(
  db: RecountDb,
  { entryIds }: { entryIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE entries e SET bookmarks_count = c.n
        FROM (SELECT x.entry_id, count(b.user_id)::int AS n
              FROM entries x
              LEFT JOIN bookmarks b ON b.object_type = 'entry' AND b.object_id = x.entry_id
              WHERE true ${inIds(sql`x.entry_id`, entryIds, 'bigint')}
              GROUP BY x.entry_id) c
        WHERE e.entry_id = c.entry_id AND e.bookmarks_count <> c.n`,
  );
}

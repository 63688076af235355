/**
 * Counter upkeep of entry writes (DESIGN.md §8; the list in db/schema/content.ts): the moves of
 * `users.entries_count`, `author_stats`, `tag_author_stats` and `abyss_stats` that an insert,
 * delete, edit or operators' hide makes in its own transaction (entries.writes.ts). Their
 * recounts are in entries.recount.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { authorStats, entryTags, tagAuthorStats, users } from '../../db/schema/index.ts';
import { activeAuthor } from './entries.visible.ts';

/**
 * Adds `delta` to the abyss's size (`abyss_stats`, one row) when `userId` is active: called
 * beside every move of the author's `author_stats.feed_entries_count`, in its transaction. The
 * author's `users` row is taken FOR SHARE, so a concurrent change of their state (whose trigger
 * moves the abyss by their whole count) runs wholly before or after this move. Every entry
 * write of every author updates this one row, so it comes last in the transaction: the row
 * lock is held only until the commit.
 */
export async function moveAbyssCounter(tx: Tx, userId: number, delta: 1 | -1) {
  await tx.execute(
    sql`WITH author AS (SELECT 1 FROM users
                        WHERE user_id = ${userId} AND ${activeAuthor('users')} FOR SHARE)
        UPDATE abyss_stats SET feed_entries_count = feed_entries_count + ${delta}::int
        WHERE singleton AND EXISTS (SELECT 1 FROM author)`,
  );
}

/**
 * Adds `delta` to the author's counters: `entries_count`, and the feed one when `inFeed` (the
 * caller then moves the abyss's, `moveAbyssCounter`, as its transaction's last statement).
 */
export async function moveAuthorCounters(tx: Tx, userId: number, delta: 1 | -1, inFeed: boolean) {
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
export async function addTagAuthorCounters(tx: Tx, userId: number, tagIds: number[]) {
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
export async function dropTagAuthorCounters(tx: Tx, userId: number, entryId: number) {
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

/**
 * Adds `delta` to the author's `author_stats.feed_entries_count` (creating the row); the caller
 * moves the abyss's (`moveAbyssCounter`) as its transaction's last statement.
 */
export async function moveFeedCounter(tx: Tx, userId: number, delta: 1 | -1) {
  await tx
    .insert(authorStats)
    .values({ userId, feedEntriesCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: authorStats.userId,
      set: { feedEntriesCount: sql`${authorStats.feedEntriesCount} + ${delta}` },
    });
}

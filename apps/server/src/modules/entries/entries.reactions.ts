/**
 * Reactions to entries (`entry_reactions`) and their counts (`entry_reaction_counts`, moved in
 * the same transaction): give, take back, and read an entry's reactions. The recount of the
 * counts is in entries.recount.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { entryReactionCounts, entryReactions } from '../../db/schema/index.ts';

/** A reaction count of one entry, with whether the viewer gave it. */
export interface ReactionRow {
  react: string;
  count: number;
  is_mine: boolean;
}

/** Creates the reaction reads and writes over `db` (part of `createEntriesRepository`). */
export function createEntryReactions(db: Db) {
  return {
    /**
     * Adds `userId`'s reaction `react` to entry `entryId` and, when it is new, 1 to its
     * `entry_reaction_counts` row, in one transaction. Giving a reaction twice changes nothing.
     * @returns true when the reaction was added
     */
    async addReaction(entryId: number, userId: number, react: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(entryReactions)
          .values({ entryId, userId, react })
          .onConflictDoNothing()
          .returning({ react: entryReactions.react });
        if (added.length === 0) return false;
        await tx
          .insert(entryReactionCounts)
          .values({ entryId, react, count: 1 })
          .onConflictDoUpdate({
            target: [entryReactionCounts.entryId, entryReactionCounts.react],
            set: { count: sql`${entryReactionCounts.count} + 1` },
          });
        return true;
      });
    },

    /**
     * Takes `userId`'s reaction `react` from entry `entryId` and, when there was one, 1 from
     * its count, in one transaction. Taking back a reaction not given changes nothing.
     * @returns true when a reaction was removed
     */
    async removeReaction(entryId: number, userId: number, react: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(entryReactions)
          .where(
            and(
              eq(entryReactions.entryId, entryId),
              eq(entryReactions.userId, userId),
              eq(entryReactions.react, react),
            ),
          )
          .returning({ react: entryReactions.react });
        if (removed.length === 0) return false;
        await tx
          .update(entryReactionCounts)
          .set({ count: sql`${entryReactionCounts.count} - 1` })
          .where(
            and(eq(entryReactionCounts.entryId, entryId), eq(entryReactionCounts.react, react)),
          );
        return true;
      });
    },

    /** The reactions of entry `entryId` with a count above 0, and whether `viewerId` gave each. */
    async reactionsOf(entryId: number, viewerId: number | null): Promise<ReactionRow[]> {
      return queryRows<ReactionRow>(
        db,
        sql`SELECT rc.react, rc.count,
                   EXISTS (SELECT 1 FROM entry_reactions r
                           WHERE r.entry_id = rc.entry_id AND r.user_id = ${viewerId}::int
                             AND r.react = rc.react) AS is_mine
            FROM entry_reaction_counts rc
            WHERE rc.entry_id = ${entryId} AND rc.count > 0`,
      );
    },
  };
}

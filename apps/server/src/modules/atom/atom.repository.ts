/**
 * SQL of the Atom documents (modules/atom): which entries a profile's document lists. A tag's
 * document lists what its page lists (the tags service); hydrating is the entries area's job
 * (one query, `EntriesService.hydrate`).
 *
 * A profile's document holds its author's public entries: live, not hidden from the feed, the
 * author active (`visibleEntry(…, 'feeds')`), strictly newest first by `entry_id` — no pinned
 * entry on top, since a feed reader sorts by date. The partial index `entries_user_feed_idx`
 * serves it.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { visibleEntry } from '../entries/entries.repository.ts';

/** Creates the repository over `db`. */
export function createAtomRepository(db: Db) {
  return {
    /**
     * The newest `limit` public entries of the author `userId` (see the module comment).
     * @returns their entry ids, newest first
     */
    async authorEntryIds(userId: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ entry_id: number | string }>(
        db,
        sql`
          SELECT e.entry_id
          FROM entries e
          JOIN users u ON u.user_id = e.user_id
          WHERE e.user_id = ${userId}::int AND ${visibleEntry('e', 'u', 'feeds')}
          ORDER BY e.entry_id DESC
          LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },
  };
}

/** The Atom repository. */
export type AtomRepository = ReturnType<typeof createAtomRepository>;

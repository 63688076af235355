/**
 * SQL of the feed tabs (DESIGN.md §5 "timeline tabs", §8 "Hot paths"): which entries make a
 * page of the timeline or the abyss, and how many there are. Hydrating the page is the entries
 * area's job (one query, `EntriesService.hydrate`).
 *
 * Every query here shows the same set, `visibleEntry(…, 'feeds')` of the entries repository:
 * live entries (`deleted_at IS NULL`) not hidden from the feed, of authors whose account is
 * `active`, strictly newest first by `entry_id`.
 *
 * `total_items` is never a `count(*)` over entries: it sums the maintained per-author counter
 * `author_stats.feed_entries_count` (live, not-hidden entries; moved in the entry's own write
 * transaction) over the active authors in view. For the timeline that is the viewer plus their
 * subscriptions (≤ a few hundred rows by the primary key); for the abyss it is one row per
 * author who ever posted (an index-only sized scan of `author_stats` joined to `users`, ~10 k
 * rows on the benchmark network against 1 M entries). Exact, never an estimate.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Paging } from '../../lib/paging.ts';
import { activeAuthor, visibleEntry } from '../entries/entries.repository.ts';

type IdRow = { entry_id: number | string };
type TotalRow = { total: number | string | null };

/** Creates the repository over `db`. */
export function createFeedsRepository(db: Db) {
  return {
    /**
     * A page of the viewer's timeline: entries of the users `viewerId` subscribes to and their
     * own, newest first (`entry_id DESC`), `offset`/`limit` over that order. Feeds the viewer
     * follows are to join this list when custom feeds exist.
     *
     * Fan-in B (DESIGN.md §8): for each author, a LATERAL subquery reads at most
     * `offset + limit` of their newest feed entries from the partial index
     * `entries_user_feed_idx (user_id, entry_id DESC)`, then the union is merged and cut. The
     * cost is bounded by authors × (offset + limit) index rows, whatever the authors' activity
     * — unlike `user_id IN (…) ORDER BY entry_id DESC`, which walks the whole table for a user
     * who follows a few quiet accounts.
     * @returns the page's entry ids in order
     */
    async timelinePageIds({ offset, limit }: Paging, viewerId: number): Promise<number[]> {
      const rows = await queryRows<IdRow>(
        db,
        sql`
          WITH authors AS (
            SELECT s.user_id FROM subscriptions s WHERE s.subscriber_id = ${viewerId}::int
            UNION
            SELECT ${viewerId}::int
          )
          SELECT p.entry_id
          FROM authors a
          JOIN users u ON u.user_id = a.user_id
          CROSS JOIN LATERAL (
            SELECT e.entry_id
            FROM entries e
            WHERE e.user_id = a.user_id AND ${visibleEntry('e', 'u', 'feeds')}
            ORDER BY e.entry_id DESC
            LIMIT ${offset + limit}
          ) p
          ORDER BY p.entry_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },

    /**
     * How many entries the viewer's timeline holds: the sum of `feed_entries_count` of the
     * viewer and the users they subscribe to, active authors only (see the module comment).
     *
     * The counter is read by a scalar subquery per author, i.e. one `author_stats` primary-key
     * probe each: written as a join, the planner hashes the whole of `author_stats` instead
     * (≈ 1 ms per request at 10 k authors, more than the page itself; bench/README.md).
     */
    async timelineTotal(viewerId: number): Promise<number> {
      const [row] = await queryRows<TotalRow>(
        db,
        sql`
          WITH authors AS (
            SELECT s.user_id FROM subscriptions s WHERE s.subscriber_id = ${viewerId}::int
            UNION
            SELECT ${viewerId}::int
          )
          SELECT sum((SELECT st.feed_entries_count FROM author_stats st
                      WHERE st.user_id = a.user_id)) AS total
          FROM authors a
          JOIN users u ON u.user_id = a.user_id AND ${activeAuthor('u')}`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * A page of the abyss: every live, not-hidden entry of an active author, newest first
     * (`entry_id DESC`), `offset`/`limit` over that order. Walks the partial index
     * `entries_feed_idx (entry_id DESC)` and probes each author by primary key.
     * @returns the page's entry ids in order
     */
    async abyssPageIds({ offset, limit }: Paging): Promise<number[]> {
      const rows = await queryRows<IdRow>(
        db,
        sql`
          SELECT e.entry_id
          FROM entries e
          JOIN users u ON u.user_id = e.user_id
          WHERE ${visibleEntry('e', 'u', 'feeds')}
          ORDER BY e.entry_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },

    /** How many entries the abyss holds: `feed_entries_count` summed over active authors. */
    async abyssTotal(): Promise<number> {
      const [row] = await queryRows<TotalRow>(
        db,
        sql`
          SELECT sum(st.feed_entries_count) AS total
          FROM author_stats st
          JOIN users u ON u.user_id = st.user_id AND ${activeAuthor('u')}`,
      );
      return Number(row?.total ?? 0);
    },
  };
}

/** The feeds repository. */
export type FeedsRepository = ReturnType<typeof createFeedsRepository>;

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
 * rows on the benchmark network against 1 M entries). Exact, never an estimate — but for the
 * custom feeds' part, an upper bound (entries carrying several followed tags, entries of
 * authors no longer active: `followedTagsTotal`).
 *
 * Custom feeds (DESIGN.md §5): the timeline and `feed/feeds` also carry the entries with a tag
 * of a feed the viewer follows — the tag page's set, per tag (`tagEntriesUnion` of the custom
 * feeds repository), each entry once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Paging } from '../../lib/paging.ts';
import { tagEntriesUnion } from '../custom-feeds/custom-feeds.repository.ts';
import { activeAuthor, shownToViewer, visibleEntry } from '../entries/entries.repository.ts';
import {
  followedTags,
  timelinePageRelation,
  timelineUnbuilt,
} from '../timeline/timeline.repository.ts';

type IdRow = { entry_id: number | string };
type TotalRow = { total: number | string | null };

/**
 * How many entries the followed tags hold: per followed tag (`followedTags`), the sum of its
 * `tag_author_stats.feed_entries_count` rows, leaving out the authors of the CTE `authors` when
 * given (their entries are counted by `author_stats` already). An upper bound, never below the
 * entries shown: an entry carrying two followed tags counts once per tag, and the entries of
 * authors who are no longer active still count (docs/decisions.md "Custom feeds in the
 * timeline"); the list then ends on a short page. One `tag_author_stats` primary-key range per
 * tag, read by a scalar subquery: joining `users` to drop non-active authors probed one row per
 * author of every followed tag and cost 2–3× the page (bench/README.md).
 */
function followedTagsTotal(viewerId: number, authors: SQL | null): SQL {
  const others =
    authors === null
      ? sql``
      : sql`AND NOT EXISTS (SELECT 1 FROM ${authors} a WHERE a.user_id = st.user_id)`;
  return sql`
    SELECT coalesce(sum((SELECT sum(st.feed_entries_count) FROM tag_author_stats st
                         WHERE st.tag_id = tg.tag_id ${others})), 0)
    FROM unnest(${followedTags(viewerId)}) AS tg(tag_id)`;
}

/** Creates the repository over `db`. */
export function createFeedsRepository(
  db: Db,
  options: {
    /** Called after a timeline page read without a usable list of the viewer's. */
    onTimelineUnbuilt?: (viewerId: number) => Promise<void>;
  } = {},
) {
  return {
    /**
     * A page of the viewer's timeline: entries of the users `viewerId` subscribes to, their own,
     * and those carrying a tag of a custom feed they follow, each entry once, newest first
     * (`entry_id DESC`), `offset`/`limit` over that order — the fan-in answer
     * (`fanInTimelineRelation`, fan-in B of DESIGN.md §8), read from the viewer's materialized
     * list when it covers the page (`timelinePageRelation`, modules/timeline), in one statement.
     * When the viewer has no usable list, `onTimelineUnbuilt` is called (it asks for a build).
     * @returns the page's entry ids in order
     */
    async timelinePageIds(page: Paging, viewerId: number): Promise<number[]> {
      const rows = await queryRows<IdRow & { unbuilt: boolean }>(
        db,
        sql`
          SELECT p.entry_id, st.unbuilt
          FROM (SELECT ${timelineUnbuilt(viewerId)} AS unbuilt) st
          LEFT JOIN LATERAL (${timelinePageRelation(page, viewerId)}) p ON true
          ORDER BY p.ord`,
      );
      if (rows[0]?.unbuilt) await options.onTimelineUnbuilt?.(viewerId);
      return rows.filter((r) => r.entry_id !== null).map((r) => Number(r.entry_id));
    },

    /**
     * How many entries the viewer's timeline holds: the sum of `feed_entries_count` of the
     * viewer and the users they subscribe to, active authors only (see the module comment),
     * plus, for the tags of the custom feeds they follow, `tag_author_stats` of the other
     * authors (`followedTagsTotal`, an upper bound).
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
          SELECT coalesce((
                   SELECT sum((SELECT st.feed_entries_count FROM author_stats st
                               WHERE st.user_id = a.user_id))
                   FROM authors a
                   JOIN users u ON u.user_id = a.user_id AND ${activeAuthor('u')}), 0)
               + coalesce((${followedTagsTotal(viewerId, sql`authors`)}), 0) AS total`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * A page of `feed/feeds`: the entries carrying a tag of a custom feed `viewerId` follows,
     * each once, newest first (`tagEntriesUnion` over `followedTags`).
     * @returns the page's entry ids in order
     */
    async followedFeedsPageIds({ offset, limit }: Paging, viewerId: number): Promise<number[]> {
      const rows = await queryRows<IdRow>(
        db,
        sql`
          SELECT c.entry_id
          FROM (${tagEntriesUnion(followedTags(viewerId), { offset, limit }, viewerId)}) c
          GROUP BY c.entry_id
          ORDER BY c.entry_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },

    /** How many entries `feed/feeds` holds (`followedTagsTotal`, no author left out). */
    async followedFeedsTotal(viewerId: number): Promise<number> {
      const [row] = await queryRows<TotalRow>(
        db,
        sql`SELECT (${followedTagsTotal(viewerId, null)}) AS total`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * A page of the abyss: every live, not-hidden entry of an active author, newest first
     * (`entry_id DESC`), `offset`/`limit` over that order. Walks the partial index
     * `entries_feed_idx (entry_id DESC)` and probes each author by primary key.
     * @returns the page's entry ids in order
     */
    async abyssPageIds(
      { offset, limit }: Paging,
      viewerId: number | null = null,
    ): Promise<number[]> {
      const rows = await queryRows<IdRow>(
        db,
        sql`
          SELECT e.entry_id
          FROM entries e
          JOIN users u ON u.user_id = e.user_id
          WHERE ${visibleEntry('e', 'u', 'feeds')} ${shownToViewer('e', viewerId)}
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

/**
 * SQL of the feed tabs (DESIGN.md §5 "timeline tabs", §8 "Hot paths"): which entries make a
 * page of the timeline or the abyss, and how many there are. Hydrating the page is the entries
 * area's job (`hydratePage`, in the same statement).
 *
 * Every query here shows the same set, `visibleEntry(…, 'feeds')` of the entries repository:
 * live entries (`deleted_at IS NULL`) not hidden from the feed, of authors whose account is
 * `active`, strictly newest first by `entry_id`.
 *
 * `total_items` is never a `count(*)` over entries. The timeline's sums the maintained per-author
 * counter `author_stats.feed_entries_count` (live, not-hidden entries; moved in the entry's own
 * write transaction) over the viewer and their subscriptions (≤ a few hundred rows by the
 * primary key); the abyss's is one maintained row, `abyss_stats` (the same counter over every
 * active author, moved with it and when an author's state changes). Exact, never an estimate —
 * but for the custom feeds' part, an upper bound (entries carrying several followed tags,
 * entries of authors no longer active: `followedTagsTotal`).
 *
 * The timeline's page comes from modules/timeline: the viewer's materialized list when it covers
 * the page, the fan-in otherwise, in one relation (`timelinePageRelation`).
 *
 * One round trip per page (DESIGN.md §8): each feed is given here as SQL — a page relation
 * `(entry_id, ord)` and a scalar total — which the feeds service hands to the entries
 * repository's `hydratePage`, so ids, total and hydration travel in one statement.
 *
 * Custom feeds (DESIGN.md §5): the timeline and `feed/feeds` also carry the entries with a tag
 * of a feed the viewer follows — the tag page's set, per tag (`tagEntriesUnion` of the custom
 * feeds repository), each entry once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { limitOffset, type Paging } from '../../lib/paging.ts';
import { tagEntriesUnion } from '../custom-feeds/custom-feeds.repository.ts';
import {
  activeAuthor,
  type PageSql,
  shownToViewer,
  totalHead,
  visibleEntry,
} from '../entries/entries.repository.ts';
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
 * authors who are no longer active still count (docs/decisions/custom-feeds.md "Custom feeds in the
 * timeline"); the list then ends on a short page. One `tag_author_stats` primary-key range per
 * tag, read by a scalar subquery: joining `users` to drop non-active authors probed one row per
 * author of every followed tag and cost 2–3× the page (docs/decisions/custom-feeds.md).
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

/**
 * How many entries the viewer's timeline holds, as a scalar SQL expression: the sum of
 * `feed_entries_count` of the viewer and the users they subscribe to, active authors only (see
 * the module comment), plus, for the tags of the custom feeds they follow, `tag_author_stats` of
 * the other authors (`followedTagsTotal`, an upper bound).
 *
 * The counter is read by a scalar subquery per author, i.e. one `author_stats` primary-key probe
 * each: written as a join, the planner hashes the whole of `author_stats` instead (≈ 1 ms per
 * request at 10 k authors, more than the page itself;
 * docs/decisions/entries-feeds-users-comments.md). Authors who are not
 * active are left out by `NOT EXISTS` over the partial index `users_not_active_idx` (a probe of
 * a small index per author, or one hash of its few rows), not by reading each author's `users`
 * row: that join was half of a timeline page's work in PostgreSQL (docs/benchmarks/explain-hot-paths.md).
 */
export function timelineTotalSql(viewerId: number): SQL {
  return sql`(
    WITH authors AS (
      SELECT s.user_id FROM subscriptions s WHERE s.subscriber_id = ${viewerId}::int
      UNION
      SELECT ${viewerId}::int
    )
    SELECT coalesce((
             SELECT sum((SELECT st.feed_entries_count FROM author_stats st
                         WHERE st.user_id = a.user_id))
             FROM authors a
             WHERE NOT EXISTS (SELECT 1 FROM users u
                               WHERE u.user_id = a.user_id AND NOT ${activeAuthor('u')})), 0)
         + coalesce((${followedTagsTotal(viewerId, sql`authors`)}), 0))`;
}

/**
 * A page of `feed/feeds` as a relation `(entry_id, ord)`: the entries carrying a tag of a custom
 * feed `viewerId` follows, each once, newest first (`tagEntriesUnion` over `followedTags`).
 */
export function followedFeedsPageRelation({ offset, limit }: Paging, viewerId: number): SQL {
  return sql`
    SELECT entry_id, row_number() OVER (ORDER BY entry_id DESC) AS ord
    FROM (
      SELECT c.entry_id
      FROM (${tagEntriesUnion(followedTags(viewerId), { offset, limit }, viewerId)}) c
      GROUP BY c.entry_id
      ORDER BY c.entry_id DESC
      ${limitOffset({ offset, limit })}
    ) AS followed`;
}

/** How many entries `feed/feeds` holds, a scalar SQL expression (`followedTagsTotal`). */
export function followedFeedsTotalSql(viewerId: number): SQL {
  return sql`(${followedTagsTotal(viewerId, null)})`;
}

/**
 * A page of the abyss as a relation `(entry_id, ord)`: every live, not-hidden entry of an
 * active author, newest first (`entry_id DESC`), `offset`/`limit` over that order. Walks the
 * partial index `entries_feed_idx (entry_id DESC)` and probes each author by primary key.
 */
export function abyssPageRelation({ offset, limit }: Paging, viewerId: number | null): SQL {
  return sql`
    SELECT entry_id, row_number() OVER (ORDER BY entry_id DESC) AS ord
    FROM (
      SELECT e.entry_id
      FROM entries e
      JOIN users u ON u.user_id = e.user_id
      WHERE ${visibleEntry('e', 'u', 'feeds')} ${shownToViewer('e', viewerId)}
      ORDER BY e.entry_id DESC
      ${limitOffset({ offset, limit })}
    ) AS abyss`;
}

/**
 * How many entries the abyss holds, a scalar SQL expression: the maintained one-row counter
 * `abyss_stats.feed_entries_count` (db/schema/content.ts), read by primary key.
 */
export function abyssTotalSql(): SQL {
  return sql`coalesce((SELECT st.feed_entries_count FROM abyss_stats st WHERE st.singleton), 0)`;
}

/** The entry ids of a page relation `(entry_id, ord)`, in order (benchmarks, EXPLAIN). */
async function idsOf(db: Db, page: SQL): Promise<number[]> {
  const rows = await queryRows<IdRow>(db, sql`SELECT entry_id FROM (${page}) p ORDER BY ord`);
  return rows.map((r) => Number(r.entry_id));
}

/** The value of a total expression (benchmarks, EXPLAIN). */
async function totalOf(db: Db, total: SQL): Promise<number> {
  const [row] = await queryRows<TotalRow>(db, sql`SELECT ${total} AS total`);
  return Number(row?.total ?? 0);
}

/**
 * Creates the repository over `db`: each feed's page as SQL (`PageSql`: the total as head, the
 * page relation; what the feeds service hands to `EntriesService.page`, one statement a page),
 * and its parts run on their own (benchmarks).
 */
export function createFeedsRepository(db: Db) {
  return {
    /**
     * A timeline page: `timelinePageRelation` (modules/timeline: the viewer's materialized list
     * when it covers the page, else the fan-in, in the same statement) with `timelineTotalSql`;
     * the head also says, as `timeline_unbuilt`, whether the viewer has no usable list (the
     * service then asks for a build).
     */
    timelinePage: (paging: Paging): PageSql<Record<string, never>, number> => ({
      key: `timeline:${paging.offset}:${paging.limit}`,
      values: {},
      build: (_values, viewerId) => ({
        head: sql`SELECT ${timelineTotalSql(viewerId)} AS total_items,
                         ${timelineUnbuilt(viewerId)} AS timeline_unbuilt`,
        page: timelinePageRelation(paging, viewerId),
      }),
    }),
    /** An abyss page: `abyssPageRelation` with `abyssTotalSql`. */
    abyssPage: (paging: Paging): PageSql<Record<string, never>, number | null> => ({
      key: `abyss:${paging.offset}:${paging.limit}`,
      values: {},
      build: (_values, viewerId) => ({
        head: totalHead(abyssTotalSql()),
        page: abyssPageRelation(paging, viewerId),
      }),
    }),
    /** A `feed/feeds` page: `followedFeedsPageRelation` with `followedFeedsTotalSql`. */
    followedFeedsPage: (paging: Paging): PageSql<Record<string, never>, number> => ({
      key: `feeds:${paging.offset}:${paging.limit}`,
      values: {},
      build: (_values, viewerId) => ({
        head: totalHead(followedFeedsTotalSql(viewerId)),
        page: followedFeedsPageRelation(paging, viewerId),
      }),
    }),

    /** The ids of a timeline page (`timelinePageRelation`), on their own. */
    timelinePageIds: (paging: Paging, viewerId: number) =>
      idsOf(db, timelinePageRelation(paging, viewerId)),
    /** The timeline's total (`timelineTotalSql`), on its own. */
    timelineTotal: (viewerId: number) => totalOf(db, timelineTotalSql(viewerId)),
    /** The ids of a `feed/feeds` page, on their own. */
    followedFeedsPageIds: (paging: Paging, viewerId: number) =>
      idsOf(db, followedFeedsPageRelation(paging, viewerId)),
    /** The total of `feed/feeds`, on its own. */
    followedFeedsTotal: (viewerId: number) => totalOf(db, followedFeedsTotalSql(viewerId)),
    /** The ids of an abyss page, on their own. */
    abyssPageIds: (paging: Paging, viewerId: number | null = null) =>
      idsOf(db, abyssPageRelation(paging, viewerId)),
    /** The abyss's total (`abyss_stats`), on its own. */
    abyssTotal: () => totalOf(db, abyssTotalSql()),
  };
}

/** The feeds repository. */
export type FeedsRepository = ReturnType<typeof createFeedsRepository>;

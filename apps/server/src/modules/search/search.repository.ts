/**
 * SQL of search (DESIGN.md §5 "search", §8 "Search"): which rows match a query
 * and how many, per group. Hydrating the ids is each area's job (its service's `hydrate`,
 * `byIds`, `shortByIds`). No HTTP and no product rules here.
 *
 * - Entries and comments: `search_vector @@ <tsquery>` (GIN `entries_search_idx`,
 *   `comments_search_idx`; the tsquery from search.sql.ts), newest first by id. The planner picks
 *   between the GIN index (rare words) and walking the primary key backwards (common words) from
 *   the query's actual constants: the statements are sent unnamed, so each gets a custom plan
 *   (DESIGN.md §8: a cached generic plan took seconds on a no-match query).
 * - Users (username, name), tags (slug): the lower-cased query as a prefix (`LIKE 'q%'`, wildcards
 *   escaped) or close by trigrams (pg_trgm: `%` similarity of the whole, `<%` of a word within),
 *   through GIN `gin_trgm_ops` indexes; the exact match first, then prefixes, then the closest.
 * - Never found: deleted entries and comments; entries and comments of authors who are not
 *   `active` (suspended, blocked, deleted); entries hidden from the feed and comments hidden by
 *   the entry's author, except by their own authors (and, for comments, the entry's author).
 * - Totals count matches up to SEARCH_TOTAL_CAP (`count(*)` over a `LIMIT`ed scan).
 */
import { SEARCH_TOTAL_CAP } from '@potok/common';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Paging } from '../../lib/paging.ts';
import { liveFeed } from '../custom-feeds/custom-feeds.repository.ts';
import { activeAuthor, shownToViewer } from '../entries/entries.repository.ts';
import { likePrefix } from '../suggest/suggest.repository.ts';
import type { TagRow } from '../tags/tags.repository.ts';
import { fillSearchVectors } from './search.backfill.ts';

/** Ids of one page and the (capped) number of matches. */
export interface IdPage {
  ids: number[];
  total: number;
}

type IdRow = { id: number | string };

type CountRow = { n: number };

/** The viewer's id for SQL, 0 for a guest (no account has id 0). */
function viewer(viewerId: number | null): SQL {
  return sql`${viewerId ?? 0}::int`;
}

/** Creates the repository over `db`. */
export function createSearchRepository(db: Db) {
  /**
   * The capped count of the rows of `from`, then one page of them by `order`.
   *
   * With `fewByIndex` (full-text search) the page's plan depends on the count: for a common
   * word (SEARCH_TOTAL_CAP matches or more) the planner's own choice, walking the primary key
   * newest first and testing each row, finds a page after a few rows; for a rare word, or none,
   * that walk would read every row (7 s on a no-match query over a million entries), so the
   * matches are first collected through the GIN index (a `MATERIALIZED` CTE: fewer than the cap
   * after the filters) and then ordered. The planner cannot tell the two apart by itself: a word
   * absent from its statistics is estimated at thousands of rows.
   */
  async function idPage(
    from: SQL,
    id: SQL,
    order: SQL,
    { offset, limit }: Paging,
    fewByIndex = false,
  ): Promise<IdPage> {
    const [count] = await queryRows<CountRow>(
      db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${SEARCH_TOTAL_CAP}) m`,
    );
    const total = count?.n ?? 0;
    if (total === 0 || offset >= total) return { ids: [], total };
    const query =
      fewByIndex && total < SEARCH_TOTAL_CAP
        ? sql`WITH m AS MATERIALIZED (SELECT ${id} AS id ${from})
              SELECT id FROM m ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`
        : sql`SELECT ${id} AS id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    const rows = await queryRows<IdRow>(db, query);
    return { ids: rows.map((r) => Number(r.id)), total };
  }

  /** `<tsquery> has a lexeme AND column @@ <tsquery>`. */
  function matches(column: SQL, query: SQL): SQL {
    return sql`numnode(${query}) > 0 AND ${column} @@ (${query})`;
  }

  return {
    /**
     * Entries matching `query` (a tsquery of search.sql.ts) that `viewerId` may find: live, of
     * an active author, not hidden from the feed unless the viewer wrote them; newest first.
     */
    async entries(query: SQL, viewerId: number | null, page: Paging): Promise<IdPage> {
      return idPage(
        sql`FROM entries e JOIN users u ON u.user_id = e.user_id
            WHERE ${matches(sql`e.search_vector`, query)}
              AND e.deleted_at IS NULL AND e.hidden_at IS NULL AND ${activeAuthor('u')}
              AND (NOT e.is_hidden_from_feed OR e.user_id = ${viewer(viewerId)})
              ${shownToViewer('e', viewerId)}`,
        sql`e.entry_id`,
        sql`e.entry_id DESC`,
        page,
        true,
      );
    },

    /**
     * Comments matching `query` that `viewerId` may find: not deleted, by an active author,
     * under a live entry of an active author; under an entry hidden from the feed, or hidden by
     * the entry's author, only for the comment's and the entry's authors; newest first.
     */
    async comments(query: SQL, viewerId: number | null, page: Paging): Promise<IdPage> {
      const me = viewer(viewerId);
      return idPage(
        sql`FROM comments c
            JOIN users cu ON cu.user_id = c.user_id
            JOIN entries e ON e.entry_id = c.entry_id
            JOIN users u ON u.user_id = e.user_id
            WHERE ${matches(sql`c.search_vector`, query)}
              AND c.deleted_at IS NULL AND ${activeAuthor('cu')}
              AND e.deleted_at IS NULL AND e.hidden_at IS NULL AND ${activeAuthor('u')}
              AND ((NOT e.is_hidden_from_feed AND NOT c.is_hidden)
                   OR c.user_id = ${me} OR e.user_id = ${me})`,
        sql`c.comment_id`,
        sql`c.comment_id DESC`,
        page,
        true,
      );
    },

    /**
     * Active users whose username or name starts with `text` (lower case) or is close to it by
     * trigrams: the exact username first, then prefixes, then the closest, then the most
     * followed.
     */
    async users(text: string, page: Paging): Promise<IdPage> {
      const prefix = likePrefix(text);
      return idPage(
        sql`FROM users u
            WHERE ${activeAuthor('u')}
              AND (lower(u.username) LIKE ${prefix} OR lower(u.name) LIKE ${prefix}
                   OR lower(u.username) % ${text} OR lower(u.name) % ${text}
                   OR ${text} <% lower(u.name))`,
        sql`u.user_id`,
        sql`lower(u.username) = ${text} DESC,
            (lower(u.username) LIKE ${prefix} OR lower(u.name) LIKE ${prefix}) DESC,
            greatest(similarity(lower(u.username), ${text}),
                     word_similarity(${text}, lower(u.name))) DESC,
            u.subscribers_count DESC, u.user_id`,
        page,
      );
    },

    /**
     * Tags whose slug starts with `slug` or is close to it by trigrams: the exact slug first,
     * then prefixes (shortest first), then the closest.
     */
    async tags(slug: string, page: Paging): Promise<IdPage> {
      const prefix = likePrefix(slug);
      return idPage(
        sql`FROM tags t WHERE t.slug LIKE ${prefix} OR t.slug % ${slug} OR ${slug} <% t.slug`,
        sql`t.tag_id`,
        sql`t.slug = ${slug} DESC, t.slug LIKE ${prefix} DESC,
            word_similarity(${slug}, t.slug) DESC, length(t.slug), t.slug`,
        page,
      );
    },

    /**
     * Live feeds of active authors whose title starts with `text` (lower case), holds a word
     * close to it by trigrams, or contains it; or that carry a tag whose slug starts with it:
     * title prefixes first, then the closest titles, then the most followed.
     */
    async feeds(text: string, page: Paging): Promise<IdPage> {
      const prefix = likePrefix(text);
      const inside = `%${prefix}`;
      return idPage(
        sql`FROM feeds f JOIN users u ON u.user_id = f.user_id
            WHERE ${liveFeed('f', 'u')}
              AND (f.title ILIKE ${inside} OR ${text} <% f.title
                   OR EXISTS (SELECT 1 FROM feed_tags ft JOIN tags t ON t.tag_id = ft.tag_id
                              WHERE ft.feed_id = f.feed_id AND t.slug LIKE ${prefix}))`,
        sql`f.feed_id`,
        sql`lower(f.title) LIKE ${prefix} DESC, word_similarity(${text}, f.title) DESC,
            f.subscribers_count DESC, f.feed_id DESC`,
        page,
      );
    },

    /** Fills missing `search_vector`s (search.backfill.ts) until none is left or `signal` aborts. */
    async fill(signal?: AbortSignal) {
      return fillSearchVectors(db, signal ? { signal } : {});
    },

    /**
     * The lexemes `to_tsvector('russian', token)` gives each of `tokens` (search.highlight.ts):
     * the same stemming and stop words as the stored vectors and the queries. One statement.
     */
    async lexemes(tokens: readonly string[]): Promise<Map<string, readonly string[]>> {
      if (tokens.length === 0) return new Map();
      const rows = await queryRows<{ token: string; lexemes: string[] }>(
        db,
        sql`SELECT t AS token, tsvector_to_array(to_tsvector('russian', t)) AS lexemes
            FROM unnest(${sql.param([...tokens])}::text[]) AS t`,
      );
      return new Map(rows.map((row) => [row.token, row.lexemes]));
    },

    /** The tags `ids`, in the order of `ids`. */
    async tagsByIds(ids: readonly number[]): Promise<TagRow[]> {
      if (ids.length === 0) return [];
      return queryRows<TagRow>(
        db,
        sql`SELECT t.tag_id, t.slug, t.label, t.date_added, t.is_official, t.is_nsfw
            FROM unnest(${sql.param([...ids])}::int[]) WITH ORDINALITY AS p(id, ord)
            JOIN tags t ON t.tag_id = p.id
            ORDER BY p.ord`,
      );
    },
  };
}

/** The search repository. */
export type SearchRepository = ReturnType<typeof createSearchRepository>;

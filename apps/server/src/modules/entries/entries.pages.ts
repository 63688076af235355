/**
 * Pages of entries and their hydration (DESIGN.md §8 "one round trip per page"): a page's SQL
 * shape (`PageSql`: a head and a relation of entry ids), a profile's page relation, and the
 * reads that hydrate entries — entry, author, tags, files, link card, reactions, the viewer's
 * own marks — in one statement. Read only; the filtering is the page's (entries.visible.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type Db,
  queryPrepared,
  queryRows,
  queryShaped,
  type ShapeValues,
} from '../../db/client.ts';
import { limitOffset, type Paging, pageBounds } from '../../lib/paging.ts';
import { type AttachedFileRow, attachedFilesJson } from '../files/files.repository.ts';
import { linkCardOf } from '../links/links.repository.ts';
import type { UserShortRow } from '../users/users.rows.ts';
import { shownToViewer, visibleEntry } from './entries.visible.ts';

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
  /** The viewer has bookmarked the entry (false for a guest). */
  is_bookmarked: boolean;
  date_added: Date | string;
  /** Slugs of the entry's tags, in slug order. */
  tags: string[];
  /** The entry's files, in the author's order. */
  files: AttachedFileRow[];
  /** The link's fetched card (`link_cards`), null while none is stored. */
  link_title: string | null;
  link_icon: string | null;
  /** The entry's reactions with a count above 0 (`entry_reaction_counts`), or null for none. */
  reactions: { react: string; count: number }[] | null;
  /** The reactions the viewer gave the entry, or null (none, or a guest). */
  my_reacts: string[] | null;
}

/**
 * A page of an author's profile (DESIGN.md §5 "pin") as a relation `(entry_id, ord)` for
 * `hydratePage`: the pinned entry first, then the others newest first (`entry_id DESC`), with
 * `offset`/`limit` over that whole order. `author` is the author's id as SQL (a parameter, or a
 * column of the page's head such as `hd.user_id`). Includes entries hidden from the feed; skips
 * deleted ones. The author's state is the caller's business. Each branch reads the
 * `(user_id, entry_id DESC)` index and stops after `offset + limit` rows, so deep profiles stay
 * cheap.
 */
export function profilePageRelation(
  author: SQL,
  { offset, limit }: Paging,
  viewerId: number | null,
): SQL {
  return sql`
    SELECT entry_id, row_number() OVER (ORDER BY pinned_last, entry_id DESC) AS ord
    FROM (
      (SELECT entry_id, 0 AS pinned_last
       FROM entries
       WHERE user_id = ${author} AND deleted_at IS NULL AND hidden_at IS NULL AND is_pinned
         ${shownToViewer('entries', viewerId)}
       LIMIT 1)
      UNION ALL
      (SELECT entry_id, 1 AS pinned_last
       FROM entries
       WHERE user_id = ${author} AND deleted_at IS NULL AND hidden_at IS NULL AND NOT is_pinned
         ${shownToViewer('entries', viewerId)}
       ORDER BY entry_id DESC
       LIMIT ${pageBounds({ offset, limit }).end})
      ORDER BY pinned_last, entry_id DESC
      ${limitOffset({ offset, limit })}
    ) AS profile`;
}

/** The two relations of a page statement (`PageSql.build`). */
export interface PageParts {
  /** A relation of at most one row seen as `hd`: its total, and what the page is of. */
  head: SQL;
  /** A relation `(entry_id, ord)` that may refer to `hd`'s columns. */
  page: SQL;
}

/**
 * A page of entries as SQL, for `hydratePage`: `build(values, viewerId)` gives its head and
 * its page relation (`PageParts`). The statement is built once per shape (db/client.ts
 * `queryShaped`): `key` names everything its text depends on besides `values` and the viewer
 * (which list, its bounds, e.g. `timeline:0:7`), and `values` (what the page is of: a username,
 * a slug; `{}` for none) and the viewer are bound as parameters — `build` must use them only
 * as values in the SQL.
 */
export interface PageSql<
  V extends ShapeValues = ShapeValues,
  W extends number | null = number | null,
> {
  key: string;
  values: V;
  build(values: V, viewerId: W): PageParts;
}

/** The head of a page whose only column is `total_items`, the scalar expression `total`. */
export function totalHead(total: SQL): SQL {
  return sql`SELECT ${total} AS total_items`;
}

/** Creates the page reads over `db` (part of `createEntriesRepository`). */
export function createEntryPages(db: Db) {
  /**
   * The hydrating SELECT of the entries listed by `page` — a SQL relation with columns
   * `(entry_id, ord)` — for `viewerId`: entry, author (`UserShort` columns), whether `viewerId`
   * subscribes to the author, the tag slugs, the link's card (`link_cards`), the reaction counts
   * (`entry_reaction_counts`, a few rows per entry), the reactions `viewerId` gave (primary key
   * of `entry_reactions`) and whether `viewerId` bookmarked it (primary key of `bookmarks`),
   * with `p.ord`. Unordered: the caller orders by `ord`. Nothing is filtered here: `page`
   * decides.
   */
  function hydrated(page: SQL, viewerId: number | null): SQL {
    return sql`
        SELECT p.ord, e.entry_id, e.uuid, e.text, e.link,
               e.is_comments_enabled, e.is_hidden_from_feed, e.is_nsfw, e.is_ai,
               e.is_pinned, e.is_edited, e.comments_count, e.bookmarks_count, e.date_added,
               u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
               (s.subscriber_id IS NOT NULL) AS me_subscribed,
               coalesce(tg.slugs, '{}'::text[]) AS tags,
               ${attachedFilesJson('entry_files', sql`e.entry_id`)} AS files,
               lc.title AS link_title, lc.icon AS link_icon,
               rx.reactions, mine.reacts AS my_reacts,
               EXISTS (SELECT 1 FROM bookmarks bm
                       WHERE bm.user_id = ${viewerId}::int AND bm.object_type = 'entry'
                         AND bm.object_id = e.entry_id) AS is_bookmarked
        FROM (${page}) AS p
        JOIN entries e ON e.entry_id = p.entry_id
        JOIN users u ON u.user_id = e.user_id
        LEFT JOIN link_cards lc ON ${linkCardOf('lc', sql`e.link`)}
        LEFT JOIN subscriptions s
               ON s.subscriber_id = ${viewerId}::int AND s.user_id = e.user_id
        LEFT JOIN LATERAL (
          SELECT array_agg(t.slug ORDER BY t.slug) AS slugs
          FROM entry_tags et JOIN tags t ON t.tag_id = et.tag_id
          WHERE et.entry_id = e.entry_id
        ) tg ON true
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('react', rc.react, 'count', rc.count)) AS reactions
          FROM entry_reaction_counts rc
          WHERE rc.entry_id = e.entry_id AND rc.count > 0
        ) rx ON true
        LEFT JOIN LATERAL (
          SELECT array_agg(r.react) AS reacts
          FROM entry_reactions r
          WHERE r.entry_id = e.entry_id AND r.user_id = ${viewerId}::int
        ) mine ON true`;
  }

  /**
   * Hydrates the entries listed by `page` (`hydrated`) in one query, rows in `ord` order.
   * A named prepared statement (`queryPrepared`): its text depends only on whether there is a
   * viewer and on `page`'s text.
   */
  async function hydrate(page: SQL, viewerId: number | null) {
    return queryPrepared<EntryRow>(
      db,
      sql`SELECT * FROM (${hydrated(page, viewerId)}) h ORDER BY h.ord`,
    );
  }

  const pages = {
    /**
     * A whole page of entries in ONE statement (DESIGN.md §8 "one round trip per page"): the
     * page's head and its hydrated entries (`PageSql`). `head` is a SQL relation of at most one
     * row, visible to `page` as `hd` (e.g. `SELECT (…) AS total_items`, or the tag or author the
     * page is of, found by slug or username); `page` is a relation `(entry_id, ord)` that may
     * refer to `hd`'s columns. Written as `head LEFT JOIN LATERAL (hydrated page)`, so an empty
     * page (past the end, or an author who is not active) still answers its head.
     * Run as a named prepared statement (`queryPrepared`).
     * @returns `head`: the head row as JSON (null when `head` found no row: the caller's 404);
     *   `rows`: the hydrated entries in `ord` order
     */
    async hydratePage<H>(
      parts: PageSql,
      viewerId: number | null,
    ): Promise<{ head: H | null; rows: EntryRow[] }> {
      const rows = await queryShaped<
        EntryRow & { page_head: H },
        ShapeValues & { viewer: number | null }
      >(db, `page:${parts.key}`, { ...parts.values, viewer: viewerId }, (values) => {
        const { head, page } = parts.build(values, values.viewer);
        return sql`SELECT row_to_json(hd) AS page_head, h.*
            FROM (${head}) AS hd
            LEFT JOIN LATERAL (${hydrated(page, values.viewer)}) h ON true
            ORDER BY h.ord`;
      });
      const first = rows[0];
      if (!first) return { head: null, rows: [] };
      return { head: first.page_head, rows: rows.filter((r) => r.entry_id !== null) };
    },

    /**
     * `GET entry/{uuid}` in ONE statement (DESIGN.md §8): the live entry of an active author by
     * uuid, hydrated for `viewerId` (same filtering as `findRef`), or null; and, for the null
     * case, whether operators hid a live entry of that uuid (spec §8 `entry_hidden`).
     */
    async readByUuid(
      uuid: string,
      viewerId: number | null,
    ): Promise<{ row: EntryRow | null; hiddenByOperators: boolean }> {
      const { head, rows } = await pages.hydratePage<{ hidden: boolean }>(
        {
          key: 'entry',
          values: { uuid },
          build: (v) => ({
            head: sql`SELECT EXISTS (SELECT 1 FROM entries x
                                     WHERE x.uuid = ${v.uuid}::uuid AND x.deleted_at IS NULL
                                       AND x.hidden_at IS NOT NULL) AS hidden`,
            page: sql`SELECT e.entry_id, 1 AS ord
                      FROM entries e JOIN users u ON u.user_id = e.user_id
                      WHERE e.uuid = ${v.uuid}::uuid AND ${visibleEntry('e', 'u', 'anywhere')}`,
          }),
        },
        viewerId,
      );
      return { row: rows[0] ?? null, hiddenByOperators: head?.hidden === true };
    },

    /**
     * The entry `uuid` of `authorId` that operators hid (live, its author active), hydrated for
     * its author, or null: what its author still reads at its address.
     */
    async findOwnHidden(uuid: string, authorId: number): Promise<EntryRow | null> {
      const [row] = await hydrate(
        sql`SELECT e.entry_id, 1 AS ord
            FROM entries e JOIN users u ON u.user_id = e.user_id
            WHERE e.uuid = ${uuid}::uuid AND e.user_id = ${authorId}
              AND e.deleted_at IS NULL AND e.hidden_at IS NOT NULL AND u.state = 'active'`,
        authorId,
      );
      return row ?? null;
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
     * A page of an author's profile as ids (`profilePageRelation` of `userId`).
     * @returns the page's entry ids in order
     */
    async profilePageIds(
      userId: number,
      paging: Paging,
      viewerId: number | null = null,
    ): Promise<number[]> {
      const rows = await queryRows<{ entry_id: number | string }>(
        db,
        sql`SELECT entry_id FROM (${profilePageRelation(sql`${userId}::int`, paging, viewerId)}) p
            ORDER BY ord`,
      );
      return rows.map((r) => Number(r.entry_id));
    },
  };
  return pages;
}

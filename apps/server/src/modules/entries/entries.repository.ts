/**
 * SQL of the entries area: write an entry with its tags and counters, soft-delete it, find one,
 * page an author's profile and hydrate a page of entries in one query (DESIGN.md §8).
 * No HTTP and no product rules here.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type Db,
  queryPrepared,
  queryRows,
  queryShaped,
  type ShapeValues,
  type Tx,
} from '../../db/client.ts';
import {
  authorStats,
  entries,
  entryReactionCounts,
  entryReactions,
  entryTags,
  entryVersions,
  tagAuthorStats,
  tags,
  users,
} from '../../db/schema/index.ts';
import { limitOffset, type Paging, pageBounds } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import { type AttachedFileRow, attachedFilesJson } from '../files/files.repository.ts';
import { linkCardOf } from '../links/links.repository.ts';
import { searchVector } from '../search/search.sql.ts';
import type { UserShortRow } from '../users/users.rows.ts';
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

/** One earlier version of an entry, as `historyPage` reads it. */
export interface EntryVersionRow {
  version_id: number | string;
  text: string;
  link: string | null;
  files: unknown;
  date_added: Date | string;
}

/** A reaction count of one entry, with whether the viewer gave it. */
export interface ReactionRow {
  react: string;
  count: number;
  is_mine: boolean;
}

/**
 * A page of the earlier versions of entry or comment `ownerId` (`entry_versions` or
 * `comment_versions`, each indexed by owner and version), newest first, with how many there
 * are. Shared by the entries and the comments repositories: both keep history the same way.
 */
export async function versionsPage(
  db: Db,
  of: 'entry' | 'comment',
  ownerId: number,
  { offset, limit }: Paging,
): Promise<{ rows: EntryVersionRow[]; total: number }> {
  const [table, owner] =
    of === 'entry'
      ? [sql`entry_versions`, sql`entry_id`]
      : [sql`comment_versions`, sql`comment_id`];
  const [rows, [count]] = await Promise.all([
    queryRows<EntryVersionRow>(
      db,
      sql`SELECT version_id, text, link, files, date_added
          FROM ${table}
          WHERE ${owner} = ${ownerId}
          ORDER BY version_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${table} WHERE ${owner} = ${ownerId}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
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

/** What an edit sets (validated by the service); the entry keeps its id, author, date and place. */
export type EntryChange = Omit<NewEntry, 'uuid' | 'userId'>;

/** The few columns rules need about a live entry (no hydration). */
export interface EntryRef {
  entryId: number;
  uuid: string;
  userId: number;
  isCommentsEnabled: boolean;
  isHiddenFromFeed: boolean;
  isPinned: boolean;
  /** Shown as edited: history has versions. */
  isEdited: boolean;
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
 * DESIGN.md §5): the entry `e` (an alias of `entries`) is live (`deleted_at IS NULL`), not hidden
 * by operators (`hidden_at IS NULL`; such an entry is also hidden from the feed) and its
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
  const visible = sql`${entry}.deleted_at IS NULL AND ${entry}.hidden_at IS NULL AND ${activeAuthor(u)}`;
  return where === 'feeds' ? sql`${visible} AND NOT ${entry}.is_hidden_from_feed` : visible;
}

/**
 * The viewer's content preference in a list (packages/common NSFW_MODES, modules/settings):
 * `AND <condition>` leaving out the entries `e` marked NSFW of others when the viewer's mode is
 * `hide`; nothing for a guest. The viewer's mode is an uncorrelated subquery, run once per
 * query (an InitPlan), so a list's index walk and its per-author `LIMIT` stay as they are and
 * the cost is one primary-key probe. `total_items` of the lists still counts every entry: for
 * such a viewer an upper bound, the list ending on a short page (as the custom feeds' totals).
 */
export function shownToViewer(e: string, viewerId: number | null): SQL {
  if (viewerId === null) return sql``;
  const entry = sql.identifier(e);
  return sql`AND NOT (${entry}.is_nsfw AND ${entry}.user_id <> ${viewerId}::int
                      AND EXISTS (SELECT 1 FROM users nv
                                  WHERE nv.user_id = ${viewerId}::int AND nv.nsfw_mode = 'hide'))`;
}

/**
 * Adds `delta` to the abyss's size (`abyss_stats`, one row) when `userId` is active: called
 * beside every move of the author's `author_stats.feed_entries_count`, in its transaction. The
 * author's `users` row is taken FOR SHARE, so a concurrent change of their state (whose trigger
 * moves the abyss by their whole count) runs wholly before or after this move. Every entry
 * write of every author updates this one row, so it comes last in the transaction: the row
 * lock is held only until the commit.
 */
async function moveAbyssCounter(tx: Tx, userId: number, delta: 1 | -1) {
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

/**
 * Links entry `entryId` of `userId` to `tags` (creating tags on first use, keeping the first
 * label and date), and for an entry shown in feeds adds 1 to `tag_author_stats` of each. In the
 * caller's transaction.
 */
async function linkTags(
  tx: Tx,
  entryId: number,
  userId: number,
  mentions: TagMention[],
  inFeed: boolean,
) {
  if (mentions.length === 0) return;
  await tx.insert(tags).values(mentions).onConflictDoNothing({ target: tags.slug });
  const tagIds = await tx
    .select({ tagId: tags.tagId })
    .from(tags)
    .where(
      inArray(
        tags.slug,
        mentions.map((t) => t.slug),
      ),
    );
  await tx
    .insert(entryTags)
    .values(tagIds.map(({ tagId }) => ({ entryId, tagId })))
    .onConflictDoNothing();
  if (inFeed) {
    await addTagAuthorCounters(
      tx,
      userId,
      tagIds.map(({ tagId }) => tagId),
    );
  }
}

/**
 * Adds `delta` to the author's `author_stats.feed_entries_count` (creating the row); the caller
 * moves the abyss's (`moveAbyssCounter`) as its transaction's last statement.
 */
async function moveFeedCounter(tx: Tx, userId: number, delta: 1 | -1) {
  await tx
    .insert(authorStats)
    .values({ userId, feedEntriesCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: authorStats.userId,
      set: { feedEntriesCount: sql`${authorStats.feedEntriesCount} + ${delta}` },
    });
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

/** Creates the repository over `db`. */
export function createEntriesRepository(db: Db) {
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

  const repo = {
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
     * Inserts an entry in one transaction: the row, its tags (a tag row is created on first use:
     * `ON CONFLICT (slug) DO NOTHING` keeps the first label and date), the `entry_tags` links,
     * the author's `entries_count` +1 and, unless hidden from the feed, the author's
     * `feed_entries_count` +1 and `tag_author_stats` +1 for each of its tags; then `inTx`, when
     * given, with the transaction and the new id (work recorded with the write, e.g. a job).
     * The row's `search_vector` is written by the same insert (modules/search).
     * @returns the new `entry_id`
     */
    async insert(
      entry: NewEntry,
      inTx?: (tx: Tx, entryId: number) => Promise<void>,
    ): Promise<number> {
      const vector = await searchVector(entry.text);
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
            searchVector: vector,
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
        await inTx?.(tx, entryId);
        if (!entry.isHiddenFromFeed) await moveAbyssCounter(tx, entry.userId, 1);
        return entryId;
      });
    },

    /**
     * Soft-deletes a live entry (sets `deleted_at`) and moves the author's counters (and, for an
     * entry shown in feeds, its `tag_author_stats`) back, in one transaction, then runs `inTx`
     * (when given) in it. Comments and tag links stay (every read skips deleted entries).
     * @returns false when the entry was already deleted (nothing changed)
     */
    async softDelete(entryId: number, inTx?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(entries)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(entries.entryId, entryId), isNull(entries.deletedAt)))
          .returning({
            userId: entries.userId,
            isHiddenFromFeed: entries.isHiddenFromFeed,
            hiddenAt: entries.hiddenAt,
          });
        if (!row) return false;
        // An entry operators hid is counted nowhere already (it is hidden from the feed too).
        if (row.hiddenAt === null) {
          await moveAuthorCounters(tx, row.userId, -1, !row.isHiddenFromFeed);
        }
        if (!row.isHiddenFromFeed) await dropTagAuthorCounters(tx, row.userId, entryId);
        await inTx?.(tx);
        if (!row.isHiddenFromFeed) await moveAbyssCounter(tx, row.userId, -1);
        return true;
      });
    },

    /**
     * Edits the live entry `entryId` in one transaction (the row locked): its current text,
     * link and files become a row of `entry_versions` (dated when they were written), its tags
     * are replaced by `change.tags` (created on first use), and the row takes the new values
     * with `is_edited` and `date_edited`. `entry_id` and `date_added` stay, so the entry keeps
     * its place in every list. Counters: `tag_author_stats` −1 for the old tags and +1 for the
     * new ones while the entry is shown in feeds (before and after the edit respectively), and
     * `author_stats.feed_entries_count` ±1 when `is_hidden_from_feed` flips;
     * `users.entries_count` does not move. Then `inTx`, when given, with the transaction (work
     * recorded with the write, e.g. a job). The `search_vector` follows the new text in the
     * same update (modules/search).
     * @returns false when the entry is deleted (nothing changed)
     */
    async edit(
      entryId: number,
      change: EntryChange,
      inTx?: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      const vector = await searchVector(change.text);
      return db.transaction(async (tx) => {
        const [old] = await queryRows<{
          user_id: number;
          text: string;
          link: string | null;
          is_hidden_from_feed: boolean;
          written: Date | string;
          files: AttachedFileRow[];
        }>(
          tx,
          sql`SELECT e.user_id, e.text, e.link, e.is_hidden_from_feed,
                     coalesce(e.date_edited, e.date_added) AS written,
                     ${attachedFilesJson('entry_files', sql`e.entry_id`)} AS files
              FROM entries e
              WHERE e.entry_id = ${entryId} AND e.deleted_at IS NULL
              FOR UPDATE OF e`,
        );
        if (!old) return false;
        await tx.insert(entryVersions).values({
          entryId,
          text: old.text,
          link: old.link,
          files: old.files,
          dateAdded: new Date(old.written),
        });
        if (!old.is_hidden_from_feed) await dropTagAuthorCounters(tx, old.user_id, entryId);
        await tx.delete(entryTags).where(eq(entryTags.entryId, entryId));
        await linkTags(tx, entryId, old.user_id, change.tags, !change.isHiddenFromFeed);
        if (old.is_hidden_from_feed !== change.isHiddenFromFeed) {
          await moveFeedCounter(tx, old.user_id, change.isHiddenFromFeed ? -1 : 1);
        }
        await tx
          .update(entries)
          .set({
            text: change.text,
            link: change.link,
            isCommentsEnabled: change.isCommentsEnabled,
            isHiddenFromFeed: change.isHiddenFromFeed,
            isNsfw: change.isNsfw,
            isAi: change.isAi,
            isEdited: true,
            dateEdited: sql`now()`,
            searchVector: vector,
          })
          .where(eq(entries.entryId, entryId));
        await inTx?.(tx);
        if (old.is_hidden_from_feed !== change.isHiddenFromFeed) {
          await moveAbyssCounter(tx, old.user_id, change.isHiddenFromFeed ? -1 : 1);
        }
        return true;
      });
    },

    /**
     * A page of the entry's earlier versions, newest first (`entry_versions_entry_idx`), and
     * how many there are.
     */
    async historyPage(entryId: number, paging: Paging) {
      return versionsPage(db, 'entry', entryId, paging);
    },

    /**
     * Pins the live entry `entryId` of `userId` and unpins the one pinned before (DESIGN.md §5
     * "pin": one per user), in one transaction. The author's `users` row is locked first, so
     * two pins of one author run one after the other and never both hit
     * `entries_one_pin_per_user_key`.
     * @returns false when the entry is deleted (nothing changed)
     */
    async pin(entryId: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await queryRows(tx, sql`SELECT 1 FROM users WHERE user_id = ${userId} FOR UPDATE`);
        await tx
          .update(entries)
          .set({ isPinned: false })
          .where(
            and(
              eq(entries.userId, userId),
              eq(entries.isPinned, true),
              sql`${entries.entryId} <> ${entryId}`,
            ),
          );
        const rows = await tx
          .update(entries)
          .set({ isPinned: true })
          .where(and(eq(entries.entryId, entryId), isNull(entries.deletedAt)))
          .returning({ entryId: entries.entryId });
        return rows.length > 0;
      });
    },

    /** Unpins entry `entryId` (nothing happens when it is not pinned). */
    async unpin(entryId: number): Promise<void> {
      await db.update(entries).set({ isPinned: false }).where(eq(entries.entryId, entryId));
    },

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

    /**
     * The visible entry with this uuid (`visibleEntry` 'anywhere'), or null (deleted entry,
     * deleted, suspended or blocked author, unknown uuid). `uuid` must be a well-formed UUID.
     */
    /**
     * Whether the entry `uuid` exists, is not deleted, and is hidden by operators (what turns
     * `entry_not_found` into `entry_hidden`).
     */
    async isHiddenByOperators(uuid: string): Promise<boolean> {
      const [row] = await queryRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM entries
            WHERE uuid = ${uuid} AND deleted_at IS NULL AND hidden_at IS NOT NULL`,
      );
      return row !== undefined;
    },

    /**
     * The live entry `uuid` in any state (hidden by operators, of an author who is not active)
     * with its author's id and whether operators hid it, or null: what operators act on.
     */
    async findAnyRef(
      uuid: string,
    ): Promise<{ entryId: number; userId: number; hidden: boolean } | null> {
      const [row] = await queryRows<{ entry_id: number; user_id: number; hidden: boolean }>(
        db,
        sql`SELECT entry_id::int8 AS entry_id, user_id, hidden_at IS NOT NULL AS hidden
            FROM entries WHERE uuid = ${uuid} AND deleted_at IS NULL`,
      );
      return row
        ? { entryId: Number(row.entry_id), userId: row.user_id, hidden: row.hidden }
        : null;
    },

    /**
     * Operators hide the live entry `entryId` (`hidden` true) or show it again, in one
     * transaction with the row locked. Hiding keeps the author's `is_hidden_from_feed` in
     * `author_hidden_from_feed` and hides the entry from the feed; unhiding gives the author's
     * choice back. The feed counters move as for an author's own hide or unhide (`edit`):
     * `tag_author_stats`, `author_stats.feed_entries_count`, the abyss's last; the author's
     * `entries_count` (what others can read) −1 at hide, +1 at unhide. `inTx` runs in
     * the transaction with whether the entry is now shown in feeds (a fan-out to record).
     * @returns null when the entry is deleted; `changed` false when it already was so
     */
    async setHiddenByOperators(
      entryId: number,
      hidden: boolean,
      inTx?: (tx: Tx, inFeed: boolean) => Promise<void>,
    ): Promise<{ changed: boolean } | null> {
      return db.transaction(async (tx) => {
        const [old] = await queryRows<{
          user_id: number;
          is_hidden_from_feed: boolean;
          hidden: boolean;
          author_hidden_from_feed: boolean;
        }>(
          tx,
          sql`SELECT user_id, is_hidden_from_feed, hidden_at IS NOT NULL AS hidden,
                     author_hidden_from_feed
              FROM entries WHERE entry_id = ${entryId} AND deleted_at IS NULL
              FOR UPDATE`,
        );
        if (!old) return null;
        if (old.hidden === hidden) return { changed: false };
        const inFeedBefore = !old.is_hidden_from_feed;
        const inFeedAfter = hidden ? false : !old.author_hidden_from_feed;
        if (inFeedBefore && !inFeedAfter) {
          await dropTagAuthorCounters(tx, old.user_id, entryId);
          await moveFeedCounter(tx, old.user_id, -1);
        }
        if (!inFeedBefore && inFeedAfter) {
          const linked = await tx
            .select({ tagId: entryTags.tagId })
            .from(entryTags)
            .where(eq(entryTags.entryId, entryId));
          await addTagAuthorCounters(
            tx,
            old.user_id,
            linked.map((t) => t.tagId),
          );
          await moveFeedCounter(tx, old.user_id, 1);
        }
        await tx
          .update(entries)
          .set(
            hidden
              ? {
                  hiddenAt: sql`now()`,
                  authorHiddenFromFeed: old.is_hidden_from_feed,
                  isHiddenFromFeed: true,
                }
              : { hiddenAt: null, authorHiddenFromFeed: false, isHiddenFromFeed: !inFeedAfter },
          )
          .where(eq(entries.entryId, entryId));
        // `entries_count` counts what others can read: a hidden entry leaves it.
        await tx
          .update(users)
          .set({ entriesCount: sql`${users.entriesCount} + ${hidden ? -1 : 1}` })
          .where(eq(users.userId, old.user_id));
        await inTx?.(tx, inFeedAfter);
        if (inFeedBefore !== inFeedAfter) {
          await moveAbyssCounter(tx, old.user_id, inFeedAfter ? 1 : -1);
        }
        return { changed: true };
      });
    },

    async findRef(uuid: string): Promise<EntryRef | null> {
      const [row] = await db
        .select({
          entryId: entries.entryId,
          uuid: entries.uuid,
          userId: entries.userId,
          isCommentsEnabled: entries.isCommentsEnabled,
          isHiddenFromFeed: entries.isHiddenFromFeed,
          isPinned: entries.isPinned,
          isEdited: entries.isEdited,
        })
        .from(entries)
        .innerJoin(users, eq(users.userId, entries.userId))
        .where(and(eq(entries.uuid, uuid), visibleEntry('entries', 'users', 'anywhere')))
        .limit(1);
      return row ? { ...row, entryId: Number(row.entryId) } : null;
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
      const { head, rows } = await repo.hydratePage<{ hidden: boolean }>(
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
  return repo;
}

/** The entries repository. */
export type EntriesRepository = ReturnType<typeof createEntriesRepository>;

/*
 * Recounts (lib/recount.ts): each sets one counter the functions above move to the `count(*)`
 * of the rows it counts, in one statement, and returns how many rows it changed. Optional ids
 * restrict it to some authors (or tags); without them every row is recounted.
 */

/**
 * Recounts `users.entries_count`: the user's entries others can read — not deleted and not
 * hidden by operators (entries hidden from the feed included: they are on the profile). Reads
 * `users`, `entries`; writes `users.entries_count` where it differs (0 for a user without
 * entries).
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
                                     AND e.hidden_at IS NULL
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
 * Recounts `abyss_stats.feed_entries_count` (one row): the entries the abyss shows — not
 * deleted, not hidden from the feed, of an `active` author. Reads `entries`, `users`; writes
 * the row (creating it when missing) when it differs.
 * @returns 1 when the row was written, else 0
 */
export async function recountAbyssStats(db: RecountDb): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO abyss_stats (singleton, feed_entries_count)
        SELECT true, c.n
        FROM (SELECT count(*) AS n
              FROM entries e JOIN users u ON u.user_id = e.user_id
              WHERE e.deleted_at IS NULL AND NOT e.is_hidden_from_feed
                AND ${activeAuthor('u')}) c
        LEFT JOIN abyss_stats st ON st.singleton
        WHERE c.n IS DISTINCT FROM st.feed_entries_count
        ON CONFLICT (singleton) DO UPDATE SET feed_entries_count = excluded.feed_entries_count`,
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

/**
 * Recounts `entry_reaction_counts.count`: per entry and reaction, the rows of
 * `entry_reactions`. A row exists for every pair ever given (as the writes leave it); a row with
 * nothing to count is set to 0. Reads `entry_reactions`, `entry_reaction_counts`; writes
 * `entry_reaction_counts` (insert or update) where it differs.
 * @returns how many rows were inserted or changed
 */
export async function recountReactionCounts(
  db: RecountDb,
  { entryIds }: { entryIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO entry_reaction_counts (entry_id, react, count)
        SELECT coalesce(c.entry_id, st.entry_id), coalesce(c.react, st.react), coalesce(c.n, 0)
        FROM (SELECT entry_id, react, count(*)::int AS n FROM entry_reactions
              WHERE true ${inIds(sql`entry_id`, entryIds, 'bigint')}
              GROUP BY entry_id, react) c
        FULL JOIN (SELECT entry_id, react, count FROM entry_reaction_counts
                   WHERE true ${inIds(sql`entry_id`, entryIds, 'bigint')}) st
               ON st.entry_id = c.entry_id AND st.react = c.react
        WHERE coalesce(c.n, 0) IS DISTINCT FROM st.count
        ON CONFLICT (entry_id, react) DO UPDATE SET count = excluded.count`,
  );
}

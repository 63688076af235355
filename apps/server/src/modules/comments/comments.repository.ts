/**
 * SQL of the comments area: add a comment (and move the entry's and the parent's counters), find
 * a parent, and read bounded parts of threads (DESIGN.md §5 "comments", §8).
 * No HTTP and no product rules here.
 *
 * Reading a thread: `walk` follows it depth first (each comment's replies oldest first), one
 * comment per step of a recursive query, and stops after `limit` comments. A step reads the
 * current comment's first reply, or else the next reply after it or after one of its ancestors
 * (index `comments_parent_idx` on `(parent_id, comment_id)`): a page of n comments touches about
 * n × (1 + its depth) index entries, at most n × (n + 1), and never the rest of the thread —
 * 20 replies of a comment that has 5,000 read about 40 index entries and 20 rows.
 * "How many more" comes from the maintained `comments.replies_count`, never from a count.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { comments, commentVersions, entries } from '../../db/schema/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import { versionsPage, visibleEntry } from '../entries/entries.repository.ts';
import { type AttachedFileRow, attachedFilesJson } from '../files/files.repository.ts';
import { linkCardOf } from '../links/links.repository.ts';
import { searchVector } from '../search/search.sql.ts';
import type { UserShortRow } from '../users/users.rows.ts';

/** One comment with its author as the queries below select it. */
export interface CommentRow extends UserShortRow {
  comment_id: number | string;
  parent_id: number | string | null;
  text: string;
  link: string | null;
  /** The link's fetched card (`link_cards`), null while none is stored. */
  link_title: string | null;
  link_icon: string | null;
  is_edited: boolean;
  is_deleted: boolean;
  is_hidden: boolean;
  date_added: Date | string;
  /** Direct replies in the database (`comments.replies_count`). */
  replies_count: number | string;
  /** The comment's file (one image), as a list. */
  files: AttachedFileRow[];
  /** The viewer has bookmarked the comment (false for a guest). */
  is_bookmarked: boolean;
}

/** A new comment, validated by the service. `rootId` is null for a root comment. */
export interface NewComment {
  entryId: number;
  userId: number;
  parentId: number | null;
  rootId: number | null;
  text: string;
  link: string | null;
}

/** What the rules need about a would-be parent. */
export interface ParentRef {
  commentId: number;
  entryId: number;
  rootId: number | null;
  isDeleted: boolean;
}

/** Where a comment lives, for the rules of `comment/{id}` routes. */
export interface CommentRef {
  commentId: number;
  /** The comment's author. */
  userId: number;
  entryUuid: string;
  /** The author of the comment's entry. */
  entryUserId: number;
  isDeleted: boolean;
  isHidden: boolean;
  /** Its direct replies, deleted ones included (`comments.replies_count`). */
  repliesCount: number;
}

/**
 * What `commentColumns` reads from beside the comment `c`: its author `u` and its link's card
 * `lc` (`link_cards`, one primary-key probe; no row while the card is not fetched).
 */
const commentJoins = sql`JOIN users u ON u.user_id = c.user_id
  LEFT JOIN link_cards lc ON ${linkCardOf('lc', sql`c.link`)}`;

/**
 * The columns of a comment and its author (`UserShort`), with `viewerId`'s subscription and
 * bookmark.
 * `top_id` and `ord` place a row in a walk (null and 0 outside one).
 */
const commentColumns = (viewerId: number | null) => sql`
  c.comment_id, c.parent_id, c.text, c.link, lc.title AS link_title, lc.icon AS link_icon,
  c.is_edited, c.is_hidden, c.replies_count,
  (c.deleted_at IS NOT NULL) AS is_deleted, c.date_added,
  ${attachedFilesJson('comment_files', sql`c.comment_id`)} AS files,
  u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
  EXISTS (SELECT 1 FROM subscriptions ms
          WHERE ms.subscriber_id = ${viewerId}::int AND ms.user_id = u.user_id) AS me_subscribed,
  EXISTS (SELECT 1 FROM bookmarks bm
          WHERE bm.user_id = ${viewerId}::int AND bm.object_type = 'comment'
            AND bm.object_id = c.comment_id) AS is_bookmarked`;

/**
 * The first reply of comment `parentId` with `comment_id > afterId` (null when none): one entry
 * of `comments_parent_idx`. The row comparison and `ORDER BY parent_id, comment_id` leave the
 * planner only that index — with `parent_id = …` it may walk the primary key in id order and
 * filter, which reads every later comment when the parent has no more replies.
 */
function nextReply(parentId: SQL, afterId: SQL): SQL {
  return sql`(SELECT r.comment_id FROM (
      SELECT parent_id, comment_id FROM comments
      WHERE parent_id IS NOT NULL AND (parent_id, comment_id) > (${parentId}, ${afterId})
      ORDER BY parent_id, comment_id LIMIT 1
    ) r WHERE r.parent_id = ${parentId})`;
}

/**
 * The recursive CTE `walk(top, n, comment_id, stack)`: for every row `(top, after)` of the CTE
 * `tops`, the first `limit` comments under `top` in depth-first order, starting with its first
 * direct reply whose id is above `after`. `n` is the position (1…limit) and `stack` the path
 * from `top`'s reply down to the comment. Each step takes the current comment's first reply,
 * else the next reply after the deepest comment on the stack that has one (a reply of `top` at
 * the stack's first level): at most 1 + depth probes of `comments_parent_idx` (`nextReply`).
 * Must be part of a `WITH RECURSIVE` list after `tops`.
 */
function walkCte(limit: number): SQL {
  return sql`walk(top, n, comment_id, stack) AS (
    SELECT t.top, 1, f.comment_id, ARRAY[f.comment_id]
    FROM tops t
    CROSS JOIN LATERAL (SELECT ${nextReply(sql`t.top`, sql`t.after`)} AS comment_id) f
    WHERE f.comment_id IS NOT NULL
    UNION ALL
    SELECT w.top, w.n + 1, nx.comment_id, nx.stack
    FROM walk w
    CROSS JOIN LATERAL (
      SELECT o.comment_id, o.stack FROM (
        SELECT ${nextReply(sql`w.comment_id`, sql`0::bigint`)} AS comment_id,
               NULL::bigint[] AS stack, 0 AS climb
        UNION ALL
        SELECT ${nextReply(
          sql`(CASE WHEN s.i = 1 THEN w.top ELSE w.stack[s.i - 1] END)`,
          sql`w.stack[s.i]`,
        )}, w.stack[1:s.i - 1], cardinality(w.stack) - s.i + 1
        FROM generate_subscripts(w.stack, 1) AS s(i)
      ) o
      WHERE o.comment_id IS NOT NULL
      ORDER BY o.climb LIMIT 1
    ) nx0
    CROSS JOIN LATERAL (
      SELECT nx0.comment_id, COALESCE(nx0.stack, w.stack) || nx0.comment_id AS stack
    ) nx
    WHERE w.n < ${limit}
  )`;
}

/**
 * Selects the comments of `walk` with their columns, each walk in order (by primary key: the
 * `= ANY` keeps the planner from scanning the table to join a few rows).
 */
const walkRows = (viewerId: number | null) => sql`
  SELECT ${commentColumns(viewerId)}, w.top AS top_id, w.n AS ord
  FROM walk w
  JOIN comments c
    ON c.comment_id = w.comment_id AND c.comment_id = ANY (ARRAY(SELECT comment_id FROM walk))
  ${commentJoins}`;

/** Creates the repository over `db`. */
export function createCommentsRepository(db: Db) {
  return {
    /**
     * Inserts a comment, adds 1 to the entry's `comments_count` and, for a reply, to the
     * parent's `replies_count`, in one transaction; `then` runs last in it (the service attaches
     * the comment's file there; a throw rolls the whole comment back). The row's
     * `search_vector` is written by the same insert (modules/search).
     * @returns the new `comment_id`, or null when the parent is gone or deleted
     */
    async insert(
      comment: NewComment,
      then?: (tx: Tx, commentId: number) => Promise<void>,
    ): Promise<number | null> {
      const vector = await searchVector(comment.text);
      return db.transaction(async (tx) => {
        if (comment.parentId !== null) {
          // The parent, locked against a delete until this reply commits (a delete then sees
          // the reply and leaves a stub); gone or deleted meanwhile → null, nothing written.
          const [parent] = await queryRows(
            tx,
            sql`SELECT 1 FROM comments
                WHERE comment_id = ${comment.parentId} AND deleted_at IS NULL
                FOR SHARE`,
          );
          if (!parent) return null;
        }
        const [row] = await tx
          .insert(comments)
          .values({ ...comment, searchVector: vector })
          .returning({ commentId: comments.commentId });
        await tx
          .update(entries)
          .set({ commentsCount: sql`${entries.commentsCount} + 1` })
          .where(eq(entries.entryId, comment.entryId));
        if (comment.parentId !== null) {
          await tx
            .update(comments)
            .set({ repliesCount: sql`${comments.repliesCount} + 1` })
            .where(eq(comments.commentId, comment.parentId));
        }
        if (then) await then(tx, Number(row!.commentId));
        return Number(row!.commentId);
      });
    },

    /** The comment `commentId` (deleted ones included, flagged), or null. */
    async findParent(commentId: number): Promise<ParentRef | null> {
      const [row] = await db
        .select({
          commentId: comments.commentId,
          entryId: comments.entryId,
          rootId: comments.rootId,
          isDeleted: sql<boolean>`${comments.deletedAt} is not null`,
        })
        .from(comments)
        .where(eq(comments.commentId, commentId))
        .limit(1);
      if (!row) return null;
      return {
        commentId: Number(row.commentId),
        entryId: Number(row.entryId),
        rootId: row.rootId === null ? null : Number(row.rootId),
        isDeleted: row.isDeleted,
      };
    },

    /**
     * The comment `commentId` if its entry can be read (`visibleEntry` 'anywhere': not deleted,
     * by an active author), deleted comments included (flagged), or null.
     */
    async findVisible(commentId: number): Promise<CommentRef | null> {
      const [row] = await queryRows<{
        comment_id: number | string;
        user_id: number;
        uuid: string;
        entry_user_id: number;
        is_deleted: boolean;
        is_hidden: boolean;
        replies_count: number;
      }>(
        db,
        sql`SELECT c.comment_id, c.user_id, e.uuid::text AS uuid, e.user_id AS entry_user_id,
                   (c.deleted_at IS NOT NULL) AS is_deleted, c.is_hidden, c.replies_count
            FROM comments c
            JOIN entries e ON e.entry_id = c.entry_id
            JOIN users eu ON eu.user_id = e.user_id
            WHERE c.comment_id = ${commentId}
              AND ${visibleEntry('e', 'eu', 'anywhere')}`,
      );
      if (!row) return null;
      return {
        commentId: Number(row.comment_id),
        userId: row.user_id,
        entryUuid: row.uuid,
        entryUserId: row.entry_user_id,
        isDeleted: row.is_deleted,
        isHidden: row.is_hidden,
        repliesCount: Number(row.replies_count),
      };
    },

    /**
     * Comments `ids` with their authors and their entries' uuids, as `viewerId` sees them, in
     * the order of `ids` (the caller chose readable ones; unknown ids are skipped).
     */
    async byIds(
      ids: readonly number[],
      viewerId: number | null,
    ): Promise<(CommentRow & { entry_uuid: string })[]> {
      if (ids.length === 0) return [];
      return queryRows<CommentRow & { entry_uuid: string }>(
        db,
        sql`SELECT ${commentColumns(viewerId)}, NULL::bigint AS top_id, p.ord,
                   e.uuid::text AS entry_uuid
            FROM unnest(${sql.param(ids)}::bigint[]) WITH ORDINALITY AS p(comment_id, ord)
            JOIN comments c ON c.comment_id = p.comment_id
            JOIN entries e ON e.entry_id = c.entry_id
            ${commentJoins}
            ORDER BY p.ord`,
      );
    },

    /** One comment with its author, as `viewerId` sees it, or null. */
    async findById(commentId: number, viewerId: number | null): Promise<CommentRow | null> {
      const [row] = await queryRows<CommentRow>(
        db,
        sql`SELECT ${commentColumns(viewerId)}, NULL::bigint AS top_id, 0 AS ord
            FROM comments c ${commentJoins}
            WHERE c.comment_id = ${commentId}`,
      );
      return row ?? null;
    },

    /**
     * A page of threads of entry `entryId` in one query: the first `limit` root comments with
     * `comment_id > lastId` (oldest first, index `comments_entry_roots_idx`; `ord` 0), then
     * under each the first `repliesLimit` replies in depth-first order (`walkCte`; `top_id` is
     * the root, `ord` the position). Reads `limit` root rows and, per root, what `walkCte`
     * states — never a whole thread. Deleted comments are included (flagged `is_deleted`) so
     * their replies keep their place.
     */
    async threadsPage(
      entryId: number,
      lastId: number,
      limit: number,
      repliesLimit: number,
      viewerId: number | null,
    ): Promise<CommentRow[]> {
      return queryRows<CommentRow>(
        db,
        sql`
          WITH RECURSIVE roots AS (
            SELECT comment_id
            FROM comments
            WHERE entry_id = ${entryId} AND parent_id IS NULL AND comment_id > ${lastId}
            ORDER BY comment_id
            LIMIT ${limit}
          ),
          tops AS (SELECT comment_id AS top, 0::bigint AS after FROM roots),
          ${walkCte(repliesLimit)}
          SELECT * FROM (
            SELECT ${commentColumns(viewerId)}, NULL::bigint AS top_id, 0 AS ord
            FROM comments c ${commentJoins}
            WHERE c.comment_id IN (SELECT comment_id FROM roots)
            UNION ALL
            ${walkRows(viewerId)}
          ) page
          ORDER BY top_id NULLS FIRST, ord, comment_id`,
      );
    },

    /**
     * The replies under comment `commentId` that come after its direct reply `lastId`: its
     * direct replies with `comment_id > lastId`, oldest first, each followed by its own replies,
     * depth first, `limit` comments in all (`walkCte`; reads what it states).
     */
    async repliesPage(
      commentId: number,
      lastId: number,
      limit: number,
      viewerId: number | null,
    ): Promise<CommentRow[]> {
      return queryRows<CommentRow>(
        db,
        sql`
          WITH RECURSIVE
          tops AS (SELECT ${commentId}::bigint AS top, ${lastId}::bigint AS after),
          ${walkCte(limit)}
          ${walkRows(viewerId)}
          ORDER BY w.n`,
      );
    },

    /**
     * The ancestors of comment `commentId` — its parent, the parent's parent… up to the root
     * comment — root first, deleted ones included (flagged). One primary-key read per level.
     */
    async ancestors(commentId: number, viewerId: number | null): Promise<CommentRow[]> {
      return queryRows<CommentRow>(
        db,
        sql`
          WITH RECURSIVE up(comment_id, parent_id, k) AS (
            SELECT comment_id, parent_id, 0 FROM comments WHERE comment_id = ${commentId}
            UNION ALL
            SELECT p.comment_id, p.parent_id, up.k + 1
            FROM up JOIN comments p ON p.comment_id = up.parent_id
          )
          SELECT ${commentColumns(viewerId)}, NULL::bigint AS top_id, 0 AS ord
          FROM up
          JOIN comments c ON c.comment_id = up.comment_id
          ${commentJoins}
          WHERE up.k > 0
          ORDER BY up.k DESC`,
      );
    },

    /**
     * Edits the live comment `commentId` in one transaction (the row locked): its current
     * text, link and file become a row of `comment_versions` (dated when they were written),
     * and the row takes `change` with `is_edited` and `date_edited`; then `inTx`, when given,
     * with the transaction (the service sets the comment's file there). Its place stays; its
     * `search_vector` follows the new text in the same update (modules/search).
     * @returns false when the comment is deleted (nothing changed)
     */
    async edit(
      commentId: number,
      change: { text: string; link: string | null },
      inTx?: (tx: Tx) => Promise<void>,
    ) {
      const vector = await searchVector(change.text);
      return db.transaction(async (tx) => {
        const [old] = await queryRows<{
          text: string;
          link: string | null;
          written: Date | string;
          files: AttachedFileRow[];
        }>(
          tx,
          sql`SELECT c.text, c.link, coalesce(c.date_edited, c.date_added) AS written,
                     ${attachedFilesJson('comment_files', sql`c.comment_id`)} AS files
              FROM comments c
              WHERE c.comment_id = ${commentId} AND c.deleted_at IS NULL
              FOR UPDATE OF c`,
        );
        if (!old) return false;
        await tx.insert(commentVersions).values({
          commentId,
          text: old.text,
          link: old.link,
          files: old.files,
          dateAdded: new Date(old.written),
        });
        await tx
          .update(comments)
          .set({
            text: change.text,
            link: change.link,
            isEdited: true,
            dateEdited: sql`now()`,
            searchVector: vector,
          })
          .where(eq(comments.commentId, commentId));
        await inTx?.(tx);
        return true;
      });
    },

    /** A page of the comment's earlier versions, newest first, and how many there are. */
    async historyPage(commentId: number, paging: Paging) {
      return versionsPage(db, 'comment', commentId, paging);
    },

    /**
     * Deletes the live comment `commentId` in one transaction (the row locked, so a reply
     * being added meanwhile is counted first), and takes 1 from its entry's `comments_count`:
     * - with replies, softly: `deleted_at` is set and the row stays as a stub that keeps the
     *   thread's shape (its replies stay readable);
     * - without, the row is removed with its versions, 1 is taken from the parent's
     *   `replies_count`, and a parent that was itself deleted and has no replies left is
     *   removed too, and so on up the thread — a deleted comment stays only while it has
     *   replies.
     * `beforeDelete`, when given, runs in the transaction once the row is locked and before it
     * goes (the service lets the comment's file go there, while its link row still exists).
     * @returns false when the comment is already deleted (nothing changed)
     */
    async remove(commentId: number, beforeDelete?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{
          entry_id: number | string;
          parent_id: number | string | null;
          replies_count: number;
        }>(
          tx,
          sql`SELECT entry_id, parent_id, replies_count FROM comments
              WHERE comment_id = ${commentId} AND deleted_at IS NULL
              FOR UPDATE`,
        );
        if (!row) return false;
        await beforeDelete?.(tx);
        await tx
          .update(entries)
          .set({ commentsCount: sql`${entries.commentsCount} - 1` })
          .where(eq(entries.entryId, Number(row.entry_id)));
        if (row.replies_count > 0) {
          await tx
            .update(comments)
            .set({ deletedAt: sql`now()` })
            .where(eq(comments.commentId, commentId));
          return true;
        }
        await tx.delete(comments).where(eq(comments.commentId, commentId));
        let parentId = row.parent_id === null ? null : Number(row.parent_id);
        while (parentId !== null) {
          const [parent] = await queryRows<{
            replies_count: number;
            is_deleted: boolean;
            parent_id: number | string | null;
          }>(
            tx,
            sql`UPDATE comments SET replies_count = replies_count - 1
                WHERE comment_id = ${parentId}
                RETURNING replies_count, (deleted_at IS NOT NULL) AS is_deleted, parent_id`,
          );
          if (!parent || parent.replies_count > 0 || !parent.is_deleted) break;
          await tx.delete(comments).where(eq(comments.commentId, parentId));
          parentId = parent.parent_id === null ? null : Number(parent.parent_id);
        }
        return true;
      });
    },

    /**
     * Sets `is_hidden` of the live comment `commentId`.
     * @returns false when the comment is deleted (nothing changed)
     */
    async setHidden(commentId: number, hidden: boolean): Promise<boolean> {
      const rows = await db
        .update(comments)
        .set({ isHidden: hidden })
        .where(and(eq(comments.commentId, commentId), isNull(comments.deletedAt)))
        .returning({ commentId: comments.commentId });
      return rows.length > 0;
    },

    /** How many root comments entry `entryId` has (deleted ones included, as listed). */
    async countRoots(entryId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM comments
            WHERE entry_id = ${entryId} AND parent_id IS NULL`,
      );
      return row?.n ?? 0;
    },
  };
}

/** The comments repository. */
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

/*
 * Recounts (lib/recount.ts): each sets one counter `insert` moves to the `count(*)` of the rows
 * it counts, in one statement, and returns how many rows it changed. Optional ids restrict it
 * to some rows; without them every row is recounted.
 */

/**
 * Recounts `entries.comments_count`: the entry's comments that are not deleted. Reads
 * `entries`, `comments`; writes `entries.comments_count` where it differs (deleted entries
 * included: their counter stays as it was when they were deleted).
 * @returns how many entries changed
 */
export async function recountCommentsCount(
  db: RecountDb,
  { entryIds }: { entryIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE entries e SET comments_count = c.n
        FROM (SELECT x.entry_id, count(cm.comment_id)::int AS n
              FROM entries x
              LEFT JOIN comments cm ON cm.entry_id = x.entry_id AND cm.deleted_at IS NULL
              WHERE true ${inIds(sql`x.entry_id`, entryIds, 'bigint')}
              GROUP BY x.entry_id) c
        WHERE e.entry_id = c.entry_id AND e.comments_count <> c.n`,
  );
}

/**
 * Recounts `comments.replies_count`: the comment's direct replies, deleted ones included (they
 * keep their place in the thread). Reads and writes `comments` (`replies_count` where it
 * differs).
 * @returns how many comments changed
 */
export async function recountRepliesCount(
  db: RecountDb,
  { commentIds }: { commentIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE comments c SET replies_count = r.n
        FROM (SELECT x.comment_id, count(rp.comment_id)::int AS n
              FROM comments x
              LEFT JOIN comments rp ON rp.parent_id = x.comment_id
              WHERE true ${inIds(sql`x.comment_id`, commentIds, 'bigint')}
              GROUP BY x.comment_id) r
        WHERE c.comment_id = r.comment_id AND c.replies_count <> r.n`,
  );
}

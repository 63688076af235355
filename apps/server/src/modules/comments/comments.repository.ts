/**
 * SQL of the comments area: add a comment (and move the entry's counter), find a parent, and
 * read a page of threads in one query (DESIGN.md §5 "comments", §8).
 * No HTTP and no product rules here.
 */
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { comments, entries } from '../../db/schema/index.ts';
import type { CommentRow } from './comments.mapper.ts';

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

/** The columns of a comment and its author (`UserShort`), with `viewerId`'s subscription. */
const commentColumns = (viewerId: number | null) => sql`
  c.comment_id, c.parent_id, c.text, c.link, c.is_edited,
  (c.deleted_at IS NOT NULL) AS is_deleted, c.date_added,
  u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
  EXISTS (SELECT 1 FROM subscriptions ms
          WHERE ms.subscriber_id = ${viewerId}::int AND ms.user_id = u.user_id) AS me_subscribed`;

/** Creates the repository over `db`. */
export function createCommentsRepository(db: Db) {
  return {
    /**
     * Inserts a comment and adds 1 to the entry's `comments_count`, in one transaction.
     * @returns the new `comment_id`
     */
    async insert(comment: NewComment): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values(comment)
          .returning({ commentId: comments.commentId });
        await tx
          .update(entries)
          .set({ commentsCount: sql`${entries.commentsCount} + 1` })
          .where(eq(entries.entryId, comment.entryId));
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

    /** One comment with its author, as `viewerId` sees it, or null. */
    async findById(commentId: number, viewerId: number | null): Promise<CommentRow | null> {
      const [row] = await queryRows<CommentRow>(
        db,
        sql`SELECT ${commentColumns(viewerId)}
            FROM comments c JOIN users u ON u.user_id = c.user_id
            WHERE c.comment_id = ${commentId}`,
      );
      return row ?? null;
    },

    /**
     * A page of threads of entry `entryId` in one query: the first `limit` root comments with
     * `comment_id > lastId` (oldest first, index `comments_entry_roots_idx`), plus every reply
     * of those roots (`root_id IN (…)`, index `comments_root_idx`). Rows come in `comment_id`
     * order, so a parent always precedes its replies. Deleted comments are included (flagged
     * `is_deleted`) so their replies keep their place.
     */
    async threadsPage(
      entryId: number,
      lastId: number,
      limit: number,
      viewerId: number | null,
    ): Promise<CommentRow[]> {
      return queryRows<CommentRow>(
        db,
        sql`
          WITH roots AS (
            SELECT comment_id
            FROM comments
            WHERE entry_id = ${entryId} AND parent_id IS NULL AND comment_id > ${lastId}
            ORDER BY comment_id
            LIMIT ${limit}
          )
          SELECT ${commentColumns(viewerId)}
          FROM comments c JOIN users u ON u.user_id = c.user_id
          WHERE c.comment_id IN (SELECT comment_id FROM roots)
             OR c.root_id IN (SELECT comment_id FROM roots)
          ORDER BY c.comment_id`,
      );
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

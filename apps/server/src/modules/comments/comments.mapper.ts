/**
 * Comments on the wire (spec §3 "Comment", DESIGN.md §5 "comments"): the only place that shapes
 * a `Comment` and nests replies into trees. Files, link previews and bookmarks come in later
 * issues: `files: []`, `is_bookmarked: false`.
 */
import type { Comment } from '@potok/common';
import { toLink } from '../entries/entries.mapper.ts';
import { isoDate, toUserShort, type UserShortRow } from '../users/users.mapper.ts';

/** One comment with its author as `comments.repository` selects it. */
export interface CommentRow extends UserShortRow {
  comment_id: number | string;
  parent_id: number | string | null;
  text: string;
  link: string | null;
  is_edited: boolean;
  is_deleted: boolean;
  date_added: Date | string;
}

/**
 * Row → `Comment` without replies. A deleted comment keeps its place in the tree (its replies
 * stay readable) but shows no text or link.
 */
export function toComment(row: CommentRow, entryUuid: string, viewerId: number | null): Comment {
  const dateAdded = isoDate(row.date_added);
  return {
    comment_id: Number(row.comment_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    entry: { uuid: entryUuid },
    user: toUserShort(row, viewerId),
    content: {
      text: row.is_deleted ? '' : row.text,
      date_added: dateAdded,
      files: [],
      link: row.is_deleted ? null : toLink(row.link),
    },
    state: { is_edited: row.is_edited, is_bookmarked: false, is_deleted: row.is_deleted },
    meta: { date_added: dateAdded },
    replies: [],
  };
}

/**
 * Nests `rows` (root comments and their replies, in `comment_id` order) into trees: each root in
 * order, each comment's `replies` oldest first at every level. A reply whose parent is not among
 * the rows is dropped (it cannot be placed).
 */
export function toCommentTrees(
  rows: readonly CommentRow[],
  entryUuid: string,
  viewerId: number | null,
): Comment[] {
  const byId = new Map<number, Comment>();
  const roots: Comment[] = [];
  for (const row of rows) {
    const comment = toComment(row, entryUuid, viewerId);
    byId.set(comment.comment_id, comment);
    if (comment.parent_id === null) roots.push(comment);
    else byId.get(comment.parent_id)?.replies.push(comment);
  }
  return roots;
}

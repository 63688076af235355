/**
 * Comments on the wire (spec §3 "Comment", DESIGN.md §5 "comments"): the only place that shapes
 * a `Comment`, nests replies into trees and counts `replies_more`. A comment's link carries
 * its card as an entry's does (`toLink`: the page's title and icon once fetched, the host
 * until then). `is_bookmarked` is the viewer's bookmark.
 */
import type { Comment } from '@potok/common';
import { toLink } from '../entries/entries.mapper.ts';
import { toEntryFile } from '../files/files.mapper.ts';
import { isoDate, toUserShort } from '../users/users.mapper.ts';
import type { CommentRow } from './comments.repository.ts';

/**
 * Row → `Comment` without replies (`replies_more` counts all its direct replies until
 * `toCommentTrees` places some). A deleted comment keeps its place in the tree (its replies stay
 * readable) but shows no text or link.
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
      files: row.is_deleted ? [] : row.files.map(toEntryFile),
      link: row.is_deleted
        ? null
        : toLink(row.link, { title: row.link_title, icon: row.link_icon }),
    },
    state: {
      is_edited: row.is_edited,
      is_bookmarked: row.is_bookmarked,
      is_deleted: row.is_deleted,
      is_hidden: row.is_hidden,
    },
    meta: { date_added: dateAdded },
    replies_more: Number(row.replies_count),
    replies: [],
  };
}

/**
 * Nests `rows` into trees: a row whose parent is among the rows goes into the parent's
 * `replies`, in the order of `rows` (which must list a parent before its replies and replies
 * oldest first, as a depth-first walk does); the others are the top-level items, in order.
 * Each comment's `replies_more` becomes its direct replies minus those placed under it.
 */
export function toCommentTrees(
  rows: readonly CommentRow[],
  entryUuid: string,
  viewerId: number | null,
): Comment[] {
  const byId = new Map<number, Comment>();
  for (const row of rows) {
    const comment = toComment(row, entryUuid, viewerId);
    byId.set(comment.comment_id, comment);
  }
  const items: Comment[] = [];
  for (const comment of byId.values()) {
    const parent = comment.parent_id === null ? undefined : byId.get(comment.parent_id);
    if (parent) {
      parent.replies.push(comment);
      parent.replies_more = Math.max(0, parent.replies_more - 1);
    } else {
      items.push(comment);
    }
  }
  return items;
}

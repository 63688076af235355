/** Comment wire shapes (spec §3 "Comment", DESIGN.md §5 "comments"). */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { DateString } from './base.ts';
import { EntryFile, EntryLink } from './entries.ts';
import { UserShort } from './users.ts';

/**
 * One comment without its replies. On the wire each comment also carries `replies`: the direct
 * replies that this answer holds, oldest first, each with their own `replies` — a bounded part
 * of the thread (DESIGN.md §5 "comments"): at most COMMENT_REPLIES_PAGE_SIZE comments under
 * the comment a page is about, the first ones in depth-first order. The schema declares
 * `replies` as an array of objects because fast-json-stringify cannot follow a cyclic schema;
 * the mapper is the only place that shapes comments, and the `Comment` type below is exact.
 *
 * `replies_more` is "the rest" at this comment: how many of its direct replies are not in its
 * `replies` (deleted ones included, as they are listed). Each of them comes with its own
 * replies when loaded, so the web puts «show N more replies» right after the comment's last
 * shown reply and loads them with `GET comment/{id}/replies?last_id={that reply}`. Every
 * comment of a thread that an answer leaves out is counted once, at its nearest shown ancestor.
 */
export const CommentBase = Type.Object({
  comment_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  entry: Type.Object({ uuid: Type.String() }),
  user: UserShort,
  content: Type.Object({
    text: Type.String(),
    date_added: DateString,
    files: Type.Array(EntryFile),
    link: Type.Union([EntryLink, Type.Null()]),
  }),
  state: Type.Object({
    is_edited: Type.Boolean(),
    is_bookmarked: Type.Boolean(),
    is_deleted: Type.Boolean(),
    /**
     * The entry's author hid the comment under their entry (docs/decisions/entry-and-comment-actions.md): clients show
     * a stub that opens on click; text and replies are still sent.
     */
    is_hidden: Type.Boolean(),
  }),
  meta: Type.Object({ date_added: DateString }),
  replies_more: Type.Integer({ minimum: 0 }),
});

export const Comment = Type.Object({
  ...CommentBase.properties,
  replies: Type.Array(Type.Object({}, { additionalProperties: true })),
});
export type Comment = Static<typeof CommentBase> & { replies: Comment[] };

/** `POST entry/{uuid}/comments` body (spec §3 "Form payload: text, files, link, parent_id"). */
export const CommentCreateBody = Type.Object({
  text: Type.Optional(Type.String()),
  files: Type.Optional(Type.Array(Type.String(), { maxItems: 1 })),
  link: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  parent_id: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INTEGER_INPUT }), Type.Null()]),
  ),
});
export type CommentCreateBody = Static<typeof CommentCreateBody>;

/** `GET entry/{uuid}/comments?last_id=` query. */
export const CommentsQuery = Type.Object({
  last_id: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
});

/** Path parameters of `comment/{id}` routes: a comment_id. */
export const CommentParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_INTEGER_INPUT }),
});
export type CommentParams = Static<typeof CommentParams>;

/**
 * `GET comment/{id}/replies?last_id=` query: the direct replies of the comment with
 * `comment_id > last_id` come next (0: from its first reply).
 */
export const CommentRepliesQuery = Type.Object({
  last_id: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER_INPUT, default: 0 })),
});
export type CommentRepliesQuery = Static<typeof CommentRepliesQuery>;

/**
 * `GET comment/{id}` (spec §7, DESIGN.md §5 "comments"): the comment, with its first replies as
 * on a thread page, and `ancestors`: its parent, the parent's parent… up to the root comment,
 * listed root first. Each ancestor has `replies: []`; its `replies_more` leaves out the one
 * reply that leads to the comment (that reply is in this answer, as the next ancestor or the
 * comment itself).
 */
export const CommentInThread = Type.Object({
  ...Comment.properties,
  ancestors: Type.Array(Comment),
});
export type CommentInThread = Comment & { ancestors: Comment[] };

/**
 * `POST comment/{id}` (edit) body (spec §7: text, files, link). Omitted fields keep their
 * value; the trimmed text may be empty only when a file stays attached (`comment_empty`).
 */
export const CommentEditBody = Type.Object({
  text: Type.Optional(Type.String()),
  files: Type.Optional(Type.Array(Type.String(), { maxItems: 1 })),
  link: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type CommentEditBody = Static<typeof CommentEditBody>;

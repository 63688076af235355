/** Comment wire shapes (spec §3 "Comment", DESIGN.md §5 "comments"). */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { DateString } from './base.ts';
import { EntryFile, EntryLink } from './entries.ts';
import { UserShort } from './users.ts';

/**
 * One comment without its replies. On the wire each comment also carries `replies`: its direct
 * replies, each with their own `replies` (the whole subtree). The schema declares `replies` as
 * an array of objects because fast-json-stringify cannot follow a cyclic schema; the mapper is
 * the only place that shapes comments, and the `Comment` type below is exact.
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
  }),
  meta: Type.Object({ date_added: DateString }),
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

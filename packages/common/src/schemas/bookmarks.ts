/**
 * Bookmark wire shapes (spec §3 "Bookmark groups", §7 "Bookmarks").
 *
 * `POST my/bookmarks` body: `type` add or remove, `object` one of BOOKMARK_OBJECTS, and the id
 * field of that object (`user_id`, `entry_id`, `comment_id`, `feed_id`). The service checks the
 * combination: an unknown `object` or `type` → `bad_request`, a missing id field →
 * `bad_request`, an id naming nothing readable → the object's `*_not_found`.
 */
import Type, { type Static } from 'typebox';
import { MAX_INTEGER_INPUT } from '../constants.ts';
import { Comment } from './comments.ts';
import { Entry } from './entries.ts';
import { Feed } from './feeds.ts';
import { UserShort } from './users.ts';

const Id = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INTEGER_INPUT }));

/** `POST my/bookmarks` body (spec §7). */
export const BookmarkBody = Type.Object({
  type: Type.String({ maxLength: 16 }),
  object: Type.String({ maxLength: 16 }),
  user_id: Id,
  entry_id: Id,
  comment_id: Id,
  feed_id: Id,
});
export type BookmarkBody = Static<typeof BookmarkBody>;

/** Payload of `POST my/bookmarks`: the flag and, for an entry, its new bookmark counter. */
export const BookmarkPayload = Type.Object({
  is_bookmarked: Type.Boolean(),
  /** The entry's `counters.bookmarks` after the write; absent for other objects. */
  bookmarks: Type.Optional(Type.Integer()),
});
export type BookmarkPayload = Static<typeof BookmarkPayload>;

/**
 * `GET my/bookmarks/all`: the newest few of each group (BOOKMARKS_OVERVIEW_SIZE) with each
 * group's total.
 */
export const BookmarksOverview = Type.Object({
  users: Type.Object({ items: Type.Array(UserShort), total_items: Type.Integer() }),
  entries: Type.Object({ items: Type.Array(Entry), total_items: Type.Integer() }),
  comments: Type.Object({ items: Type.Array(Comment), total_items: Type.Integer() }),
  feeds: Type.Object({ items: Type.Array(Feed), total_items: Type.Integer() }),
});
export type BookmarksOverview = Static<typeof BookmarksOverview>;

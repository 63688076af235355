/**
 * Users on the wire: `UserShort` (DESIGN.md §5; inside entries, comments and user lists) and the
 * profile's `UserCard` (spec §3 "User card"). The only place that shapes a user for the wire.
 */
import type { UserCard, UserShort } from '@potok/common';
import type { UserCardRow } from './users.repository.ts';
import type { UserShortRow } from './users.rows.ts';

/** ISO 8601 UTC of a timestamp as either driver returns it (Date or `YYYY-MM-DD hh:mm:ss+00`). */
export function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Row → `UserShort`; `viewerId` (null for a guest) decides `state.is_me`. */
export function toUserShort(row: UserShortRow, viewerId: number | null): UserShort {
  const userId = Number(row.user_id);
  return {
    user_id: userId,
    username: row.username,
    name: row.name,
    avatar: { hash: row.avatar_hash },
    state: {
      is_me: viewerId === userId,
      is_verified: row.is_verified,
      me_subscribed: row.me_subscribed,
    },
  };
}

/** Row → `UserCard`; `state.is_bookmarked` is the viewer's bookmark. */
export function toUserCard(row: UserCardRow, viewerId: number | null): UserCard {
  const short = toUserShort(row, viewerId);
  return {
    user_id: short.user_id,
    username: row.username,
    name: row.name,
    profile: { name: row.name, bio: row.bio, sex: row.sex },
    avatar: short.avatar,
    tint: row.tint,
    counters: {
      entries: row.entries_count,
      subscribers: row.subscribers_count,
      subscriptions: row.subscriptions_count,
      badges: row.badges_count,
    },
    meta: { date_added: isoDate(row.date_added) },
    state: {
      ...short.state,
      me_subscribed_to_new_posts: row.me_subscribed && row.me_subscribed_to_new_posts,
      is_bookmarked: row.is_bookmarked,
    },
  };
}

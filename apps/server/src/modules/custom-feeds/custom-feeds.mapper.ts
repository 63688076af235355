/** Custom feeds on the wire (spec §3 "Feed"): the only place that shapes a `Feed`. */
import type { Feed } from '@potok/common';
import { isoDate } from '../users/users.mapper.ts';
import type { FeedRow } from './custom-feeds.repository.ts';

/** Row → `Feed`; `viewerId` (null for a guest) decides `state.is_mine`. */
export function toFeed(row: FeedRow, viewerId: number | null): Feed {
  return {
    feed_id: Number(row.feed_id),
    uuid: row.uuid,
    title: row.title,
    emoji: row.emoji,
    author: { user_id: Number(row.user_id), name: row.name, username: row.username },
    tags: row.tags,
    counters: { subscribers: Number(row.subscribers_count), tags: Number(row.tags_count) },
    state: {
      me_subscribed: row.me_subscribed,
      is_bookmarked: row.is_bookmarked,
      is_mine: viewerId !== null && Number(row.user_id) === viewerId,
    },
    meta: { date_added: isoDate(row.date_added) },
  };
}

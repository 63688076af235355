/**
 * Search rows → wire shapes. Feeds are shaped here until the feeds area has its own mapper
 * (then `toFeed` moves there and search hydrates through the feeds service).
 */
import type { Feed } from '@potok/common';
import type { FeedRow } from './search.repository.ts';

/** A feed row (search.repository.ts `feedsByIds`) → `Feed` (spec §3) for `viewerId`. */
export function toFeed(row: FeedRow, viewerId: number | null): Feed {
  return {
    feed_id: Number(row.feed_id),
    uuid: row.uuid,
    title: row.title,
    emoji: row.emoji,
    author: { user_id: Number(row.user_id), name: row.name, username: row.username },
    tags: row.tags ?? [],
    counters: { subscribers: Number(row.subscribers_count), tags: Number(row.tags_count) },
    state: {
      me_subscribed: row.me_subscribed,
      is_bookmarked: row.is_bookmarked,
      is_mine: viewerId !== null && Number(row.user_id) === viewerId,
    },
    meta: { date_added: new Date(row.date_added).toISOString() },
  };
}

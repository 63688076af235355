/**
 * Every maintained counter (DESIGN.md §8; the list in db/schema/content.ts) with the recount
 * that owns it, for whatever must set them all at once: bulk loaders (the demo seed, the
 * benchmark generator), a backfill after a migration, a repair. Each recount lives in the
 * repository that moves its counter (lib/recount.ts says what a recount is); this module only
 * lists them. A new counter joins this list and the invariants check (test/invariants.ts).
 */
import type { RecountDb } from '../lib/recount.ts';
import { recountBadgesCount } from './badges/badges.repository.ts';
import { recountBookmarksCount } from './bookmarks/bookmarks.repository.ts';
import { recountCommentsCount, recountRepliesCount } from './comments/comments.repository.ts';
import {
  recountFeedSubscribersCount,
  recountFeedTagsCount,
} from './custom-feeds/custom-feeds.repository.ts';
import {
  recountAbyssStats,
  recountAuthorStats,
  recountEntriesCount,
  recountReactionCounts,
  recountTagAuthorStats,
} from './entries/entries.repository.ts';
import { recountSubscribersCount, recountSubscriptionsCount } from './users/users.repository.ts';

/** Each maintained counter, as `table.column`, with its recount over every row. */
export const MAINTAINED_COUNTERS = {
  'users.entries_count': (db: RecountDb) => recountEntriesCount(db),
  'users.subscribers_count': (db: RecountDb) => recountSubscribersCount(db),
  'users.subscriptions_count': (db: RecountDb) => recountSubscriptionsCount(db),
  'author_stats.feed_entries_count': (db: RecountDb) => recountAuthorStats(db),
  'abyss_stats.feed_entries_count': (db: RecountDb) => recountAbyssStats(db),
  'tag_author_stats.feed_entries_count': (db: RecountDb) => recountTagAuthorStats(db),
  'entries.comments_count': (db: RecountDb) => recountCommentsCount(db),
  'comments.replies_count': (db: RecountDb) => recountRepliesCount(db),
  'entry_reaction_counts.count': (db: RecountDb) => recountReactionCounts(db),
  'users.badges_count': (db: RecountDb) => recountBadgesCount(db),
  'entries.bookmarks_count': (db: RecountDb) => recountBookmarksCount(db),
  'feeds.subscribers_count': (db: RecountDb) => recountFeedSubscribersCount(db),
  'feeds.tags_count': (db: RecountDb) => recountFeedTagsCount(db),
} as const;

/** The name of a maintained counter, `table.column`. */
export type CounterName = keyof typeof MAINTAINED_COUNTERS;

/**
 * Recounts every maintained counter over every row, one statement each, in `db` (pass a
 * transaction to make it part of a bulk write).
 * @returns per counter, how many rows it changed (all 0 when nothing had drifted)
 */
export async function recountAllCounters(db: RecountDb): Promise<Record<CounterName, number>> {
  const changed = {} as Record<CounterName, number>;
  for (const [name, recount] of Object.entries(MAINTAINED_COUNTERS)) {
    changed[name as CounterName] = await recount(db);
  }
  return changed;
}

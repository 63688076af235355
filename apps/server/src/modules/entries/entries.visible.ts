/**
 * Which entries are shown, as SQL conditions every area's queries use (entries, feeds, tags,
 * timeline, comments, search, bookmarks…): an active author, the visible-entry rule, and the
 * viewer's NSFW preference. Conditions only; no statements of their own.
 */
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL condition: the account `u` (an alias of `users`) is active — not suspended, blocked or
 * deleted. Such an account's entries are shown nowhere, and it counts in no feed total.
 */
export function activeAuthor(u: string): SQL {
  return sql`${sql.identifier(u)}.state = 'active'`;
}

/**
 * The "visible entry" condition, written once for every query that shows entries (spec §2,
 * DESIGN.md §5): the entry `e` (an alias of `entries`) is live (`deleted_at IS NULL`), not hidden
 * by operators (`hidden_at IS NULL`; such an entry is also hidden from the feed) and its
 * author `u` (an alias of `users`, joined on `e.user_id`) is active (`activeAuthor`); with
 * `where = 'feeds'` it is also not hidden from the feed — what the timeline, the abyss and tag
 * pages list. `'anywhere'` is what an entry's own page and its comments need (an entry hidden
 * from the feed still has its page). A profile lists its author's live entries, hidden ones
 * included, after the service has checked the author (`profilePageIds`).
 *
 * The feed form matches the partial indexes `entries_feed_idx` and `entries_user_feed_idx`.
 * Feed totals are sums of counters kept for the same set (schema/content.ts).
 */
export function visibleEntry(e: string, u: string, where: 'anywhere' | 'feeds'): SQL {
  const entry = sql.identifier(e);
  const visible = sql`${entry}.deleted_at IS NULL AND ${entry}.hidden_at IS NULL AND ${activeAuthor(u)}`;
  return where === 'feeds' ? sql`${visible} AND NOT ${entry}.is_hidden_from_feed` : visible;
}

/**
 * The viewer's content preference in a list (packages/common NSFW_MODES, modules/settings):
 * `AND <condition>` leaving out the entries `e` marked NSFW of others when the viewer's mode is
 * `hide`; nothing for a guest. The viewer's mode is an uncorrelated subquery, run once per
 * query (an InitPlan), so a list's index walk and its per-author `LIMIT` stay as they are and
 * the cost is one primary-key probe. `total_items` of the lists still counts every entry: for
 * such a viewer an upper bound, the list ending on a short page (as the custom feeds' totals).
 */
export function shownToViewer(e: string, viewerId: number | null): SQL {
  if (viewerId === null) return sql``;
  const entry = sql.identifier(e);
  return sql`AND NOT (${entry}.is_nsfw AND ${entry}.user_id <> ${viewerId}::int
                      AND EXISTS (SELECT 1 FROM users nv
                                  WHERE nv.user_id = ${viewerId}::int AND nv.nsfw_mode = 'hide'))`;
}

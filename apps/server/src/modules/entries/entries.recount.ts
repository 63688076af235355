/**
 * Recounts of the entries area's counters (lib/recount.ts; listed in modules/counters.ts): each
 * sets one counter that the entry writes (entries.counters.ts) or the reactions
 * (entries.reactions.ts) move to the `count(*)` of the rows it counts, in one statement, and
 * returns how many rows it changed. Optional ids restrict it to some authors (or tags, or
 * entries); without them every row is recounted.
 */
import { sql } from 'drizzle-orm';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import { activeAuthor } from './entries.visible.ts';

/**
 * Recounts `users.entries_count`: the user's entries others can read — not deleted and not
 * hidden by operators (entries hidden from the feed included: they are on the profile). Reads
 * `users`, `entries`; writes `users.entries_count` where it differs (0 for a user without
 * entries).
 * @returns how many users changed
 */
export async function recountEntriesCount(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE users u SET entries_count = c.n
        FROM (SELECT x.user_id, count(e.entry_id)::int AS n
              FROM users x
              LEFT JOIN entries e ON e.user_id = x.user_id AND e.deleted_at IS NULL
                                     AND e.hidden_at IS NULL
              WHERE true ${inIds(sql`x.user_id`, userIds, 'int')}
              GROUP BY x.user_id) c
        WHERE u.user_id = c.user_id AND u.entries_count <> c.n`,
  );
}

/**
 * Recounts `author_stats.feed_entries_count`: the author's entries that are not deleted and not
 * hidden from the feed. A row exists for every author with an entry not hidden from the feed,
 * deleted or not (as the insert leaves it: created on the first such entry, kept at 0 when they
 * are all deleted); a row with nothing to count is set to 0. Reads `entries`, `author_stats`;
 * writes `author_stats` (insert or update) where it differs.
 * @returns how many rows were inserted or changed
 */
export async function recountAuthorStats(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO author_stats (user_id, feed_entries_count)
        SELECT coalesce(c.user_id, st.user_id), coalesce(c.n, 0)
        FROM (SELECT user_id, (count(*) FILTER (WHERE deleted_at IS NULL))::int AS n
              FROM entries
              WHERE NOT is_hidden_from_feed ${inIds(sql`user_id`, userIds, 'int')}
              GROUP BY user_id) c
        FULL JOIN (SELECT user_id, feed_entries_count FROM author_stats
                   WHERE true ${inIds(sql`user_id`, userIds, 'int')}) st
               ON st.user_id = c.user_id
        WHERE coalesce(c.n, 0) IS DISTINCT FROM st.feed_entries_count
        ON CONFLICT (user_id) DO UPDATE SET feed_entries_count = excluded.feed_entries_count`,
  );
}

/**
 * Recounts `abyss_stats.feed_entries_count` (one row): the entries the abyss shows — not
 * deleted, not hidden from the feed, of an `active` author. Reads `entries`, `users`; writes
 * the row (creating it when missing) when it differs.
 * @returns 1 when the row was written, else 0
 */
export async function recountAbyssStats(db: RecountDb): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO abyss_stats (singleton, feed_entries_count)
        SELECT true, c.n
        FROM (SELECT count(*) AS n
              FROM entries e JOIN users u ON u.user_id = e.user_id
              WHERE e.deleted_at IS NULL AND NOT e.is_hidden_from_feed
                AND ${activeAuthor('u')}) c
        LEFT JOIN abyss_stats st ON st.singleton
        WHERE c.n IS DISTINCT FROM st.feed_entries_count
        ON CONFLICT (singleton) DO UPDATE SET feed_entries_count = excluded.feed_entries_count`,
  );
}

/**
 * Recounts `tag_author_stats.feed_entries_count`: per tag and author, the entries linked to the
 * tag that are not deleted and not hidden from the feed. Rows exist as for `author_stats`, per
 * tag (every pair with a linked entry not hidden from the feed); a row with nothing to count is
 * set to 0. Reads `entry_tags`, `entries`, `tag_author_stats`; writes `tag_author_stats`
 * (insert or update) where it differs. `userIds` and `tagIds` restrict it (both: the pairs
 * matching both).
 * @returns how many rows were inserted or changed
 */
export async function recountTagAuthorStats(
  db: RecountDb,
  { userIds, tagIds }: { userIds?: readonly number[]; tagIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO tag_author_stats (tag_id, user_id, feed_entries_count)
        SELECT coalesce(c.tag_id, st.tag_id), coalesce(c.user_id, st.user_id), coalesce(c.n, 0)
        FROM (SELECT et.tag_id, e.user_id,
                     (count(*) FILTER (WHERE e.deleted_at IS NULL))::int AS n
              FROM entry_tags et JOIN entries e ON e.entry_id = et.entry_id
              WHERE NOT e.is_hidden_from_feed
                    ${inIds(sql`e.user_id`, userIds, 'int')}
                    ${inIds(sql`et.tag_id`, tagIds, 'int')}
              GROUP BY et.tag_id, e.user_id) c
        FULL JOIN (SELECT tag_id, user_id, feed_entries_count FROM tag_author_stats
                   WHERE true ${inIds(sql`user_id`, userIds, 'int')}
                              ${inIds(sql`tag_id`, tagIds, 'int')}) st
               ON st.tag_id = c.tag_id AND st.user_id = c.user_id
        WHERE coalesce(c.n, 0) IS DISTINCT FROM st.feed_entries_count
        ON CONFLICT (tag_id, user_id)
        DO UPDATE SET feed_entries_count = excluded.feed_entries_count`,
  );
}

/**
 * Recounts `entry_reaction_counts.count`: per entry and reaction, the rows of
 * `entry_reactions`. A row exists for every pair ever given (as the writes leave it); a row with
 * nothing to count is set to 0. Reads `entry_reactions`, `entry_reaction_counts`; writes
 * `entry_reaction_counts` (insert or update) where it differs.
 * @returns how many rows were inserted or changed
 */
export async function recountReactionCounts(
  db: RecountDb,
  { entryIds }: { entryIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`INSERT INTO entry_reaction_counts (entry_id, react, count)
        SELECT coalesce(c.entry_id, st.entry_id), coalesce(c.react, st.react), coalesce(c.n, 0)
        FROM (SELECT entry_id, react, count(*)::int AS n FROM entry_reactions
              WHERE true ${inIds(sql`entry_id`, entryIds, 'bigint')}
              GROUP BY entry_id, react) c
        FULL JOIN (SELECT entry_id, react, count FROM entry_reaction_counts
                   WHERE true ${inIds(sql`entry_id`, entryIds, 'bigint')}) st
               ON st.entry_id = c.entry_id AND st.react = c.react
        WHERE coalesce(c.n, 0) IS DISTINCT FROM st.count
        ON CONFLICT (entry_id, react) DO UPDATE SET count = excluded.count`,
  );
}

/**
 * The counter invariants (DESIGN.md §8; the list in src/db/schema/content.ts): every maintained
 * counter equals the `count(*)` of the rows it counts. One query per counter compares the
 * stored value with a count written here independently of the repositories (a correlated
 * `count(*)` per row, where the recounts group), so a write path that forgets a move, or a
 * recount that counts the wrong rows, is caught.
 *
 * Area test files run it when their app closes (`createTestApp({ checkCounters: true })`), so
 * every integration test of an area ends with the counters checked, on PGlite and PostgreSQL.
 *
 * ```ts
 * await expectCountersConsistent(t.db); // throws listing every mismatch
 * ```
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.ts';
import type { CounterName } from '../src/modules/counters.ts';

/** One counter row whose stored value is not its count. */
export interface CounterMismatch {
  counter: CounterName;
  /** The row's key, e.g. `user_id=3` or `tag_id=2,user_id=3`. */
  key: string;
  /** Stored value; null when the row is missing (a stats row never created). */
  stored: number | null;
  counted: number;
}

/** Mismatches listed per counter at most (the message stays readable). */
const SHOWN = 20;

/**
 * Per counter: rows `(key, stored, counted)` where the stored value differs from the count. For
 * the stats tables a missing row counts as 0 (no row, nothing to show), and a row with no
 * counted entries must hold 0.
 */
const CHECKS: Record<CounterName, SQL> = {
  'users.entries_count': sql`
    SELECT 'user_id=' || u.user_id AS key, u.entries_count AS stored, x.n AS counted
    FROM users u
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM entries e
                        WHERE e.user_id = u.user_id AND e.deleted_at IS NULL
                          AND e.hidden_at IS NULL) x
    WHERE u.entries_count <> x.n`,
  'users.subscribers_count': sql`
    SELECT 'user_id=' || u.user_id AS key, u.subscribers_count AS stored, x.n AS counted
    FROM users u
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM subscriptions s
                        WHERE s.user_id = u.user_id) x
    WHERE u.subscribers_count <> x.n`,
  'users.badges_count': sql`
    SELECT 'user_id=' || u.user_id AS key, u.badges_count AS stored, x.n AS counted
    FROM users u
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM user_badges b
                        WHERE b.user_id = u.user_id) x
    WHERE u.badges_count <> x.n`,
  'users.subscriptions_count': sql`
    SELECT 'user_id=' || u.user_id AS key, u.subscriptions_count AS stored, x.n AS counted
    FROM users u
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM subscriptions s
                        WHERE s.subscriber_id = u.user_id) x
    WHERE u.subscriptions_count <> x.n`,
  'author_stats.feed_entries_count': sql`
    SELECT 'user_id=' || u.user_id AS key, st.feed_entries_count AS stored, x.n AS counted
    FROM users u
    LEFT JOIN author_stats st ON st.user_id = u.user_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM entries e
                        WHERE e.user_id = u.user_id AND e.deleted_at IS NULL
                          AND NOT e.is_hidden_from_feed) x
    WHERE coalesce(st.feed_entries_count, 0) <> x.n`,
  'abyss_stats.feed_entries_count': sql`
    SELECT 'singleton' AS key, st.feed_entries_count::int AS stored, x.n AS counted
    FROM (SELECT count(*)::int AS n FROM entries e
          WHERE e.deleted_at IS NULL AND NOT e.is_hidden_from_feed
            AND EXISTS (SELECT 1 FROM users u
                        WHERE u.user_id = e.user_id AND u.state = 'active')) x
    LEFT JOIN abyss_stats st ON st.singleton
    WHERE st.feed_entries_count IS DISTINCT FROM x.n`,
  'tag_author_stats.feed_entries_count': sql`
    SELECT 'tag_id=' || p.tag_id || ',user_id=' || p.user_id AS key,
           st.feed_entries_count AS stored, x.n AS counted
    FROM (SELECT tag_id, user_id FROM tag_author_stats
          UNION
          SELECT et.tag_id, e.user_id FROM entry_tags et JOIN entries e USING (entry_id)) p
    LEFT JOIN tag_author_stats st ON st.tag_id = p.tag_id AND st.user_id = p.user_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS n
                        FROM entry_tags et JOIN entries e USING (entry_id)
                        WHERE et.tag_id = p.tag_id AND e.user_id = p.user_id
                          AND e.deleted_at IS NULL AND NOT e.is_hidden_from_feed) x
    WHERE coalesce(st.feed_entries_count, 0) <> x.n`,
  'entries.comments_count': sql`
    SELECT 'entry_id=' || e.entry_id AS key, e.comments_count AS stored, x.n AS counted
    FROM entries e
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM comments c
                        WHERE c.entry_id = e.entry_id AND c.deleted_at IS NULL) x
    WHERE e.comments_count <> x.n`,
  'comments.replies_count': sql`
    SELECT 'comment_id=' || c.comment_id AS key, c.replies_count AS stored, x.n AS counted
    FROM comments c
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM comments r
                        WHERE r.parent_id = c.comment_id) x
    WHERE c.replies_count <> x.n`,
  'entry_reaction_counts.count': sql`
    SELECT 'entry_id=' || p.entry_id || ',react=' || p.react AS key,
           st.count AS stored, x.n AS counted
    FROM (SELECT entry_id, react FROM entry_reaction_counts
          UNION
          SELECT entry_id, react FROM entry_reactions) p
    LEFT JOIN entry_reaction_counts st ON st.entry_id = p.entry_id AND st.react = p.react
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM entry_reactions r
                        WHERE r.entry_id = p.entry_id AND r.react = p.react) x
    WHERE coalesce(st.count, 0) <> x.n`,
  'entries.bookmarks_count': sql`
    SELECT 'entry_id=' || e.entry_id AS key, e.bookmarks_count AS stored, x.n AS counted
    FROM entries e
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM bookmarks b
                        WHERE b.object_type = 'entry' AND b.object_id = e.entry_id) x
    WHERE e.bookmarks_count <> x.n`,
  'feeds.subscribers_count': sql`
    SELECT 'feed_id=' || f.feed_id AS key, f.subscribers_count AS stored, x.n AS counted
    FROM feeds f
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM feed_subscriptions s
                        WHERE s.feed_id = f.feed_id) x
    WHERE f.subscribers_count <> x.n`,
  'feeds.tags_count': sql`
    SELECT 'feed_id=' || f.feed_id AS key, f.tags_count AS stored, x.n AS counted
    FROM feeds f
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM feed_tags ft
                        WHERE ft.feed_id = f.feed_id) x
    WHERE f.tags_count <> x.n`,
};

/** The counters the check covers (the same names as `MAINTAINED_COUNTERS`). */
export const CHECKED_COUNTERS = Object.keys(CHECKS) as CounterName[];

/** Every counter row that differs from its count, at most `SHOWN` per counter. */
export async function findCounterMismatches(db: Db): Promise<CounterMismatch[]> {
  const out: CounterMismatch[] = [];
  for (const [counter, check] of Object.entries(CHECKS) as [CounterName, SQL][]) {
    const rows = await queryRows<{ key: string; stored: number | null; counted: number }>(
      db,
      sql`SELECT * FROM (${check}) m ORDER BY key LIMIT ${SHOWN}`,
    );
    for (const r of rows) out.push({ counter, key: r.key, stored: r.stored, counted: r.counted });
  }
  return out;
}

/**
 * Throws when any maintained counter differs from its count; the message lists each mismatch
 * as `counter key: stored N, counted M`.
 */
export async function expectCountersConsistent(db: Db): Promise<void> {
  const mismatches = await findCounterMismatches(db);
  if (mismatches.length === 0) return;
  const lines = mismatches.map(
    (m) => `  ${m.counter} ${m.key}: stored ${m.stored ?? 'no row'}, counted ${m.counted}`,
  );
  throw new Error(`counters differ from their count(*):\n${lines.join('\n')}`);
}

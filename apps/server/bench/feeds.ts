/**
 * Custom feeds on the benchmark network (DESIGN.md §8: `GET feed/timeline` for a
 * person subscribed to 100 users and 10 feeds): `seedFeedReaders` makes BENCH_FEEDS feeds of
 * two `#TopicK` tags each and gives each of `count` readers exactly 100 subscriptions to authors
 * and 10 of those feeds, replacing what an earlier run made (bench feeds are recognised by their
 * title), then sets the counters it moved by the repositories' recounts and analyzes the
 * tables it wrote.
 * `referenceFeedTimeline` is the answer written independently of the server's fan-in
 * (fan-in A over the union, DESIGN.md §8 "fan-in stays the reference").
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Db, schema } from '../src/db/client.ts';
import {
  recountFeedSubscribersCount,
  recountFeedTagsCount,
} from '../src/modules/custom-feeds/custom-feeds.repository.ts';
import {
  recountSubscribersCount,
  recountSubscriptionsCount,
} from '../src/modules/users/users.repository.ts';

/** Title prefix of the feeds the bench makes. */
const TITLE = 'bench feed';
/** Feeds made, users and feeds each reader follows, tags per feed. */
export const FEED_BENCH = { feeds: 30, users: 100, follows: 10, tagsPerFeed: 2 } as const;

/**
 * Makes the bench feeds and `count` feed readers (active users, not `exclude`, not the sparse
 * readers): each follows exactly FEED_BENCH.users authors (drawn per reader from users who
 * posted) and FEED_BENCH.follows feeds. Deterministic for a given network.
 * @returns the readers' user ids
 */
export async function seedFeedReaders(
  c: pg.Client,
  count: number,
  exclude: number[],
): Promise<number[]> {
  await c.query('BEGIN');
  try {
    await c.query(`DELETE FROM feeds WHERE title LIKE $1`, [`${TITLE} %`]);
    const maker = await c.query<{ user_id: number }>(
      `SELECT user_id FROM users WHERE state = 'active' ORDER BY user_id LIMIT 1`,
    );
    // Feed i carries the tags of rank 2i and 2i + 1 in tag_id order (low ids are the popular
    // #TopicK tags of the generator).
    await c.query(
      `WITH made AS (
         INSERT INTO feeds (uuid, user_id, title, emoji)
         SELECT gen_random_uuid(), $1, $2 || ' ' || i, '📰' FROM generate_series(0, $3 - 1) AS i
         RETURNING feed_id, (regexp_match(title, '(\\d+)$'))[1]::int AS i
       ), ranked AS (
         SELECT tag_id, row_number() OVER (ORDER BY tag_id) - 1 AS rank FROM tags
       )
       INSERT INTO feed_tags (feed_id, tag_id)
       SELECT m.feed_id, r.tag_id FROM made m
       JOIN ranked r ON r.rank / $4 = m.i AND r.rank < $3 * $4`,
      [maker.rows[0]!.user_id, TITLE, FEED_BENCH.feeds, FEED_BENCH.tagsPerFeed],
    );
    const readers = await c.query<{ user_id: number }>(
      `SELECT user_id FROM users
       WHERE state = 'active' AND user_id % 100 <> 0 AND NOT user_id = ANY($1::int[])
       ORDER BY user_id DESC LIMIT $2`,
      [exclude, count],
    );
    const ids = readers.rows.map((r) => r.user_id);
    await c.query(`DELETE FROM subscriptions WHERE subscriber_id = ANY($1::int[])`, [ids]);
    await c.query(
      `INSERT INTO subscriptions (subscriber_id, user_id)
       SELECT r, a.user_id FROM unnest($1::int[]) AS r
       CROSS JOIN LATERAL (
         SELECT st.user_id FROM author_stats st JOIN users u ON u.user_id = st.user_id
         WHERE u.state = 'active' AND st.feed_entries_count > 0 AND st.user_id <> r
         ORDER BY md5(r || ':' || st.user_id) LIMIT $2
       ) a`,
      [ids, FEED_BENCH.users],
    );
    await c.query(
      `INSERT INTO feed_subscriptions (user_id, feed_id)
       SELECT r, f.feed_id FROM unnest($1::int[]) AS r
       CROSS JOIN LATERAL (
         SELECT feed_id FROM feeds WHERE title LIKE $2
         ORDER BY md5(r || ':' || feed_id) LIMIT $3
       ) f`,
      [ids, `${TITLE} %`, FEED_BENCH.follows],
    );
    const db = drizzle({ client: c, schema }) as unknown as Db;
    await recountSubscribersCount(db);
    await recountSubscriptionsCount(db, { userIds: ids });
    await recountFeedSubscribersCount(db);
    await recountFeedTagsCount(db);
    await c.query('COMMIT');
    // Fresh statistics, as autovacuum would give a live server: the planner then starts from
    // the reader's own subscriptions (primary keys) rather than from all feeds.
    await c.query('ANALYZE feeds, feed_tags, feed_subscriptions, subscriptions');
    return ids;
  } catch (error) {
    await c.query('ROLLBACK');
    throw error;
  }
}

/**
 * The first page (`limit` ids from `offset`) of `userId`'s timeline with custom feeds, and the
 * number of distinct entries in it, by fan-in A over the union of authors and followed tags.
 */
export async function referenceFeedTimeline(
  c: pg.Client,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; distinct: number }> {
  const where = `FROM entries e JOIN users u ON u.user_id = e.user_id AND u.state = 'active'
    WHERE e.deleted_at IS NULL AND NOT e.is_hidden_from_feed
      AND (e.user_id = $1
           OR e.user_id IN (SELECT user_id FROM subscriptions WHERE subscriber_id = $1)
           OR EXISTS (SELECT 1 FROM entry_tags et
                      JOIN feed_tags ft ON ft.tag_id = et.tag_id
                      JOIN feed_subscriptions fs ON fs.feed_id = ft.feed_id
                      WHERE fs.user_id = $1 AND et.entry_id = e.entry_id))`;
  const ids = await c.query<{ entry_id: string }>(
    `SELECT e.entry_id ${where} ORDER BY e.entry_id DESC LIMIT ${limit} OFFSET ${offset}`,
    [userId],
  );
  const total = await c.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [userId]);
  return { ids: ids.rows.map((r) => Number(r.entry_id)), distinct: total.rows[0]!.n };
}

/**
 * Benchmark network generator (DESIGN.md §7 "Performance", §8 "Hot paths"): fills the
 * PostgreSQL database `potok_bench` with N users × S subscriptions and E entries, with set-based
 * SQL (`INSERT … SELECT generate_series`), and leaves every maintained counter exactly as the
 * services would have left it (checked by `checkConsistency` after each generation).
 *
 * The network (deterministic: `setseed`, no parallel plan touches `random()`):
 * - users `user1…userN`, password `bench-password`; every 200th user (199, 399, …) is
 *   `suspended` (the feeds must skip them); ids 1…A (A = 80 % of N) are the authors, the
 *   rest are *quiet* accounts that post rarely (0.5 % of all entries between them);
 * - subscriptions: each user draws 3·S candidates with a popularity skew (target
 *   `1 + ⌊N·r²⌋`: low ids are the popular accounts) and keeps the first S distinct, never
 *   themselves. Every 100th user (100, 200, …) is a *sparse* reader instead: they follow two
 *   quiet accounts — the case where fan-in A explodes (DESIGN.md §8);
 * - entries: authors drawn with an activity skew (`1 + ⌊A·r²⌋`: low ids post most), one entry
 *   every 30 s ending now, ids in time order; ≈10 % carry one `#TopicK` tag (200 tags, skewed),
 *   5 % a link, 1 % are deleted (soft), 2 % hidden from the feed, a few NSFW / AI; no comments.
 *
 * Counters set after the rows by the repositories' recounts (modules/counters.ts), the rules the
 * services' incremental moves follow: `users.entries_count` (not deleted),
 * `author_stats.feed_entries_count` (not deleted, not hidden; a row exists once the author
 * published a non-hidden entry), the same per tag and author in `tag_author_stats`,
 * `users.subscribers_count` / `subscriptions_count`, `entries.comments_count` and
 * `comments.replies_count` (0: no comments). Tags created on first use
 * (`date_added` = first entry, `label` = first spelling) with `entry_tags` links kept on deleted
 * entries, as `softDelete` keeps them.
 *
 * The database carries its size in a comment (`COMMENT ON DATABASE`); a later run of the same
 * size, generator version and migrations reuses it unless `regenerate` is set.
 */
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDb, schema } from '../src/db/client.ts';
import { migrationsHash, runMigrations } from '../src/db/migrate.ts';
import { recountAllCounters } from '../src/modules/counters.ts';
import { extractTagMentions } from '../src/modules/entries/entries.text.ts';

/** Bump when the generated data changes shape: older databases are then regenerated. */
const GENERATOR_VERSION = 2;

/**
 * Name of the benchmark database on the server: `potok_bench`, or BENCH_DB_NAME when it is a
 * plain lower-case identifier (so two runs on one server can keep apart).
 */
export const BENCH_DB_NAME = /^[a-z_][a-z0-9_]{0,62}$/.test(process.env.BENCH_DB_NAME ?? '')
  ? (process.env.BENCH_DB_NAME as string)
  : 'potok_bench';

/** Password of every generated user (so the web app can log in as `user1`). */
export const BENCH_PASSWORD = 'bench-password';

/** Size of the generated network. */
export interface NetworkSize {
  users: number;
  subscriptions: number;
  entries: number;
}

/** What `ensureBenchDatabase` did and where the database is. */
export interface BenchDatabase {
  /** URL of `potok_bench`. */
  url: string;
  /** True when an existing database of the same size was reused. */
  reused: boolean;
  /** Seconds spent generating (0 when reused). */
  seconds: number;
  /** Row counts of the database as it is. */
  rows: Record<'users' | 'subscriptions' | 'entries' | 'tags' | 'entry_tags', number>;
}

/** `serverUrl` with its database part replaced by `database`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `fn` with a connected client, then ends it. */
async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes sure `potok_bench` on `serverUrl` holds a network of `size`: reuses it when its stored
 * size, generator version and migrations match (and `regenerate` is false), otherwise drops,
 * recreates, migrates and fills it.
 */
export async function ensureBenchDatabase(
  serverUrl: string,
  size: NetworkSize,
  options: { regenerate?: boolean; log?: (line: string) => void } = {},
): Promise<BenchDatabase> {
  const log = options.log ?? (() => {});
  const url = databaseUrl(serverUrl, BENCH_DB_NAME);
  const stamp = JSON.stringify({
    ...size,
    generator: GENERATOR_VERSION,
    migrations: await migrationsHash(),
  });
  const adminUrl = databaseUrl(serverUrl, 'postgres');

  const existing = await withClient(adminUrl, async (c) => {
    const { rows } = await c.query<{ stamp: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS stamp FROM pg_database WHERE datname = $1`,
      [BENCH_DB_NAME],
    );
    return rows[0];
  });
  if (existing && existing.stamp === stamp && !options.regenerate) {
    log(`reusing ${BENCH_DB_NAME} (${existing.stamp})`);
    return { url, reused: true, seconds: 0, rows: await countRows(url) };
  }

  const started = performance.now();
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB_NAME}`);
  });
  const handle = await openDb({ driver: 'postgres', url, max: 1 });
  await runMigrations(handle);
  await handle.close();
  log(`created and migrated ${BENCH_DB_NAME}`);

  await withClient(url, (c) => fill(c, size, log));
  await withClient(url, async (c) => {
    const step = timer(log);
    await c.query('VACUUM (ANALYZE)');
    step('vacuum analyze');
    await checkConsistency(c);
    step('consistency check');
  });
  // The stamp goes last: an interrupted generation is never reused.
  await withClient(adminUrl, (c) =>
    c.query(`COMMENT ON DATABASE ${BENCH_DB_NAME} IS ${pg.escapeLiteral(stamp)}`),
  );
  const seconds = (performance.now() - started) / 1000;
  log(`generated in ${seconds.toFixed(1)} s`);
  return { url, reused: false, seconds, rows: await countRows(url) };
}

/** Logs the time since the previous step. */
function timer(log: (line: string) => void) {
  let last = performance.now();
  return (what: string) => {
    const now = performance.now();
    log(`  ${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}

/** Row counts of the generated tables. */
async function countRows(url: string): Promise<BenchDatabase['rows']> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<BenchDatabase['rows']>(`
      SELECT (SELECT count(*) FROM users)::int AS users,
             (SELECT count(*) FROM subscriptions)::int AS subscriptions,
             (SELECT count(*) FROM entries)::int AS entries,
             (SELECT count(*) FROM tags)::int AS tags,
             (SELECT count(*) FROM entry_tags)::int AS entry_tags`);
    return rows[0]!;
  });
}

/** Fills a freshly migrated database (one session: `setseed` and the temp table live in it). */
export async function fill(
  c: pg.Client,
  size: NetworkSize,
  log: (line: string) => void,
): Promise<void> {
  const n = Math.max(2, Math.trunc(size.users));
  const s = Math.max(0, Math.min(Math.trunc(size.subscriptions), n - 1));
  const e = Math.max(0, Math.trunc(size.entries));
  const authors = Math.max(1, Math.ceil(n * 0.8));
  const quiet = n - authors;
  const step = timer(log);

  await c.query(`SET synchronous_commit = off`);
  await c.query(`SET maintenance_work_mem = '512MB'`);
  await c.query(`SET work_mem = '256MB'`);
  await c.query(`SET max_parallel_workers_per_gather = 0`);
  await c.query(`SELECT setseed(0.42)`);

  await c.query(
    `INSERT INTO users (user_id, username, name, email, password_hash, bio, sex, is_verified,
                        state, date_added, avatar_hash)
     OVERRIDING SYSTEM VALUE
     SELECT i, 'user' || i, 'User ' || i, 'user' || i || '@bench.test', $2,
            CASE WHEN i % 3 = 0 THEN 'Bio of user ' || i ELSE '' END,
            (ARRAY['male', 'female', 'none'])[1 + i % 3],
            i % 50 = 0,
            CASE WHEN i % 200 = 199 THEN 'suspended' ELSE 'active' END,
            now() - interval '400 days' + i * interval '1 second',
            md5('avatar' || i)
     FROM generate_series(1, $1::int) AS i`,
    [n, await hash(BENCH_PASSWORD)],
  );
  await c.query(`SELECT setval(pg_get_serial_sequence('users', 'user_id'), $1)`, [n]);
  step(`users: ${n}`);

  // Regular readers: 3·S skewed candidates, the first S distinct ones kept.
  await c.query(
    `INSERT INTO subscriptions (subscriber_id, user_id, date_added)
     SELECT subscriber_id, user_id, date_added
     FROM (
       SELECT subscriber_id, user_id, min(date_added) AS date_added,
              row_number() OVER (PARTITION BY subscriber_id ORDER BY min(k)) AS rn
       FROM (
         SELECT i AS subscriber_id, 1 + floor($1::int * power(random(), 2))::int AS user_id, k,
                now() - interval '300 days' + (i * $2::int + k) * interval '1 second' AS date_added
         FROM generate_series(1, $1::int) AS i, generate_series(1, 3 * $2::int) AS k
         WHERE i % 100 <> 0
       ) AS candidate
       WHERE subscriber_id <> user_id
       GROUP BY subscriber_id, user_id
     ) AS ranked
     WHERE rn <= $2::int`,
    [n, s],
  );
  // Sparse readers: two quiet accounts each.
  if (quiet > 0 && s > 0) {
    await c.query(
      `INSERT INTO subscriptions (subscriber_id, user_id, date_added)
       SELECT DISTINCT i, $2::int + 1 + (i + j * 7) % $3::int, now() - interval '200 days'
       FROM generate_series(100, $1::int, 100) AS i, generate_series(0, 1) AS j
       WHERE $2::int + 1 + (i + j * 7) % $3::int <> i`,
      [n, authors, quiet],
    );
  }
  step('subscriptions');

  // One row of random draws per entry, shared by entries, tags and entry_tags.
  await c.query(
    `CREATE TEMP TABLE gen AS
     SELECT g,
            CASE WHEN $3::int > 0 AND random() < 0.005
                 THEN $2::int + 1 + floor($3::int * random())::int
                 ELSE 1 + floor($2::int * power(random(), 2))::int END AS author,
            CASE WHEN random() < 0.10 THEN 1 + floor(200 * power(random(), 2))::int END AS topic,
            random() AS r_state,
            random() AS r_flag,
            now() - ($1::bigint - g) * interval '30 seconds' AS ts
     FROM generate_series(1, $1::bigint) AS g`,
    [e, authors, quiet],
  );
  step('draws');

  await c.query(
    `INSERT INTO entries (entry_id, uuid, user_id, text, link, is_comments_enabled,
                          is_hidden_from_feed, is_nsfw, is_ai, date_added, deleted_at)
     OVERRIDING SYSTEM VALUE
     SELECT g,
            -- UUID v7 as the server makes them: 48-bit ms time, version 7, variant 10.
            (lpad(to_hex(floor(extract(epoch FROM ts) * 1000)::bigint), 12, '0') || '7'
               || substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), 4, 15))::uuid,
            author,
            'Entry ' || g || ' by user' || author || '. '
              || substr($1, 1 + (g % 97)::int, 40 + (g % 211)::int)
              || CASE WHEN topic IS NOT NULL THEN ' #Topic' || topic ELSE '' END,
            CASE WHEN r_flag < 0.05 THEN 'https://example.com/articles/' || g END,
            g % 20 <> 0,
            r_state >= 0.01 AND r_state < 0.03,
            r_flag >= 0.05 AND r_flag < 0.06,
            r_flag >= 0.06 AND r_flag < 0.07,
            ts,
            CASE WHEN r_state < 0.01 THEN least(now(), ts + interval '1 hour') END
     FROM gen
     ORDER BY g`,
    [LOREM],
  );
  await c.query(`SELECT setval(pg_get_serial_sequence('entries', 'entry_id'), greatest($1, 1))`, [
    e,
  ]);
  step(`entries: ${e}`);

  await c.query(
    `INSERT INTO tags (tag_id, slug, label, date_added)
     OVERRIDING SYSTEM VALUE
     SELECT topic, 'topic' || topic, 'Topic' || topic, min(ts)
     FROM gen WHERE topic IS NOT NULL GROUP BY topic`,
  );
  await c.query(
    `SELECT setval(pg_get_serial_sequence('tags', 'tag_id'), coalesce(max(tag_id), 1)) FROM tags`,
  );
  await c.query(
    `INSERT INTO entry_tags (entry_id, tag_id)
     SELECT g, topic FROM gen WHERE topic IS NOT NULL ORDER BY g`,
  );
  step('tags');

  // Same session as the inserts (its work_mem), through drizzle as the repositories expect.
  await recountAllCounters(drizzle({ client: c, schema }) as unknown as Db);
  step('counters');
  await c.query('DROP TABLE gen');
}

/** 400 characters the entry texts are cut from. */
const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ' +
  'ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco ' +
  'laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in ' +
  'voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat ' +
  'cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.';

/**
 * Checks every maintained counter against the rows it counts, and the tags of a sample of
 * entries against the server's own tag extraction. Throws on the first mismatch.
 */
export async function checkConsistency(c: pg.Client): Promise<void> {
  const checks: Record<string, string> = {
    'users.entries_count': `
      SELECT count(*) FROM users u
      WHERE u.entries_count <> (SELECT count(*) FROM entries e
                                WHERE e.user_id = u.user_id AND e.deleted_at IS NULL)`,
    'users.subscriptions_count': `
      SELECT count(*) FROM users u
      WHERE u.subscriptions_count <> (SELECT count(*) FROM subscriptions s
                                      WHERE s.subscriber_id = u.user_id)`,
    'users.subscribers_count': `
      SELECT count(*) FROM users u
      WHERE u.subscribers_count <> (SELECT count(*) FROM subscriptions s
                                    WHERE s.user_id = u.user_id)`,
    'author_stats.feed_entries_count': `
      SELECT count(*) FROM (
        SELECT user_id, count(*) FILTER (WHERE deleted_at IS NULL) AS n
        FROM entries WHERE NOT is_hidden_from_feed GROUP BY user_id
      ) e FULL JOIN author_stats st USING (user_id)
      WHERE e.n IS DISTINCT FROM st.feed_entries_count`,
    'tag_author_stats.feed_entries_count': `
      SELECT count(*) FROM (
        SELECT et.tag_id, e.user_id, count(*) FILTER (WHERE e.deleted_at IS NULL) AS n
        FROM entry_tags et JOIN entries e USING (entry_id)
        WHERE NOT e.is_hidden_from_feed GROUP BY et.tag_id, e.user_id
      ) e FULL JOIN tag_author_stats st USING (tag_id, user_id)
      WHERE e.n IS DISTINCT FROM st.feed_entries_count`,
    'entries.comments_count': `
      SELECT count(*) FROM entries e
      WHERE e.comments_count <> (SELECT count(*) FROM comments c
                                 WHERE c.entry_id = e.entry_id AND c.deleted_at IS NULL)`,
    'tags.date_added (first use)': `
      SELECT count(*) FROM tags t
      WHERE t.date_added <> (SELECT min(e.date_added) FROM entry_tags et
                             JOIN entries e USING (entry_id) WHERE et.tag_id = t.tag_id)`,
  };
  for (const [name, query] of Object.entries(checks)) {
    const { rows } = await c.query<{ count: string }>(query);
    if (Number(rows[0]!.count) !== 0) {
      throw new Error(`generated data is inconsistent: ${rows[0]!.count} rows break ${name}`);
    }
  }
  const { rows } = await c.query<{ text: string; slugs: string[] }>(`
    SELECT e.text, coalesce(array_agg(t.slug ORDER BY t.slug) FILTER (WHERE t.slug IS NOT NULL),
                            '{}') AS slugs
    FROM entries e LEFT JOIN entry_tags et USING (entry_id) LEFT JOIN tags t USING (tag_id)
    WHERE e.entry_id % 997 = 1
    GROUP BY e.entry_id`);
  for (const row of rows) {
    const expected = extractTagMentions(row.text)
      .map((t) => t.slug)
      .sort();
    if (expected.join(' ') !== row.slugs.join(' ')) {
      throw new Error(`generated tags differ from the text's: "${row.text}" → ${row.slugs}`);
    }
  }
}

/**
 * Who the hot-paths bench (hot.bench.ts) measures, on a generated network before the server
 * starts: the fan-out author (made once, followed by generated users), sessions for a sample of
 * readers, the densest and a sparse reader, an entry and a profile to read.
 */
import type pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { hashToken, newToken, randomHex } from '../src/modules/auth/auth.tokens.ts';
import {
  recountAuthorStats,
  recountEntriesCount,
} from '../src/modules/entries/entries.repository.ts';

const BENCH_AGENT = 'potok-bench-hot';
/** The author whose entries are fanned out, and how many generated users follow them. */
export const AUTHOR = 'fanout_author';
const AUTHOR_SUBSCRIBERS = 10_000;

/** A query function on the database before the server starts. */
export type Query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

/** Who and what is measured, with their sessions. */
export interface Prepared {
  tokens: string[];
  readerIds: number[];
  dense: { id: number; token: string };
  sparse: { id: number; token: string };
  author: { id: number; token: string; subscribers: number };
  entryUuid: string;
  username: string;
}

/**
 * Sessions, readers and the fan-out author (made once, followed by up to AUTHOR_SUBSCRIBERS
 * generated users; its entries of earlier runs deleted and its counters recounted), with
 * `sessions` readers sampled.
 */
export async function prepare(q: Query, db: Db, sessions: number): Promise<Prepared> {
  await q('DELETE FROM sessions WHERE user_agent = $1', [BENCH_AGENT]);
  let [author] = await q<{ user_id: number }>('SELECT user_id FROM users WHERE username = $1', [
    AUTHOR,
  ]);
  if (!author) {
    await q('BEGIN');
    [author] = await q<{ user_id: number }>(
      `INSERT INTO users (username, name, email, password_hash, avatar_hash)
       SELECT $1, 'Fan-out author', $1 || '@bench.test', password_hash, md5($1) FROM users
       ORDER BY user_id LIMIT 1
       RETURNING user_id`,
      [AUTHOR],
    );
    const id = author!.user_id;
    const followers = await q<{ user_id: number }>(
      `INSERT INTO subscriptions (subscriber_id, user_id)
       SELECT user_id, $1 FROM users WHERE user_id <> $1 ORDER BY user_id LIMIT $2
       RETURNING subscriber_id AS user_id`,
      [id, AUTHOR_SUBSCRIBERS],
    );
    await q(
      `UPDATE users SET subscriptions_count = subscriptions_count + 1
       WHERE user_id = ANY($1::int[])`,
      [followers.map((r) => r.user_id)],
    );
    await q('UPDATE users SET subscribers_count = $2 WHERE user_id = $1', [id, followers.length]);
    await q('COMMIT');
  }
  const authorId = author!.user_id;
  await q('DELETE FROM entries WHERE user_id = $1', [authorId]);
  await recountEntriesCount(db, { userIds: [authorId] });
  await recountAuthorStats(db, { userIds: [authorId] });
  const [{ n: subscribers } = { n: 0 }] = await q<{ n: number }>(
    'SELECT subscribers_count AS n FROM users WHERE user_id = $1',
    [authorId],
  );

  const sample = await q<{ user_id: number }>(
    `SELECT user_id FROM users WHERE state = 'active' AND user_id <> $2
     ORDER BY md5(user_id::text) LIMIT $1`,
    [sessions, authorId],
  );
  const [dense] = await q<{ user_id: number }>(
    `SELECT s.subscriber_id AS user_id
     FROM subscriptions s
     JOIN users u ON u.user_id = s.subscriber_id AND u.state = 'active'
     JOIN author_stats st ON st.user_id = s.user_id
     GROUP BY s.subscriber_id
     ORDER BY sum(st.feed_entries_count) DESC, s.subscriber_id
     LIMIT 1`,
  );
  const [sparse] = await q<{ user_id: number }>(
    `SELECT user_id FROM users
     WHERE state = 'active' AND subscriptions_count > 0 AND user_id <> $1
     ORDER BY subscriptions_count, entries_count, user_id
     LIMIT 1`,
    [authorId],
  );
  const [entry] = await q<{ uuid: string }>(
    `SELECT e.uuid FROM entries e JOIN users u ON u.user_id = e.user_id
     WHERE e.deleted_at IS NULL AND NOT e.is_hidden_from_feed AND u.state = 'active'
     ORDER BY e.entry_id DESC LIMIT 1`,
  );
  const [profile] = await q<{ username: string }>(
    `SELECT username FROM users WHERE state = 'active' ORDER BY entries_count DESC LIMIT 1`,
  );
  const ids = [...sample.map((r) => r.user_id), dense!.user_id, sparse!.user_id, authorId];
  const tokens = ids.map(() => newToken());
  await q(
    `INSERT INTO sessions (user_id, token_hash, logout_hash, user_agent, date_expires)
     SELECT u, h, l, $4, now() + interval '1 day'
     FROM unnest($1::int[], $2::text[], $3::text[]) AS t(u, h, l)`,
    [ids, tokens.map(hashToken), ids.map(() => randomHex(16)), BENCH_AGENT],
  );
  const n = sample.length;
  return {
    tokens: tokens.slice(0, n),
    readerIds: ids.slice(0, n + 2),
    dense: { id: dense!.user_id, token: tokens[n]! },
    sparse: { id: sparse!.user_id, token: tokens[n + 1]! },
    author: { id: authorId, token: tokens[n + 2]!, subscribers },
    entryUuid: entry!.uuid,
    username: profile!.username,
  };
}

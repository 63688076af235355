/**
 * The counter invariants check and the recount functions (DESIGN.md §8): after real writes
 * through the API every counter equals its `count(*)`; a counter corrupted with SQL makes the
 * check fail naming the counter and the row; its recount (restricted to that row, then over
 * everything) repairs it; a recount of consistent data changes nothing.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { recountBadgesCount } from '../src/modules/badges/badges.repository.ts';
import { recountBookmarksCount } from '../src/modules/bookmarks/bookmarks.repository.ts';
import {
  recountCommentsCount,
  recountRepliesCount,
} from '../src/modules/comments/comments.repository.ts';
import {
  type CounterName,
  MAINTAINED_COUNTERS,
  recountAllCounters,
} from '../src/modules/counters.ts';
import {
  recountFeedSubscribersCount,
  recountFeedTagsCount,
} from '../src/modules/custom-feeds/custom-feeds.repository.ts';
import {
  createEntriesRepository,
  recountAbyssStats,
  recountAuthorStats,
  recountEntriesCount,
  recountReactionCounts,
  recountTagAuthorStats,
} from '../src/modules/entries/entries.repository.ts';
import {
  recountSubscribersCount,
  recountSubscriptionsCount,
} from '../src/modules/users/users.repository.ts';
import { type GivenUser, given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { CHECKED_COUNTERS, expectCountersConsistent, findCounterMismatches } from './invariants.ts';

let t: TestApp;
let ann: GivenUser;
let bob: GivenUser;
let cid: GivenUser;
let annEntryId: number;
let rootCommentId: number;
let tagId: number;
let feedId: number;

async function one<T>(query: SQL): Promise<T> {
  const [row] = await queryRows<T>(t.db, query);
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  [ann, bob, cid] = [await given.user(t), await given.user(t), await given.user(t)];
  for (const [who, whom] of [
    [ann, bob],
    [bob, ann],
    [cid, ann],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/user/${whom.username}/subscribe`,
      headers: who.bearer,
    });
    expect(res.statusCode).toBe(200);
  }
  const shown = await given.entry(t, ann, { text: 'shown #Invariant #second' });
  annEntryId = shown.entry_id;
  await given.entry(t, ann, { text: 'hidden #invariant', is_hidden_from_feed: true });
  const gone = await given.entry(t, ann, { text: 'deleted #invariant' });
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/v1/entry/${gone.uuid}`,
    headers: ann.bearer,
  });
  expect(del.statusCode).toBe(200);
  await given.entry(t, bob, { text: 'bob #second' });
  const root = await given.comment(t, bob, shown);
  rootCommentId = root.comment_id;
  const reply = await given.comment(t, cid, shown, { parent_id: root.comment_id });
  await given.comment(t, ann, shown, { parent_id: reply.comment_id });
  await given.comment(t, cid, shown, { parent_id: root.comment_id });
  tagId = (await one<{ tag_id: number }>(sql`SELECT tag_id FROM tags WHERE slug = 'invariant'`))
    .tag_id;
  for (const who of [bob, cid]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${shown.uuid}/react`,
      headers: who.bearer,
      payload: { react: 'heart' },
    });
    expect(res.statusCode).toBe(200);
    const marked = await t.app.inject({
      method: 'POST',
      url: '/v1/my/bookmarks',
      headers: who.bearer,
      payload: { type: 'add', object: 'entry', entry_id: annEntryId },
    });
    expect(marked.statusCode).toBe(200);
  }
  const feed = await t.app.inject({
    method: 'POST',
    url: '/v1/feeds',
    headers: ann.bearer,
    payload: { title: 'Invariants', emoji: '🧮', tags: ['invariant', 'second', 'third'] },
  });
  expect(feed.statusCode).toBe(200);
  feedId = feed.json<{ payload: { feed_id: number; uuid: string } }>().payload.feed_id;
  const uuid = feed.json<{ payload: { uuid: string } }>().payload.uuid;
  for (const who of [bob, cid]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/feed/${uuid}/subscribe`,
      headers: who.bearer,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t?.close());

/** Per counter: SQL that corrupts one row of it, the row's key, and the restricted recount. */
function corruptions(): Record<
  CounterName,
  { corrupt: SQL; key: string; repair: () => Promise<number> }
> {
  return {
    'users.entries_count': {
      corrupt: sql`UPDATE users SET entries_count = entries_count + 5 WHERE user_id = ${ann.user_id}`,
      key: `user_id=${ann.user_id}`,
      repair: () => recountEntriesCount(t.db, { userIds: [ann.user_id] }),
    },
    'users.subscribers_count': {
      corrupt: sql`UPDATE users SET subscribers_count = 0 WHERE user_id = ${ann.user_id}`,
      key: `user_id=${ann.user_id}`,
      repair: () => recountSubscribersCount(t.db, { userIds: [ann.user_id] }),
    },
    'users.badges_count': {
      corrupt: sql`UPDATE users SET badges_count = badges_count + 3 WHERE user_id = ${bob.user_id}`,
      key: `user_id=${bob.user_id}`,
      repair: () => recountBadgesCount(t.db, { userIds: [bob.user_id] }),
    },
    'users.subscriptions_count': {
      corrupt: sql`UPDATE users SET subscriptions_count = 7 WHERE user_id = ${cid.user_id}`,
      key: `user_id=${cid.user_id}`,
      repair: () => recountSubscriptionsCount(t.db, { userIds: [cid.user_id] }),
    },
    'author_stats.feed_entries_count': {
      // A lost row: the author's feed entries are no longer counted at all.
      corrupt: sql`DELETE FROM author_stats WHERE user_id = ${bob.user_id}`,
      key: `user_id=${bob.user_id}`,
      repair: () => recountAuthorStats(t.db, { userIds: [bob.user_id] }),
    },
    'abyss_stats.feed_entries_count': {
      corrupt: sql`UPDATE abyss_stats SET feed_entries_count = feed_entries_count + 2`,
      key: 'singleton',
      repair: () => recountAbyssStats(t.db),
    },
    'tag_author_stats.feed_entries_count': {
      corrupt: sql`UPDATE tag_author_stats SET feed_entries_count = 3
                   WHERE tag_id = ${tagId} AND user_id = ${ann.user_id}`,
      key: `tag_id=${tagId},user_id=${ann.user_id}`,
      repair: () => recountTagAuthorStats(t.db, { tagIds: [tagId], userIds: [ann.user_id] }),
    },
    'entries.comments_count': {
      corrupt: sql`UPDATE entries SET comments_count = 1 WHERE entry_id = ${annEntryId}`,
      key: `entry_id=${annEntryId}`,
      repair: () => recountCommentsCount(t.db, { entryIds: [annEntryId] }),
    },
    'comments.replies_count': {
      corrupt: sql`UPDATE comments SET replies_count = 0 WHERE comment_id = ${rootCommentId}`,
      key: `comment_id=${rootCommentId}`,
      repair: () => recountRepliesCount(t.db, { commentIds: [rootCommentId] }),
    },
    'entries.bookmarks_count': {
      corrupt: sql`UPDATE entries SET bookmarks_count = 0 WHERE entry_id = ${annEntryId}`,
      key: `entry_id=${annEntryId}`,
      repair: () => recountBookmarksCount(t.db, { entryIds: [annEntryId] }),
    },
    'entry_reaction_counts.count': {
      corrupt: sql`UPDATE entry_reaction_counts SET count = 9
                   WHERE entry_id = ${annEntryId} AND react = 'heart'`,
      key: `entry_id=${annEntryId},react=heart`,
      repair: () => recountReactionCounts(t.db, { entryIds: [annEntryId] }),
    },
    'feeds.subscribers_count': {
      corrupt: sql`UPDATE feeds SET subscribers_count = 0 WHERE feed_id = ${feedId}`,
      key: `feed_id=${feedId}`,
      repair: () => recountFeedSubscribersCount(t.db, { feedIds: [feedId] }),
    },
    'feeds.tags_count': {
      corrupt: sql`UPDATE feeds SET tags_count = 1 WHERE feed_id = ${feedId}`,
      key: `feed_id=${feedId}`,
      repair: () => recountFeedTagsCount(t.db, { feedIds: [feedId] }),
    },
  };
}

describe('counter invariants', () => {
  it('hold after real writes: subscriptions, hidden and deleted entries, tags, replies', async () => {
    await expectCountersConsistent(t.db);
    // The data is not trivially zero: the check compares real counts.
    const annRow = await one<{ e: number; s: number; f: number | null }>(
      sql`SELECT u.entries_count AS e, u.subscribers_count AS s, st.feed_entries_count AS f
          FROM users u LEFT JOIN author_stats st USING (user_id)
          WHERE u.user_id = ${ann.user_id}`,
    );
    expect(annRow).toEqual({ e: 2, s: 2, f: 1 });
    const root = await one<{ n: number }>(
      sql`SELECT replies_count AS n FROM comments WHERE comment_id = ${rootCommentId}`,
    );
    expect(root.n).toBe(2);
  });

  it('covers every maintained counter', () => {
    expect([...CHECKED_COUNTERS].sort()).toEqual(Object.keys(MAINTAINED_COUNTERS).sort());
  });

  it('a recount of consistent counters changes nothing', async () => {
    const changed = await recountAllCounters(t.db);
    for (const name of Object.keys(MAINTAINED_COUNTERS)) {
      expect(changed[name as CounterName], name).toBe(0);
    }
  });

  for (const name of Object.keys(MAINTAINED_COUNTERS) as CounterName[]) {
    it(`catches a drifted ${name}, and its recount repairs it`, async () => {
      const { corrupt, key, repair } = corruptions()[name];
      await t.db.execute(corrupt);
      await expect(expectCountersConsistent(t.db)).rejects.toThrow(`${name} ${key}: stored`);
      const mismatches = await findCounterMismatches(t.db);
      expect(mismatches.map((m) => `${m.counter} ${m.key}`)).toEqual([`${name} ${key}`]);
      expect(await repair()).toBe(1);
      await expectCountersConsistent(t.db);
      expect(await repair()).toBe(0);
    });
  }

  it('a recount restricted to some rows leaves the others alone', async () => {
    await t.db.execute(
      sql`UPDATE users SET entries_count = 40
          WHERE user_id IN (${ann.user_id}, ${bob.user_id})`,
    );
    expect(await recountEntriesCount(t.db, { userIds: [bob.user_id] })).toBe(1);
    expect(await recountEntriesCount(t.db, { userIds: [] })).toBe(0);
    const left = await findCounterMismatches(t.db);
    expect(left).toEqual([
      { counter: 'users.entries_count', key: `user_id=${ann.user_id}`, stored: 40, counted: 2 },
    ]);
    const changed = await recountAllCounters(t.db);
    expect(changed['users.entries_count']).toBe(1);
    await expectCountersConsistent(t.db);
  });

  it("the abyss's size follows entry writes and an author leaving and returning to active", async () => {
    const abyss = async () =>
      Number((await one<{ n: string }>(sql`SELECT feed_entries_count AS n FROM abyss_stats`)).n);
    const shown = async () =>
      (await t.app.inject({ url: '/v1/feed/abyss' })).json<{ total_items: number }>().total_items;
    const start = await abyss();
    expect(await shown()).toBe(start);
    const dan = await given.user(t);
    const first = await given.entry(t, dan, { text: 'one' });
    const second = await given.entry(t, dan, { text: 'two' });
    await given.entry(t, dan, { text: 'not in feeds', is_hidden_from_feed: true });
    expect(await abyss()).toBe(start + 2);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/v1/entry/${first.uuid}`,
      headers: dan.bearer,
      payload: { is_hidden_from_feed: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(await abyss()).toBe(start + 1);
    for (const [state, expected] of [
      ['suspended', start],
      ['blocked', start],
      ['active', start + 1],
    ] as const) {
      await t.db.execute(sql`UPDATE users SET state = ${state} WHERE user_id = ${dan.user_id}`);
      expect(await abyss(), state).toBe(expected);
      expect(await shown(), state).toBe(expected);
      await expectCountersConsistent(t.db);
    }
    // A write of an author who is not active moves `author_stats` but not the abyss (their
    // entries are out of it); coming back adds what they have then.
    await t.db.execute(sql`UPDATE users SET state = 'suspended' WHERE user_id = ${dan.user_id}`);
    expect(await createEntriesRepository(t.db).softDelete(second.entry_id)).toBe(true);
    expect(await abyss()).toBe(start);
    await expectCountersConsistent(t.db);
    await t.db.execute(sql`UPDATE users SET state = 'active' WHERE user_id = ${dan.user_id}`);
    expect(await abyss()).toBe(start);
    await expectCountersConsistent(t.db);
  });

  it('a stats row with nothing left to count is set to 0, not left behind', async () => {
    await t.db.execute(
      sql`INSERT INTO tag_author_stats (tag_id, user_id, feed_entries_count)
          VALUES (${tagId}, ${cid.user_id}, 4)`,
    );
    await expect(expectCountersConsistent(t.db)).rejects.toThrow(
      `tag_author_stats.feed_entries_count tag_id=${tagId},user_id=${cid.user_id}: stored 4, counted 0`,
    );
    expect(await recountTagAuthorStats(t.db)).toBe(1);
    await expectCountersConsistent(t.db);
  });
});

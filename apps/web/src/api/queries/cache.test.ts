/**
 * The cache helpers of the entries, users and comments query modules: what a change to one
 * entry, user or comment does to every cached list.
 */
import type { Comment, CommentInThread, Entry, Page, UserCard, UserShort } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  applySubscription,
  type EntryPages,
  entryKeys,
  findCachedEntry,
  invalidateAfterSubscription,
  prependEntry,
  removeEntryEverywhere,
  userKeys,
} from './cache.ts';
import { commentKeys, lastRootId, rootComments } from './commentPages.ts';
import {
  appendReplies,
  type CommentPages,
  isLoose,
  openComment,
  reloadAfterAdd,
  repliesCursor,
} from './comments.ts';

const user = (id: number, me_subscribed = false): UserShort => ({
  user_id: id,
  username: `user${id}`,
  name: `User ${id}`,
  avatar: { hash: 'h' },
  state: { is_me: false, is_verified: false, me_subscribed },
});

const entry = (n: number, author = 1, pinned = false): Entry => ({
  uuid: `uuid-${n}`,
  entry_id: n,
  user: user(author),
  content: { text: `text ${n}`, files: [], link: null },
  reactions: [],
  tags: [],
  counters: { comments: 0, bookmarks: 0 },
  state: {
    is_hidden_from_feed: false,
    is_pinned: pinned,
    is_comments_enabled: true,
    is_edited: false,
    is_bookmarked: false,
    is_nsfw: false,
    is_ai: false,
  },
  meta: { date_added: '2026-01-01T00:00:00.000Z' },
});

const pages = <T>(...lists: T[][]): { pages: Page<T>[]; pageParams: number[] } => {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  return {
    pages: lists.map((items) => ({ items, total_items: total })),
    pageParams: lists.map((_, i) => i * 7),
  };
};

const card = (subscribed: boolean, subscribers: number): UserCard => ({
  user_id: 2,
  username: 'user2',
  name: 'User 2',
  profile: { name: 'User 2', bio: '', sex: 'none' },
  avatar: { hash: 'h' },
  tint: null,
  counters: { entries: 1, subscribers, subscriptions: 0, badges: 0 },
  meta: { date_added: '2026-01-01T00:00:00.000Z' },
  state: {
    is_me: false,
    is_verified: false,
    me_subscribed: subscribed,
    me_subscribed_to_new_posts: false,
    is_bookmarked: false,
  },
});

const comment = (
  id: number,
  parent: number | null = null,
  replies: Comment[] = [],
  more = 0,
): Comment => ({
  comment_id: id,
  parent_id: parent,
  entry: { uuid: 'e' },
  user: user(1),
  content: { text: `c${id}`, date_added: '2026-01-01T00:00:00.000Z', files: [], link: null },
  state: { is_edited: false, is_bookmarked: false, is_deleted: false, is_hidden: false },
  meta: { date_added: '2026-01-01T00:00:00.000Z' },
  replies_more: more,
  replies,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * Stubs the network: the calls are answered with `bodies` in order (the last one again once
 * they run out). Returns the addresses asked, path and query, as they were sent.
 */
function answers(...bodies: unknown[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

describe('entry lists', () => {
  test('a new entry leads the list, after the pinned one on a profile, and totals grow', () => {
    const qc = new QueryClient();
    qc.setQueryData(entryKeys.feed('abyss'), pages([entry(2), entry(1)], [entry(0)]));
    qc.setQueryData(entryKeys.user('User1'), pages([entry(0, 1, true), entry(1)]));
    prependEntry(qc, entryKeys.feed('abyss'), entry(3));
    prependEntry(qc, entryKeys.user('user1'), entry(3), true);
    const feed = qc.getQueryData<EntryPages>(entryKeys.feed('abyss'));
    expect(feed?.pages[0]?.items.map((e) => e.entry_id)).toEqual([3, 2, 1]);
    expect(feed?.pages.map((p) => p.total_items)).toEqual([4, 4]);
    const profile = qc.getQueryData<EntryPages>(entryKeys.user('USER1'));
    expect(profile?.pages[0]?.items.map((e) => e.entry_id)).toEqual([0, 3, 1]);
  });

  test('an uncached list is left alone', () => {
    const qc = new QueryClient();
    prependEntry(qc, entryKeys.feed('timeline'), entry(1));
    expect(qc.getQueryData(entryKeys.feed('timeline'))).toBeUndefined();
  });

  test('a deleted entry leaves every list', () => {
    const qc = new QueryClient();
    qc.setQueryData(entryKeys.feed('abyss'), pages([entry(2), entry(1)]));
    qc.setQueryData(entryKeys.feed('timeline'), pages([entry(1)]));
    qc.setQueryData(entryKeys.detail('uuid-1'), entry(1));
    removeEntryEverywhere(qc, 'uuid-1');
    expect(findCachedEntry(qc, 'uuid-1')).toBeUndefined();
    expect(findCachedEntry(qc, 'uuid-2')?.entry_id).toBe(2);
    const abyss = qc.getQueryData<EntryPages>(entryKeys.feed('abyss'));
    expect(abyss?.pages[0]).toEqual({ items: [entry(2)], total_items: 1 });
    expect(qc.getQueryData(entryKeys.detail('uuid-1'))).toBeUndefined();
  });
});

describe('subscription', () => {
  test('flips the card, its counter only on a change, entry authors and user lists', () => {
    const qc = new QueryClient();
    qc.setQueryData(userKeys.card('user2'), card(false, 5));
    qc.setQueryData(entryKeys.feed('abyss'), pages([entry(1, 2), entry(2, 3)]));
    qc.setQueryData(userKeys.list('user9', 'subscriptions'), pages([user(2), user(3)]));
    const target = { user_id: 2, username: 'user2' };

    applySubscription(qc, target, true);
    expect(qc.getQueryData<UserCard>(userKeys.card('user2'))?.counters.subscribers).toBe(6);
    applySubscription(qc, target, true); // a second optimistic "on" changes nothing
    expect(qc.getQueryData<UserCard>(userKeys.card('user2'))?.counters.subscribers).toBe(6);

    const feed = qc.getQueryData<EntryPages>(entryKeys.feed('abyss'));
    expect(feed?.pages[0]?.items.map((e) => e.user.state.me_subscribed)).toEqual([true, false]);
    const list = qc.getQueryData<{ pages: Page<UserShort>[] }>(
      userKeys.list('user9', 'subscriptions'),
    );
    expect(list?.pages[0]?.items.map((u) => u.state.me_subscribed)).toEqual([true, false]);

    applySubscription(qc, target, false, 41); // the server's answer wins
    const settled = qc.getQueryData<UserCard>(userKeys.card('user2'));
    expect(settled?.state.me_subscribed).toBe(false);
    expect(settled?.counters.subscribers).toBe(41);
  });

  test('makes the cached timeline stale, and only the timeline', async () => {
    const qc = new QueryClient();
    qc.setQueryData(entryKeys.feed('timeline'), pages([]));
    qc.setQueryData(entryKeys.feed('abyss'), pages([entry(1, 2)]));
    await invalidateAfterSubscription(qc);
    const state = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect(state(entryKeys.feed('timeline'))).toBe(true);
    expect(state(entryKeys.feed('abyss'))).toBe(false);
  });
});

describe('comments', () => {
  test('roots are read in order without duplicates; the cursor is the last root id', () => {
    const data = pages([comment(1), comment(2)], [comment(2), comment(5)]);
    expect(rootComments(data).map((c) => c.comment_id)).toEqual([1, 2, 5]);
    expect(lastRootId(data)).toBe(5);
    expect(lastRootId(pages<Comment>([]))).toBe(0);
  });

  test('a reply goes under its parent and new roots are appended from the last id', async () => {
    const qc = new QueryClient();
    const key = commentKeys.list('e');
    qc.setQueryData(key, pages([comment(1, null, [comment(2, 1)])]));
    const asked = answers({ items: [comment(4)], total_items: 2 } satisfies Page<Comment>);
    await reloadAfterAdd(qc, 'e', comment(3, 2));
    expect(asked).toEqual(['/v1/entry/e/comments?last_id=1']);
    const data = qc.getQueryData<CommentPages>(key);
    expect(data?.pages).toHaveLength(2);
    expect(data?.pageParams).toEqual([0, 1]);
    const roots = rootComments(data);
    expect(roots.map((c) => c.comment_id)).toEqual([1, 4]);
    expect(roots[0]?.replies[0]?.replies.map((c) => c.comment_id)).toEqual([3]);
  });

  test('a new root comment is fetched page after page until it is in', async () => {
    const qc = new QueryClient();
    const key = commentKeys.list('e');
    qc.setQueryData(key, pages([comment(1)]));
    const full = Array.from({ length: 20 }, (_, i) => comment(i + 2));
    const asked = answers(
      { items: full, total_items: 22 },
      { items: [comment(22)], total_items: 22 },
    );
    await reloadAfterAdd(qc, 'e', comment(22));
    expect(asked).toEqual(['/v1/entry/e/comments?last_id=1', '/v1/entry/e/comments?last_id=21']);
    expect(rootComments(qc.getQueryData<CommentPages>(key))).toHaveLength(22);
  });

  test('more replies join their comment in place, each once, and the count follows', () => {
    const qc = new QueryClient();
    const key = commentKeys.list('e');
    // Root 1 shows reply 2 (whose reply 3 is shown, 1 more cut) and has 2 more replies.
    qc.setQueryData(key, pages([comment(1, null, [comment(2, 1, [comment(3, 2)], 1)], 2)]));
    expect(appendReplies(qc, 'e', 2, { items: [comment(4, 2)], total_items: 2 })).toBe(true);
    expect(
      appendReplies(qc, 'e', 1, { items: [comment(5, 1), comment(6, 1)], total_items: 3 }),
    ).toBe(true);
    const [root] = rootComments(qc.getQueryData<CommentPages>(key));
    expect(root?.replies.map((c) => c.comment_id)).toEqual([2, 5, 6]);
    expect(root?.replies_more).toBe(0);
    expect(root?.replies[0]?.replies.map((c) => c.comment_id)).toEqual([3, 4]);
    expect(root?.replies[0]?.replies_more).toBe(0);
    expect(appendReplies(qc, 'e', 99, { items: [], total_items: 0 })).toBe(false);
  });

  test('an own reply under cut replies waits after them, loose, and is not the cursor', async () => {
    const qc = new QueryClient();
    const key = commentKeys.list('e');
    qc.setQueryData(key, pages([comment(1, null, [comment(2, 1)], 5)]));
    answers({ items: [], total_items: 1 } satisfies Page<Comment>);
    await reloadAfterAdd(qc, 'e', comment(9, 1));
    let [root] = rootComments(qc.getQueryData<CommentPages>(key));
    expect(root?.replies.map((c) => [c.comment_id, isLoose(c)])).toEqual([
      [2, false],
      [9, true],
    ]);
    expect(repliesCursor(root!)).toBe(2);
    // The server's page reaches it: it is in order now, and shown once.
    appendReplies(qc, 'e', 1, { items: [comment(3, 1), comment(9, 1)], total_items: 7 });
    [root] = rootComments(qc.getQueryData<CommentPages>(key));
    expect(root?.replies.map((c) => [c.comment_id, isLoose(c)])).toEqual([
      [2, false],
      [3, false],
      [9, false],
    ]);
    expect(root?.replies_more).toBe(4);
    expect(repliesCursor(root!)).toBe(9);
  });

  test('a linked reply outside the loaded part is grafted with its ancestors', async () => {
    const qc = new QueryClient();
    const key = commentKeys.list('e');
    qc.setQueryData(key, pages([comment(1, null, [comment(2, 1)], 3)]));
    const linked: CommentInThread = {
      ...comment(30, 20, [comment(31, 30)]),
      ancestors: [comment(10, null, [], 0), comment(20, 10, [], 4)],
    };
    const asked = answers(linked, {
      items: [comment(10, null, [comment(11, 10)], 1)],
      total_items: 2,
    } satisfies Page<Comment>);
    expect(await openComment(qc, 'e', 30)).toBe(true);
    expect(asked).toEqual(['/v1/comment/30', '/v1/entry/e/comments?last_id=1']);
    const roots = rootComments(qc.getQueryData<CommentPages>(key));
    expect(roots.map((c) => c.comment_id)).toEqual([1, 10]);
    const root = roots[1]!;
    // 11 was loaded in order; 20 is placed after it, loose, and no longer counted as «more».
    expect(root.replies.map((c) => [c.comment_id, isLoose(c)])).toEqual([
      [11, false],
      [20, true],
    ]);
    expect(root.replies_more).toBe(0);
    expect(repliesCursor(root)).toBe(11);
    const twenty = root.replies[1]!;
    expect(twenty.replies_more).toBe(4);
    expect(twenty.replies.map((c) => [c.comment_id, isLoose(c)])).toEqual([[30, true]]);
    expect(twenty.replies[0]?.replies.map((c) => [c.comment_id, isLoose(c)])).toEqual([
      [31, false],
    ]);
  });

  test('a linked comment of another entry is not found', async () => {
    const qc = new QueryClient();
    qc.setQueryData(commentKeys.list('e'), pages([comment(1)]));
    answers({
      ...comment(5),
      entry: { uuid: 'other' },
      ancestors: [],
    } satisfies CommentInThread);
    await expect(openComment(qc, 'e', 5)).rejects.toMatchObject({ status: 'comment_not_found' });
  });
});

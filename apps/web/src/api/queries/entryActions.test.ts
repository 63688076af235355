/**
 * What entry and comment actions do to the cache: reaction counts move by one and `is_mine`
 * follows; pinning marks one entry of its author and leads their profile list; deleting a
 * comment leaves a stub only where replies hang on it; hiding flips its state in the thread.
 */
import type { Comment, Entry, Page, UserShort } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { entryKeys } from './cache.ts';
import { mapThread } from './commentActions.ts';
import { commentKeys } from './commentPages.ts';
import type { CommentPages } from './comments.ts';
import { applyPin, toggleReaction } from './entryActions.ts';

const user = (id: number): UserShort => ({
  user_id: id,
  username: `user${id}`,
  name: `User ${id}`,
  avatar: { hash: 'h' },
  state: { is_me: false, is_verified: false, me_subscribed: false },
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

const comment = (id: number, replies: Comment[] = []): Comment => ({
  comment_id: id,
  parent_id: null,
  entry: { uuid: 'uuid-1' },
  user: user(2),
  content: { text: `comment ${id}`, date_added: '2026-01-01T00:00:00.000Z', files: [], link: null },
  state: { is_edited: false, is_bookmarked: false, is_deleted: false, is_hidden: false },
  meta: { date_added: '2026-01-01T00:00:00.000Z' },
  replies_more: 0,
  replies,
});

describe('toggleReaction', () => {
  test('giving a new reaction adds it in the set order, mine, with a count of one', () => {
    const after = toggleReaction([{ react: 'fire', count: 2, is_mine: false }], 'heart', true);
    expect(after).toEqual([
      { react: 'heart', count: 1, is_mine: true },
      { react: 'fire', count: 2, is_mine: false },
    ]);
  });

  test('giving one others gave raises its count; taking it back lowers it', () => {
    const given = toggleReaction([{ react: 'laugh', count: 3, is_mine: false }], 'laugh', true);
    expect(given).toEqual([{ react: 'laugh', count: 4, is_mine: true }]);
    expect(toggleReaction(given, 'laugh', false)).toEqual([
      { react: 'laugh', count: 3, is_mine: false },
    ]);
  });

  test('a reaction whose count falls to zero is dropped; repeats change nothing', () => {
    const mine = [{ react: 'sad' as const, count: 1, is_mine: true }];
    expect(toggleReaction(mine, 'sad', false)).toEqual([]);
    expect(toggleReaction(mine, 'sad', true)).toBe(mine);
    expect(toggleReaction([], 'sad', false)).toEqual([]);
  });
});

describe('applyPin', () => {
  const list = (...items: Entry[]) => ({
    pages: [{ items, total_items: items.length } satisfies Page<Entry>],
    pageParams: [0],
  });

  test('pinning marks the entry, unmarks the author’s previous one and leads the profile', () => {
    const qc = new QueryClient();
    qc.setQueryData(entryKeys.user('user1'), list(entry(1, 1, true), entry(3), entry(2)));
    qc.setQueryData(entryKeys.feed('timeline'), list(entry(3), entry(1, 1, true)));
    applyPin(qc, entry(2), true);
    const profile = qc.getQueryData<ReturnType<typeof list>>(entryKeys.user('user1'))!;
    expect(profile.pages[0]!.items.map((e) => [e.uuid, e.state.is_pinned])).toEqual([
      ['uuid-2', true],
      ['uuid-1', false],
      ['uuid-3', false],
    ]);
    const feed = qc.getQueryData<ReturnType<typeof list>>(entryKeys.feed('timeline'))!;
    expect(feed.pages[0]!.items.map((e) => e.state.is_pinned)).toEqual([false, false]);
  });

  test('unpinning clears the mark where the entry is cached', () => {
    const qc = new QueryClient();
    qc.setQueryData(entryKeys.user('user1'), list(entry(1, 1, true), entry(2)));
    applyPin(qc, entry(1, 1, true), false);
    const profile = qc.getQueryData<ReturnType<typeof list>>(entryKeys.user('user1'))!;
    expect(profile.pages[0]!.items.map((e) => e.state.is_pinned)).toEqual([false, false]);
  });
});

describe('mapThread', () => {
  test('changes or removes a comment at any depth and keeps the rest as they were', () => {
    const qc = new QueryClient();
    const untouched = comment(1);
    const thread: CommentPages = {
      pages: [{ items: [untouched, comment(2, [comment(3, [comment(4)])])], total_items: 2 }],
      pageParams: [0],
    };
    qc.setQueryData(commentKeys.list('uuid-1'), thread);
    mapThread(qc, 'uuid-1', (c) =>
      c.comment_id === 4
        ? null
        : c.comment_id === 3
          ? { ...c, state: { ...c.state, is_hidden: true } }
          : c,
    );
    const after = qc.getQueryData<CommentPages>(commentKeys.list('uuid-1'))!;
    const [first, second] = after.pages[0]!.items;
    expect(first).toBe(untouched);
    expect(second!.replies[0]!.state.is_hidden).toBe(true);
    expect(second!.replies[0]!.replies).toEqual([]);
  });
});

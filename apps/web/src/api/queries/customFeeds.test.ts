/**
 * What a change to one custom feed does to the cache: every cached copy — the catalogue's pages,
 * my feeds, the feed page, the bookmarks overview — shows it, other queries keep their data
 * untouched (same reference); a subscription makes the timeline and the Ленты tab reload. The
 * emoji grid offers only what the server takes as one emoji.
 */
import { type Feed, isFeedEmoji, type Page } from '@potok/common';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { FEED_EMOJI } from '../../components/feeds/emoji.ts';
import { entryKeys } from './cache.ts';
import { customFeedKeys, invalidateAfterFeedChange, mapFeeds, updateFeeds } from './customFeeds.ts';

const feed = (id: number, subscribed = false): Feed => ({
  feed_id: id,
  uuid: `0190f0a0-0000-7000-8000-00000000000${id}`,
  title: `Feed ${id}`,
  emoji: '🐱',
  author: { user_id: 1, name: 'Anna', username: 'anna' },
  tags: ['котики'],
  counters: { subscribers: 3, tags: 1 },
  state: { me_subscribed: subscribed, is_bookmarked: false, is_mine: false },
  meta: { date_added: '2026-01-01T00:00:00.000Z' },
});

const pages = (...lists: Feed[][]): InfiniteData<Page<Feed>, number> => ({
  pages: lists.map((items) => ({ items, total_items: 10 })),
  pageParams: lists.map((_, index) => index * 20),
});

const subscribe = (item: Feed): Feed => ({
  ...item,
  state: { ...item.state, me_subscribed: true },
});

describe('mapFeeds', () => {
  test('changes the matching feed wherever it is nested, keeping the rest as it was', () => {
    const data = pages([feed(1), feed(2)], [feed(3)]);
    const next = mapFeeds(data, 2, subscribe);
    expect(next.pages[0]!.items[1]!.state.me_subscribed).toBe(true);
    expect(next.pages[0]!.items[0]).toBe(data.pages[0]!.items[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  test('answers the same object when no feed matches', () => {
    const data = pages([feed(1)]);
    expect(mapFeeds(data, 9, subscribe)).toBe(data);
    const overview = { users: { items: [], total_items: 0 }, note: 'x', count: 3 };
    expect(mapFeeds(overview, 1, subscribe)).toBe(overview);
  });
});

describe('updateFeeds', () => {
  test('reaches the catalogue, mine, the feed page and the bookmarks overview', () => {
    const qc = new QueryClient();
    const one = feed(1);
    qc.setQueryData(customFeedKeys.catalogue(''), pages([one, feed(2)]));
    qc.setQueryData(customFeedKeys.mine, pages([one]));
    qc.setQueryData(customFeedKeys.detail(one.uuid), one);
    qc.setQueryData(['bookmarks', 'all'], {
      users: { items: [], total_items: 0 },
      feeds: { items: [one], total_items: 1 },
    });
    const untouched = { items: [{ entry_id: 1 }], total_items: 1 };
    qc.setQueryData(entryKeys.feed('abyss'), untouched);

    updateFeeds(qc, 1, subscribe);

    type Pages = InfiniteData<Page<Feed>, number>;
    expect(
      qc.getQueryData<Pages>(customFeedKeys.catalogue(''))!.pages[0]!.items[0]!.state,
    ).toMatchObject({ me_subscribed: true });
    expect(
      qc.getQueryData<Pages>(customFeedKeys.catalogue(''))!.pages[0]!.items[1]!.state,
    ).toMatchObject({ me_subscribed: false });
    expect(
      qc.getQueryData<Pages>(customFeedKeys.mine)!.pages[0]!.items[0]!.state.me_subscribed,
    ).toBe(true);
    expect(qc.getQueryData<Feed>(customFeedKeys.detail(one.uuid))!.state.me_subscribed).toBe(true);
    expect(
      qc.getQueryData<{ feeds: Page<Feed> }>(['bookmarks', 'all'])!.feeds.items[0]!.state
        .me_subscribed,
    ).toBe(true);
    expect(qc.getQueryData(entryKeys.feed('abyss'))).toBe(untouched);
  });
});

test('after a subscription the timeline, the Ленты tab and my feeds are stale; the abyss is not', async () => {
  const qc = new QueryClient();
  for (const key of [
    entryKeys.feed('timeline'),
    entryKeys.feed('feeds'),
    entryKeys.feed('abyss'),
    customFeedKeys.mine,
  ]) {
    qc.setQueryData(key, pages([]));
  }
  await invalidateAfterFeedChange(qc);
  const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
  expect(stale(entryKeys.feed('timeline'))).toBe(true);
  expect(stale(entryKeys.feed('feeds'))).toBe(true);
  expect(stale(customFeedKeys.mine)).toBe(true);
  expect(stale(entryKeys.feed('abyss'))).toBe(false);
});

test('every emoji of the grid is one emoji as the server counts it, each once', () => {
  expect(FEED_EMOJI.length).toBeGreaterThanOrEqual(48);
  expect(new Set(FEED_EMOJI).size).toBe(FEED_EMOJI.length);
  for (const emoji of FEED_EMOJI) expect(isFeedEmoji(emoji), emoji).toBe(true);
});

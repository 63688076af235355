/**
 * Search caches: posts found are a list of entries (a subscribe, an edit or a delete reaches
 * them), people found are a user list (subscribe toggles reach them) that never meets a
 * profile's keys, and the overview's people follow a toggle too.
 */
import type { Page, UserShort } from '@potok/common';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import {
  applySubscription,
  entryKeys,
  removeEntryEverywhere,
  updateEntries,
  userKeys,
} from './cache.ts';
import { applyOverviewSubscription, type CachedOverview, searchKeys } from './search.ts';

const user = (n: number, me_subscribed = false): UserShort => ({
  user_id: n,
  username: `user${n}`,
  name: `User ${n}`,
  avatar: { hash: 'h' },
  state: { is_me: false, is_verified: false, me_subscribed },
});

const empty = { items: [], total_items: 0 };

describe('search keys', () => {
  test('posts found live among the lists of entries, people among the user lists', () => {
    expect(searchKeys.list('entries', 'кот').slice(0, 1)).toEqual([...entryKeys.lists]);
    const people = searchKeys.list('users', 'кот');
    expect(people.slice(0, 1)).toEqual([...userKeys.all]);
    // A username never holds '@', so no profile's keys can equal these.
    expect(people).toHaveLength(3);
    expect(String(people[1])).toContain('@');
    expect(searchKeys.list('tags', 'кот')).toEqual(['search', 'tags', 'кот']);
    expect(searchKeys.overview('кот').slice(0, 1)).toEqual([...entryKeys.lists]);
    // A query of «all» or «search-all» still has keys of its own.
    expect(searchKeys.overview('all')).not.toEqual(searchKeys.list('entries', 'all'));
    expect(searchKeys.overview('x')).not.toEqual(searchKeys.list('entries', 'search-all'));
  });

  test('a subscribe toggle marks the person in the people found and in the overview', () => {
    const qc = new QueryClient();
    const list: InfiniteData<Page<UserShort>, number> = {
      pages: [{ items: [user(1), user(2)], total_items: 2 }],
      pageParams: [0],
    };
    qc.setQueryData(searchKeys.list('users', 'us'), list);
    const overview: CachedOverview = {
      users: { items: [user(1), user(2)], total_items: 2 },
      entries: empty,
      comments: empty,
      tags: empty,
      feeds: empty,
      pages: [empty],
      pageParams: [0],
    };
    qc.setQueryData(searchKeys.overview('us'), overview);

    applySubscription(qc, { user_id: 2, username: 'user2' }, true);
    applyOverviewSubscription(qc, 2, true);

    const pages = qc.getQueryData<typeof list>(searchKeys.list('users', 'us'));
    expect(pages?.pages[0]?.items.map((u) => u.state.me_subscribed)).toEqual([false, true]);
    const all = qc.getQueryData<CachedOverview>(searchKeys.overview('us'));
    expect(all?.users.items.map((u) => u.state.me_subscribed)).toEqual([false, true]);
  });

  test("the overview's posts follow edits and deletes like every list of entries", () => {
    const qc = new QueryClient();
    const post = (n: number) =>
      ({ uuid: `u${n}`, entry_id: n, user: user(9), content: { text: `кошка ${n}` } }) as never;
    const page = { items: [post(1), post(2)], total_items: 5 };
    const overview: CachedOverview = {
      users: empty,
      entries: page,
      comments: empty,
      tags: empty,
      feeds: empty,
      pages: [page],
      pageParams: [0],
    };
    qc.setQueryData(searchKeys.overview('кошка'), overview);

    updateEntries(
      qc,
      (entry) => entry.uuid === 'u1',
      (entry) => ({ ...entry, content: { ...entry.content, text: 'правка' } }),
    );
    removeEntryEverywhere(qc, 'u2');

    const data = qc.getQueryData<CachedOverview>(searchKeys.overview('кошка'));
    expect(data?.pages[0]?.items.map((entry) => entry.content.text)).toEqual(['правка']);
    expect(data?.pages[0]?.total_items).toBe(4);
    expect(data?.users).toEqual(empty);
  });
});

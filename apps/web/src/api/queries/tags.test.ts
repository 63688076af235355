/** Tag query keys: one cache entry whatever the case of the address, inside the entry lists. */
import type { Entry, Page } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { type EntryPages, entryKeys, removeEntryEverywhere } from './cache.ts';
import { tagKeys } from './tags.ts';

const entry = (n: number): Entry => ({
  uuid: `uuid-${n}`,
  entry_id: n,
  user: {
    user_id: 1,
    username: 'user1',
    name: 'User 1',
    avatar: { hash: 'h' },
    state: { is_me: false, is_verified: false, me_subscribed: false },
  },
  content: { text: `Читаю #Поток ${n}`, files: [], link: null },
  reactions: [],
  tags: ['поток'],
  counters: { comments: 0, bookmarks: 0 },
  state: {
    is_hidden_from_feed: false,
    is_pinned: false,
    is_comments_enabled: true,
    is_edited: false,
    is_bookmarked: false,
    is_nsfw: false,
    is_ai: false,
  },
  meta: { date_added: '2026-01-01T00:00:00.000Z' },
});

describe('tag keys', () => {
  test('any case of the slug keys the same tag and the same list of entries', () => {
    expect(tagKeys.detail('ПОТОК')).toEqual(tagKeys.detail('поток'));
    expect(tagKeys.entries('Поток')).toEqual(entryKeys.tag('поток'));
  });

  test("a deleted entry leaves the tag's cached list", () => {
    const qc = new QueryClient();
    const page: Page<Entry> = { items: [entry(2), entry(1)], total_items: 2 };
    qc.setQueryData<EntryPages>(tagKeys.entries('Поток'), { pages: [page], pageParams: [0] });
    removeEntryEverywhere(qc, 'uuid-1');
    expect(qc.getQueryData<EntryPages>(entryKeys.tag('поток'))?.pages[0]).toEqual({
      items: [entry(2)],
      total_items: 1,
    });
  });
});

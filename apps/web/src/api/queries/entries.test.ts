/**
 * The link card of a new entry appears without a reload: while the server answers the link's
 * host as its title, `watchLinkCard` re-reads the entry a few times and puts the card into every
 * cached copy once the server has it; it stops at the first card, or after its last check.
 */
import type { Entry, Page } from '@potok/common';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const get = vi.fn();
vi.mock('../client.ts', () => ({
  api: { GET: (...args: unknown[]) => get(...args) },
  unwrap: async (call: Promise<{ data: unknown }>) => (await call).data,
}));

const { linkCardPending, watchLinkCard } = await import('./entries.ts');
const { entryKeys } = await import('./cache.ts');

const URL_ = 'https://news.example/story';
const HOST = { url: URL_, title: 'news.example', icon: '' };
const CARD = { url: URL_, title: 'A story', icon: 'https://news.example/icon.png' };

const entry = (link: Entry['content']['link'], uuid = 'e1'): Entry =>
  ({
    uuid,
    entry_id: 1,
    content: { text: `see ${URL_}`, files: [], link },
    tags: [],
  }) as unknown as Entry;

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('linkCardPending', () => {
  test('is true only while the title is the host and there is no icon', () => {
    expect(linkCardPending(entry(HOST))).toBe(true);
    expect(linkCardPending(entry(CARD))).toBe(false);
    expect(linkCardPending(entry({ ...HOST, icon: 'https://news.example/i.png' }))).toBe(false);
    expect(linkCardPending(entry(null))).toBe(false);
  });
});

describe('watchLinkCard', () => {
  test('puts the card into the feed and the entry query once the server has it', async () => {
    const qc = new QueryClient();
    const page: Page<Entry> = { items: [entry(HOST)], total_items: 1 };
    qc.setQueryData(entryKeys.feed('timeline'), { pages: [page], pageParams: [0] });
    qc.setQueryData(entryKeys.detail('e1'), entry(HOST));
    get.mockResolvedValueOnce({ data: entry(HOST) }).mockResolvedValueOnce({ data: entry(CARD) });

    watchLinkCard(qc, entry(HOST), [10, 10, 10]);
    await vi.advanceTimersByTimeAsync(100);

    expect(get).toHaveBeenCalledTimes(2);
    const feed = qc.getQueryData<{ pages: Page<Entry>[] }>(entryKeys.feed('timeline'));
    expect(feed?.pages[0]?.items[0]?.content.link).toEqual(CARD);
    expect(qc.getQueryData<Entry>(entryKeys.detail('e1'))?.content.link).toEqual(CARD);
  });

  test('stops after its last check, and does nothing for a known card', async () => {
    const qc = new QueryClient();
    get.mockResolvedValue({ data: entry(HOST) });
    watchLinkCard(qc, entry(HOST), [10, 10, 10]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledTimes(3);

    get.mockClear();
    watchLinkCard(qc, entry(CARD), [10]);
    await vi.advanceTimersByTimeAsync(100);
    expect(get).not.toHaveBeenCalled();
  });
});

/**
 * Feeds: the three tabs of /feed served by `GET feed/{tab}` (timeline, feeds, abyss), paged by
 * offset with the spec's page size of 7. Their pages are cached under `entryKeys.feed(tab)` so
 * entry changes reach them through the entry cache helpers.
 */
import { type Entry, FEED_PAGE_SIZE, type FeedTab, type Page } from '@potok/common';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys } from './cache.ts';

/** Query keys of the feed tabs. */
export const feedKeys = {
  tab: (tab: FeedTab) => entryKeys.feed(tab),
};

/**
 * `GET feed/{tab}?limit=7&offset=` as an infinite list. `enabled: false` for a tab a guest may not
 * read (timeline, feeds need a session).
 */
export function useFeedInfiniteQuery(tab: FeedTab, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: feedKeys.tab(tab),
    queryFn: ({ pageParam, signal }): Promise<Page<Entry>> => {
      const init = { params: { query: { limit: FEED_PAGE_SIZE, offset: pageParam } }, signal };
      return unwrap(
        tab === 'timeline'
          ? api.GET('/v1/feed/timeline', init)
          : tab === 'feeds'
            ? api.GET('/v1/feed/feeds', init)
            : api.GET('/v1/feed/abyss', init),
      );
    },
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: options.enabled ?? true,
    // Coming back from an entry shows the cached pages as they were (scroll restored), not a refetch.
    staleTime: 60_000,
  });
}

/** The uuids of the entries waiting above the loaded ones of a feed tab (app/live.ts fills it). */
export type NewEntries = Partial<Record<FeedTab, string[]>>;
/** Cache key of {@link NewEntries}: written by the live-events client only, never fetched. */
export const newEntriesKey = ['live', 'new-entries'] as const;

/** How many new entries wait above the loaded ones of `tab` (0 without live events). */
export function useNewEntriesCount(tab: FeedTab): number {
  const { data } = useQuery<NewEntries>({
    queryKey: newEntriesKey,
    queryFn: () => ({}),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.[tab]?.length ?? 0;
}

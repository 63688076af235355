/**
 * Feeds: the three tabs of /feed served by `GET feed/{tab}` (timeline, feeds, abyss), paged by
 * offset with the spec's page size of 7. Their pages are cached under `entryKeys.feed(tab)` so
 * entry changes reach them through the entry cache helpers.
 */
import { type Entry, FEED_PAGE_SIZE, type FeedTab, type Page } from '@potok/common';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys } from './cache.ts';

/** Query keys of the feed tabs. */
export const feedKeys = {
  tab: (tab: FeedTab) => entryKeys.feed(tab),
};

/** `GET feed/{tab}?limit=7&offset=` as infinite-query options (the hook's, and the first screen's). */
export function feedQueryOptions(tab: FeedTab) {
  return infiniteQueryOptions({
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
    // Coming back from an entry shows the cached pages as they were (scroll restored), not a refetch.
    staleTime: 60_000,
  });
}

/**
 * `GET feed/{tab}?limit=7&offset=` as an infinite list. `enabled: false` for a tab a guest may not
 * read (timeline, feeds need a session).
 */
export function useFeedInfiniteQuery(tab: FeedTab, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...feedQueryOptions(tab), enabled: options.enabled ?? true });
}

/**
 * The cached pages of a feed tab. `waiting`: the uuids of entries that arrived above the loaded
 * ones (live events, app/live.ts marks them here so the feed reads them from the query it already
 * watches — no other subscription on the first screen); a fresh load of the pages drops it.
 */
export type FeedPages = InfiniteData<Page<Entry>, number> & { waiting?: string[] };

/**
 * Tags: the tag page's two calls (spec §7 `GET tag/{slug}`, `GET tag/{slug}/entries`). The
 * slug travels percent-encoded (Cyrillic tags) and keys the cache in its lower-case form, as the
 * server compares it, so /t/Поток and /t/поток share one cache entry. The tag's entries are a
 * list of entries (`entryKeys.tag`), so entry changes reach them through the entry cache helpers.
 */
import { type Entry, FEED_PAGE_SIZE, type Page, type Tag, tagSlug } from '@potok/common';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys } from './cache.ts';

/** Query keys of tags. */
export const tagKeys = {
  all: ['tag'] as const,
  detail: (slug: string) => ['tag', tagSlug(slug)] as const,
  entries: (slug: string) => entryKeys.tag(tagSlug(slug)),
};

/** `GET tag/{slug}`; cancelled when the screen is left. */
export function useTagQuery(slug: string) {
  return useQuery<Tag>({
    queryKey: tagKeys.detail(slug),
    queryFn: ({ signal }): Promise<Tag> =>
      unwrap(api.GET('/v1/tag/{slug}', { params: { path: { slug: tagSlug(slug) } }, signal })),
    enabled: slug !== '',
  });
}

/** `GET tag/{slug}/entries?limit=7&offset=` as an infinite list, newest first. */
export function useTagEntriesInfiniteQuery(slug: string) {
  return useInfiniteQuery({
    queryKey: tagKeys.entries(slug),
    queryFn: ({ pageParam, signal }): Promise<Page<Entry>> =>
      unwrap(
        api.GET('/v1/tag/{slug}/entries', {
          params: {
            path: { slug: tagSlug(slug) },
            query: { limit: FEED_PAGE_SIZE, offset: pageParam },
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: slug !== '',
  });
}

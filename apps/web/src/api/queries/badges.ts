/**
 * Badges (spec §3 "Badge", §7 `GET user/{username}/badges`): a person's badges, paged by offset.
 * A write that may earn one marks them stale with `markBadgesStale` (cache.ts, on the first
 * screen).
 */
import { type Badge, type Page, USER_LIST_PAGE_SIZE } from '@potok/common';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { userKeys } from './cache.ts';

/** Query keys of badges: under the person's card key, so what marks the card marks them. */
export const badgeKeys = {
  list: (username: string) => [...userKeys.card(username), 'badges'] as const,
};

/** `GET user/{username}/badges`, paged by offset: newest award first. */
export function useUserBadgesInfiniteQuery(username: string) {
  return useInfiniteQuery({
    queryKey: badgeKeys.list(username),
    queryFn: ({ pageParam, signal }): Promise<Page<Badge>> =>
      unwrap(
        api.GET('/v1/user/{username}/badges', {
          params: { path: { username }, query: { limit: USER_LIST_PAGE_SIZE, offset: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: username !== '',
  });
}

/**
 * Search (spec §2 "/search", §7 "Search, tags and help"; DESIGN.md §5 "search"): the everywhere
 * overview `GET search/all?query=` → `{ users, entries, comments, tags, feeds }` (the newest few
 * of each group with their totals) and the paged lists `GET search/{group}?query=&offset=`.
 *
 * The lists live where the rest of the app updates their items: entries under
 * `entryKeys.lists` (a reaction, an edit or a delete reaches them through the entry cache
 * helpers) and people as a user list under `userKeys.all` (subscribe toggles reach them). The
 * overview is kept among the lists of entries too, its posts as its one page (`pages`, which
 * the entry helpers map, keeping the other fields), so its entry cards follow the same changes.
 * While a new query loads, the previous answer stays on screen (`keepPreviousData`), so typing
 * does not flash skeletons; the screen marks it as updating. Queries with an empty text are not
 * sent. Found entries and comments carry `highlights`, their matched words, which their cards
 * mark. Loaded with the search screen.
 */
import {
  type Feed,
  type Page,
  SEARCH_PAGE_SIZE,
  SEARCH_SECTIONS,
  type SearchComment,
  type SearchEntry,
  type SearchSection,
  type Tag,
  type UserShort,
} from '@potok/common';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys, userKeys } from './cache.ts';

/** The groups of search results, as their tabs' paths name them (spec §3 "Lists"). */
export const SEARCH_GROUPS = SEARCH_SECTIONS;
/** A group of search results. */
export type SearchGroup = SearchSection;

/** The item type of each group. */
type GroupItem = {
  users: UserShort;
  entries: SearchEntry;
  comments: SearchComment;
  tags: Tag;
  feeds: Feed;
};

/** One page of a group. */
type SearchPage<G extends SearchGroup> = Page<GroupItem[G]>;

/** `GET search/all`: the newest few of each group with their totals. */
export type SearchOverview = { [G in SearchGroup]: SearchPage<G> };

/**
 * The overview as cached: the answer, and its posts again as the one page of a list of entries
 * (read the posts from `pages[0]`, which the entry cache helpers keep up to date).
 */
export type CachedOverview = SearchOverview & {
  pages: Page<SearchEntry>[];
  pageParams: number[];
};

/** Query keys of search (the text as the server receives it: trimmed). */
export const searchKeys = {
  all: ['search'] as const,
  /** Among the lists of entries (see the module's description); never equal to a list's key. */
  overview: (q: string) => [...entryKeys.lists, 'search-all', q] as const,
  list: (group: SearchGroup, q: string) => {
    // '@' is never part of a username, so these keys cannot meet a profile's.
    if (group === 'entries') return [...entryKeys.lists, 'search', q] as const;
    if (group === 'users') return [...userKeys.all, '@search', q] as const;
    return ['search', group, q] as const;
  },
};

/** `GET search/all?query=`; not sent for an empty text. */
export function useSearchOverviewQuery(q: string) {
  return useQuery({
    queryKey: searchKeys.overview(q),
    queryFn: async ({ signal }): Promise<CachedOverview> => {
      // A comment's `replies` is recursive, which the generated type leaves loose.
      const answer = (await unwrap(
        api.GET('/v1/search/all', { params: { query: { query: q } }, signal }),
      )) as SearchOverview;
      return { ...answer, pages: [answer.entries], pageParams: [0] };
    },
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One page of a group's results. */
function fetchGroup<G extends SearchGroup>(
  group: G,
  q: string,
  offset: number,
  signal: AbortSignal,
): Promise<SearchPage<G>> {
  const init = { params: { query: { query: q, offset, limit: SEARCH_PAGE_SIZE[group] } }, signal };
  const request: Promise<Page<unknown>> =
    group === 'users'
      ? unwrap(api.GET('/v1/search/users', init))
      : group === 'entries'
        ? unwrap(api.GET('/v1/search/entries', init))
        : group === 'comments'
          ? unwrap(api.GET('/v1/search/comments', init))
          : group === 'tags'
            ? unwrap(api.GET('/v1/search/tags', init))
            : unwrap(api.GET('/v1/search/feeds', init));
  return request as Promise<SearchPage<G>>;
}

/** `GET search/{group}?query=&offset=` as an infinite list (spec §4 "Paged lists"). */
export function useSearchInfiniteQuery<G extends SearchGroup>(group: G, q: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.list(group, q),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchGroup(group, q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Marks a person in every cached overview as subscribed or not (the subscribe toggle updates
 * profiles, entries and user lists; the overview is search's own).
 */
export function applyOverviewSubscription(
  qc: QueryClient,
  userId: number,
  meSubscribed: boolean,
): void {
  qc.setQueriesData<CachedOverview>({ queryKey: [...entryKeys.lists, 'search-all'] }, (data) =>
    data
      ? {
          ...data,
          users: {
            ...data.users,
            items: data.users.items.map((user) =>
              user.user_id === userId
                ? { ...user, state: { ...user.state, me_subscribed: meSubscribed } }
                : user,
            ),
          },
        }
      : data,
  );
}

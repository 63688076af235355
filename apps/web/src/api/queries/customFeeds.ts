/**
 * Custom feeds (spec §2 "/feeds", "/feed/{uuid}", §3 "Feed", §4 "Subscribe/unsubscribe": "Feeds
 * follow the same pattern", §7 "Users and feeds"; DESIGN.md §5 "feeds (custom)"): a public set
 * of tags with a title and an emoji, made by a person.
 * - the catalogue `GET feeds?q=&offset=` and mine `GET my/feeds?offset=` (paged, spec §4);
 * - one feed `GET feed/{uuid}`, its tags `GET feed/{uuid}/tags`, its entries
 *   `GET feed/{uuid}/entries?limit=7&offset=` (cached under `entryKeys.lists`, so entry changes
 *   reach them through the entry cache helpers);
 * - writes: create `POST feeds` (`feed_added`; the author follows it at once; with the
 *   submission's Idempotency-Key, so a retry after no answer cannot make it twice), edit `POST feed/{uuid}` (`feed_edited`, the
 *   author only), delete `DELETE feed/{uuid}` (`feed_deleted`), subscribe / unsubscribe
 *   `POST feed/{uuid}/subscribe|unsubscribe` (`subscribed` / `unsubscribed`).
 * A feed may be cached in many places (catalogue, mine, bookmarks, search, the feed page):
 * {@link updateFeeds} changes every cached copy at once. After a subscription or a change of a
 * feed's tags the timeline and the Ленты tab (/feed/list) are stale and reload.
 */
import {
  type Entry,
  FEED_PAGE_SIZE,
  FEEDS_PAGE_SIZE,
  type Feed,
  type FeedBody,
  type FeedSubscriptionPayload,
  type Page,
  type Tag,
  type WriteResult,
  type WriteResultWith,
} from '@potok/common';
import {
  MutationObserver,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap, type WithStatus, withSubmissionKey } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys } from './cache.ts';

/** Query keys of custom feeds. */
export const customFeedKeys = {
  all: ['custom-feed'] as const,
  catalogue: (q: string) => ['custom-feed', 'catalogue', q.trim().toLowerCase()] as const,
  mine: ['custom-feed', 'mine'] as const,
  detail: (uuid: string) => ['custom-feed', 'detail', uuid.toLowerCase()] as const,
  tags: (uuid: string) => ['custom-feed', 'tags', uuid.toLowerCase()] as const,
  /** A feed's entries: a list of entries, under `entryKeys.lists`. */
  entries: (uuid: string) => ['entry-list', 'custom-feed', uuid.toLowerCase()] as const,
};

/** `GET feeds?q=&offset=`: the catalogue, filtered by `q` when given. */
export function useFeedsCatalogueQuery(q: string) {
  const query = q.trim();
  return useInfiniteQuery({
    queryKey: customFeedKeys.catalogue(query),
    queryFn: ({ pageParam, signal }): Promise<Page<Feed>> =>
      unwrap(
        api.GET('/v1/feeds', {
          params: { query: { offset: pageParam, ...(query ? { q: query } : {}) } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** `GET my/feeds?offset=`: the feeds I made or subscribe to. */
export function useMyFeedsQuery(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: customFeedKeys.mine,
    queryFn: ({ pageParam, signal }): Promise<Page<Feed>> =>
      unwrap(
        api.GET('/v1/my/feeds', {
          params: { query: { offset: pageParam, limit: FEEDS_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: options.enabled ?? true,
  });
}

/** `GET feed/{uuid}`; cancelled when the screen is left. */
export function useCustomFeedQuery(uuid: string) {
  return useQuery<Feed>({
    queryKey: customFeedKeys.detail(uuid),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/v1/feed/{uuid}', { params: { path: { uuid } }, signal })),
    retry: (count, error) => count < 2 && !isFinal(error),
  });
}

/** `GET feed/{uuid}/tags`: the tags that define the feed. */
export function useCustomFeedTagsQuery(uuid: string, options: { enabled?: boolean } = {}) {
  return useQuery<Tag[]>({
    queryKey: customFeedKeys.tags(uuid),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/v1/feed/{uuid}/tags', { params: { path: { uuid } }, signal }))).items,
    enabled: options.enabled ?? true,
  });
}

/**
 * `GET feed/{uuid}/entries?limit=7&offset=`, newest first. Cached like a tag's entries (the app's
 * 30 s), except while it is empty: a feed just made shows nothing, and coming back to it after
 * someone posted with its tags must read it again rather than show the empty copy.
 */
export function useCustomFeedEntriesQuery(uuid: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: customFeedKeys.entries(uuid),
    queryFn: ({ pageParam, signal }): Promise<Page<Entry>> =>
      unwrap(
        api.GET('/v1/feed/{uuid}/entries', {
          params: { path: { uuid }, query: { limit: FEED_PAGE_SIZE, offset: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: options.enabled ?? true,
    staleTime: (query) => (query.state.data?.pages[0]?.items.length ? 30_000 : 0),
  });
}

/** Load errors retrying cannot fix. */
function isFinal(error: unknown): boolean {
  const status = (error as { status?: string } | null)?.status;
  return status === 'feed_not_found' || status === 'feed_uuid_required' || status === 'bad_request';
}

/** Does `value` look like a feed (the shape of spec §3 "Feed")? */
function isFeed(value: unknown): value is Feed {
  return (
    typeof value === 'object' &&
    value !== null &&
    'feed_id' in value &&
    'uuid' in value &&
    'emoji' in value
  );
}

/**
 * Replaces `value`'s feeds with id `feedId` by `change(feed)`, keeping every other object as it
 * is (the same reference when nothing inside changed, so untouched queries do not re-render).
 */
export function mapFeeds<T>(value: T, feedId: number, change: (feed: Feed) => Feed): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const mapped = mapFeeds(item, feedId, change);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return (changed ? next : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (isFeed(value)) return (value.feed_id === feedId ? change(value) : value) as T;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const mapped = mapFeeds(item, feedId, change);
    if (mapped !== item) changed = true;
    next[key] = mapped;
  }
  return (changed ? next : value) as T;
}

/**
 * Changes every cached copy of feed `feedId` — the catalogue, mine, the feed page, bookmarks,
 * search results — wherever a query holds it.
 */
export function updateFeeds(qc: QueryClient, feedId: number, change: (feed: Feed) => Feed): void {
  for (const query of qc.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = mapFeeds(data, feedId, change);
    if (next !== data) qc.setQueryData(query.queryKey, next);
  }
}

/**
 * After a subscription or a change of a feed's tags: the timeline and the Ленты tab show other
 * entries now, and my feeds changed; each refetches when shown (at once if on screen).
 */
export function invalidateAfterFeedChange(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: entryKeys.feed('timeline') }),
    qc.invalidateQueries({ queryKey: entryKeys.feed('feeds') }),
    qc.invalidateQueries({ queryKey: customFeedKeys.mine }),
  ]);
}

/** Variables of the subscribe toggle: the feed and the state chosen. */
export type FeedSubscribeVariables = { feed: Pick<Feed, 'feed_id' | 'uuid'>; subscribe: boolean };

/**
 * Sets "I am subscribed" on every cached copy of the feed; where the flag flips, the subscriber
 * counter moves by one (spec §4: "Feeds follow the same pattern").
 */
function setSubscribed(qc: QueryClient, feedId: number, meSubscribed: boolean): void {
  updateFeeds(qc, feedId, (feed) =>
    feed.state.me_subscribed === meSubscribed
      ? feed
      : {
          ...feed,
          state: { ...feed.state, me_subscribed: meSubscribed },
          counters: {
            ...feed.counters,
            subscribers: Math.max(0, feed.counters.subscribers + (meSubscribed ? 1 : -1)),
          },
        },
  );
}

/**
 * `POST feed/{uuid}/subscribe` or `/unsubscribe`. Optimistic (CONVENTIONS "Optimistic toggles"):
 * every copy shows the chosen state at once; toggles run one after another and the answer to the
 * last one settles the state, so rapid taps end in the last choice; a failure undoes it.
 */
function subscribeMutationOptions(qc: QueryClient) {
  return {
    mutationKey: ['custom-feed', 'subscribe'],
    scope: { id: 'custom-feed-subscribe' },
    mutationFn: ({
      feed,
      subscribe,
    }: FeedSubscribeVariables): Promise<WithStatus<WriteResultWith<FeedSubscriptionPayload>>> => {
      const params = { params: { path: { uuid: feed.uuid } } };
      return unwrap(
        subscribe
          ? api.POST('/v1/feed/{uuid}/subscribe', params)
          : api.POST('/v1/feed/{uuid}/unsubscribe', params),
      );
    },
    onMutate: ({ feed, subscribe }: FeedSubscribeVariables) => {
      setSubscribed(qc, feed.feed_id, subscribe);
    },
    onSuccess: (
      result: WithStatus<WriteResultWith<FeedSubscriptionPayload>>,
      { feed, subscribe }: FeedSubscribeVariables,
    ) => {
      if (qc.isMutating({ mutationKey: ['custom-feed', 'subscribe'] }) > 1) return;
      const { me_subscribed, subscribers } = result.payload ?? {
        me_subscribed: subscribe,
        subscribers: undefined,
      };
      updateFeeds(qc, feed.feed_id, (cached) => ({
        ...cached,
        state: { ...cached.state, me_subscribed },
        counters: { ...cached.counters, subscribers: subscribers ?? cached.counters.subscribers },
      }));
      void invalidateAfterFeedChange(qc);
    },
    onError: (_error: unknown, { feed, subscribe }: FeedSubscribeVariables) => {
      setSubscribed(qc, feed.feed_id, !subscribe);
    },
  };
}

/** The subscribe toggle as a hook (see `subscribeMutationOptions`). */
export function useFeedSubscribeMutation() {
  return useMutation(subscribeMutationOptions(useQueryClient()));
}

/** The subscribe toggle outside React (a menu's handler). */
export function runFeedSubscribe(qc: QueryClient, variables: FeedSubscribeVariables) {
  return new MutationObserver(qc, subscribeMutationOptions(qc)).mutate(variables);
}

/**
 * `POST feeds` {title, emoji, tags}: `feed_added` with the new feed. The catalogue and mine
 * reload; the timeline and the Ленты tab too (the author follows what they made).
 */
export function useCreateFeedMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['custom-feed', 'create'],
    mutationFn: (body: FeedBody): Promise<WithStatus<WriteResultWith<Feed>>> =>
      withSubmissionKey('feed', body, (key) =>
        unwrap(api.POST('/v1/feeds', { body, params: { header: { 'idempotency-key': key } } })),
      ),
    onSuccess: (result: WithStatus<WriteResultWith<Feed>>) => {
      if (result.payload)
        qc.setQueryData(customFeedKeys.detail(result.payload.uuid), result.payload);
      void qc.invalidateQueries({ queryKey: customFeedKeys.all, refetchType: 'active' });
      void invalidateAfterFeedChange(qc);
    },
  });
}

/** Variables of an edit: the feed and its new title, emoji and tags. */
export type EditFeedVariables = { feed: Pick<Feed, 'feed_id' | 'uuid'>; input: FeedBody };

/**
 * `POST feed/{uuid}` {title, emoji, tags} (the author only; `not_owned` otherwise):
 * `feed_edited` with the feed. Every cached copy takes the new title and emoji; its tags and
 * entries reload, and so do the timeline and the Ленты tab.
 */
export function useEditFeedMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['custom-feed', 'edit'],
    mutationFn: ({ feed, input }: EditFeedVariables): Promise<WithStatus<WriteResultWith<Feed>>> =>
      unwrap(api.POST('/v1/feed/{uuid}', { params: { path: { uuid: feed.uuid } }, body: input })),
    onSuccess: (result: WithStatus<WriteResultWith<Feed>>, { feed, input }: EditFeedVariables) => {
      const saved = result.payload;
      updateFeeds(qc, feed.feed_id, (cached) =>
        saved ? { ...cached, ...saved } : { ...cached, title: input.title, emoji: input.emoji },
      );
      void qc.invalidateQueries({ queryKey: customFeedKeys.tags(feed.uuid) });
      void qc.invalidateQueries({ queryKey: customFeedKeys.entries(feed.uuid) });
      void invalidateAfterFeedChange(qc);
    },
  });
}

/**
 * `DELETE feed/{uuid}` (the author only): `feed_deleted`. The feed leaves every list (they
 * reload) and its page's queries are dropped.
 */
export function useDeleteFeedMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['custom-feed', 'delete'],
    mutationFn: (feed: Pick<Feed, 'feed_id' | 'uuid'>): Promise<WithStatus<WriteResult>> =>
      unwrap(api.DELETE('/v1/feed/{uuid}', { params: { path: { uuid: feed.uuid } } })),
    onSuccess: (_result: WithStatus<WriteResult>, feed: Pick<Feed, 'feed_id' | 'uuid'>) => {
      qc.removeQueries({ queryKey: customFeedKeys.detail(feed.uuid) });
      qc.removeQueries({ queryKey: customFeedKeys.tags(feed.uuid) });
      qc.removeQueries({ queryKey: customFeedKeys.entries(feed.uuid) });
      void qc.invalidateQueries({ queryKey: customFeedKeys.all });
      void qc.invalidateQueries({ queryKey: ['bookmarks'] });
      void qc.invalidateQueries({ queryKey: ['search'] });
      void invalidateAfterFeedChange(qc);
    },
  });
}

/**
 * Users: query keys, the profile card, the profile's lists (entries, subscribers, subscriptions)
 * and the optimistic subscribe / unsubscribe toggle with its cache helpers.
 */
import {
  type Entry,
  FEED_PAGE_SIZE,
  type Page,
  type SubscriptionPayload,
  USER_LIST_PAGE_SIZE,
  type UserCard,
  type UserShort,
  type WriteResultWith,
} from '@potok/common';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { nextOffset } from '../../components/paging.ts';
import { api } from '../client.ts';
import { entryKeys, updateEntries } from './entries.ts';

/** The two user lists of a profile. */
export type UserListKind = 'subscribers' | 'subscriptions';

/** Query keys of users. Usernames are unique ignoring case, so keys use the lower-case form. */
export const userKeys = {
  all: ['user'] as const,
  card: (username: string) => ['user', username.toLowerCase()] as const,
  list: (username: string, kind: UserListKind) => ['user', username.toLowerCase(), kind] as const,
};

/** `GET user/{username}`: the profile card. */
export function useUserQuery(username: string) {
  return useQuery({
    queryKey: userKeys.card(username),
    queryFn: ({ signal }) => api.get<UserCard>(`user/${encodeURIComponent(username)}`, { signal }),
    enabled: username !== '',
  });
}

/** `GET user/{username}/entries`, paged by offset: the pinned entry first, then newest first. */
export function useUserEntriesInfiniteQuery(username: string) {
  return useInfiniteQuery({
    queryKey: entryKeys.user(username),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Entry>>(`user/${encodeURIComponent(username)}/entries`, {
        query: { limit: FEED_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: username !== '',
  });
}

/** `GET user/{username}/subscribers` or `/subscriptions`, paged by offset. */
export function useUserListInfiniteQuery(username: string, kind: UserListKind) {
  return useInfiniteQuery({
    queryKey: userKeys.list(username, kind),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<UserShort>>(`user/${encodeURIComponent(username)}/${kind}`, {
        query: { limit: USER_LIST_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: username !== '',
  });
}

/** Moves one counter of a cached profile card by `delta` (never below zero). */
export function bumpUserCounter(
  qc: QueryClient,
  username: string,
  counter: keyof UserCard['counters'],
  delta: number,
): void {
  qc.setQueryData<UserCard>(userKeys.card(username), (card) =>
    card
      ? {
          ...card,
          counters: { ...card.counters, [counter]: Math.max(0, card.counters[counter] + delta) },
        }
      : card,
  );
}

/** Whom a subscribe toggle is about: enough to reach every cached copy of that user. */
export type SubscriptionTarget = Pick<UserShort, 'user_id' | 'username'>;

/** Variables of the subscribe toggle: the user and the state the person chose. */
export type SubscribeVariables = { user: SubscriptionTarget; subscribe: boolean };

/**
 * Sets "I am subscribed" for a user in every cache that shows it: the profile card (and its
 * subscriber counter — the server's value when given, else ±1 when the flag flips), the authors
 * of cached entries, and cached user lists.
 */
export function applySubscription(
  qc: QueryClient,
  user: SubscriptionTarget,
  meSubscribed: boolean,
  subscribers?: number,
): void {
  qc.setQueryData<UserCard>(userKeys.card(user.username), (card) => {
    if (!card) return card;
    const flipped = card.state.me_subscribed !== meSubscribed;
    const count =
      subscribers ??
      (flipped ? Math.max(0, card.counters.subscribers + (meSubscribed ? 1 : -1)) : undefined);
    return {
      ...card,
      state: { ...card.state, me_subscribed: meSubscribed },
      counters: { ...card.counters, subscribers: count ?? card.counters.subscribers },
    };
  });
  updateEntries(
    qc,
    (entry) =>
      entry.user.user_id === user.user_id && entry.user.state.me_subscribed !== meSubscribed,
    (entry) => ({
      ...entry,
      user: { ...entry.user, state: { ...entry.user.state, me_subscribed: meSubscribed } },
    }),
  );
  qc.setQueriesData<InfiniteData<Page<UserShort>, number>>(
    { queryKey: userKeys.all, predicate: (query) => query.queryKey.length === 3 },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.user_id === user.user_id
                  ? { ...item, state: { ...item.state, me_subscribed: meSubscribed } }
                  : item,
              ),
            })),
          }
        : data,
  );
}

/**
 * Subscribe / unsubscribe, optimistic: the flag and the counter flip at once; the toggles run one
 * after another (one queue), and only the answer to the last pending toggle for a user settles
 * the caches, so rapid double taps end in the last state chosen. A failure of that last toggle
 * puts the flag back and refetches the card. The caller shows alerts (mutate-level callbacks).
 */
export function useSubscribeMutation() {
  const qc = useQueryClient();
  const pendingFor = (user: SubscriptionTarget) =>
    qc.isMutating({
      mutationKey: ['user', 'subscribe'],
      predicate: (mutation) =>
        (mutation.state.variables as SubscribeVariables | undefined)?.user.user_id === user.user_id,
    });
  return useMutation({
    mutationKey: ['user', 'subscribe'],
    scope: { id: 'user-subscribe' },
    mutationFn: ({ user, subscribe }: SubscribeVariables) =>
      api.post<WriteResultWith<SubscriptionPayload>>(
        `user/${encodeURIComponent(user.username)}/${subscribe ? 'subscribe' : 'unsubscribe'}`,
      ),
    onMutate: async ({ user, subscribe }) => {
      await qc.cancelQueries({ queryKey: userKeys.card(user.username), exact: true });
      applySubscription(qc, user, subscribe);
    },
    onSuccess: ({ payload }, { user }) => {
      if (pendingFor(user) > 1) return;
      applySubscription(qc, user, payload.me_subscribed, payload.subscribers);
    },
    onError: (_error, { user, subscribe }) => {
      if (pendingFor(user) > 1) return;
      applySubscription(qc, user, !subscribe);
      void qc.invalidateQueries({ queryKey: userKeys.card(user.username), exact: true });
    },
    onSettled: () => {
      // My own card counts my subscriptions, and my subscriptions list changed: mark them stale.
      void qc.invalidateQueries({
        queryKey: userKeys.all,
        predicate: (query) => (query.state.data as UserCard | undefined)?.state?.is_me === true,
        refetchType: 'none',
      });
      void qc.invalidateQueries({
        queryKey: userKeys.all,
        predicate: (query) => query.queryKey[2] === 'subscriptions',
        refetchType: 'none',
      });
    },
  });
}

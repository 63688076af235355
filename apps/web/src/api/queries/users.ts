/**
 * Users: the profile card, the profile's lists (entries, subscribers, subscriptions) and the
 * optimistic subscribe / unsubscribe toggle. Keys and the helpers that reach every cached copy
 * of a user are in the shared cache helpers (`cache.ts`).
 */
import {
  type Page,
  type SubscriptionPayload,
  USER_LIST_PAGE_SIZE,
  type UserCard,
  type UserShort,
  type WriteResultWith,
} from '@potok/common';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import {
  applySubscription,
  invalidateAfterSubscription,
  type SubscriptionTarget,
  type UserListKind,
  userKeys,
} from './cache.ts';
import { userCardQueryOptions, userEntriesQueryOptions } from './screens.ts';

/** Variables of the subscribe toggle: the user and the state the person chose. */
export type SubscribeVariables = { user: SubscriptionTarget; subscribe: boolean };

/** `GET user/{username}`: the profile card. */
export function useUserQuery(username: string) {
  return useQuery({ ...userCardQueryOptions(username), enabled: username !== '' });
}

/** `GET user/{username}/entries`, paged by offset: the pinned entry first, then newest first. */
export function useUserEntriesInfiniteQuery(username: string) {
  return useInfiniteQuery({ ...userEntriesQueryOptions(username), enabled: username !== '' });
}

/** `GET user/{username}/subscribers` or `/subscriptions`, paged by offset. */
export function useUserListInfiniteQuery(username: string, kind: UserListKind) {
  return useInfiniteQuery({
    queryKey: userKeys.list(username, kind),
    queryFn: ({ pageParam, signal }): Promise<Page<UserShort>> => {
      const init = {
        params: { path: { username }, query: { limit: USER_LIST_PAGE_SIZE, offset: pageParam } },
        signal,
      };
      return unwrap(
        kind === 'subscribers'
          ? api.GET('/v1/user/{username}/subscribers', init)
          : api.GET('/v1/user/{username}/subscriptions', init),
      );
    },
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: username !== '',
  });
}

/**
 * Subscribe / unsubscribe, optimistic: the flag and the counter flip at once; the toggles run one
 * after another (one queue), and only the answer to the last pending toggle for a user settles
 * the caches, so rapid double taps end in the last state chosen. A failure of that last toggle
 * puts the flag back and refetches the card. Once it answered, the timeline is marked stale (it
 * gains or loses that person's entries). The caller shows alerts (mutate-level callbacks).
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
    mutationFn: ({
      user,
      subscribe,
    }: SubscribeVariables): Promise<WriteResultWith<SubscriptionPayload>> => {
      const init = { params: { path: { username: user.username } } };
      return unwrap(
        subscribe
          ? api.POST('/v1/user/{username}/subscribe', init)
          : api.POST('/v1/user/{username}/unsubscribe', init),
      );
    },
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
    onSettled: (_data, _error, { user }) => {
      // The timeline follows my subscriptions: refetched once the last pending toggle answered.
      if (pendingFor(user) <= 1) void invalidateAfterSubscription(qc);
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

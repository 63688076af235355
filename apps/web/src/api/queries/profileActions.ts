/**
 * Actions on another person's profile beside subscribing (spec §2 "Other profile" menu, §4
 * "Subscribe/unsubscribe": "New-post notification per user is on or off based on the
 * status"): `POST user/{username}/notify` and `/unnotify`, whose answer sets the card's
 * `me_subscribed_to_new_posts` (and, since notifying subscribes when needed, the subscription
 * and its counter) in every cache. Loaded with the profile's options menu.
 */
import type { NotifyPayload, UserCard, WriteResultWith } from '@potok/common';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import {
  applySubscription,
  invalidateAfterSubscription,
  type SubscriptionTarget,
  userKeys,
} from './cache.ts';

/** Variables of the notify toggle: the person and the state chosen. */
export type NotifyVariables = { user: SubscriptionTarget; on: boolean };

function notifyMutationOptions(qc: QueryClient) {
  return {
    mutationKey: ['user', 'notify'],
    mutationFn: ({ user, on }: NotifyVariables): Promise<WriteResultWith<NotifyPayload>> => {
      const params = { params: { path: { username: user.username } } };
      return unwrap(
        on
          ? api.POST('/v1/user/{username}/notify', params)
          : api.POST('/v1/user/{username}/unnotify', params),
      );
    },
    onSuccess: ({ payload }: WriteResultWith<NotifyPayload>, { user }: NotifyVariables) => {
      applySubscription(qc, user, payload.me_subscribed, payload.subscribers);
      qc.setQueryData<UserCard>(userKeys.card(user.username), (card) =>
        card
          ? {
              ...card,
              state: {
                ...card.state,
                me_subscribed_to_new_posts: payload.me_subscribed_to_new_posts,
              },
            }
          : card,
      );
      void invalidateAfterSubscription(qc);
    },
  };
}

/** The notify toggle outside React (the menu's handler, loaded on demand). */
export function runNotify(
  qc: QueryClient,
  variables: NotifyVariables,
): Promise<WriteResultWith<NotifyPayload>> {
  return new MutationObserver(qc, notifyMutationOptions(qc)).mutate(variables);
}

/**
 * Rules of profiles and subscriptions (spec §2 "Profile", §4 "Subscribe/unsubscribe";
 * docs/contract.md `user/{username}…`). Throws `AppError` with the spec's statuses.
 */
import {
  type Badge,
  type Entry,
  FEED_PAGE_SIZE,
  type NotifyPayload,
  type Page,
  type SubscriptionPayload,
  USER_LIST_PAGE_SIZE,
  type UserCard,
  type UserShort,
} from '@potok/common';
import type { Tx } from '../../db/client.ts';
import type { UserState } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { type PageParams, page, paging } from '../../lib/paging.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PermissionsService } from '../permissions/permissions.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import { toUserCard, toUserShort } from './users.mapper.ts';
import type { UserProfileRow, UsersRepository } from './users.repository.ts';

/** Creates the users service; it reaches entries through their service. */
export function createUsersService(deps: {
  repository: UsersRepository;
  entries: EntriesService;
  permissions: PermissionsService;
  badges: Pick<BadgesService, 'afterSubscribedIn' | 'page'>;
  reports: ReportsService;
  /** `subscription` notifications, recorded in the subscription's transaction. */
  notifications: Pick<NotificationsService, 'enqueueIn'>;
}) {
  const { repository, entries, permissions, badges, reports, notifications } = deps;

  /** Work recorded with a new subscription of `viewerId` to `userId`: badges, notification. */
  function afterSubscribed(viewerId: number, userId: number) {
    return async (tx: Tx, count: number) => {
      await badges.afterSubscribedIn(tx, userId, count);
      await notifications.enqueueIn(tx, {
        on: 'subscription',
        subscriber_id: viewerId,
        user_id: userId,
      });
    };
  }

  /**
   * The profile `username` (ignoring case) in any account state.
   * @throws AppError `username_required` (400) for a blank username, `user_not_found` (404)
   */
  async function findAny(username: string, viewerId: number | null): Promise<UserProfileRow> {
    if (username.trim() === '') {
      throw new AppError('username_required', 'The username must be given.');
    }
    const user = await repository.findByUsername(username, viewerId);
    if (!user) throw new AppError('user_not_found', 'No such user.');
    return user;
  }

  /**
   * The active profile `username`.
   * @throws AppError `user_not_found` (404), `user_deleted` (404), `user_suspended` (403),
   *   `user_blocked` (403)
   */
  async function findActive(username: string, viewerId: number | null): Promise<UserProfileRow> {
    const user = await findAny(username, viewerId);
    requireActive(user.state);
    return user;
  }

  /**
   * Nothing when `state` is `active`.
   * @throws AppError `user_deleted` (404), `user_suspended` (403), `user_blocked` (403)
   */
  function requireActive(state: UserState): void {
    switch (state) {
      case 'active':
        return;
      case 'deleted':
        throw new AppError('user_deleted', 'This account was deleted.');
      case 'suspended':
        throw new AppError('user_suspended', 'This account is suspended.');
      case 'blocked':
        throw new AppError('user_blocked', 'This account is blocked.');
    }
  }

  /**
   * The id of `user`, who must not be the viewer (subscribing and unsubscribing).
   * @throws AppError `user_cant_subscribe_to_self` (400)
   */
  function otherThanViewer(user: UserProfileRow, viewerId: number): number {
    const userId = Number(user.user_id);
    if (userId === viewerId) {
      throw new AppError('user_cant_subscribe_to_self', 'You cannot subscribe to yourself.');
    }
    return userId;
  }

  return {
    /** `GET user/{username}` → the card as `viewerId` sees it. Errors as `findActive`. */
    async card(username: string, viewerId: number | null): Promise<UserCard> {
      return toUserCard(await findActive(username, viewerId), viewerId);
    },

    /**
     * `GET user/{username}/entries`: pinned first, then newest first, hidden-from-feed entries
     * included; `limit` defaults to FEED_PAGE_SIZE; `total_items` is the maintained
     * `entries_count`. The author, the page and the entries in one statement. Errors as
     * `findActive`.
     */
    async entries(
      username: string,
      query: PageParams,
      viewerId: number | null,
    ): Promise<Page<Entry>> {
      if (username.trim() === '') {
        throw new AppError('username_required', 'The username must be given.');
      }
      const found = await entries.page<{ state: UserState; total_items: number }>(
        repository.entriesPage(username, paging(query, FEED_PAGE_SIZE)),
        viewerId,
      );
      if (!found.head) throw new AppError('user_not_found', 'No such user.');
      requireActive(found.head.state);
      return { items: found.items, total_items: found.head.total_items };
    },

    /**
     * `GET user/{username}/subscribers`: newest subscription first, `limit` defaults to
     * USER_LIST_PAGE_SIZE, `total_items` = `subscribers_count`. Errors as `findActive`.
     */
    async subscribers(
      username: string,
      query: PageParams,
      viewerId: number | null,
    ): Promise<Page<UserShort>> {
      const user = await findActive(username, viewerId);
      const rows = await repository.subscribersPage(
        Number(user.user_id),
        paging(query, USER_LIST_PAGE_SIZE),
        viewerId,
      );
      return page(rows, user.subscribers_count, (row) => toUserShort(row, viewerId));
    },

    /**
     * `GET user/{username}/subscriptions`: newest subscription first, `limit` defaults to
     * USER_LIST_PAGE_SIZE, `total_items` = `subscriptions_count`. Errors as `findActive`.
     */
    async subscriptions(
      username: string,
      query: PageParams,
      viewerId: number | null,
    ): Promise<Page<UserShort>> {
      const user = await findActive(username, viewerId);
      const rows = await repository.subscriptionsPage(
        Number(user.user_id),
        paging(query, USER_LIST_PAGE_SIZE),
        viewerId,
      );
      return page(rows, user.subscriptions_count, (row) => toUserShort(row, viewerId));
    },

    /**
     * `GET user/{username}/badges`: newest award first, `limit` defaults to
     * USER_LIST_PAGE_SIZE, `total_items` = `badges_count`. Errors as `findActive`.
     */
    async badges(
      username: string,
      query: PageParams,
      viewerId: number | null,
    ): Promise<Page<Badge>> {
      const user = await findActive(username, viewerId);
      return badges.page(
        Number(user.user_id),
        paging(query, USER_LIST_PAGE_SIZE),
        user.badges_count,
      );
    },

    /**
     * `POST user/{username}/subscribe`: idempotent (subscribing twice keeps one row; counters
     * move once).
     * @throws AppError `user_cant_subscribe_to_users` (403) when denied (spec §6),
     *   `user_cant_subscribe_to_self` (400), and as `findActive`
     */
    async subscribe(username: string, viewerId: number): Promise<SubscriptionPayload> {
      await permissions.require(viewerId, 'subscribe_to_users');
      const userId = otherThanViewer(await findActive(username, viewerId), viewerId);
      const { subscribers } = await repository.subscribe(
        viewerId,
        userId,
        afterSubscribed(viewerId, userId),
      );
      return { me_subscribed: true, subscribers };
    },

    /**
     * `POST user/{username}/unsubscribe`: idempotent. Works whatever the target's account state
     * (leaving a suspended account must stay possible).
     * @throws AppError `user_not_found` (404), `user_cant_subscribe_to_self` (400)
     */
    async unsubscribe(username: string, viewerId: number): Promise<SubscriptionPayload> {
      const userId = otherThanViewer(await findAny(username, viewerId), viewerId);
      const { subscribers } = await repository.unsubscribe(viewerId, userId);
      return { me_subscribed: false, subscribers };
    },

    /**
     * `POST user/{username}/notify`: notifications of the user's new entries on. Notifying
     * needs a subscription, so one is made when missing (counters move as `subscribe`);
     * idempotent (docs/decisions/profile-actions.md).
     * @throws as `subscribe`
     */
    async notify(username: string, viewerId: number): Promise<NotifyPayload> {
      await permissions.require(viewerId, 'subscribe_to_users');
      const userId = otherThanViewer(await findActive(username, viewerId), viewerId);
      const { subscribers } = await repository.subscribe(
        viewerId,
        userId,
        afterSubscribed(viewerId, userId),
      );
      await repository.setNotify(viewerId, userId, true);
      return { me_subscribed: true, me_subscribed_to_new_posts: true, subscribers };
    },

    /**
     * `POST user/{username}/unnotify`: notifications of new entries off; the subscription
     * stays. Idempotent, and answers the same without a subscription.
     * @throws AppError `user_not_found` (404), `user_cant_subscribe_to_self` (400)
     */
    async unnotify(username: string, viewerId: number): Promise<NotifyPayload> {
      const user = await findAny(username, viewerId);
      const userId = otherThanViewer(user, viewerId);
      await repository.setNotify(viewerId, userId, false);
      return {
        me_subscribed: user.me_subscribed,
        me_subscribed_to_new_posts: false,
        subscribers: user.subscribers_count,
      };
    },

    /**
     * `POST user/{username}/report`: files the viewer's report of the profile (one open report
     * per reporter; a repeat adds nothing).
     * @throws AppError `report_reason_not_valid` (400), `report_own_content` (400) for oneself,
     *   and as `findActive`
     */
    async report(username: string, reason: unknown, viewerId: number): Promise<void> {
      reports.checkReason(reason);
      const user = await findActive(username, viewerId);
      const userId = Number(user.user_id);
      if (userId === viewerId) {
        throw new AppError('report_own_content', 'You cannot report yourself.');
      }
      await reports.file({ objectType: 'user', objectId: userId }, reason, viewerId);
    },

    /** Users `ids` as `UserShort`, in the order of `ids`, as `viewerId` sees them. */
    async shortByIds(ids: readonly number[], viewerId: number | null): Promise<UserShort[]> {
      const rows = await repository.shortByIds(ids, viewerId);
      return rows.map((row) => toUserShort(row, viewerId));
    },
  };
}

/** The users service. */
export type UsersService = ReturnType<typeof createUsersService>;

/**
 * SQL of the users area: profile cards, subscriber/subscription lists and the subscription
 * toggle with its counters (DESIGN.md §8: counters are maintained, never `count(*)`).
 * No HTTP and no product rules here.
 */

import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import type { UserState } from '../../db/schema/users.ts';
import type { Paging } from '../../lib/paging.ts';
import { changedRows, inIds, type RecountDb } from '../../lib/recount.ts';
import { type PageSql, profilePageRelation } from '../entries/entries.repository.ts';
import { invalidateTimeline } from '../timeline/timeline.invalidate.ts';
import type { UserShortRow } from './users.rows.ts';

/** Columns of a profile card: the short columns plus profile, counters and viewer state. */
export interface UserCardRow extends UserShortRow {
  bio: string;
  sex: string;
  tint: string | null;
  entries_count: number;
  subscribers_count: number;
  subscriptions_count: number;
  badges_count: number;
  date_added: Date | string;
  /** The viewer's subscription asks for new-post notifications. */
  me_subscribed_to_new_posts: boolean;
  /** The viewer has bookmarked this user (false for a guest). */
  is_bookmarked: boolean;
}

/** A profile row: the card's columns plus the account state. */
export interface UserProfileRow extends UserCardRow {
  state: UserState;
}

/** Result of a subscription toggle: whether a row changed, and the target's subscriber count. */
export interface SubscriptionChange {
  changed: boolean;
  subscribers: number;
}

/**
 * Moves `subscriptions_count` of the subscriber and `subscribers_count` of the target by
 * `delta`, locking the two rows in `user_id` order (two people subscribing to each other at the
 * same moment cannot deadlock).
 * @returns the target's new `subscribers_count`
 */
async function moveSubscriptionCounters(
  tx: Tx,
  subscriberId: number,
  userId: number,
  delta: 1 | -1,
): Promise<number> {
  let subscribers = 0;
  for (const id of [subscriberId, userId].sort((a, b) => a - b)) {
    if (id === subscriberId) {
      await tx
        .update(users)
        .set({ subscriptionsCount: sql`${users.subscriptionsCount} + ${delta}` })
        .where(eq(users.userId, id));
    } else {
      const [row] = await tx
        .update(users)
        .set({ subscribersCount: sql`${users.subscribersCount} + ${delta}` })
        .where(eq(users.userId, id))
        .returning({ subscribers: users.subscribersCount });
      subscribers = row?.subscribers ?? 0;
    }
  }
  return subscribers;
}

/** Creates the repository over `db`. */
export function createUsersRepository(db: Db) {
  /** The target's `subscribers_count` (when nothing changed). */
  async function subscribersOf(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx
      .select({ subscribers: users.subscribersCount })
      .from(users)
      .where(eq(users.userId, userId));
    return row?.subscribers ?? 0;
  }

  /**
   * A page of users joined to `subscriptions` on `joinColumn` where `filterColumn = userId`,
   * newest subscription first (`date_added DESC`, then `user_id DESC` for ties), with whether
   * `viewerId` subscribes to each listed user. Every account state is listed (deleting an
   * account removes its subscription rows, so the counters stay equal to the lists).
   */
  async function listPage(
    joinColumn: 'subscriber_id' | 'user_id',
    filterColumn: 'subscriber_id' | 'user_id',
    userId: number,
    { offset, limit }: Paging,
    viewerId: number | null,
  ): Promise<UserShortRow[]> {
    return queryRows<UserShortRow>(
      db,
      sql`
        SELECT u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
               (ms.subscriber_id IS NOT NULL) AS me_subscribed
        FROM subscriptions s
        JOIN users u ON u.user_id = s.${sql.identifier(joinColumn)}
        LEFT JOIN subscriptions ms
               ON ms.subscriber_id = ${viewerId}::int AND ms.user_id = u.user_id
        WHERE s.${sql.identifier(filterColumn)} = ${userId}
        ORDER BY s.date_added DESC, u.user_id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    );
  }

  return {
    /**
     * A page of the profile `username`'s entries (ignoring case) as SQL for
     * `EntriesService.page` (one statement). Head `hd`: `user_id`, `state` and `total_items`
     * (the maintained `entries_count`) — no row when there is no such user; the page
     * (`profilePageRelation`: pinned first, then newest first, hidden-from-feed entries
     * included) is empty unless the account is `active` (the caller answers its state).
     */
    entriesPage(username: string, paging: Paging): PageSql<{ username: string }> {
      return {
        key: `profile:${paging.offset}:${paging.limit}`,
        values: { username },
        build: (values, viewerId) => ({
          head: sql`
          SELECT u.user_id, u.state, u.entries_count AS total_items
          FROM users u
          WHERE lower(u.username) = lower(${values.username})`,
          page: sql`
          SELECT pr.entry_id, pr.ord
          FROM (${profilePageRelation(sql`hd.user_id`, paging, viewerId)}) pr
          WHERE hd.state = 'active'`,
        }),
      };
    },

    /**
     * The user whose username equals `username` ignoring case (any account state), with the
     * card columns and `viewerId`'s subscription to them, or null.
     */
    async findByUsername(username: string, viewerId: number | null) {
      const [row] = await queryRows<UserProfileRow>(
        db,
        sql`
          SELECT u.user_id, u.username, u.name, u.avatar_hash, u.is_verified, u.bio, u.sex,
                 u.tint, u.state, u.date_added, u.entries_count, u.subscribers_count,
                 u.subscriptions_count, u.badges_count,
                 (ms.subscriber_id IS NOT NULL) AS me_subscribed,
                 coalesce(ms.notify_new_posts, false) AS me_subscribed_to_new_posts,
                 EXISTS (SELECT 1 FROM bookmarks bm
                         WHERE bm.user_id = ${viewerId}::int AND bm.object_type = 'user'
                           AND bm.object_id = u.user_id) AS is_bookmarked
          FROM users u
          LEFT JOIN subscriptions ms
                 ON ms.subscriber_id = ${viewerId}::int AND ms.user_id = u.user_id
          WHERE lower(u.username) = lower(${username})`,
      );
      return row ?? null;
    },

    /**
     * Subscribes `subscriberId` to `userId`: `INSERT … ON CONFLICT DO NOTHING`, and only when a
     * row was inserted both counters move by +1 and `inTx` runs with the target's new
     * `subscribers_count` (work recorded with the write: badges), all in one transaction
     * (idempotent).
     */
    async subscribe(
      subscriberId: number,
      userId: number,
      inTx?: (tx: Tx, subscribers: number) => Promise<void>,
    ): Promise<SubscriptionChange> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(subscriptions)
          .values({ subscriberId, userId })
          .onConflictDoNothing()
          .returning({ userId: subscriptions.userId });
        if (inserted.length === 0) {
          return { changed: false, subscribers: await subscribersOf(tx, userId) };
        }
        const subscribers = await moveSubscriptionCounters(tx, subscriberId, userId, 1);
        // The author's entries join the subscriber's timeline: its list is rebuilt.
        await invalidateTimeline(tx, subscriberId);
        await inTx?.(tx, subscribers);
        return { changed: true, subscribers };
      });
    },

    /**
     * Removes the subscription of `subscriberId` to `userId`; only when a row was deleted both
     * counters move by −1, in one transaction (idempotent).
     */
    async unsubscribe(subscriberId: number, userId: number): Promise<SubscriptionChange> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(subscriptions)
          .where(
            and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.userId, userId)),
          )
          .returning({ userId: subscriptions.userId });
        if (deleted.length === 0) {
          return { changed: false, subscribers: await subscribersOf(tx, userId) };
        }
        return {
          changed: true,
          subscribers: await moveSubscriptionCounters(tx, subscriberId, userId, -1),
        };
      });
    },

    /**
     * Sets whether `subscriberId`'s subscription to `userId` asks for new-post notifications.
     * @returns false when there is no such subscription (nothing changed)
     */
    async setNotify(subscriberId: number, userId: number, on: boolean): Promise<boolean> {
      const updated = await db
        .update(subscriptions)
        .set({ notifyNewPosts: on })
        .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.userId, userId)))
        .returning({ userId: subscriptions.userId });
      return updated.length > 0;
    },

    /**
     * Users `ids` as `UserShort` rows with whether `viewerId` subscribes to each, in the order
     * of `ids` (the caller chose them; unknown ids are skipped).
     */
    async shortByIds(ids: readonly number[], viewerId: number | null): Promise<UserShortRow[]> {
      if (ids.length === 0) return [];
      return queryRows<UserShortRow>(
        db,
        sql`
          SELECT u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
                 (ms.subscriber_id IS NOT NULL) AS me_subscribed
          FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS p(user_id, ord)
          JOIN users u ON u.user_id = p.user_id
          LEFT JOIN subscriptions ms
                 ON ms.subscriber_id = ${viewerId}::int AND ms.user_id = u.user_id
          ORDER BY p.ord`,
      );
    },

    /** A page of the users who subscribe to `userId` (see `listPage` for order and filtering). */
    async subscribersPage(userId: number, paging: Paging, viewerId: number | null) {
      return listPage('subscriber_id', 'user_id', userId, paging, viewerId);
    },

    /** A page of the users `userId` subscribes to (see `listPage` for order and filtering). */
    async subscriptionsPage(userId: number, paging: Paging, viewerId: number | null) {
      return listPage('user_id', 'subscriber_id', userId, paging, viewerId);
    },
  };
}

/** The users repository. */
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/*
 * Recounts (lib/recount.ts): each sets one counter `subscribe`/`unsubscribe` move to the
 * `count(*)` of the `subscriptions` rows it counts, in one statement, and returns how many
 * users changed. Optional `userIds` restrict it; without them every user is recounted.
 */

/**
 * Recounts `users.subscribers_count`: the `subscriptions` rows whose `user_id` is the user.
 * Reads `users`, `subscriptions`; writes `users.subscribers_count` where it differs.
 * @returns how many users changed
 */
export async function recountSubscribersCount(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE users u SET subscribers_count = c.n
        FROM (SELECT x.user_id, count(s.subscriber_id)::int AS n
              FROM users x LEFT JOIN subscriptions s ON s.user_id = x.user_id
              WHERE true ${inIds(sql`x.user_id`, userIds, 'int')}
              GROUP BY x.user_id) c
        WHERE u.user_id = c.user_id AND u.subscribers_count <> c.n`,
  );
}

/**
 * Recounts `users.subscriptions_count`: the `subscriptions` rows whose `subscriber_id` is the
 * user. Reads `users`, `subscriptions`; writes `users.subscriptions_count` where it differs.
 * @returns how many users changed
 */
export async function recountSubscriptionsCount(
  db: RecountDb,
  { userIds }: { userIds?: readonly number[] } = {},
): Promise<number> {
  return changedRows(
    db,
    sql`UPDATE users u SET subscriptions_count = c.n
        FROM (SELECT x.user_id, count(s.user_id)::int AS n
              FROM users x LEFT JOIN subscriptions s ON s.subscriber_id = x.user_id
              WHERE true ${inIds(sql`x.user_id`, userIds, 'int')}
              GROUP BY x.user_id) c
        WHERE u.user_id = c.user_id AND u.subscriptions_count <> c.n`,
  );
}

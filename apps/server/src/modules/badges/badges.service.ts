/**
 * Rules of badges (spec §3 "Badge", DESIGN.md §5 "badges"; the catalogue: packages/common
 * `BADGE_CATALOGUE`). A rule badge is awarded when its rule comes true, in the transaction of
 * the write that makes it true, so a badge exists exactly when its write committed:
 * - `early_member`: at registration, for the first EARLY_MEMBERS accounts;
 * - `first_entry`, `entries_100`: when an entry is published and the author's `entries_count`
 *   reaches 1 / BADGE_ENTRIES_THRESHOLD;
 * - `first_comment`: when a comment is written;
 * - `subscribers_10`: when a subscription brings the target's `subscribers_count` to
 *   BADGE_SUBSCRIBERS_THRESHOLD;
 * - `year_here`: by the `badges.year_here` job, recorded at registration to run a year later.
 * Operators award any badge with `awardBadge`. Every award is idempotent (one badge of a type per
 * person); a badge once earned stays (deleting entries takes none away).
 */
import {
  BADGE_ENTRIES_THRESHOLD,
  BADGE_SUBSCRIBERS_THRESHOLD,
  type BadgeType,
  EARLY_MEMBERS,
  isBadgeType,
} from '@potok/common';
import Type from 'typebox';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import { defineJobKind } from '../../lib/jobs/registry.ts';
import type { Paging } from '../../lib/paging.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { toBadge } from './badges.mapper.ts';
import type { BadgesRepository } from './badges.repository.ts';

/** The `year_here` award, a year after registration (payload: the account). */
export const yearHereJob = defineJobKind(
  'badges.year_here',
  Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
);

/** The moment a year after `date` (same calendar day and time, UTC; 29 Feb → 1 Mar). */
export function aYearAfter(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** Creates the badges service over its repository. */
export function createBadgesService(deps: {
  repository: BadgesRepository;
  /** A `system` notification of each award, recorded in the award's transaction. */
  notifications?: Pick<NotificationsService, 'enqueueIn'>;
}) {
  const { repository, notifications } = deps;

  /** Awards `type` to `userId` in `tx`; a new award notifies them. @returns whether it was new */
  async function award(tx: Tx, userId: number, type: BadgeType): Promise<boolean> {
    const fresh = await repository.awardIn(tx, userId, type);
    if (fresh) await notifications?.enqueueIn(tx, { on: 'badge', user_id: userId, badge: type });
    return fresh;
  }

  return {
    /**
     * In the registration's transaction: `early_member` for one of the first EARLY_MEMBERS
     * accounts, and the `year_here` job for a year after `dateAdded`.
     */
    async afterRegisterIn(tx: Tx, userId: number, dateAdded: Date): Promise<void> {
      if ((await repository.accountsBeforeIn(tx, userId, EARLY_MEMBERS)) < EARLY_MEMBERS) {
        await award(tx, userId, 'early_member');
      }
      await enqueue(tx, yearHereJob, { user_id: userId }, { runAfter: aYearAfter(dateAdded) });
    },

    /**
     * In an entry's insert transaction (after the author's counters moved): `first_entry`, and
     * `entries_100` once `entries_count` reaches BADGE_ENTRIES_THRESHOLD.
     */
    async afterEntryCreatedIn(tx: Tx, userId: number): Promise<void> {
      const holder = await repository.holderIn(tx, userId);
      if (!holder) return;
      if (holder.entries_count >= 1) await award(tx, userId, 'first_entry');
      if (holder.entries_count >= BADGE_ENTRIES_THRESHOLD) {
        await award(tx, userId, 'entries_100');
      }
    },

    /** In a comment's insert transaction: `first_comment` for its author. */
    async afterCommentCreatedIn(tx: Tx, userId: number): Promise<void> {
      await award(tx, userId, 'first_comment');
    },

    /**
     * In a subscription's transaction, when it added a row: `subscribers_10` for the target once
     * `subscribers` (their new count) reaches BADGE_SUBSCRIBERS_THRESHOLD.
     */
    async afterSubscribedIn(tx: Tx, userId: number, subscribers: number): Promise<void> {
      if (subscribers >= BADGE_SUBSCRIBERS_THRESHOLD) {
        await award(tx, userId, 'subscribers_10');
      }
    },

    /**
     * The `badges.year_here` job: `year_here` for an account that is not deleted and is a year
     * old (a job run early — a clock moved back — awards nothing; one is recorded per account).
     * Idempotent.
     */
    async awardYearHere({ user_id }: { user_id: number }, now = new Date()): Promise<void> {
      await repository.withTransaction(async (tx) => {
        const holder = await repository.holderIn(tx, user_id);
        if (!holder || holder.state === 'deleted') return;
        if (aYearAfter(new Date(holder.date_added)) > now) return;
        await award(tx, user_id, 'year_here');
      });
    },

    /**
     * Gives `userId` the badge `type` (operators: any type of the catalogue, rule badges too),
     * in its own transaction. Idempotent.
     * @returns whether the badge was new (false when they held it already)
     * @throws AppError `bad_request` (400) for a type outside the catalogue, `user_not_found`
     *   (404) for no such account
     */
    async awardBadge(userId: number, type: string): Promise<boolean> {
      if (!isBadgeType(type)) throw new AppError('bad_request', `No badge of type ${type}.`);
      return repository.withTransaction(async (tx) => {
        if (!(await repository.holderIn(tx, userId))) {
          throw new AppError('user_not_found', 'No such user.');
        }
        return award(tx, userId, type satisfies BadgeType);
      });
    },

    /** A page of `userId`'s badges, newest award first, with `total` (`users.badges_count`). */
    async page(userId: number, paging: Paging, total: number) {
      const rows = await repository.page(userId, paging);
      return { items: rows.map(toBadge), total_items: total };
    },
  };
}

/** The badges service. */
export type BadgesService = ReturnType<typeof createBadgesService>;

/**
 * Rules of notifications (spec §2 "Notifications", §3, §4 "Notification", §7 "Notifications";
 * DESIGN.md §5 "notifications").
 *
 * **Producing.** A write that causes notifications records a job in its own transaction
 * (`enqueueIn`): a rolled-back write leaves none, and the job runs after the commit, survives
 * a restart, and keeps a fan-out to 10,000 subscribers out of the author's request. The job
 * (`produce`) reads what is true after the commit and calls `create` — the one function that
 * writes notifications, for every kind — which also tells each recipient's open tabs
 * (`has_notice` live event).
 *
 * Rules `create` keeps for every kind: never for one's own action (the actor is skipped), never
 * twice for one event (`dedupe_key` unique per recipient: one object — an entry or a comment —
 * notifies a person once, whichever of reply > comment > mention > new_post comes first; a
 * mention added by an edit notifies once), never when the recipient switched the kind off
 * (`mentions`, `subscriptions`, `new_post`, `replies`, `comments`, `badges` for badge awards),
 * only for active accounts. A deleted entry or comment takes its notifications with it (filtered
 * on read, notifications.repository.ts).
 *
 * **Reading.** Pages per tab, newest first; read, hide, read all, seen; another person's
 * notification answers `notification_not_found` as if it did not exist (404).
 */

import { randomBytes } from 'node:crypto';
import {
  extractMentions,
  NOTIFICATION_TABS,
  NOTIFICATION_TEXT_LENGTH,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationPayload,
  type NotificationSettings,
  type NotificationSettingsBody,
  type NotificationTab,
  type Page,
} from '@potok/common';
import Type, { type Static } from 'typebox';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LiveEvent } from '../../lib/events.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import { defineJobKind } from '../../lib/jobs/registry.ts';
import { afterCommit } from '../../lib/write-transaction.ts';
import { toNotification } from './notifications.mapper.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** Events that cause notifications, as recorded in the causing write's transaction. */
export const NotificationEvent = Type.Union([
  /** A comment was added (`edited`: false) or its text edited (mentions only). */
  Type.Object({
    on: Type.Literal('comment'),
    comment_id: Type.Integer({ minimum: 1 }),
    edited: Type.Boolean(),
  }),
  /** An entry was published (mentions and new_post) or edited (mentions only). */
  Type.Object({
    on: Type.Literal('entry'),
    entry_id: Type.Integer({ minimum: 1 }),
    edited: Type.Boolean(),
  }),
  /** `subscriber_id` subscribed to `user_id`. */
  Type.Object({
    on: Type.Literal('subscription'),
    subscriber_id: Type.Integer({ minimum: 1 }),
    user_id: Type.Integer({ minimum: 1 }),
  }),
  /** `user_id` was awarded the badge `badge`. */
  Type.Object({
    on: Type.Literal('badge'),
    user_id: Type.Integer({ minimum: 1 }),
    badge: Type.String({ minLength: 1 }),
  }),
  /** A sign-in made the session `session_id`. */
  Type.Object({ on: Type.Literal('login'), session_id: Type.Integer({ minimum: 1 }) }),
  /**
   * Logins to `user_id`'s account were refused after `failed_logins` attempts in the window
   * ending at `window_ends` (ms since the epoch; modules/auth/login-throttle.ts).
   */
  Type.Object({
    on: Type.Literal('login_throttled'),
    user_id: Type.Integer({ minimum: 1 }),
    window_ends: Type.Integer({ minimum: 0 }),
    failed_logins: Type.Integer({ minimum: 1 }),
  }),
]);
export type NotificationEvent = Static<typeof NotificationEvent>;

/** The job that turns a `NotificationEvent` into notifications after its write committed. */
export const notificationsProduceJob = defineJobKind('notifications.produce', NotificationEvent);

/** Recipients per insert of a new_post fan-out (each batch is one statement). */
export const NEW_POST_BATCH = 1000;

/** What `create` writes: one event, for each of `recipientIds`. */
export interface CreateNotification {
  kind: NotificationKind;
  recipientIds: readonly number[];
  /** Who caused it (skipped as a recipient); null for system, login, reports. */
  actorId?: number | null;
  entryId?: number | null;
  commentId?: number | null;
  payload?: NotificationPayload | null;
  /** Names the event for a recipient (schema/notifications.ts `dedupe_key`). */
  dedupeKey: string;
}

/** Publishes a live event (lib/events.ts; the app's `events`). */
export type Publish = (event: LiveEvent) => Promise<void>;

/** The tab `tab` names, or `all` for anything else (spec §2). */
export function notificationTab(tab: string | undefined): NotificationTab {
  return (NOTIFICATION_TABS as readonly string[]).includes(tab ?? '')
    ? (tab as NotificationTab)
    : 'all';
}

/** Creates the notifications service over its repository. */
/** What the notifications service is built from (services.ts). */
export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  /**
   * The daily digest mail (modules/mail): scheduled in the transaction that switches `digest`
   * on. Without it the switch is only stored.
   */
  digest?: { scheduleIn(tx: Tx): Promise<void> };
}

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repository, digest } = deps;
  let publish: Publish | null = null;

  /**
   * Tells each of `userIds`' open tabs whether they have something new (best effort), once the
   * write transaction in progress commits (lib/write-transaction.ts), or now when none runs.
   */
  async function announce(userIds: readonly number[], hasNew: boolean): Promise<void> {
    const send = publish;
    if (!send || userIds.length === 0) return;
    const ids = [...userIds];
    await afterCommit(async () => {
      for (const userId of ids) {
        try {
          await send({ type: 'has_notice', user_id: userId, has_new_notifications: hasNew });
        } catch {
          // A live event is best effort: the session's `has_new_notifications` stays right.
        }
      }
    });
  }

  /**
   * THE function that creates notifications (every producer goes through it): writes one for
   * each recipient the rules allow (module comment) and publishes `has_notice` to those who
   * got one. Idempotent per `dedupeKey`.
   * @returns the recipients who got a new notification
   */
  async function create(input: CreateNotification): Promise<number[]> {
    const created = await repository.insert({
      kind: input.kind,
      recipientIds: input.recipientIds,
      actorId: input.actorId ?? null,
      entryId: input.entryId ?? null,
      commentId: input.commentId ?? null,
      payload: input.payload ?? null,
      dedupeKey: input.dedupeKey,
    });
    await announce(created, true);
    return created;
  }

  /** Notifications of a comment: reply > comment > mention, one per person. */
  async function onComment(commentId: number, edited: boolean): Promise<void> {
    const c = await repository.commentFacts(commentId);
    if (!c) return;
    const base = {
      actorId: c.user_id,
      entryId: c.entry_id,
      commentId: c.comment_id,
      dedupeKey: `comment:${c.comment_id}`,
    };
    if (!edited) {
      if (c.parent_author_id !== null) {
        await create({ ...base, kind: 'reply', recipientIds: [c.parent_author_id] });
      }
      // Someone who was answered (or switched replies off) gets no second one for the comment.
      const answered = c.parent_author_id === null ? [] : [c.parent_author_id];
      const entryAuthor = answered.includes(c.entry_author_id) ? [] : [c.entry_author_id];
      await create({ ...base, kind: 'comment', recipientIds: entryAuthor });
    }
    const mentioned = await repository.idsByUsernames(extractMentions(c.text));
    const others = mentioned.filter(
      (id) => edited || (id !== c.parent_author_id && id !== c.entry_author_id),
    );
    await create({ ...base, kind: 'mention', recipientIds: others });
  }

  /** Notifications of an entry: mentions, then (when published) new_post to notify-subscribers. */
  async function onEntry(entryId: number, edited: boolean): Promise<void> {
    const e = await repository.entryFacts(entryId);
    if (!e) return;
    const base = { actorId: e.user_id, entryId, dedupeKey: `entry:${entryId}` };
    const mentioned = await repository.idsByUsernames(extractMentions(e.text));
    await create({ ...base, kind: 'mention', recipientIds: mentioned });
    if (edited) return;
    let after = 0;
    for (;;) {
      const batch = await repository.notifySubscribers(e.user_id, after, NEW_POST_BATCH);
      if (batch.length === 0) break;
      await create({ ...base, kind: 'new_post', recipientIds: batch });
      after = batch[batch.length - 1]!;
      if (batch.length < NEW_POST_BATCH) break;
    }
  }

  /** A sign-in from an OS or browser the account had not used before. */
  async function onLogin(sessionId: number): Promise<void> {
    const s = await repository.loginFacts(sessionId);
    if (!s || s.seen_before) return;
    await create({
      kind: 'login',
      recipientIds: [s.user_id],
      payload: {
        os: { name: s.os_name, version: s.os_version },
        browser: { name: s.browser_name, version: s.browser_version },
      },
      dedupeKey: `login:${sessionId}`,
    });
  }

  /**
   * @throws AppError `notification_not_found` (404) unless `notifyId` is the viewer's visible
   *   notification
   */
  async function mark(userId: number, notifyId: number, what: 'read' | 'hide'): Promise<void> {
    if (!(await repository.mark(userId, notifyId, what))) {
      throw new AppError('notification_not_found', 'No such notification.');
    }
  }

  return {
    create,

    /** Lets `create` publish `has_notice` through the app's live events (buildApp wires it). */
    publishWith(publisher: Publish): void {
      publish = publisher;
    },

    /**
     * Records `event` in the causing write's transaction `tx` (job `notifications.produce`):
     * its notifications are created after the commit, and never when `tx` rolls back.
     */
    async enqueueIn(tx: Tx, event: NotificationEvent): Promise<void> {
      await enqueue(tx, notificationsProduceJob, event);
    },

    /** The `notifications.produce` job: the notifications of `event` (idempotent). */
    async produce(event: NotificationEvent): Promise<void> {
      switch (event.on) {
        case 'comment':
          return onComment(event.comment_id, event.edited);
        case 'entry':
          return onEntry(event.entry_id, event.edited);
        case 'subscription':
          await create({
            kind: 'subscription',
            recipientIds: [event.user_id],
            actorId: event.subscriber_id,
            dedupeKey: `subscription:${event.subscriber_id}`,
          });
          return;
        case 'badge':
          await create({
            kind: 'system',
            recipientIds: [event.user_id],
            payload: { badge: event.badge },
            dedupeKey: `badge:${event.badge}`,
          });
          return;
        case 'login':
          return onLogin(event.session_id);
        case 'login_throttled':
          // One per throttling episode: the window names it.
          await create({
            kind: 'login',
            recipientIds: [event.user_id],
            payload: { failed_logins: event.failed_logins },
            dedupeKey: `login-throttled:${event.window_ends}`,
          });
          return;
      }
    },

    /** `has_new_notifications` of the session (spec §3 "Session"). */
    hasNew: (userId: number): Promise<boolean> => repository.hasNew(userId),

    /**
     * `GET my/notifications?tab=&offset=`: the viewer's visible notifications of `tab` (unknown
     * → all), newest first, NOTIFICATIONS_PAGE_SIZE a page.
     */
    async page(
      userId: number,
      query: { tab?: string; offset?: number },
    ): Promise<Page<Notification>> {
      const { rows, total } = await repository.page(
        userId,
        notificationTab(query.tab),
        { offset: query.offset ?? 0, limit: NOTIFICATIONS_PAGE_SIZE },
        NOTIFICATION_TEXT_LENGTH,
      );
      return { items: rows.map((row) => toNotification(row, userId)), total_items: total };
    },

    /** `POST my/notifications/seen`: nothing is new any more (the badge clears in every tab). */
    async seen(userId: number): Promise<void> {
      await repository.markSeen(userId);
      await announce([userId], false);
    },

    /** `POST my/notifications/{notify_id}/read`. @throws as `mark` */
    async read(userId: number, notifyId: number): Promise<void> {
      await mark(userId, notifyId, 'read');
      await announce([userId], await repository.hasNew(userId));
    },

    /** `POST my/notifications/{notify_id}/hide` (also reads it). @throws as `mark` */
    async hide(userId: number, notifyId: number): Promise<void> {
      await mark(userId, notifyId, 'hide');
      await announce([userId], await repository.hasNew(userId));
    },

    /**
     * `POST my/notifications/read` with `mode=all`: every notification read and seen.
     * @throws AppError `bad_request` (400) for another mode
     */
    async readAll(userId: number, mode: string): Promise<void> {
      if (mode !== 'all') throw new AppError('bad_request', 'mode must be "all".');
      await repository.markAllRead(userId);
      await repository.markSeen(userId);
      await announce([userId], false);
    },

    /** `GET settings/notifications`: the seven switches (six of spec §3, and `digest`). */
    settings: (userId: number): Promise<NotificationSettings> => repository.settings(userId),

    /**
     * `POST settings/notifications`: stores the switches sent; the others keep their value.
     * Switching `digest` on schedules the daily digest mail (modules/mail) in the same
     * transaction; its first mail lists only replies and mentions that come after.
     */
    async saveSettings(
      userId: number,
      body: NotificationSettingsBody,
    ): Promise<NotificationSettings> {
      const next = { ...(await repository.settings(userId)), ...body };
      await repository.saveSettings(
        userId,
        next,
        randomBytes(24).toString('base64url'),
        next.digest && digest ? (tx) => digest.scheduleIn(tx) : undefined,
      );
      return next;
    },
  };
}

/** The notifications service. */
export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * SQL of notifications (spec §3 "Notification", §7 "Notifications"; DESIGN.md §5
 * "notifications"): the one insert every producer goes through, the facts producers read after
 * the causing write committed (a comment's entry and parent, a post's notify-subscribers, the
 * accounts named by @mentions, earlier sign-ins), the recipient's pages per tab, and the marks
 * (read, hidden, seen). No HTTP and no product rules here.
 *
 * Visibility (`VISIBLE`): a notification is shown while its entry and comment are live
 * (`deleted_at IS NULL`; a hard-deleted comment cascades), the entry's author is active, and its
 * actor, when it has one, is active. Hidden notifications are never listed.
 */
import type { NotificationKind, NotificationSettings, NotificationTab } from '@potok/common';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import type { UserShortRow } from '../users/users.rows.ts';

/** A notification row as the mapper reads it (actor columns null without an actor). */
export interface NotificationRow {
  notify_id: string | number;
  kind: NotificationKind;
  payload: Record<string, unknown> | null;
  is_read: boolean;
  date_added: Date | string;
  entry_uuid: string | null;
  comment_id: string | number | null;
  text: string | null;
  /** The sender as a `UserShort` row plus their profile `sex` (male, female or none). */
  actor: (UserShortRow & { sex: string }) | null;
}

/** What `insert` writes for each recipient. */
export interface NotificationInsert {
  kind: NotificationKind;
  recipientIds: readonly number[];
  actorId: number | null;
  entryId: number | null;
  commentId: number | null;
  payload: Record<string, unknown> | null;
  dedupeKey: string;
}

/** The switch (a `notification_settings` column) that turns a kind off; null: always on. */
const SETTING_COLUMN: Record<NotificationKind, string | null> = {
  subscription: 'subscriptions',
  mention: 'mentions',
  reply: 'replies',
  comment: 'comments',
  new_post: 'new_post',
  system: 'badges',
  login: null,
  reports: null,
};

/** Kinds each tab lists (`system` also holds login and reports). */
const TAB_KINDS: Record<Exclude<NotificationTab, 'all'>, readonly NotificationKind[]> = {
  subscription: ['subscription'],
  comment: ['comment'],
  reply: ['reply'],
  mention: ['mention'],
  new_post: ['new_post'],
  system: ['system', 'login', 'reports'],
};

/** Joins of a notification `n` to what decides whether it is shown (module comment). */
const JOINS = sql`
  LEFT JOIN entries e ON e.entry_id = n.entry_id
  LEFT JOIN users eu ON eu.user_id = e.user_id
  LEFT JOIN comments c ON c.comment_id = n.comment_id
  LEFT JOIN users a ON a.user_id = n.actor_id`;
const VISIBLE = sql`NOT n.is_hidden
  AND (n.entry_id IS NULL OR (e.deleted_at IS NULL AND eu.state = 'active'))
  AND (n.comment_id IS NULL OR c.deleted_at IS NULL)
  AND (n.actor_id IS NULL OR a.state = 'active')`;

/** Creates the repository over `db`. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * The one insert of notifications: a row per recipient of `input.recipientIds` who is an
     * active account, is not the actor, has not switched the kind off, and has no notification
     * of `dedupeKey` yet (`ON CONFLICT DO NOTHING`: a job run twice adds nothing).
     * @returns the recipients who got a new notification
     */
    async insert(input: NotificationInsert): Promise<number[]> {
      if (input.recipientIds.length === 0) return [];
      const column = SETTING_COLUMN[input.kind];
      const allowed = column ? sql`coalesce(s.${sql.identifier(column)}, true)` : sql`true`;
      const payload = input.payload === null ? null : JSON.stringify(input.payload);
      const rows = await queryRows<{ recipient_id: number }>(
        db,
        sql`INSERT INTO notifications
              (recipient_id, kind, actor_id, entry_id, comment_id, payload, dedupe_key)
            SELECT r.id, ${input.kind}, ${input.actorId}::int, ${input.entryId}::int8,
                   ${input.commentId}::int8, ${payload}::jsonb, ${input.dedupeKey}
              FROM (SELECT DISTINCT id FROM unnest(${sql.param([...input.recipientIds])}::int[]) AS x(id)) r
              JOIN users u ON u.user_id = r.id AND u.state = 'active'
              LEFT JOIN notification_settings s ON s.user_id = r.id
             WHERE r.id IS DISTINCT FROM ${input.actorId}::int AND ${allowed}
            ON CONFLICT (recipient_id, dedupe_key) DO NOTHING
            RETURNING recipient_id`,
      );
      return rows.map((row) => Number(row.recipient_id));
    },

    /**
     * A live comment with what its notifications need: its author, entry (id, author) and the
     * author of the comment it answers (null for a root comment or a deleted parent); null
     * when the comment or its entry is deleted.
     */
    async commentFacts(commentId: number) {
      const [row] = await queryRows<{
        comment_id: number;
        user_id: number;
        text: string;
        entry_id: number;
        entry_author_id: number;
        parent_author_id: number | null;
      }>(
        db,
        sql`SELECT c.comment_id::int8 AS comment_id, c.user_id, c.text, e.entry_id::int8 AS entry_id,
                   e.user_id AS entry_author_id,
                   (SELECT p.user_id FROM comments p
                     WHERE p.comment_id = c.parent_id AND p.deleted_at IS NULL) AS parent_author_id
              FROM comments c JOIN entries e ON e.entry_id = c.entry_id
             WHERE c.comment_id = ${commentId} AND c.deleted_at IS NULL AND e.deleted_at IS NULL`,
      );
      return row
        ? {
            ...row,
            comment_id: Number(row.comment_id),
            entry_id: Number(row.entry_id),
            parent_author_id: row.parent_author_id === null ? null : Number(row.parent_author_id),
          }
        : null;
    },

    /** A live entry's author, text and whether it is hidden from the feed; null when deleted. */
    async entryFacts(entryId: number) {
      const [row] = await queryRows<{ user_id: number; text: string; is_hidden: boolean }>(
        db,
        sql`SELECT user_id, text, is_hidden_from_feed AS is_hidden FROM entries
             WHERE entry_id = ${entryId} AND deleted_at IS NULL`,
      );
      return row ?? null;
    },

    /** Ids of the active accounts whose usernames are `usernames` (ignoring case). */
    async idsByUsernames(usernames: readonly string[]): Promise<number[]> {
      if (usernames.length === 0) return [];
      const lower = usernames.map((name) => name.toLowerCase());
      const rows = await queryRows<{ user_id: number }>(
        db,
        sql`SELECT user_id FROM users
             WHERE lower(username) = ANY(${sql.param(lower)}::text[]) AND state = 'active'`,
      );
      return rows.map((row) => Number(row.user_id));
    },

    /**
     * Up to `limit` subscribers of `authorId` who asked for new-post notifications, with
     * `subscriber_id > afterId`, in id order (the fan-out pages through them).
     */
    async notifySubscribers(authorId: number, afterId: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ subscriber_id: number }>(
        db,
        sql`SELECT subscriber_id FROM subscriptions
             WHERE user_id = ${authorId} AND notify_new_posts AND subscriber_id > ${afterId}
             ORDER BY subscriber_id LIMIT ${limit}`,
      );
      return rows.map((row) => Number(row.subscriber_id));
    },

    /**
     * The sign-in `sessionId` (OS, browser, date, account) and whether an earlier session of
     * the same account had the same OS and browser names; null for an unknown session.
     */
    async loginFacts(sessionId: number) {
      const [row] = await queryRows<{
        user_id: number;
        os_name: string | null;
        os_version: string | null;
        browser_name: string | null;
        browser_version: string | null;
        date_added: Date | string;
        seen_before: boolean;
      }>(
        db,
        sql`SELECT s.user_id, s.os_name, s.os_version, s.browser_name, s.browser_version,
                   s.date_added,
                   EXISTS (SELECT 1 FROM sessions o
                            WHERE o.user_id = s.user_id AND o.session_id < s.session_id
                              AND o.os_name IS NOT DISTINCT FROM s.os_name
                              AND o.browser_name IS NOT DISTINCT FROM s.browser_name) AS seen_before
              FROM sessions s WHERE s.session_id = ${sessionId}`,
      );
      return row ?? null;
    },

    /**
     * A page of `recipientId`'s visible notifications of `tab`, newest first, with the
     * actor as a `UserShort` row and the first `textLength` characters of the comment's (or
     * else the entry's) text; `total` counts the tab's visible notifications.
     */
    async page(
      recipientId: number,
      tab: NotificationTab,
      paging: { offset: number; limit: number },
      textLength: number,
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const kinds: SQL =
        tab === 'all' ? sql`true` : sql`n.kind = ANY(${sql.param([...TAB_KINDS[tab]])}::text[])`;
      const where = sql`n.recipient_id = ${recipientId} AND ${kinds} AND ${VISIBLE}`;
      const [rows, [count]] = await Promise.all([
        queryRows<NotificationRow>(
          db,
          sql`SELECT n.notify_id, n.kind, n.payload, n.is_read, n.date_added, e.uuid AS entry_uuid,
                     n.comment_id, left(coalesce(c.text, e.text), ${textLength}) AS text,
                     CASE WHEN a.user_id IS NULL THEN NULL ELSE json_build_object(
                       'user_id', a.user_id, 'username', a.username, 'name', a.name,
                       'avatar_hash', a.avatar_hash, 'is_verified', a.is_verified, 'sex', a.sex,
                       'me_subscribed', EXISTS (SELECT 1 FROM subscriptions ms
                         WHERE ms.subscriber_id = ${recipientId} AND ms.user_id = a.user_id))
                     END AS actor
                FROM notifications n ${JOINS}
               WHERE ${where}
               ORDER BY n.notify_id DESC
               LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM notifications n ${JOINS} WHERE ${where}`,
        ),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** Whether `recipientId` has a visible, unread notification newer than their seen marker. */
    async hasNew(recipientId: number): Promise<boolean> {
      const [row] = await queryRows<{ has_new: boolean }>(
        db,
        sql`SELECT EXISTS (
              SELECT 1 FROM notifications n ${JOINS}
               WHERE n.recipient_id = ${recipientId} AND NOT n.is_read AND ${VISIBLE}
                 AND n.notify_id > coalesce((SELECT seen_up_to FROM notification_settings
                                              WHERE user_id = ${recipientId}), 0)
            ) AS has_new`,
      );
      return row?.has_new === true;
    },

    /** Moves `userId`'s seen marker to their newest notification (never backwards). */
    async markSeen(userId: number): Promise<void> {
      await db.execute(
        sql`INSERT INTO notification_settings (user_id, seen_up_to)
            VALUES (${userId}, coalesce((SELECT max(notify_id) FROM notifications
                                          WHERE recipient_id = ${userId}), 0))
            ON CONFLICT (user_id) DO UPDATE
              SET seen_up_to = greatest(notification_settings.seen_up_to, excluded.seen_up_to)`,
      );
    },

    /**
     * Sets `is_read` or `is_hidden` of `recipientId`'s notification `notifyId` (hiding also
     * reads it). @returns false when they have no such visible notification
     */
    async mark(recipientId: number, notifyId: number, what: 'read' | 'hide'): Promise<boolean> {
      const set = what === 'read' ? sql`is_read = true` : sql`is_hidden = true, is_read = true`;
      const rows = await queryRows<{ notify_id: number }>(
        db,
        sql`UPDATE notifications SET ${set}
             WHERE notify_id = ${notifyId} AND recipient_id = ${recipientId}
               AND notify_id IN (SELECT n.notify_id FROM notifications n ${JOINS}
                                  WHERE n.notify_id = ${notifyId} AND ${VISIBLE})
            RETURNING notify_id`,
      );
      return rows.length > 0;
    },

    /** Marks every notification of `recipientId` read. */
    async markAllRead(recipientId: number): Promise<void> {
      await db.execute(
        sql`UPDATE notifications SET is_read = true
             WHERE recipient_id = ${recipientId} AND NOT is_read`,
      );
    },

    /** `userId`'s seven switches (the six on, `digest` off, without a row). */
    async settings(userId: number): Promise<NotificationSettings> {
      const [row] = await queryRows<NotificationSettings>(
        db,
        sql`SELECT mentions, subscriptions, new_post, replies, comments, badges, digest
              FROM notification_settings WHERE user_id = ${userId}`,
      );
      return (
        row ?? {
          mentions: true,
          subscriptions: true,
          new_post: true,
          replies: true,
          comments: true,
          badges: true,
          digest: false,
        }
      );
    },

    /**
     * Stores `userId`'s seven switches; then `inTx`, when given, in the same transaction (the
     * digest's schedule when it is switched on). Switching the digest on gives the row its
     * unsubscribe key (`digestKey`, kept once made) and starts it from the newest notification:
     * a first digest lists only what comes after.
     */
    async saveSettings(
      userId: number,
      s: NotificationSettings,
      digestKey: string,
      inTx?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO notification_settings
                (user_id, mentions, subscriptions, new_post, replies, comments, badges, digest,
                 digest_key, digest_up_to)
              VALUES (${userId}, ${s.mentions}, ${s.subscriptions}, ${s.new_post}, ${s.replies},
                      ${s.comments}, ${s.badges}, ${s.digest},
                      CASE WHEN ${s.digest} THEN ${digestKey} END,
                      coalesce((SELECT max(notify_id) FROM notifications
                                 WHERE recipient_id = ${userId}), 0))
              ON CONFLICT (user_id) DO UPDATE SET
                mentions = excluded.mentions, subscriptions = excluded.subscriptions,
                new_post = excluded.new_post, replies = excluded.replies,
                comments = excluded.comments, badges = excluded.badges,
                digest = excluded.digest,
                digest_key = coalesce(notification_settings.digest_key, excluded.digest_key),
                digest_up_to = CASE WHEN excluded.digest AND NOT notification_settings.digest
                                    THEN excluded.digest_up_to
                                    ELSE notification_settings.digest_up_to END`,
        );
        await inTx?.(tx);
      });
    },
  };
}

/** The notifications repository. */
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

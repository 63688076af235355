/**
 * Notifications (spec §3 "Notification", "Notification settings", §4 "Notification"; DESIGN.md
 * §5 "notifications"): one row per recipient and event, written by the job worker
 * after the write that caused it committed (modules/notifications).
 *
 * - `kind`: one of NOTIFICATION_KINDS (packages/common): subscription, mention, reply, comment,
 *   new_post, system, login (beyond the spec), reports.
 * - `dedupe_key`: names the event for its recipient — `entry:{id}` and `comment:{id}` (so one
 *   object notifies a person once, whichever of mention/reply/comment/new_post comes first),
 *   `subscription:{actor}`, `badge:{type}`, `login:{session}`, `system:{key}`. The unique index
 *   makes "never twice for one event" hold even when a job runs twice.
 * - `entry_id` / `comment_id` cascade on a hard delete; soft-deleted entries and comments are
 *   filtered out on read (the notification goes with its object).
 *
 * Indexes: the recipient's visible notifications newest first, all kinds and per kind (the
 * tabs), and the unique event key.
 *
 * `notification_settings`: one optional row per person — the six switches (default on; no row
 * means all on), the daily digest (default off) with its unsubscribe key, and `seen_up_to`, the newest `notify_id` the person has seen
 * (`POST my/notifications/seen`): `has_new_notifications` is whether an unread, visible
 * notification is newer than it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comments, entries } from './content.ts';
import { users } from './users.ts';

/** One notification of one person. */
export const notifications = pgTable(
  'notifications',
  {
    notifyId: bigint('notify_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Who caused it; null for system, login and reports notifications. */
    actorId: integer('actor_id').references(() => users.userId, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => entries.entryId, {
      onDelete: 'cascade',
    }),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => comments.commentId, {
      onDelete: 'cascade',
    }),
    /** Kind-specific data: `{ badge }` or `{ title, text }` for system, `{ os, browser }` for login. */
    payload: jsonb('payload'),
    dedupeKey: text('dedupe_key').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_dedupe_key').on(t.recipientId, t.dedupeKey),
    index('notifications_recipient_idx')
      .on(t.recipientId, t.notifyId.desc())
      .where(sql`not ${t.isHidden}`),
    index('notifications_recipient_kind_idx')
      .on(t.recipientId, t.kind, t.notifyId.desc())
      .where(sql`not ${t.isHidden}`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('subscription', 'mention', 'reply', 'comment', 'new_post', 'system', 'login', 'reports')`,
    ),
  ],
);

/** A person's notification switches and "seen up to" marker (no row: defaults). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  mentions: boolean('mentions').notNull().default(true),
  subscriptions: boolean('subscriptions').notNull().default(true),
  newPost: boolean('new_post').notNull().default(true),
  replies: boolean('replies').notNull().default(true),
  comments: boolean('comments').notNull().default(true),
  badges: boolean('badges').notNull().default(true),
  /** The daily digest mail of unread replies and mentions (beyond the spec; default off). */
  digest: boolean('digest').notNull().default(false),
  /** The newest `notify_id` a digest mail has listed (each is listed once). */
  digestUpTo: bigint('digest_up_to', { mode: 'number' }).notNull().default(0),
  /** Random key of the digest's one-click unsubscribe link (modules/mail); set when switched on. */
  digestKey: text('digest_key'),
  /** The newest `notify_id` seen (`POST my/notifications/seen`); 0 before the first. */
  seenUpTo: bigint('seen_up_to', { mode: 'number' }).notNull().default(0),
});

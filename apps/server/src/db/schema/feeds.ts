/**
 * Custom feeds (DESIGN.md §5 "feeds (custom)"; spec §3 "Feed", §7 "Users and feeds"): a feed is
 * a public, user-made set of tags with a title and an emoji. Its entries are the public entries
 * carrying any of its tags, newest first (modules/custom-feeds); nothing is copied into it.
 *
 * Deleting is soft (`deleted_at`): every read skips the row, and the subscriptions and tags of
 * a deleted feed are removed in the delete's transaction, so it leaves every subscriber's list
 * (docs/decisions/custom-feeds.md "Editing and deleting a custom feed").
 *
 * Counters, moved in the same transaction as the rows they count (DESIGN.md §8):
 * - `feeds.subscribers_count`: rows of `feed_subscriptions` of the feed;
 * - `feeds.tags_count`: rows of `feed_tags` of the feed (1–FEED_LIMITS.tagsMax).
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tags } from './content.ts';
import { users } from './users.ts';

/** A custom feed. `feed_id` is an identity: the catalogue lists newest first by it. */
export const feeds = pgTable(
  'feeds',
  {
    feedId: integer('feed_id').primaryKey().generatedAlwaysAsIdentity(),
    /** UUID v7, made by the server; the public address `/feed/{uuid}`. */
    uuid: uuid('uuid').notNull(),
    /** The author: the only person who may edit or delete it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** Trimmed, 1–FEED_LIMITS.titleMax characters. */
    title: text('title').notNull(),
    /** One emoji (a grapheme cluster of FEED_LIMITS.emojiMax code points at most). */
    emoji: text('emoji').notNull(),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    tagsCount: integer('tags_count').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the author last edited title, emoji or tags; null while never edited. */
    dateEdited: timestamp('date_edited', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('feeds_uuid_key').on(t.uuid),
    // The catalogue: live feeds, newest first.
    index('feeds_live_idx').on(t.feedId.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    // The feeds a person made (`GET my/feeds`).
    index('feeds_user_idx')
      .on(t.userId, t.feedId.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The catalogue's `q` on titles (ILIKE '%q%' through pg_trgm).
    index('feeds_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/**
 * The tags of a feed. The primary key reads a feed's tags; `(tag_id, feed_id)` finds the feeds
 * carrying a tag (the catalogue's `q` on tags, the fan-out DESIGN.md §8 plans).
 */
export const feedTags = pgTable(
  'feed_tags',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.feedId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'feed_tags_pkey', columns: [t.feedId, t.tagId] }),
    index('feed_tags_tag_idx').on(t.tagId, t.feedId),
  ],
);

/**
 * `user_id` follows the feed `feed_id`. One row per pair (subscribing twice keeps one). The
 * primary key serves "does the viewer follow it" and the timeline's fan-in; the `(feed_id,
 * user_id)` index the subscribers of a feed; the `(user_id, date_added)` index `GET my/feeds`.
 */
export const feedSubscriptions = pgTable(
  'feed_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.feedId, { onDelete: 'cascade' }),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'feed_subscriptions_pkey', columns: [t.userId, t.feedId] }),
    index('feed_subscriptions_feed_idx').on(t.feedId, t.userId),
    index('feed_subscriptions_user_date_idx').on(t.userId, t.dateAdded.desc().nullsFirst()),
  ],
);

/**
 * Bookmarks (spec §2 "Bookmarks", §4 "Bookmark toggle", §7 "Bookmarks"): one table for every
 * kind of bookmarked object — users, entries, comments, feeds (packages/common
 * BOOKMARK_OBJECTS). `object_id` is the object's numeric id in its own table (`user_id`,
 * `entry_id`, `comment_id`, `feed_id`); no foreign key, since it points into one of four
 * tables. The lists read what is still readable and skip the rest.
 *
 * One row per person and object (the primary key): adding twice keeps one row.
 * Counter: `entries.bookmarks_count` is the number of rows with `object_type = 'entry'` for the
 * entry, moved in the toggle's transaction (modules/bookmarks, recount beside it).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** One of BOOKMARK_OBJECTS. */
    objectType: text('object_type').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'bookmarks_pkey', columns: [t.userId, t.objectType, t.objectId] }),
    // A person's bookmarks of one kind, newest first (the paged lists).
    index('bookmarks_user_type_date_idx').on(
      t.userId,
      t.objectType,
      t.dateAdded.desc().nullsFirst(),
      t.objectId.desc().nullsFirst(),
    ),
    // The bookmarks of one object (the entries' counter recount and check).
    index('bookmarks_object_idx').on(t.objectType, t.objectId),
    check(
      'bookmarks_object_type_check',
      sql`${t.objectType} in ('entry', 'comment', 'user', 'feed')`,
    ),
  ],
);

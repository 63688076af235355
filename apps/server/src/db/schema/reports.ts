/**
 * Reports (spec §2 "report" items, §7 `…/report` calls): one table for every kind of reported
 * object — entries, comments, users, feeds, tags (packages/common REPORT_OBJECTS). `object_id`
 * is the object's numeric id in its own table (`entry_id`, `comment_id`, `user_id`, `feed_id`,
 * `tag_id`); no foreign key, since it points into one of five tables and a report outlives
 * what it is about (operators still see a report of a deleted comment).
 *
 * One open report per reporter and object (partial unique index): reporting again while the
 * first is open changes nothing. Operators close a report by setting `date_resolved`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const reports = pgTable(
  'reports',
  {
    reportId: bigint('report_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who filed it; null once their account was erased (the report stays for operators). */
    reporterId: integer('reporter_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** One of REPORT_OBJECTS. */
    objectType: text('object_type').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** Index of REPORT_REASONS (0 "other"). */
    reason: smallint('reason').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when an operator has dealt with it; null while open. */
    dateResolved: timestamp('date_resolved', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.objectType, t.objectId)
      .where(sql`${t.dateResolved} is null`),
    // The reports of an object (operators' view), oldest first.
    index('reports_object_idx').on(t.objectType, t.objectId, t.reportId),
    check(
      'reports_object_type_check',
      sql`${t.objectType} in ('entry', 'comment', 'user', 'feed', 'tag')`,
    ),
    check('reports_reason_check', sql`${t.reason} between 0 and 4`),
  ],
);

/**
 * The materialized timeline (DESIGN.md §8 "Hot paths"; docs/decisions/materialized-timeline.md): per person, the ids of the entries their timeline shows, newest first, kept by
 * modules/timeline. It is a cache of the fan-in answer (`fanInTimelineRelation`), never
 * a second source of truth: every read re-applies the timeline's own conditions.
 *
 * - `timeline_owners`: one row per person whose list exists. `floor_entry_id`: the list holds
 *   every entry of the fan-in answer with `entry_id ≥ floor_entry_id` (0: all of it), and may
 *   hold more (entries hidden, deleted or no longer reached since). `stale`: the list must not
 *   be read (a subscription changed, or it is being built); reads then use the fan-in and ask
 *   for a build. `version` moves with every invalidation, so a build that raced one does not
 *   mark the list usable. `entries_count`: about how many rows the list has (trim trigger).
 * - `timeline_entries`: the rows, `(owner_id, entry_id)`; an owner's list is a primary-key
 *   range read backwards.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The state of one person's list (see the module comment). */
export const timelineOwners = pgTable(
  'timeline_owners',
  {
    ownerId: integer('owner_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    floorEntryId: bigint('floor_entry_id', { mode: 'number' }).notNull().default(0),
    stale: boolean('stale').notNull().default(true),
    version: integer('version').notNull().default(0),
    entriesCount: integer('entries_count').notNull().default(0),
  },
  (t) => [check('timeline_owners_floor_check', sql`${t.floorEntryId} >= 0`)],
);

/** One entry of one person's list. No foreign keys: rows of gone entries are skipped by reads. */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    ownerId: integer('owner_id').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'timeline_entries_pkey', columns: [t.ownerId, t.entryId] })],
);

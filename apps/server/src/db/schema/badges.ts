/**
 * Badges people hold (spec §3 "Badge"; the catalogue: packages/common `BADGE_CATALOGUE`): one row
 * per person and badge type — the unique key makes every award idempotent (a rule that comes
 * true again, or an operator awarding twice, changes nothing). `users.badges_count` counts these
 * rows, moved in the award's transaction (modules/badges).
 *
 * `type` is a catalogue key; no check constraint lists them, so a new kind needs no migration.
 */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userBadges = pgTable(
  'user_badges',
  {
    badgeId: bigint('badge_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** A key of BADGE_CATALOGUE. */
    type: text('type').notNull(),
    /** When it was awarded (the profile shows the year). */
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_badges_user_type_key').on(t.userId, t.type),
    // A person's badges, newest first (the profile's badges tab).
    index('user_badges_user_idx').on(t.userId, t.badgeId.desc().nullsFirst()),
  ],
);

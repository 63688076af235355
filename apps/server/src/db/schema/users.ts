/**
 * Tables of the users area: `users`, the accounts every area refers to.
 *
 * `users` carries maintained counters (DESIGN.md §8: `total_items` and profile counters are read
 * from here, never `count(*)`); the area that changes the counted rows updates the counter in the
 * same transaction.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Account states: `active`; `suspended`/`blocked` by operators; `deleted` keeps the username. */
export const USER_STATES = ['active', 'suspended', 'blocked', 'deleted'] as const;
/** One of USER_STATES. */
export type UserState = (typeof USER_STATES)[number];

/** Profile `sex` values (spec §3 "Settings profile"). */
export const USER_SEXES = ['male', 'female', 'none'] as const;

/** Accounts, with their profile, state and maintained counters. */
export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
    /** As typed at registration; unique ignoring case. */
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** Trimmed as typed; unique ignoring case. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    bio: text('bio').notNull().default(''),
    sex: text('sex').notNull().default('none'),
    /** Tint code (spec §3) or null. */
    tint: text('tint'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The owner proved they read mail at `email` (a mailed code, settings/email/verify). */
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /**
     * The web app's language (ru, en, pt, jp) as last sent in `Accept-Language` at sign-in or a
     * session check; mails are written in it. Null until known (mails then use ru).
     */
    locale: text('locale'),
    state: text('state').$type<UserState>().notNull().default('active'),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    entriesCount: integer('entries_count').notNull().default(0),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    subscriptionsCount: integer('subscriptions_count').notNull().default(0),
    badgesCount: integer('badges_count').notNull().default(0),
    /**
     * Permissions an operator denied (spec §6; names of packages/common PERMISSIONS); every
     * other permission is allowed. Read with the session, enforced by the services.
     */
    deniedPermissions: text('denied_permissions').array().notNull().default(sql`'{}'::text[]`),
    /** Key of the identicon at `/avatar/{hash}`; random hex, stable for the account. */
    avatarHash: text('avatar_hash').notNull(),
    /**
     * How entries marked NSFW show to this person (packages/common NSFW_MODES: `blur`, `show`,
     * `hide`); read with the session, `hide` filters the person's lists (modules/settings).
     */
    nsfwMode: text('nsfw_mode').notNull().default('blur'),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    /** Prefix lookups of usernames (`LIKE 'abc%'`, the `@` suggestions) in any collation. */
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    /** Search (modules/search): username and name by prefix and trigram similarity (pg_trgm). */
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    /**
     * The accounts that are not active (suspended, blocked, deleted): the timeline's total
     * leaves out their counters by a probe of this small index per followed author
     * (modules/feeds `timelineTotalSql`) instead of reading each author's `users` row.
     */
    index('users_not_active_idx').on(t.userId).where(sql`${t.state} <> 'active'`),
    check('users_state_check', sql`${t.state} in ('active', 'suspended', 'blocked', 'deleted')`),
    check('users_sex_check', sql`${t.sex} in ('male', 'female', 'none')`),
    check('users_nsfw_mode_check', sql`${t.nsfwMode} in ('blur', 'show', 'hide')`),
  ],
);

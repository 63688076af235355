/**
 * Tables of the auth area: users (shared by every area), sessions (one row per login; also the
 * login-activity record, DESIGN.md §4) and issued ALTCHA challenges (single-use, DESIGN.md §5).
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
    state: text('state').$type<UserState>().notNull().default('active'),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    entriesCount: integer('entries_count').notNull().default(0),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    subscriptionsCount: integer('subscriptions_count').notNull().default(0),
    badgesCount: integer('badges_count').notNull().default(0),
    /** Key of the identicon at `/avatar/{hash}`; random hex, stable for the account. */
    avatarHash: text('avatar_hash').notNull(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_state_check', sql`${t.state} in ('active', 'suspended', 'blocked', 'deleted')`),
    check('users_sex_check', sql`${t.sex} in ('male', 'female', 'none')`),
  ],
);

/**
 * One row per login. The token itself is never stored: `token_hash` is the hex SHA-256 of the
 * 256-bit token. A session is live while `date_ended` is null and `date_expires` is ahead.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: integer('session_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Random value the client must present to log out (DESIGN.md §4). */
    logoutHash: text('logout_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    osName: text('os_name'),
    osVersion: text('os_version'),
    browserName: text('browser_name'),
    browserVersion: text('browser_version'),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dateExpires: timestamp('date_expires', { withTimezone: true, mode: 'date' }).notNull(),
    dateEnded: timestamp('date_ended', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId, t.sessionId),
  ],
);

/** Issued ALTCHA challenges; a row is deleted when its solution is checked (single use). */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    /** The challenge's HMAC signature (unique per challenge). */
    signature: text('signature').primaryKey(),
    dateExpires: timestamp('date_expires', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_challenges_date_expires_idx').on(t.dateExpires)],
);

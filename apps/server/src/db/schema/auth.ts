/**
 * Tables of the auth area: sessions (one row per login; also the login-activity record,
 * DESIGN.md §4) and issued ALTCHA challenges (single-use, DESIGN.md §5). Accounts are in
 * users.ts.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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

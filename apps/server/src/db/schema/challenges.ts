/**
 * Mailed six-digit codes (DESIGN.md §5 "password recovery"; docs/decisions/email-verification.md): one row per code sent.
 *
 * - `purpose`: `recovery` (`auth/forgot`; `user_id` null when no active account uses the
 *   address — the row exists anyway so both cases behave alike), `verify_email` (the account's
 *   current address), `change_email` (the new address `email`).
 * - `token_hash`: hex SHA-256 of the 256-bit token handed to the client (recovery) or kept
 *   nowhere (the settings codes are found by user and purpose).
 * - `code_hash`: argon2id of the code; the code itself is never stored.
 * - `attempts`: codes tried; at CHALLENGE_MAX_ATTEMPTS the row is dead.
 * - `date_confirmed`: the right code was given (recovery: forgot-change may follow);
 *   `date_used`: the row did its work (password changed, address verified or changed) or was
 *   replaced by a newer code of the same purpose — it never answers again.
 * Rows older than a day are deleted when new ones are written.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Why a code was mailed. */
export const CHALLENGE_PURPOSES = ['recovery', 'verify_email', 'change_email'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/** One mailed code. */
export const challenges = pgTable(
  'challenges',
  {
    challengeId: integer('challenge_id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').$type<ChallengePurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** The address the code was sent to (trimmed as typed). */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dateExpires: timestamp('date_expires', { withTimezone: true, mode: 'date' }).notNull(),
    dateConfirmed: timestamp('date_confirmed', { withTimezone: true, mode: 'date' }),
    dateUsed: timestamp('date_used', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('challenges_token_hash_key').on(t.tokenHash),
    index('challenges_user_purpose_idx').on(t.userId, t.purpose),
    index('challenges_date_added_idx').on(t.dateAdded),
    check(
      'challenges_purpose_check',
      sql`${t.purpose} in ('recovery', 'verify_email', 'change_email')`,
    ),
  ],
);

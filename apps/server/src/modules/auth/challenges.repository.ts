/**
 * SQL of mailed codes (`challenges`, db/schema/challenges.ts) and the account changes they
 * unlock: password reset, address verification and change. No HTTP, no product rules.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { type ChallengePurpose, challenges, sessions, users } from '../../db/schema/index.ts';

/** A challenge row as stored. */
export type ChallengeRow = typeof challenges.$inferSelect;

/** Creates the repository over `db`. */
export function createChallengesRepository(db: Db) {
  return {
    /** Runs `work` in one transaction. */
    withTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * In `tx`: deletes rows older than a day, ends the pending rows of the same purpose for the
     * same account (settings codes) or the same address ignoring case (recovery), and inserts
     * `row`.
     */
    async replace(tx: Tx, row: typeof challenges.$inferInsert): Promise<void> {
      await tx.execute(sql`DELETE FROM challenges WHERE date_added < now() - interval '1 day'`);
      const same =
        row.purpose === 'recovery'
          ? sql`lower(email) = lower(${row.email})`
          : sql`user_id = ${row.userId ?? null}`;
      await tx.execute(
        sql`UPDATE challenges SET date_used = now()
             WHERE purpose = ${row.purpose} AND date_used IS NULL AND ${same}`,
      );
      await tx.insert(challenges).values(row);
    },

    /** The row of a token hash and purpose, or null. */
    async byToken(purpose: ChallengePurpose, tokenHash: string): Promise<ChallengeRow | null> {
      const [row] = await db
        .select()
        .from(challenges)
        .where(and(eq(challenges.tokenHash, tokenHash), eq(challenges.purpose, purpose)))
        .limit(1);
      return row ?? null;
    },

    /** The newest unused row of `userId` and `purpose`, or null. */
    async pending(userId: number, purpose: ChallengePurpose): Promise<ChallengeRow | null> {
      const [row] = await db
        .select()
        .from(challenges)
        .where(
          and(
            eq(challenges.userId, userId),
            eq(challenges.purpose, purpose),
            isNull(challenges.dateUsed),
          ),
        )
        .orderBy(desc(challenges.challengeId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one try of a code, atomically: only while the row is unused, unconfirmed and under
     * `maxAttempts` tries, so concurrent guesses never exceed it.
     * @returns the tries so far including this one, or null when no try is left
     */
    async takeAttempt(challengeId: number, maxAttempts: number): Promise<number | null> {
      const [row] = await queryRows<{ attempts: number }>(
        db,
        sql`UPDATE challenges SET attempts = attempts + 1
             WHERE challenge_id = ${challengeId} AND date_used IS NULL
               AND date_confirmed IS NULL AND attempts < ${maxAttempts}
         RETURNING attempts`,
      );
      return row ? Number(row.attempts) : null;
    },

    /** Marks the right code given. */
    async confirm(challengeId: number): Promise<void> {
      await db
        .update(challenges)
        .set({ dateConfirmed: sql`now()` })
        .where(eq(challenges.challengeId, challengeId));
    },

    /**
     * Ends a row (used, or dead after its last wrong code), in `tx` or on its own.
     * @returns true when this call ended it (false: it was ended already — a reuse)
     */
    async end(challengeId: number, tx?: Tx): Promise<boolean> {
      const ended = await (tx ?? db)
        .update(challenges)
        .set({ dateUsed: sql`now()` })
        .where(and(eq(challenges.challengeId, challengeId), isNull(challenges.dateUsed)))
        .returning({ id: challenges.challengeId });
      return ended.length > 0;
    },

    /** The account `userId`, or null. */
    async user(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
      return row ?? null;
    },

    /**
     * In `tx`: sets `userId`'s password hash and ends every live session of the account.
     * @returns the ids of the ended sessions (their open event streams are closed by the caller)
     */
    async resetPassword(tx: Tx, userId: number, passwordHash: string): Promise<number[]> {
      await tx.update(users).set({ passwordHash }).where(eq(users.userId, userId));
      const ended = await tx
        .update(sessions)
        .set({ dateEnded: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.dateEnded)))
        .returning({ id: sessions.sessionId });
      return ended.map((row) => row.id);
    },

    /** Marks `userId`'s address verified, if it is still `email` (in `tx`). */
    async markVerified(tx: Tx, userId: number, email: string): Promise<boolean> {
      const done = await tx
        .update(users)
        .set({ isEmailVerified: true })
        .where(and(eq(users.userId, userId), eq(users.email, email)))
        .returning({ id: users.userId });
      return done.length > 0;
    },

    /**
     * Gives `userId` the address `email`, verified (in `tx`).
     * @returns false when another account took the address meanwhile (unique index)
     */
    async changeEmail(tx: Tx, userId: number, email: string): Promise<boolean> {
      const taken = await queryRows<{ one: number }>(
        tx,
        sql`SELECT 1 AS one FROM users WHERE lower(email) = lower(${email}) AND user_id <> ${userId}`,
      );
      if (taken.length > 0) return false;
      await tx.update(users).set({ email, isEmailVerified: true }).where(eq(users.userId, userId));
      return true;
    },
  };
}

/** The challenges repository. */
export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;

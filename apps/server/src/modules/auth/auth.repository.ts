/**
 * SQL of the auth area: users (creation, lookup by e-mail / username), sessions (the login
 * record), issued ALTCHA challenges and the server's own secrets (the ALTCHA signing key). No
 * HTTP, no product rules.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { captchaChallenges, serverSecrets, sessions, users } from '../../db/schema/index.ts';

/** A user row as stored. */
export type UserRow = typeof users.$inferSelect;
/** A session row as stored. */
export type SessionRow = typeof sessions.$inferSelect;

/** What the session check needs: the session and its (active) user. */
export interface LiveSession {
  sessionId: number;
  logoutHash: string;
  user: Pick<
    UserRow,
    | 'userId'
    | 'username'
    | 'name'
    | 'avatarHash'
    | 'nsfwMode'
    | 'email'
    | 'isEmailVerified'
    | 'locale'
  >;
}

/**
 * The session lookup of the auth hook as a named prepared statement (DESIGN.md §8 "prepare hot
 * statements"): parsed once per connection, then only bound and run. Its text never changes.
 */
function liveSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.sessionId,
      logoutHash: sessions.logoutHash,
      userId: users.userId,
      username: users.username,
      name: users.name,
      avatarHash: users.avatarHash,
      nsfwMode: users.nsfwMode,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.dateEnded),
        gt(sessions.dateExpires, sql`now()`),
        eq(users.state, 'active'),
      ),
    )
    .limit(1)
    .prepare('auth_live_session');
}

/** Creates the repository over `db`. */
export function createAuthRepository(db: Db) {
  const liveSession = liveSessionLookup(db);
  return {
    /** Runs `work` in one transaction. */
    withTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** The user whose e-mail equals `email` ignoring case, or null. */
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },

    /** True when a user (in any state, deleted included) holds `username` ignoring case. */
    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.userId })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row !== undefined;
    },

    /** True when a user holds `email` ignoring case. */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.userId })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inserts a user and its first session in one transaction; then `inTx`, when given, with
     * the transaction and the new user (work recorded with the registration: badges).
     * @returns the two rows, or `{ conflict }` naming the unique index (username or e-mail,
     *   both ignoring case) that refused the user — a concurrent registration won the race
     */
    async createUserWithSession(
      user: Pick<UserRow, 'username' | 'name' | 'email' | 'passwordHash' | 'avatarHash'>,
      session: Omit<typeof sessions.$inferInsert, 'userId'>,
      inTx?: (tx: Tx, user: UserRow) => Promise<void>,
    ): Promise<{ user: UserRow; session: SessionRow } | { conflict: 'username' | 'email' }> {
      try {
        return await db.transaction(async (tx) => {
          const [u] = await tx.insert(users).values(user).returning();
          const [s] = await tx
            .insert(sessions)
            .values({ ...session, userId: u!.userId })
            .returning();
          await inTx?.(tx, u!);
          return { user: u!, session: s! };
        });
      } catch (error) {
        const text = String((error as { cause?: unknown }).cause ?? error);
        if (text.includes('users_username_lower_key')) return { conflict: 'username' };
        if (text.includes('users_email_lower_key')) return { conflict: 'email' };
        throw error;
      }
    },

    /**
     * Inserts a session row (one per login); then `inTx`, when given, in the same transaction
     * with the new row (work recorded with the sign-in: the login notification).
     */
    async createSession(
      session: typeof sessions.$inferInsert,
      inTx?: (tx: Tx, row: SessionRow) => Promise<void>,
    ): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(sessions).values(session).returning();
        await inTx?.(tx, row!);
        return row!;
      });
    },

    /** Inserts a session row in `tx` (a password reset signs the person in). */
    async insertSession(tx: Tx, session: typeof sessions.$inferInsert): Promise<void> {
      await tx.insert(sessions).values(session);
    },

    /** Stores the account's language (ru, en, pt, jp): mails are written in it. */
    async setLocale(userId: number, locale: string): Promise<void> {
      await db.update(users).set({ locale }).where(eq(users.userId, userId));
    },

    /**
     * The live session with this token hash: not ended, not expired, user `active`; else null.
     * One indexed lookup (`sessions_token_hash_key`) joined to the user, run by every request
     * that carries a token: a named prepared statement (`liveSessionLookup`).
     */
    async findLiveSession(tokenHash: string): Promise<LiveSession | null> {
      const [row] = await liveSession.execute({ tokenHash });
      if (!row) return null;
      const { sessionId, logoutHash, ...user } = row;
      return { sessionId, logoutHash, user };
    },

    /**
     * Ends the session `sessionId` if `logoutHash` matches and it is still live. Returns true
     * when a row was ended. The row stays as the login-activity record.
     */
    async endSession(sessionId: number, logoutHash: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ dateEnded: sql`now()` })
        .where(
          and(
            eq(sessions.sessionId, sessionId),
            eq(sessions.logoutHash, logoutHash),
            isNull(sessions.dateEnded),
          ),
        )
        .returning({ id: sessions.sessionId });
      return ended.length > 0;
    },

    /** Records an issued challenge (by signature) and drops expired ones. */
    async saveChallenge(signature: string, dateExpires: Date): Promise<void> {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.dateExpires, sql`now()`));
      await db.insert(captchaChallenges).values({ signature, dateExpires });
    },

    /**
     * Consumes an issued, unexpired challenge: deletes its row and returns true, or returns
     * false when it was never issued, already used or expired (single use, DESIGN.md §5).
     */
    async consumeChallenge(signature: string): Promise<boolean> {
      const deleted = await db
        .delete(captchaChallenges)
        .where(
          and(
            eq(captchaChallenges.signature, signature),
            gt(captchaChallenges.dateExpires, sql`now()`),
          ),
        )
        .returning({ signature: captchaChallenges.signature });
      return deleted.length > 0;
    },

    /**
     * The server's secret `name` (`server_secrets`, db/schema/shared-state.ts): the stored one,
     * or `candidate`, stored now, when none is. Of several processes storing one at once, the
     * first to commit wins and all of them answer its value (the insert of the others waits for
     * it and does nothing; the read after it sees it).
     */
    async serverSecret(name: string, candidate: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} was not stored`);
      return row.value;
    },
  };
}

/** The auth repository. */
export type AuthRepository = ReturnType<typeof createAuthRepository>;

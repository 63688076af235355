/**
 * SQL of the account settings: the profile columns of `users`, the password, the sessions as
 * login records, the NSFW mode, and the erasure of an account. No HTTP, no product rules.
 */
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Paging } from '../../lib/paging.ts';
import { recountBookmarksCount } from '../bookmarks/bookmarks.repository.ts';
import { recountCommentsCount, recountRepliesCount } from '../comments/comments.repository.ts';
import { recountFeedSubscribersCount } from '../custom-feeds/custom-feeds.repository.ts';
import { recountReactionCounts } from '../entries/entries.repository.ts';
import { hasLiveLink } from '../files/files.repository.ts';
import { recountSubscribersCount, recountSubscriptionsCount } from '../users/users.repository.ts';

/** What the settings read of an account. */
export interface AccountRow {
  userId: number;
  username: string;
  name: string;
  email: string;
  bio: string;
  sex: string;
  tint: string | null;
  passwordHash: string;
  nsfwMode: string;
}

/** A session as a login record. */
export interface LoginRow {
  session_id: number;
  os_name: string | null;
  os_version: string | null;
  browser_name: string | null;
  browser_version: string | null;
  date_added: string | Date;
  is_active: boolean;
}

/** What an erasure leaves for after its commit. */
export interface ErasedAccount {
  /** Uuids of the person's media files: their folders go from the disk after the commit. */
  fileUuids: string[];
  /** The person's sessions that were live: their events streams end. */
  sessionIds: number[];
}

/** Ids of `rows`' `column` as numbers (bigints come back as strings from some drivers). */
function ids<K extends string>(rows: Record<K, number | string | null>[], column: K): number[] {
  const out: number[] = [];
  for (const row of rows) if (row[column] !== null) out.push(Number(row[column]));
  return [...new Set(out)];
}

/** A `::bigint[]` parameter. */
const bigints = (values: readonly number[]) => sql`${sql.param([...values])}::bigint[]`;

/** Creates the repository over `db`. */
export function createSettingsRepository(db: Db) {
  return {
    /** The account `userId` unless it is deleted, or null. */
    async account(userId: number): Promise<AccountRow | null> {
      const [row] = await db
        .select({
          userId: users.userId,
          username: users.username,
          name: users.name,
          email: users.email,
          bio: users.bio,
          sex: users.sex,
          tint: users.tint,
          passwordHash: users.passwordHash,
          nsfwMode: users.nsfwMode,
        })
        .from(users)
        .where(and(eq(users.userId, userId), ne(users.state, 'deleted')))
        .limit(1);
      return row ?? null;
    },

    /** Sets the given profile columns of `userId`. */
    async updateProfile(
      userId: number,
      changes: { name?: string; bio?: string; sex?: string; tint?: string | null },
    ): Promise<void> {
      await db.update(users).set(changes).where(eq(users.userId, userId));
    },

    /** Sets the NSFW mode (one of NSFW_MODES) of `userId`. */
    async setNsfwMode(userId: number, mode: string): Promise<void> {
      await db.update(users).set({ nsfwMode: mode }).where(eq(users.userId, userId));
    },

    /**
     * Sets the password hash of `userId` and ends every live session of theirs but
     * `keepSessionId`, in one transaction.
     * @returns the ids of the sessions it ended
     */
    async setPassword(userId: number, passwordHash: string, keepSessionId: number) {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.userId, userId));
        return endOthers(tx, userId, keepSessionId);
      });
    },

    /**
     * A page of `userId`'s sessions, newest first (`sessions_user_id_idx`), with whether each is
     * live (not ended, not expired); `total` counts them all.
     */
    async logins(userId: number, { offset, limit }: Paging) {
      const rows = await db
        .select({
          session_id: sessions.sessionId,
          os_name: sessions.osName,
          os_version: sessions.osVersion,
          browser_name: sessions.browserName,
          browser_version: sessions.browserVersion,
          date_added: sessions.dateAdded,
          is_active: sql<boolean>`(${sessions.dateEnded} IS NULL AND ${sessions.dateExpires} > now())`,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.sessionId))
        .offset(offset)
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return { rows: rows as LoginRow[], total: Number(total?.n ?? 0) };
    },

    /**
     * Ends session `sessionId` when it is `userId`'s.
     * @returns the ended ids (`[]` when it had ended already), or null when it is not theirs
     */
    async endSession(userId: number, sessionId: number): Promise<number[] | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ended: sessions.dateEnded })
          .from(sessions)
          .where(and(eq(sessions.sessionId, sessionId), eq(sessions.userId, userId)))
          .for('update');
        if (!row) return null;
        if (row.ended !== null) return [];
        await tx
          .update(sessions)
          .set({ dateEnded: sql`now()` })
          .where(eq(sessions.sessionId, sessionId));
        return [sessionId];
      });
    },

    /** Ends every live session of `userId` but `keepSessionId`; returns their ids. */
    async endOtherSessions(userId: number, keepSessionId: number): Promise<number[]> {
      return endOthers(db, userId, keepSessionId);
    },

    /**
     * Erases the account `userId` in one transaction (DESIGN.md §5 "account deletion"):
     * - their entries (with everything under them: comments of anyone, tags, versions,
     *   reactions, attachments, notifications about them) and custom feeds (they leave their
     *   subscribers' lists) are removed;
     * - their comments under others' entries lose text and link and are deleted as
     *   `DELETE comment/{id}` deletes: removed, or kept as a stub while others' replies hang
     *   from them; a stub left without replies goes too, up the thread;
     * - their reactions, bookmarks, subscriptions both ways (with the notify-me flags), feed
     *   subscriptions, badges, notifications to and from them, sessions and idempotency keys
     *   are removed, and so are the bookmarks others kept of them and their content;
     * - their uploaded files' rows go (their folders after the commit: the caller); files of
     *   others attached to comments that went become unattached (the media sweep's rule);
     * - the tags their entries and custom feeds carried go too when no entry (of anyone, live
     *   or deleted) and no custom feed carries them any longer and operators flagged them
     *   neither official nor NSFW (docs/decisions/erasure-of-tags.md);
     * - reports they filed stay, without the reporter;
     * - the `users` row stays as `deleted` (the username reserved), its name, bio, e-mail and
     *   password wiped (the e-mail becomes `deleted-{id}@deleted.invalid`, free again).
     * The counters of the rows that stay are recounted for exactly the rows it touched; the
     * abyss's size (`abyss_stats`) loses the account's feed entries when the state leaves
     * `active` (the trigger on `users.state`, read from `author_stats` before that row goes).
     * @returns null when the account does not exist or is deleted already
     */
    async eraseAccount(userId: number): Promise<ErasedAccount | null> {
      return db.transaction(async (tx) => {
        const [me] = await queryRows<{ user_id: number }>(
          tx,
          sql`SELECT user_id FROM users WHERE user_id = ${userId} AND state <> 'deleted' FOR UPDATE`,
        );
        if (!me) return null;

        // What the erasure touches, read before anything goes.
        const myEntries = ids(
          await queryRows<{ entry_id: string }>(
            tx,
            sql`SELECT entry_id FROM entries WHERE user_id = ${userId}`,
          ),
          'entry_id',
        );
        const myFeeds = ids(
          await queryRows<{ feed_id: number }>(
            tx,
            sql`SELECT feed_id FROM feeds WHERE user_id = ${userId}`,
          ),
          'feed_id',
        );
        // The tags their entries and feeds carry: those nobody else uses go below.
        const myTags = ids(
          await queryRows<{ tag_id: number }>(
            tx,
            sql`SELECT tag_id FROM entry_tags WHERE entry_id = ANY(${bigints(myEntries)})
                UNION
                SELECT tag_id FROM feed_tags WHERE feed_id = ANY(${sql.param(myFeeds)}::int[])`,
          ),
          'tag_id',
        );
        const underMyEntries = ids(
          await queryRows<{ comment_id: string }>(
            tx,
            sql`SELECT comment_id FROM comments WHERE entry_id = ANY(${bigints(myEntries)})`,
          ),
          'comment_id',
        );
        const elsewhere = await queryRows<{
          comment_id: string;
          entry_id: string;
          parent_id: string | null;
        }>(
          tx,
          sql`SELECT comment_id, entry_id, parent_id FROM comments
              WHERE user_id = ${userId} AND NOT (entry_id = ANY(${bigints(myEntries)}))`,
        );
        const myComments = ids(elsewhere, 'comment_id');
        const othersFiles = ids(
          await queryRows<{ file_id: string }>(
            tx,
            sql`SELECT cf.file_id FROM comment_files cf
                JOIN comments c ON c.comment_id = cf.comment_id
                JOIN files f ON f.file_id = cf.file_id
                WHERE c.entry_id = ANY(${bigints(myEntries)}) AND f.user_id <> ${userId}`,
          ),
          'file_id',
        );
        const reacted = ids(
          await queryRows<{ entry_id: string }>(
            tx,
            sql`SELECT DISTINCT entry_id FROM entry_reactions WHERE user_id = ${userId}`,
          ),
          'entry_id',
        );
        const bookmarked = ids(
          await queryRows<{ object_id: string }>(
            tx,
            sql`SELECT object_id FROM bookmarks WHERE user_id = ${userId} AND object_type = 'entry'`,
          ),
          'object_id',
        );
        const follows = await queryRows<{ subscriber_id: number; user_id: number }>(
          tx,
          sql`SELECT subscriber_id, user_id FROM subscriptions
              WHERE subscriber_id = ${userId} OR user_id = ${userId}`,
        );
        const followedFeeds = ids(
          await queryRows<{ feed_id: number }>(
            tx,
            sql`SELECT feed_id FROM feed_subscriptions WHERE user_id = ${userId}`,
          ),
          'feed_id',
        );
        const sessionIds = ids(
          await queryRows<{ session_id: number }>(
            tx,
            sql`SELECT session_id FROM sessions WHERE user_id = ${userId} AND date_ended IS NULL`,
          ),
          'session_id',
        );
        const fileUuids = (
          await queryRows<{ uuid: string }>(
            tx,
            sql`SELECT uuid FROM files WHERE user_id = ${userId}`,
          )
        ).map((row) => row.uuid);

        // Bookmarks by them, and of them and their content.
        await tx.execute(
          sql`DELETE FROM bookmarks WHERE user_id = ${userId}
                OR (object_type = 'user' AND object_id = ${userId})
                OR (object_type = 'entry' AND object_id = ANY(${bigints(myEntries)}))
                OR (object_type = 'feed' AND object_id = ANY(${bigints(myFeeds)}))
                OR (object_type = 'comment'
                    AND object_id = ANY(${bigints([...underMyEntries, ...myComments])}))`,
        );
        await tx.execute(
          sql`DELETE FROM notifications WHERE recipient_id = ${userId} OR actor_id = ${userId}`,
        );
        await tx.execute(
          sql`DELETE FROM subscriptions WHERE subscriber_id = ${userId} OR user_id = ${userId}`,
        );
        await tx.execute(sql`DELETE FROM feed_subscriptions WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM feeds WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM entry_reactions WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM entries WHERE user_id = ${userId}`);

        // Tags left with no entry and no feed of anyone (their entries' and feeds' links went
        // with them), unless operators flagged them: a tag page, search and the `#`
        // suggestions would otherwise keep showing what only the erased account wrote
        // (docs/decisions/erasure-of-tags.md).
        if (myTags.length > 0) {
          await tx.execute(
            sql`DELETE FROM tags t
                WHERE t.tag_id = ANY(${sql.param(myTags)}::int[])
                  AND NOT t.is_official AND NOT t.is_nsfw
                  AND NOT EXISTS (SELECT 1 FROM entry_tags et WHERE et.tag_id = t.tag_id)
                  AND NOT EXISTS (SELECT 1 FROM feed_tags ft WHERE ft.tag_id = t.tag_id)`,
          );
        }

        // Their comments under others' entries: wiped, then removed where nothing hangs.
        await tx.execute(
          sql`DELETE FROM comment_versions WHERE comment_id = ANY(${bigints(myComments)})`,
        );
        await tx.execute(
          sql`UPDATE comments SET deleted_at = coalesce(deleted_at, now()), text = '', link = NULL,
                search_vector = NULL, is_edited = false, date_edited = NULL
              WHERE comment_id = ANY(${bigints(myComments)})`,
        );
        const touchedParents = new Set(ids(elsewhere, 'parent_id'));
        let candidates = myComments;
        while (candidates.length > 0) {
          const removed = await queryRows<{ parent_id: string | null }>(
            tx,
            sql`DELETE FROM comments c
                WHERE c.comment_id = ANY(${bigints(candidates)}) AND c.deleted_at IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.comment_id)
                RETURNING c.parent_id`,
          );
          candidates = ids(removed, 'parent_id');
          for (const id of candidates) touchedParents.add(id);
        }

        // Their files, and others' files that only the removed comments showed.
        await tx.execute(sql`DELETE FROM files WHERE user_id = ${userId}`);
        if (othersFiles.length > 0) {
          await tx.execute(
            sql`UPDATE files f SET unattached_since = now()
                WHERE f.file_id = ANY(${bigints(othersFiles)})
                  AND f.unattached_since IS NULL AND NOT ${hasLiveLink('f')}`,
          );
        }

        await tx.execute(sql`DELETE FROM user_badges WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM notification_settings WHERE user_id = ${userId}`);
        await tx.execute(sql`UPDATE reports SET reporter_id = NULL WHERE reporter_id = ${userId}`);
        await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
        await tx.execute(
          sql`UPDATE users SET state = 'deleted', name = '', bio = '', sex = 'none', tint = NULL,
                email = 'deleted-' || user_id || '@deleted.invalid', password_hash = '',
                is_verified = false, denied_permissions = '{}', nsfw_mode = 'blur',
                entries_count = 0, subscribers_count = 0, subscriptions_count = 0,
                badges_count = 0
              WHERE user_id = ${userId}`,
        );
        // After the state: its trigger takes the author's `author_stats` count out of the abyss's
        // `abyss_stats` (migration abyss_total), so the row must still be there.
        await tx.execute(sql`DELETE FROM author_stats WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM tag_author_stats WHERE user_id = ${userId}`);

        // The counters of what stays, for exactly the rows touched.
        await recountCommentsCount(tx, { entryIds: ids(elsewhere, 'entry_id') });
        const parents = [...touchedParents];
        if (parents.length > 0) await recountRepliesCount(tx, { commentIds: parents });
        await recountBookmarksCount(tx, { entryIds: bookmarked });
        await recountReactionCounts(tx, { entryIds: reacted });
        const people = [...new Set(follows.flatMap((f) => [f.subscriber_id, f.user_id]))];
        await recountSubscribersCount(tx, { userIds: people });
        await recountSubscriptionsCount(tx, { userIds: people });
        await recountFeedSubscribersCount(tx, { feedIds: followedFeeds });

        return { fileUuids, sessionIds };
      });
    },
  };
}

/** Ends every live session of `userId` but `keepSessionId` in `db`; returns their ids. */
async function endOthers(db: Db | Tx, userId: number, keepSessionId: number): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ dateEnded: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.sessionId, keepSessionId),
        isNull(sessions.dateEnded),
      ),
    )
    .returning({ id: sessions.sessionId });
  return ended.map((row) => row.id);
}

/** The settings repository. */
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

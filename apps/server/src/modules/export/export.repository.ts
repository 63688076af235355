/**
 * SQL of the personal data export (modules/export): reads only, never in a transaction (the
 * embedded database runs one query at a time, and an export may take minutes on a slow
 * connection: other requests run between its pages).
 *
 * Every list is read in pages by key (`after` the last key of the previous page, ascending,
 * `limit` rows), each on an index led by the owner's id, so a large account is never held in
 * memory and a page costs the same at the end as at the start. The lists pick the person's
 * rows; where the API has a shape for them, the service hydrates them through the owning
 * area's service (entries, comments, users, custom feeds), so the archive shows them as the API
 * does.
 */
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { EntryVersionRow } from '../entries/entries.repository.ts';
import type { FileRow } from '../files/files.repository.ts';
import type { NotificationRow } from '../notifications/notifications.repository.ts';

/** The account an export is made of, with what the profile file shows beyond its card. */
export interface ExportAccountRow {
  userId: number;
  username: string;
  email: string;
  passwordHash: string;
  state: string;
  isVerified: boolean;
  dateAdded: Date;
}

/** One earlier version of an entry or a comment, with its owner's id. */
export type OwnedVersionRow = EntryVersionRow & { owner_id: number | string };

/** A bookmark of the person: kind, the bookmarked object's id, when. */
export interface BookmarkRow {
  object_type: string;
  object_id: number | string;
  date_added: Date | string;
}

/** A subscription to a user (either way) or to a feed: the other side's id, when, notify flag. */
export interface SubscriptionRow {
  id: number | string;
  notify_new_posts: boolean;
  date_added: Date | string;
}

/** A reaction the person gave. */
export interface ReactionExportRow {
  entry_id: number | string;
  entry_uuid: string;
  react: string;
  date_added: Date | string;
}

/** A login record (a session row without its token and logout hashes). */
export interface LoginRow {
  session_id: number;
  user_agent: string;
  os_name: string | null;
  os_version: string | null;
  browser_name: string | null;
  browser_version: string | null;
  date_added: Date | string;
  date_expires: Date | string;
  date_ended: Date | string | null;
}

/** A report the person filed, with what names its object (uuid, username, slug, id). */
export interface ReportExportRow {
  report_id: number | string;
  object_type: string;
  object_id: number | string;
  object_ref: string | null;
  reason: number;
  date_added: Date | string;
  date_resolved: Date | string | null;
}

/** Key of the last row of a reactions page. */
export interface ReactionKey {
  entryId: number;
  react: string;
}

/** Numbers from bigint columns (the drivers answer some as strings). */
function ids(rows: readonly { id: number | string }[]): number[] {
  return rows.map((row) => Number(row.id));
}

/** Creates the export repository over `db`. */
export function createExportRepository(db: Db) {
  return {
    /** The account `userId` with its password hash, or null when there is none. */
    async findAccount(userId: number): Promise<ExportAccountRow | null> {
      const [row] = await db
        .select({
          userId: users.userId,
          username: users.username,
          email: users.email,
          passwordHash: users.passwordHash,
          state: users.state,
          isVerified: users.isVerified,
          dateAdded: users.dateAdded,
        })
        .from(users)
        .where(eq(users.userId, userId));
      return row ?? null;
    },

    /** Ids of `userId`'s live entries after `after`, ascending (entries_user_id index). */
    async entryIds(userId: number, after: number, limit: number): Promise<number[]> {
      return ids(
        await queryRows<{ id: string | number }>(
          db,
          sql`SELECT entry_id AS id FROM entries
               WHERE user_id = ${userId} AND deleted_at IS NULL AND entry_id > ${after}
               ORDER BY entry_id LIMIT ${limit}`,
        ),
      );
    },

    /**
     * Earlier versions of entries or comments `ownerIds` (their edit history), by owner, newest
     * first within each: the rows of `entry_versions` or `comment_versions`.
     */
    async versionsOf(of: 'entry' | 'comment', ownerIds: readonly number[]) {
      if (ownerIds.length === 0) return [];
      const [table, owner] =
        of === 'entry'
          ? [sql`entry_versions`, sql`entry_id`]
          : [sql`comment_versions`, sql`comment_id`];
      return queryRows<OwnedVersionRow>(
        db,
        sql`SELECT ${owner} AS owner_id, version_id, text, link, files, date_added
              FROM ${table}
             WHERE ${owner} = ANY(${sql.param([...ownerIds])}::bigint[])
             ORDER BY ${owner}, version_id DESC`,
      );
    },

    /** Ids of `userId`'s live comments on live entries after `after`, ascending. */
    async commentIds(userId: number, after: number, limit: number): Promise<number[]> {
      return ids(
        await queryRows<{ id: string | number }>(
          db,
          sql`SELECT c.comment_id AS id FROM comments c
                JOIN entries e ON e.entry_id = c.entry_id AND e.deleted_at IS NULL
               WHERE c.user_id = ${userId} AND c.deleted_at IS NULL AND c.comment_id > ${after}
               ORDER BY c.comment_id LIMIT ${limit}`,
        ),
      );
    },

    /** `userId`'s reactions after `after` (by entry, then reaction), on live entries. */
    async reactions(
      userId: number,
      after: ReactionKey,
      limit: number,
    ): Promise<ReactionExportRow[]> {
      return queryRows<ReactionExportRow>(
        db,
        sql`SELECT r.entry_id, e.uuid AS entry_uuid, r.react, r.date_added
              FROM entry_reactions r
              JOIN entries e ON e.entry_id = r.entry_id AND e.deleted_at IS NULL
             WHERE r.user_id = ${userId} AND (r.entry_id, r.react) > (${after.entryId}, ${after.react})
             ORDER BY r.entry_id, r.react LIMIT ${limit}`,
      );
    },

    /** `userId`'s bookmarks of `kind` after object id `after` (bookmarks_pkey). */
    async bookmarks(
      userId: number,
      kind: string,
      after: number,
      limit: number,
    ): Promise<BookmarkRow[]> {
      return queryRows<BookmarkRow>(
        db,
        sql`SELECT object_type, object_id, date_added FROM bookmarks
             WHERE user_id = ${userId} AND object_type = ${kind} AND object_id > ${after}
             ORDER BY object_id LIMIT ${limit}`,
      );
    },

    /** Users `userId` subscribes to, after user id `after` (subscriptions_pkey). */
    async following(userId: number, after: number, limit: number): Promise<SubscriptionRow[]> {
      return queryRows<SubscriptionRow>(
        db,
        sql`SELECT user_id AS id, notify_new_posts, date_added FROM subscriptions
             WHERE subscriber_id = ${userId} AND user_id > ${after}
             ORDER BY user_id LIMIT ${limit}`,
      );
    },

    /** Users subscribed to `userId`, after subscriber id `after`. */
    async followers(userId: number, after: number, limit: number): Promise<SubscriptionRow[]> {
      return queryRows<SubscriptionRow>(
        db,
        sql`SELECT subscriber_id AS id, false AS notify_new_posts, date_added FROM subscriptions
             WHERE user_id = ${userId} AND subscriber_id > ${after}
             ORDER BY subscriber_id LIMIT ${limit}`,
      );
    },

    /** Live custom feeds `userId` follows, after feed id `after`. */
    async followedFeeds(userId: number, after: number, limit: number): Promise<SubscriptionRow[]> {
      return queryRows<SubscriptionRow>(
        db,
        sql`SELECT s.feed_id AS id, false AS notify_new_posts, s.date_added
              FROM feed_subscriptions s
              JOIN feeds f ON f.feed_id = s.feed_id AND f.deleted_at IS NULL
             WHERE s.user_id = ${userId} AND s.feed_id > ${after}
             ORDER BY s.feed_id LIMIT ${limit}`,
      );
    },

    /** Ids of the live custom feeds `userId` made, after `after`. */
    async feedIds(userId: number, after: number, limit: number): Promise<number[]> {
      return ids(
        await queryRows<{ id: string | number }>(
          db,
          sql`SELECT feed_id AS id FROM feeds
               WHERE user_id = ${userId} AND deleted_at IS NULL AND feed_id > ${after}
               ORDER BY feed_id LIMIT ${limit}`,
        ),
      );
    },

    /**
     * `userId`'s notifications after `after`, oldest first, hidden ones too (they are kept), in
     * the row shape of modules/notifications (its mapper shapes them): the full text of the
     * entry or comment they point at, while it is live.
     */
    async notifications(
      userId: number,
      after: number,
      limit: number,
    ): Promise<(NotificationRow & { is_hidden: boolean })[]> {
      return queryRows<NotificationRow & { is_hidden: boolean }>(
        db,
        sql`SELECT n.notify_id, n.kind, n.payload, n.is_read, n.is_hidden, n.date_added,
                   CASE WHEN e.deleted_at IS NULL THEN e.uuid END AS entry_uuid, n.comment_id,
                   CASE WHEN n.comment_id IS NOT NULL THEN
                          CASE WHEN c.deleted_at IS NULL THEN c.text END
                        WHEN e.deleted_at IS NULL THEN e.text END AS text,
                   CASE WHEN a.user_id IS NULL OR a.state <> 'active' THEN NULL
                   ELSE json_build_object(
                     'user_id', a.user_id, 'username', a.username, 'name', a.name,
                     'avatar_hash', a.avatar_hash, 'is_verified', a.is_verified,
                     'me_subscribed', EXISTS (SELECT 1 FROM subscriptions ms
                       WHERE ms.subscriber_id = ${userId} AND ms.user_id = a.user_id))
                   END AS actor
              FROM notifications n
              LEFT JOIN entries e ON e.entry_id = n.entry_id
              LEFT JOIN comments c ON c.comment_id = n.comment_id
              LEFT JOIN users a ON a.user_id = n.actor_id
             WHERE n.recipient_id = ${userId} AND n.notify_id > ${after}
             ORDER BY n.notify_id LIMIT ${limit}`,
      );
    },

    /** `userId`'s login records after session id `after`, oldest first. */
    async logins(userId: number, after: number, limit: number): Promise<LoginRow[]> {
      return queryRows<LoginRow>(
        db,
        sql`SELECT session_id, user_agent, os_name, os_version, browser_name, browser_version,
                   date_added, date_expires, date_ended
              FROM sessions
             WHERE user_id = ${userId} AND session_id > ${after}
             ORDER BY session_id LIMIT ${limit}`,
      );
    },

    /**
     * Reports `userId` filed after `after`, oldest first, each with what names its object: an
     * entry's or a feed's uuid, a user's username, a tag's slug (null for a comment, named by
     * its id, or an object gone since).
     */
    async reports(userId: number, after: number, limit: number): Promise<ReportExportRow[]> {
      return queryRows<ReportExportRow>(
        db,
        sql`SELECT r.report_id, r.object_type, r.object_id, r.reason, r.date_added,
                   r.date_resolved,
                   CASE r.object_type
                     WHEN 'entry' THEN (SELECT e.uuid::text FROM entries e
                                         WHERE e.entry_id = r.object_id)
                     WHEN 'feed' THEN (SELECT f.uuid::text FROM feeds f
                                        WHERE f.feed_id = r.object_id)
                     WHEN 'user' THEN (SELECT u.username FROM users u
                                        WHERE u.user_id = r.object_id)
                     WHEN 'tag' THEN (SELECT t.slug FROM tags t WHERE t.tag_id = r.object_id)
                   END AS object_ref
              FROM reports r
             WHERE r.reporter_id = ${userId} AND r.report_id > ${after}
             ORDER BY r.report_id LIMIT ${limit}`,
      );
    },

    /**
     * `userId`'s uploaded files after file id `after`, oldest first (files_user_idx), with
     * when each was uploaded.
     */
    async files(
      userId: number,
      after: number,
      limit: number,
    ): Promise<{ file: FileRow; dateAdded: Date }[]> {
      const rows = await queryRows<{
        file_id: number | string;
        uuid: string;
        user_id: number;
        name: string;
        type: string;
        size: number;
        width: number;
        height: number;
        alt: string | null;
        thumbhash: string | null;
        date_added: Date | string;
      }>(
        db,
        sql`SELECT file_id, uuid, user_id, name, type, size, width, height, alt, thumbhash,
                   date_added
              FROM files
             WHERE user_id = ${userId} AND file_id > ${after}
             ORDER BY file_id LIMIT ${limit}`,
      );
      return rows.map((row) => ({
        file: {
          fileId: Number(row.file_id),
          uuid: row.uuid,
          userId: row.user_id,
          name: row.name,
          type: row.type,
          size: row.size,
          width: row.width,
          height: row.height,
          alt: row.alt,
          thumbhash: row.thumbhash,
        },
        dateAdded: new Date(row.date_added),
      }));
    },
  };
}

/** The export repository. */
export type ExportRepository = ReturnType<typeof createExportRepository>;

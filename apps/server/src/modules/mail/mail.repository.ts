/**
 * SQL of the mail area: who gets a daily digest and what it lists, the digest's unsubscribe,
 * and the redaction of sent mails' job payloads. No HTTP, no product rules.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

/** A person who gets a digest now. */
export interface DigestRecipient {
  user_id: number;
  name: string;
  email: string;
  locale: string | null;
  digest_key: string;
  digest_up_to: number;
}

/** One unread reply or mention for a digest. */
export interface DigestRow {
  notify_id: number;
  kind: 'reply' | 'mention';
  sender: string;
  text: string;
  entry_uuid: string;
  comment_id: number | null;
}

/**
 * What a digest lists: unread, visible (not hidden; entry, comment and sender live — as the
 * notifications list shows them) replies and mentions newer than the digest's marker.
 */
const DIGEST_ITEMS = sql`
  n.kind IN ('reply', 'mention') AND NOT n.is_read AND NOT n.is_hidden
  AND (n.entry_id IS NULL OR (e.deleted_at IS NULL AND eu.state = 'active'))
  AND (n.comment_id IS NULL OR c.deleted_at IS NULL)
  AND (n.actor_id IS NULL OR a.state = 'active')`;
const DIGEST_JOINS = sql`
  LEFT JOIN entries e ON e.entry_id = n.entry_id
  LEFT JOIN users eu ON eu.user_id = e.user_id
  LEFT JOIN comments c ON c.comment_id = n.comment_id
  LEFT JOIN users a ON a.user_id = n.actor_id`;

/** Creates the repository over `db`. */
export function createMailRepository(db: Db) {
  return {
    /** Runs `work` in one transaction. */
    withTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Up to `limit` active accounts with the digest on, `user_id > afterId`, in id order, that
     * have at least one digest item newer than their marker.
     */
    async digestRecipients(afterId: number, limit: number): Promise<DigestRecipient[]> {
      const rows = await queryRows<DigestRecipient>(
        db,
        sql`SELECT u.user_id, u.name, u.email, u.locale, s.digest_key,
                   s.digest_up_to::int8 AS digest_up_to
              FROM notification_settings s JOIN users u ON u.user_id = s.user_id
             WHERE s.digest AND s.digest_key IS NOT NULL AND u.state = 'active'
               AND s.user_id > ${afterId}
               AND EXISTS (SELECT 1 FROM notifications n ${DIGEST_JOINS}
                            WHERE n.recipient_id = s.user_id AND n.notify_id > s.digest_up_to
                              AND ${DIGEST_ITEMS})
             ORDER BY u.user_id LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        ...r,
        user_id: Number(r.user_id),
        digest_up_to: Number(r.digest_up_to),
      }));
    },

    /**
     * `userId`'s digest items newer than `afterNotifyId`, newest first: the first `limit`, how
     * many there are, and the newest id (the next marker). Read in `tx`.
     */
    async digestItems(
      tx: Tx,
      userId: number,
      afterNotifyId: number,
      limit: number,
      textLength: number,
    ): Promise<{ items: DigestRow[]; total: number; newest: number }> {
      const where = sql`n.recipient_id = ${userId} AND n.notify_id > ${afterNotifyId} AND ${DIGEST_ITEMS}`;
      const items = await queryRows<DigestRow>(
        tx,
        sql`SELECT n.notify_id::int8 AS notify_id, n.kind, coalesce(a.name, '') AS sender,
                   left(coalesce(c.text, e.text, ''), ${textLength}) AS text,
                   e.uuid AS entry_uuid, n.comment_id
              FROM notifications n ${DIGEST_JOINS}
             WHERE ${where}
             ORDER BY n.notify_id DESC LIMIT ${limit}`,
      );
      const [count] = await queryRows<{ total: number; newest: number | null }>(
        tx,
        sql`SELECT count(*)::int AS total, max(n.notify_id)::int8 AS newest
              FROM notifications n ${DIGEST_JOINS} WHERE ${where}`,
      );
      return {
        items: items.map((i) => ({
          ...i,
          notify_id: Number(i.notify_id),
          comment_id: i.comment_id === null ? null : Number(i.comment_id),
        })),
        total: Number(count?.total ?? 0),
        newest: Number(count?.newest ?? afterNotifyId),
      };
    },

    /** Moves `userId`'s digest marker forward to `upTo` (never back), in `tx`. */
    async markDigested(tx: Tx, userId: number, upTo: number): Promise<void> {
      await tx.execute(
        sql`UPDATE notification_settings SET digest_up_to = greatest(digest_up_to, ${upTo})
             WHERE user_id = ${userId}`,
      );
    },

    /**
     * Switches the digest off for `userId` when `key` is its unsubscribe key.
     * @returns the account's stored locale when the key matched, undefined otherwise
     */
    async unsubscribe(userId: number, key: string): Promise<{ locale: string | null } | undefined> {
      const [row] = await queryRows<{ locale: string | null }>(
        db,
        sql`UPDATE notification_settings s SET digest = false
              FROM users u
             WHERE s.user_id = ${userId} AND u.user_id = s.user_id AND s.digest_key = ${key}
         RETURNING u.locale`,
      );
      return row;
    },

    /**
     * Replaces a sent mail's job payload with `{ template: 'sent' }`: a mailed code is not kept
     * in the jobs table once it has left (the done job stays a day).
     */
    async redactJob(jobId: number): Promise<void> {
      await db.execute(
        sql`UPDATE jobs SET payload = '{"template":"sent"}'::jsonb WHERE job_id = ${jobId}`,
      );
    },
  };
}

/** The mail repository. */
export type MailRepository = ReturnType<typeof createMailRepository>;

/**
 * SQL of live events (modules/events): whose timeline a new entry enters, asked only about the
 * people who have an events stream open in this process (DESIGN.md §5 "live events").
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { liveFeed } from '../custom-feeds/custom-feeds.repository.ts';
import { visibleEntry } from '../entries/entries.repository.ts';

/** Creates the repository over `db`. */
export function createEventsRepository(db: Db) {
  return {
    /**
     * Of `candidates` (user ids), those whose timeline carries the entry `entryUuid`, as
     * `GET feed/timeline` composes it (feeds.repository.ts): its author, the author's
     * subscribers, and the followers of a live custom feed with one of its tags. None when the
     * entry is not (or no longer) shown in feeds. One query: per candidate a primary-key probe
     * of `subscriptions` and of `feed_subscriptions` joined to the entry's few tags.
     * @param candidates at most a few thousand ids (the streams open in one process)
     */
    async timelineRecipients(entryUuid: string, candidates: number[]): Promise<number[]> {
      if (candidates.length === 0) return [];
      const rows = await queryRows<{ user_id: number }>(
        db,
        sql`
          SELECT c.user_id
          FROM entries e
          JOIN users u ON u.user_id = e.user_id
          CROSS JOIN unnest(${sql.param(candidates)}::int[]) AS c(user_id)
          WHERE e.uuid = ${entryUuid}::uuid AND ${visibleEntry('e', 'u', 'feeds')}
            AND (c.user_id = e.user_id
              OR EXISTS (SELECT 1 FROM subscriptions s
                         WHERE s.subscriber_id = c.user_id AND s.user_id = e.user_id)
              OR EXISTS (SELECT 1 FROM feed_subscriptions fs
                         JOIN feeds f ON f.feed_id = fs.feed_id
                         JOIN users fu ON fu.user_id = f.user_id
                         JOIN feed_tags ft ON ft.feed_id = f.feed_id
                         JOIN entry_tags et ON et.tag_id = ft.tag_id AND et.entry_id = e.entry_id
                         WHERE fs.user_id = c.user_id AND ${liveFeed('f', 'fu')}))`,
      );
      return rows.map((r) => Number(r.user_id));
    },
  };
}

/** The events repository. */
export type EventsRepository = ReturnType<typeof createEventsRepository>;

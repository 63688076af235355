/**
 * SQL of the `@` and `#` suggestions (docs/decisions/entry-media-and-suggestions.md "@ and # suggestions"): usernames and tag
 * slugs that start with a prefix. Both walk a `text_pattern_ops` index
 * (`users_username_prefix_idx` on `lower(username)`, `tags_slug_prefix_idx` on `slug`), so a
 * `LIKE 'prefix%'` is an index range in any database collation; the few rows of the range are
 * then ordered and cut to the limit. No HTTP and no product rules here.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { activeAuthor } from '../entries/entries.repository.ts';
import type { TagRow } from '../tags/tags.repository.ts';
import type { UserShortRow } from '../users/users.rows.ts';

/** `prefix` as a `LIKE` pattern matching what starts with it (`\`, `%`, `_` escaped). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Creates the repository over `db`. */
export function createSuggestRepository(db: Db) {
  return {
    /**
     * Active users other than `viewerId` whose lower-cased username starts with `prefix`
     * (already lower-cased): the exact match first, then the people the viewer subscribes to,
     * then the most followed, then alphabetically; at most `limit`.
     */
    async users(prefix: string, viewerId: number, limit: number): Promise<UserShortRow[]> {
      return queryRows<UserShortRow>(
        db,
        sql`
          SELECT u.user_id, u.username, u.name, u.avatar_hash, u.is_verified,
                 (ms.subscriber_id IS NOT NULL) AS me_subscribed
          FROM users u
          LEFT JOIN subscriptions ms
                 ON ms.subscriber_id = ${viewerId}::int AND ms.user_id = u.user_id
          WHERE lower(u.username) LIKE ${likePrefix(prefix)}
            AND ${activeAuthor('u')}
            AND u.user_id <> ${viewerId}::int
          ORDER BY lower(u.username) = ${prefix} DESC, ms.subscriber_id IS NOT NULL DESC,
                   u.subscribers_count DESC, lower(u.username)
          LIMIT ${limit}`,
      );
    },

    /**
     * Tags whose slug starts with `slugPrefix` (a slug: NFC, lower case): the exact match first,
     * then the shortest, then alphabetically; at most `limit`.
     */
    async tags(slugPrefix: string, limit: number): Promise<TagRow[]> {
      return queryRows<TagRow>(
        db,
        sql`
          SELECT tag_id, slug, label, date_added, is_official, is_nsfw
          FROM tags
          WHERE slug LIKE ${likePrefix(slugPrefix)}
          ORDER BY slug = ${slugPrefix} DESC, length(slug), slug
          LIMIT ${limit}`,
      );
    },
  };
}

/** The suggestions repository. */
export type SuggestRepository = ReturnType<typeof createSuggestRepository>;

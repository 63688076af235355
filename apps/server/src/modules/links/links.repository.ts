/**
 * SQL of link cards (schema/links.ts): is a URL's card fresh, store a fetched card, and remove
 * the cards no live entry or comment links to. No HTTP and no rules here.
 *
 * `link_cards.icon` holds the card's icon as Potok serves it, `/media/{uuid}` (a file of the
 * media store; docs/decisions/link-card-media.md), or null. A card stored before icons were
 * kept by Potok may still hold a third-party address there: such a card counts as stale, and
 * reads never show that address (entries.mapper.ts `toLink`).
 */

import { MEDIA_PREFIX } from '@potok/common';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

/** A fetched card as stored; either field null when the page gave nothing usable. */
export interface LinkCardRow {
  title: string | null;
  /** `/media/{uuid}` of the kept icon, or null. */
  icon: string | null;
}

/**
 * SQL condition: the `link_cards` row `lc` is the card of the URL expression `url` (the key
 * `md5(url)::uuid`, then the URL itself). For a join: `LEFT JOIN link_cards lc ON
 * ${linkCardOf('lc', sql`e.link`)}`.
 */
export function linkCardOf(lc: string, url: SQL): SQL {
  const card = sql.identifier(lc);
  return sql`${card}.url_md5 = md5(${url})::uuid AND ${card}.url = ${url}`;
}

/** `LIKE` pattern of an icon Potok serves itself. */
const OWN_ICON = `${MEDIA_PREFIX}/%`;

/** Creates the repository over `db`. */
export function createLinksRepository(db: Db) {
  return {
    /**
     * True when `url` has a card fetched less than `maxAgeSeconds` ago whose icon, if any, is
     * one Potok serves. Reads through `tx` when given (the write's transaction), else `db`.
     */
    async isFresh(url: string, maxAgeSeconds: number, tx?: Tx): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx ?? db,
        sql`SELECT 1 AS one FROM link_cards lc
            WHERE ${linkCardOf('lc', sql`${url}::text`)}
              AND lc.fetched_at > now() - make_interval(secs => ${maxAgeSeconds})
              AND (lc.icon IS NULL OR lc.icon LIKE ${OWN_ICON})`,
      );
      return rows.length > 0;
    },

    /**
     * Stores the card of `url` (replacing an older one), fetched now.
     * @returns the icon the replaced card held (its file is the caller's to remove), or null
     */
    async save(url: string, card: LinkCardRow): Promise<string | null> {
      const rows = await queryRows<{ previous: string | null }>(
        db,
        sql`WITH old AS (
              SELECT icon FROM link_cards WHERE url_md5 = md5(${url}::text)::uuid
            )
            INSERT INTO link_cards (url_md5, url, title, icon, fetched_at)
            VALUES (md5(${url}::text)::uuid, ${url}, ${card.title}, ${card.icon}, now())
            ON CONFLICT (url_md5) DO UPDATE
              SET url = excluded.url, title = excluded.title, icon = excluded.icon,
                  fetched_at = excluded.fetched_at
            RETURNING (SELECT icon FROM old) AS previous`,
      );
      return rows[0]?.previous ?? null;
    },

    /**
     * Removes at most `limit` cards fetched before `before` that no live entry or comment links
     * to (a card is shared by URL; deleted entries and comments do not count). The condition on
     * `fetched_at` is checked again on the row deleted, so a card fetched anew meanwhile stays.
     * @returns the icons of the removed cards (their files are the caller's to remove)
     */
    async removeUnlinked(before: Date, limit: number): Promise<(string | null)[]> {
      const rows = await queryRows<{ icon: string | null }>(
        db,
        sql`DELETE FROM link_cards lc
            WHERE lc.fetched_at < ${before.toISOString()}::timestamptz
              AND lc.url_md5 IN (
                SELECT c.url_md5 FROM link_cards c
                WHERE c.fetched_at < ${before.toISOString()}::timestamptz
                  AND NOT EXISTS (
                    SELECT 1 FROM entries e WHERE e.link = c.url AND e.deleted_at IS NULL)
                  AND NOT EXISTS (
                    SELECT 1 FROM comments m WHERE m.link = c.url AND m.deleted_at IS NULL)
                LIMIT ${limit})
            RETURNING lc.icon`,
      );
      return rows.map((row) => row.icon);
    },

    /** Runs `work` in one transaction. */
    async withTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

/** The link-cards repository. */
export type LinksRepository = ReturnType<typeof createLinksRepository>;

/**
 * SQL of link cards (schema/links.ts): is a URL's card fresh, and store a fetched card.
 * No HTTP and no rules here.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

/** A fetched card as stored; either field null when the page gave nothing usable. */
export interface LinkCardRow {
  title: string | null;
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

/** Creates the repository over `db`. */
export function createLinksRepository(db: Db) {
  return {
    /**
     * True when `url` has a card fetched less than `maxAgeSeconds` ago. Reads through `tx`
     * when given (the write's transaction), else `db`.
     */
    async isFresh(url: string, maxAgeSeconds: number, tx?: Tx): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx ?? db,
        sql`SELECT 1 AS one FROM link_cards lc
            WHERE ${linkCardOf('lc', sql`${url}::text`)}
              AND lc.fetched_at > now() - make_interval(secs => ${maxAgeSeconds})`,
      );
      return rows.length > 0;
    },

    /** Stores the card of `url` (replacing an older one), fetched now. */
    async save(url: string, card: LinkCardRow): Promise<void> {
      await db.execute(
        sql`INSERT INTO link_cards (url_md5, url, title, icon, fetched_at)
            VALUES (md5(${url}::text)::uuid, ${url}, ${card.title}, ${card.icon}, now())
            ON CONFLICT (url_md5) DO UPDATE
              SET url = excluded.url, title = excluded.title, icon = excluded.icon,
                  fetched_at = excluded.fetched_at`,
      );
    },
  };
}

/** The link-cards repository. */
export type LinksRepository = ReturnType<typeof createLinksRepository>;

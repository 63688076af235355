/**
 * SQL of tag pages (DESIGN.md §5 "tags", §8 "Hot paths"): find a tag by slug, which entries make
 * a page of it and how many there are. Hydrating the page is the entries area's job (one query,
 * `EntriesService.hydrate`).
 *
 * A tag page shows what the abyss shows, restricted to the tag (`visibleEntry(…, 'feeds')` of
 * the entries repository): live entries not hidden from the feed, of authors whose account is
 * `active`,
 * strictly newest first by `entry_id`.
 *
 * `total_items` is never a `count(*)` over the tag's entries: it sums the maintained counter
 * `tag_author_stats.feed_entries_count` (per tag and author: live, not-hidden entries; moved in
 * the entry's own write and delete transactions) over the tag's active authors — one row per
 * author who used the tag, never more than the abyss's one row per author. Exact.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Paging } from '../../lib/paging.ts';
import { activeAuthor, shownToViewer, visibleEntry } from '../entries/entries.repository.ts';

/** One tag as `findBySlug` selects it. */
export interface TagRow {
  tag_id: number | string;
  slug: string;
  label: string;
  date_added: Date | string;
  is_official: boolean;
  is_nsfw: boolean;
}

type IdRow = { entry_id: number | string };
type TotalRow = { total: number | string | null };

/** Creates the repository over `db`. */
export function createTagsRepository(db: Db) {
  return {
    /** The tag whose slug is exactly `slug` (the caller lower-cases it), or null. */
    async findBySlug(slug: string): Promise<TagRow | null> {
      const [row] = await queryRows<TagRow>(
        db,
        sql`
          SELECT tag_id, slug, label, date_added, is_official, is_nsfw
          FROM tags
          WHERE slug = ${slug}`,
      );
      return row ?? null;
    },

    /**
     * A page of the tag `tagId`: its live, not-hidden entries of active authors, newest first
     * (`entry_id DESC`), `offset`/`limit` over that order. Walks the index
     * `entry_tags_tag_entry_idx (tag_id, entry_id DESC)` and probes each entry and its author by
     * primary key, stopping after `offset + limit` visible rows.
     * @returns the page's entry ids in order
     */
    async pageIds(
      tagId: number,
      { offset, limit }: Paging,
      viewerId: number | null = null,
    ): Promise<number[]> {
      const rows = await queryRows<IdRow>(
        db,
        sql`
          SELECT et.entry_id
          FROM entry_tags et
          JOIN entries e ON e.entry_id = et.entry_id
          JOIN users u ON u.user_id = e.user_id
          WHERE et.tag_id = ${tagId}::int AND ${visibleEntry('e', 'u', 'feeds')}
            ${shownToViewer('e', viewerId)}
          ORDER BY et.entry_id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => Number(r.entry_id));
    },

    /**
     * How many entries the tag page holds: `tag_author_stats.feed_entries_count` of the tag
     * summed over its active authors (see the module comment). A range of the primary key
     * `(tag_id, user_id)`, each author probed by primary key.
     */
    async total(tagId: number): Promise<number> {
      const [row] = await queryRows<TotalRow>(
        db,
        sql`
          SELECT sum(st.feed_entries_count) AS total
          FROM tag_author_stats st
          JOIN users u ON u.user_id = st.user_id AND ${activeAuthor('u')}
          WHERE st.tag_id = ${tagId}::int`,
      );
      return Number(row?.total ?? 0);
    },
  };
}

/** The tags repository. */
export type TagsRepository = ReturnType<typeof createTagsRepository>;

/**
 * SQL of tag pages (DESIGN.md §5 "tags", §8 "Hot paths"): find a tag by slug, which entries make
 * a page of it and how many there are, as SQL: the entries area hydrates the page in the same
 * statement (`EntriesService.page`, DESIGN.md §8 "one round trip per page").
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
import { limitOffset, type Paging } from '../../lib/paging.ts';
import {
  activeAuthor,
  type PageSql,
  shownToViewer,
  visibleEntry,
} from '../entries/entries.repository.ts';

/** One tag as `findBySlug` selects it. */
export interface TagRow {
  tag_id: number | string;
  slug: string;
  label: string;
  date_added: Date | string;
  is_official: boolean;
  is_nsfw: boolean;
}

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
     * A page of the tag `slug` (exactly, the caller lower-cases it) as SQL for
     * `EntriesService.page` (one statement). Head `hd`: `tag_id` and `total_items` — no row when
     * there is no such tag. `total_items` is `tag_author_stats.feed_entries_count` of the tag
     * summed over its active authors (see the module comment), a range of the primary key
     * `(tag_id, user_id)`; authors who are not active are left out by `NOT EXISTS` over the
     * partial index `users_not_active_idx` (as the timeline's total: a probe of a small index,
     * not each author's `users` row). The page: the tag's live,
     * not-hidden entries of active authors, newest first (`entry_id DESC`), `offset`/`limit`
     * over that order; walks the index `entry_tags_tag_entry_idx (tag_id, entry_id DESC)` and
     * probes each entry and its author by primary key, stopping after `offset + limit` visible
     * rows.
     */
    entriesPage(slug: string, { offset, limit }: Paging): PageSql<{ slug: string }> {
      return {
        key: `tag:${offset}:${limit}`,
        values: { slug },
        build: (values, viewerId) => ({
          head: sql`
          SELECT t.tag_id,
                 coalesce((SELECT sum(st.feed_entries_count)
                           FROM tag_author_stats st
                           WHERE st.tag_id = t.tag_id
                             AND NOT EXISTS (SELECT 1 FROM users u
                                             WHERE u.user_id = st.user_id
                                               AND NOT ${activeAuthor('u')})), 0) AS total_items
          FROM tags t
          WHERE t.slug = ${values.slug}`,
          page: sql`
          SELECT entry_id, row_number() OVER (ORDER BY entry_id DESC) AS ord
          FROM (
            SELECT et.entry_id
            FROM entry_tags et
            JOIN entries e ON e.entry_id = et.entry_id
            JOIN users u ON u.user_id = e.user_id
            WHERE et.tag_id = hd.tag_id AND ${visibleEntry('e', 'u', 'feeds')}
              ${shownToViewer('e', viewerId)}
            ORDER BY et.entry_id DESC
            ${limitOffset({ offset, limit })}
          ) AS tagged`,
        }),
      };
    },
  };
}

/** The tags repository. */
export type TagsRepository = ReturnType<typeof createTagsRepository>;

/**
 * Rules of tag pages (spec §2 "/t/{slug}", §7 `GET tag/{slug}`, `GET tag/{slug}/entries`):
 * a tag is found by its slug ignoring case; its entries are a `Page<Entry>` strictly newest
 * first, `limit` defaulting to FEED_PAGE_SIZE (7), read with its tag and total in one statement.
 */
import { type Entry, FEED_PAGE_SIZE, type Page, type Tag, tagSlug } from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import { type PageParams, paging } from '../../lib/paging.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import { toTag } from './tags.mapper.ts';
import type { TagRow, TagsRepository } from './tags.repository.ts';

/** Creates the tags service; it reaches entries through their service. */
export function createTagsService(deps: {
  repository: TagsRepository;
  entries: EntriesService;
  reports: ReportsService;
}) {
  const { repository, entries, reports } = deps;

  /**
   * The key a tag is found by: `slug` as the tokenizer makes slugs (NFC, lower case).
   * @throws AppError `tag_slug_required` (400) for an empty slug
   */
  function slugKey(slug: string): string {
    const key = tagSlug(slug.trim());
    if (key === '') throw new AppError('tag_slug_required', 'The tag slug must be given.');
    return key;
  }

  /**
   * The tag `slug`, compared as the tokenizer makes slugs (NFC, lower case): `ПОТОК` finds
   * `поток`. A leading `#` is not part of a slug (`/t/%23поток` is not found).
   * @throws AppError `tag_slug_required` (400) for an empty slug, `tag_not_found` (404)
   */
  async function find(slug: string): Promise<TagRow> {
    const row = await repository.findBySlug(slugKey(slug));
    if (!row) throw new AppError('tag_not_found', 'No such tag.');
    return row;
  }

  return {
    /** `GET tag/{slug}`: the tag. @throws as `find` */
    async get(slug: string): Promise<Tag> {
      return toTag(await find(slug));
    },

    /**
     * `GET tag/{slug}/entries`: the tag's public entries for `viewerId` (null for a guest),
     * newest first; the tag, the page, its total and the entries in one statement.
     * @throws as `find`
     */
    async entries(slug: string, query: PageParams, viewerId: number | null): Promise<Page<Entry>> {
      const found = await entries.page<{ total_items: number | string }>(
        repository.entriesPage(slugKey(slug), paging(query, FEED_PAGE_SIZE)),
        viewerId,
      );
      if (!found.head) throw new AppError('tag_not_found', 'No such tag.');
      return { items: found.items, total_items: Number(found.head.total_items) };
    },

    /**
     * `POST tag/{slug}/report` (spec §8 `tag_reported`; §7 lists no call, docs/decisions/profile-actions.md):
     * files the viewer's report of the tag; a repeat while the first is open adds nothing.
     * @throws AppError `report_reason_not_valid` (400), and as `find`
     */
    async report(slug: string, reason: unknown, viewerId: number): Promise<void> {
      reports.checkReason(reason);
      const tagId = Number((await find(slug)).tag_id);
      await reports.file({ objectType: 'tag', objectId: tagId }, reason, viewerId);
    },
  };
}

/** The tags service. */
export type TagsService = ReturnType<typeof createTagsService>;

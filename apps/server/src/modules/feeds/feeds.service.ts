/**
 * The feed tabs (DESIGN.md §5 "timeline tabs"; spec §7 `GET feed/{tab}`): timeline, abyss and
 * followed feeds, each a `Page<Entry>` strictly newest first, `limit` defaulting to
 * FEED_PAGE_SIZE (7). A page — ids, `total_items` and the hydrated entries — is one statement
 * (`EntriesService.page`, DESIGN.md §8).
 */
import { type Entry, FEED_PAGE_SIZE, type Page } from '@potok/common';
import { paging } from '../../lib/paging.ts';
import type { PageSql } from '../entries/entries.repository.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { FeedsRepository } from './feeds.repository.ts';

/** Offset paging as the routes pass it. */
export interface FeedQuery {
  offset?: number | undefined;
  limit?: number | undefined;
}

/** The head of a feed page: its total (a count, or a numeric sum as JSON). */
type TotalHead = { total_items: number | string | null };

/** Creates the feeds service. */
export function createFeedsService(deps: {
  repository: FeedsRepository;
  entries: EntriesService;
  /**
   * Called after a timeline page read by a viewer without a usable materialized list (the
   * page was answered by the fan-in): asks for the list to be built (modules/timeline).
   */
  onTimelineUnbuilt?: (viewerId: number) => Promise<void>;
}) {
  const { repository, entries, onTimelineUnbuilt } = deps;

  /** One statement: the page relation, the total and the hydration (`EntriesService.page`). */
  async function feedPage(parts: PageSql, viewerId: number | null): Promise<Page<Entry>> {
    const found = await entries.page<TotalHead>(parts, viewerId);
    return { items: found.items, total_items: Number(found.head?.total_items ?? 0) };
  }

  return {
    /**
     * `GET feed/timeline`: my subscriptions' entries, mine, and those of the custom feeds I
     * follow, each once (the route requires a user).
     */
    async timeline(query: FeedQuery, viewerId: number): Promise<Page<Entry>> {
      const found = await entries.page<TotalHead & { timeline_unbuilt: boolean }>(
        repository.timelinePage(paging(query, FEED_PAGE_SIZE)),
        viewerId,
      );
      if (found.head?.timeline_unbuilt) await onTimelineUnbuilt?.(viewerId);
      return { items: found.items, total_items: Number(found.head?.total_items ?? 0) };
    },

    /** `GET feed/abyss`: every public entry, for anyone. */
    async abyss(query: FeedQuery, viewerId: number | null): Promise<Page<Entry>> {
      return feedPage(repository.abyssPage(paging(query, FEED_PAGE_SIZE)), viewerId);
    },

    /**
     * `GET feed/feeds`: entries of the custom feeds I follow — the public entries carrying any
     * of their tags, each once, newest first.
     */
    async followedFeeds(query: FeedQuery, viewerId: number): Promise<Page<Entry>> {
      return feedPage(repository.followedFeedsPage(paging(query, FEED_PAGE_SIZE)), viewerId);
    },
  };
}

/** The feeds service. */
export type FeedsService = ReturnType<typeof createFeedsService>;

/**
 * The feed tabs (DESIGN.md §5 "timeline tabs"; spec §7 `GET feed/{tab}`): timeline, abyss and
 * followed feeds, each a `Page<Entry>` strictly newest first, `limit` defaulting to
 * FEED_PAGE_SIZE (7). Entries are hydrated by the entries service in one query per page.
 */
import { type Entry, FEED_PAGE_SIZE, type Page } from '@potok/common';
import { paging } from '../../lib/paging.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { FeedsRepository } from './feeds.repository.ts';

/** Offset paging as the routes pass it. */
export interface FeedQuery {
  offset?: number | undefined;
  limit?: number | undefined;
}

/** Creates the feeds service. */
export function createFeedsService(deps: { repository: FeedsRepository; entries: EntriesService }) {
  const { repository, entries } = deps;

  return {
    /**
     * `GET feed/timeline`: my subscriptions' entries, mine, and those of the custom feeds I
     * follow, each once (the route requires a user).
     */
    async timeline(query: FeedQuery, viewerId: number): Promise<Page<Entry>> {
      const page = paging(query, FEED_PAGE_SIZE);
      const [ids, total] = await Promise.all([
        repository.timelinePageIds(page, viewerId),
        repository.timelineTotal(viewerId),
      ]);
      return { items: await entries.hydrate(ids, viewerId), total_items: total };
    },

    /** `GET feed/abyss`: every public entry, for anyone. */
    async abyss(query: FeedQuery, viewerId: number | null): Promise<Page<Entry>> {
      const page = paging(query, FEED_PAGE_SIZE);
      const [ids, total] = await Promise.all([
        repository.abyssPageIds(page, viewerId),
        repository.abyssTotal(),
      ]);
      return { items: await entries.hydrate(ids, viewerId), total_items: total };
    },

    /**
     * `GET feed/feeds`: entries of the custom feeds I follow — the public entries carrying any
     * of their tags, each once, newest first.
     */
    async followedFeeds(query: FeedQuery, viewerId: number): Promise<Page<Entry>> {
      const page = paging(query, FEED_PAGE_SIZE);
      const [ids, total] = await Promise.all([
        repository.followedFeedsPageIds(page, viewerId),
        repository.followedFeedsTotal(viewerId),
      ]);
      return { items: await entries.hydrate(ids, viewerId), total_items: total };
    },
  };
}

/** The feeds service. */
export type FeedsService = ReturnType<typeof createFeedsService>;

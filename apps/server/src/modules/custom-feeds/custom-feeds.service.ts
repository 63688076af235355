/**
 * Rules of custom feeds (DESIGN.md §5 "feeds (custom)"; spec §3 "Feed", §4 "Subscribe/
 * unsubscribe", §7 "Users and feeds"):
 * - anyone signed in makes a feed (`feed_added`): title, one emoji, 1–20 tags
 *   (packages/common `checkFeedFields` says the statuses); its author follows it at once;
 * - beyond spec §7 (docs/decisions/custom-feeds.md "Editing and deleting a custom feed"), its author edits
 *   it (`feed_edited`) and deletes it (`feed_deleted`: it leaves every subscriber's list);
 *   anyone else gets 403 `not_owned`;
 * - anyone reads a readable feed (not deleted, active author), its tags and its entries (the
 *   public entries carrying any of its tags, newest first, FEED_PAGE_SIZE a page);
 * - following is idempotent (`subscribed` / `unsubscribed`, with the counter); reporting files
 *   one open report per person (`feed_reported`; one's own feed: `report_own_content`).
 * A blank uuid is `feed_uuid_required` (400); a malformed, unknown or unreadable one
 * `feed_not_found` (404). Throws `AppError` with the catalogue's statuses.
 */
import {
  checkFeedFields,
  type Entry,
  FEED_PAGE_SIZE,
  FEEDS_PAGE_SIZE,
  FEEDS_QUERY_MAX,
  type Feed,
  type FeedBody,
  type FeedSubscriptionPayload,
  type Page,
  type Tag,
} from '@potok/common';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/errors.ts';
import { type PageParams, paging } from '../../lib/paging.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import { isUuid } from '../entries/entries.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import { toTag } from '../tags/tags.mapper.ts';
import { toFeed } from './custom-feeds.mapper.ts';
import type { CustomFeedsRepository, FeedRef, FeedWrite } from './custom-feeds.repository.ts';

/** Creates the custom feeds service; it reaches entries and reports through their services. */
export function createCustomFeedsService(deps: {
  repository: CustomFeedsRepository;
  entries: EntriesService;
  reports: ReportsService;
}) {
  const { repository, entries, reports } = deps;

  /**
   * The readable feed `uuid`.
   * @throws AppError `feed_uuid_required` (400) for a blank uuid, `feed_not_found` (404) for a
   *   malformed, unknown, deleted one or one whose author is not active
   */
  async function find(uuid: string): Promise<FeedRef> {
    const key = uuid.trim();
    if (key === '') throw new AppError('feed_uuid_required', 'The feed uuid must be given.');
    const ref = isUuid(key) ? await repository.findRef(key.toLowerCase()) : null;
    if (!ref) throw new AppError('feed_not_found', 'No such feed.');
    return ref;
  }

  /** The feed `uuid` of `viewerId`. @throws as `find`, and `not_owned` (403) */
  async function findOwn(uuid: string, viewerId: number): Promise<FeedRef> {
    const ref = await find(uuid);
    if (ref.userId !== viewerId) throw new AppError('not_owned', 'This feed is not yours.');
    return ref;
  }

  /** Checks a body. @throws AppError the first `feed_*` status it breaks (400) */
  function fields(body: FeedBody): FeedWrite {
    const result = checkFeedFields(body);
    if (!result.ok) throw new AppError(result.status, 'The feed is not valid.');
    return result.fields;
  }

  /** One readable feed as `viewerId` sees it. */
  async function one(feedId: number, viewerId: number | null): Promise<Feed> {
    const [row] = await repository.hydrate([feedId], viewerId);
    if (!row) throw new AppError('feed_not_found', 'No such feed.');
    return toFeed(row, viewerId);
  }

  async function byIds(ids: readonly number[], viewerId: number | null): Promise<Feed[]> {
    return (await repository.hydrate(ids, viewerId)).map((row) => toFeed(row, viewerId));
  }

  return {
    /**
     * `POST feeds`: makes a feed of `viewerId`, who follows it at once.
     * @returns the new feed
     * @throws AppError a `feed_*` validation status (400), nothing written
     */
    async create(body: FeedBody, viewerId: number): Promise<Feed> {
      const feedId = await repository.create(viewerId, uuidv7(), fields(body));
      return one(feedId, viewerId);
    },

    /**
     * `POST feed/{uuid}`: its author replaces title, emoji and tags.
     * @returns the feed after the edit
     * @throws as `find`, `not_owned` (403), a `feed_*` validation status (400)
     */
    async edit(uuid: string, body: FeedBody, viewerId: number): Promise<Feed> {
      const ref = await findOwn(uuid, viewerId);
      await repository.update(ref.feedId, fields(body));
      return one(ref.feedId, viewerId);
    },

    /** `DELETE feed/{uuid}`: its author deletes it. @throws as `find`, `not_owned` (403) */
    async remove(uuid: string, viewerId: number): Promise<void> {
      const ref = await findOwn(uuid, viewerId);
      await repository.softDelete(ref.feedId);
    },

    /** `GET feed/{uuid}`. @throws as `find` */
    async get(uuid: string, viewerId: number | null): Promise<Feed> {
      return one((await find(uuid)).feedId, viewerId);
    },

    /** `GET feed/{uuid}/tags`: the feed's tags in slug order. @throws as `find` */
    async tags(uuid: string): Promise<Page<Tag>> {
      const rows = await repository.tags((await find(uuid)).feedId);
      return { items: rows.map(toTag), total_items: rows.length };
    },

    /**
     * `GET feed/{uuid}/entries`: the public entries carrying any of the feed's tags, newest
     * first, each once; `limit` defaults to FEED_PAGE_SIZE (7). `total_items`: see
     * `CustomFeedsRepository.entriesTotal`. @throws as `find`
     */
    async entries(uuid: string, query: PageParams, viewerId: number | null): Promise<Page<Entry>> {
      const { feedId } = await find(uuid);
      const page = paging(query, FEED_PAGE_SIZE);
      const [ids, total] = await Promise.all([
        repository.entryIds(feedId, page, viewerId),
        repository.entriesTotal(feedId),
      ]);
      return { items: await entries.hydrate(ids, viewerId), total_items: total };
    },

    /**
     * `GET feeds?q=&offset=`: the catalogue, newest first, FEEDS_PAGE_SIZE a page; `q` (trimmed,
     * cut to FEEDS_QUERY_MAX characters, blank = all) matches titles and tag prefixes.
     */
    async catalogue(
      query: PageParams & { q?: string | undefined },
      viewerId: number | null,
    ): Promise<Page<Feed>> {
      const q = Array.from((query.q ?? '').replace(/\0/g, '').trim())
        .slice(0, FEEDS_QUERY_MAX)
        .join('');
      const { ids, total } = await repository.cataloguePage(
        q === '' ? null : q,
        paging(query, FEEDS_PAGE_SIZE),
      );
      return { items: await byIds(ids, viewerId), total_items: total };
    },

    /** `GET my/feeds`: the feeds `viewerId` follows or made, most recent first. */
    async mine(query: PageParams, viewerId: number): Promise<Page<Feed>> {
      const { ids, total } = await repository.minePage(viewerId, paging(query, FEEDS_PAGE_SIZE));
      return { items: await byIds(ids, viewerId), total_items: total };
    },

    /**
     * `POST feed/{uuid}/subscribe` (`follow` true) and `/unsubscribe`: idempotent.
     * @returns the flag and the subscriber counter after it
     * @throws as `find` (a missing or deleted feed: nothing written)
     */
    async follow(
      uuid: string,
      follow: boolean,
      viewerId: number,
    ): Promise<FeedSubscriptionPayload> {
      const { feedId } = await find(uuid);
      const subscribers = follow
        ? await repository.subscribe(viewerId, feedId)
        : await repository.unsubscribe(viewerId, feedId);
      return { me_subscribed: follow, subscribers };
    },

    /**
     * `POST feed/{uuid}/report`: files `viewerId`'s report; a repeat while open adds nothing.
     * @throws AppError `report_reason_not_valid` (400), `report_own_content` (400) for one's
     *   own feed, and as `find`
     */
    async report(uuid: string, reason: unknown, viewerId: number): Promise<void> {
      reports.checkReason(reason);
      const ref = await find(uuid);
      if (ref.userId === viewerId) {
        throw new AppError('report_own_content', 'You cannot report your own feed.');
      }
      await reports.file({ objectType: 'feed', objectId: ref.feedId }, reason, viewerId);
    },

    /** True when `feedId` names a readable feed (bookmarks check before adding one). */
    async isReadable(feedId: number): Promise<boolean> {
      return repository.isReadable(feedId);
    },

    /** Readable feeds `ids` as `viewerId` sees them, in the order of `ids` (bookmark lists). */
    byIds,
  };
}

/** The custom feeds service. */
export type CustomFeedsService = ReturnType<typeof createCustomFeedsService>;

/**
 * HTTP of custom feeds (spec §7 "Users and feeds", §3 "Feed"; DESIGN.md §5 "feeds (custom)"):
 * - `POST feeds` `{ title, emoji, tags }` → `{ status: 'feed_added', payload: Feed }`; 400 a
 *   `feed_*` validation status; idempotent with an `Idempotency-Key` header;
 * - `GET feeds?q=&offset=` → `Page<Feed>`: the catalogue, newest first (`q` on titles and tags);
 * - `GET feed/{uuid}` → `Feed`; `GET feed/{uuid}/tags` → `Page<Tag>`;
 *   `GET feed/{uuid}/entries?offset=&limit=` → `Page<Entry>` (7 a page, newest first);
 * - `POST feed/{uuid}` (edit, `FeedBody`) → `feed_edited` + `Feed`; `DELETE feed/{uuid}` →
 *   `feed_deleted`; 403 `not_owned` for anyone but the author (beyond spec §7,
 *   docs/decisions/custom-feeds.md);
 * - `POST feed/{uuid}/subscribe`, `/unsubscribe` → `subscribed` / `unsubscribed` +
 *   `FeedSubscriptionPayload`; `POST feed/{uuid}/report` `{ reason }` → `feed_reported`;
 * - `GET my/feeds?offset=` → `Page<Feed>`: the feeds I follow or made.
 * Reads are public but `my/feeds`; every write and `my/*` needs a session (401). A blank uuid →
 * 400 `feed_uuid_required`; malformed, unknown or deleted → 404 `feed_not_found`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Entry,
  ErrorBody,
  Feed,
  FeedBody,
  FeedSubscriptionPayload,
  FeedsQuery,
  Page,
  PageQuery,
  ReportBody,
  Tag,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import Type from 'typebox';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { IdempotencyKeyHeaders, idempotent } from '../../lib/idempotency.ts';
import type { CustomFeedsService } from './custom-feeds.service.ts';

/** Path parameter of `feed/{uuid}`: any string, so a malformed uuid answers 404, not 400. */
const FeedParams = Type.Object({ uuid: Type.String() });

/** Answers of a write to one feed besides 200. */
const WRITE_ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
} as const;

/** What the custom feeds routes are given by buildApp (services.ts). */
export interface CustomFeedsRoutesOptions {
  customFeeds: CustomFeedsService;
}

/** Route plugin; register under `/v1` with its service. */
export const customFeedsRoutes: FastifyPluginAsyncTypebox<CustomFeedsRoutesOptions> = async (
  app,
  options,
) => {
  const { customFeeds } = options;
  const viewerIdOf = (request: { viewer: { user_id: number } | null }) =>
    request.viewer?.user_id ?? null;

  app.post(
    '/feeds',
    {
      onRequest: requireUser,
      schema: {
        tags: ['custom feeds'],
        operationId: 'createFeed',
        summary: 'Make a custom feed (its author follows it at once)',
        headers: IdempotencyKeyHeaders,
        body: FeedBody,
        response: { 200: WriteResultWith(Feed), 422: ErrorBody, ...WRITE_ERRORS },
      },
    },
    idempotent(async (request) => {
      const payload = await customFeeds.create(request.body, viewerOf(request).user_id);
      return { status: 'feed_added' as const, payload };
    }),
  );

  app.get(
    '/feeds',
    {
      schema: {
        tags: ['custom feeds'],
        summary: 'The catalogue of custom feeds, newest first; q matches titles and tags',
        querystring: FeedsQuery,
        response: { 200: Page(Feed) },
      },
    },
    async (request) => customFeeds.catalogue(request.query, viewerIdOf(request)),
  );

  app.get(
    '/my/feeds',
    {
      onRequest: requireUser,
      schema: {
        tags: ['custom feeds'],
        summary: 'The custom feeds I follow or made, most recent first',
        querystring: PageQuery,
        response: { 200: Page(Feed), 401: ErrorBody },
      },
    },
    async (request) => customFeeds.mine(request.query, viewerOf(request).user_id),
  );

  app.get(
    '/feed/:uuid',
    {
      schema: {
        tags: ['custom feeds'],
        summary: 'One custom feed',
        params: FeedParams,
        response: { 200: Feed, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => customFeeds.get(request.params.uuid, viewerIdOf(request)),
  );

  app.post(
    '/feed/:uuid',
    {
      onRequest: requireUser,
      schema: {
        tags: ['custom feeds'],
        operationId: 'editFeed',
        summary: 'Change the title, emoji and tags of a feed I made',
        params: FeedParams,
        body: FeedBody,
        response: { 200: WriteResultWith(Feed), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const payload = await customFeeds.edit(
        request.params.uuid,
        request.body,
        viewerOf(request).user_id,
      );
      return { status: 'feed_edited', payload };
    },
  );

  app.delete(
    '/feed/:uuid',
    {
      onRequest: requireUser,
      schema: {
        tags: ['custom feeds'],
        operationId: 'deleteFeed',
        summary: 'Delete a feed I made (it leaves every subscriber’s list)',
        params: FeedParams,
        response: { 200: WriteResult, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await customFeeds.remove(request.params.uuid, viewerOf(request).user_id);
      return { status: 'feed_deleted' };
    },
  );

  app.get(
    '/feed/:uuid/entries',
    {
      schema: {
        tags: ['custom feeds'],
        summary: 'Public entries carrying any of the feed’s tags, newest first',
        params: FeedParams,
        querystring: PageQuery,
        response: { 200: Page(Entry), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => customFeeds.entries(request.params.uuid, request.query, viewerIdOf(request)),
  );

  app.get(
    '/feed/:uuid/tags',
    {
      schema: {
        tags: ['custom feeds'],
        summary: 'The tags of a custom feed',
        params: FeedParams,
        response: { 200: Page(Tag), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => customFeeds.tags(request.params.uuid),
  );

  for (const [action, follow] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.post(
      `/feed/:uuid/${action}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['custom feeds'],
          operationId: follow ? 'subscribeToFeed' : 'unsubscribeFromFeed',
          summary: follow ? 'Follow a custom feed (idempotent)' : 'Stop following a custom feed',
          params: FeedParams,
          response: { 200: WriteResultWith(FeedSubscriptionPayload), ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const payload = await customFeeds.follow(
          request.params.uuid,
          follow,
          viewerOf(request).user_id,
        );
        return { status: follow ? 'subscribed' : 'unsubscribed', payload };
      },
    );
  }

  app.post(
    '/feed/:uuid/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['custom feeds'],
        operationId: 'reportFeed',
        summary: 'Report a custom feed',
        params: FeedParams,
        body: ReportBody,
        response: { 200: WriteResult, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await customFeeds.report(request.params.uuid, request.body.reason, viewerOf(request).user_id);
      return { status: 'feed_reported' };
    },
  );
};

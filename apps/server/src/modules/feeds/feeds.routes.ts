/**
 * HTTP of the feed tabs (docs/contract.md `GET feed/timeline, feed/abyss, feed/feeds`):
 * `limit` (default 7, at most 50) and `offset` → `Page<Entry>`, newest first.
 * Timeline and feeds need a session (401 `unauthorized`); the abyss is public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Entry, ErrorBody, Page, PageQuery } from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { FeedsService } from './feeds.service.ts';

/** What the feeds routes are given by buildApp (services.ts). */
export interface FeedsRoutesOptions {
  feeds: FeedsService;
}

/** Route plugin; register under `/v1` with its service. */
export const feedsRoutes: FastifyPluginAsyncTypebox<FeedsRoutesOptions> = async (app, options) => {
  const { feeds } = options;
  const EntryPage = Page(Entry);

  app.get(
    '/feed/timeline',
    {
      onRequest: requireUser,
      schema: {
        tags: ['feeds'],
        summary:
          'My timeline: my subscriptions, the custom feeds I follow and my own entries, newest first',
        querystring: PageQuery,
        response: { 200: EntryPage, 401: ErrorBody },
      },
    },
    async (request) => feeds.timeline(request.query, viewerOf(request).user_id),
  );

  app.get(
    '/feed/abyss',
    {
      schema: {
        tags: ['feeds'],
        summary: 'The abyss: every public entry, newest first',
        querystring: PageQuery,
        response: { 200: EntryPage },
      },
    },
    async (request) => feeds.abyss(request.query, request.viewer?.user_id ?? null),
  );

  app.get(
    '/feed/feeds',
    {
      onRequest: requireUser,
      schema: {
        tags: ['feeds'],
        summary: 'Entries of the custom feeds I follow, newest first',
        querystring: PageQuery,
        response: { 200: EntryPage, 401: ErrorBody },
      },
    },
    async (request) => feeds.followedFeeds(request.query, viewerOf(request).user_id),
  );
};

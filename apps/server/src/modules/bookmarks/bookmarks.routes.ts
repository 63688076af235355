/**
 * HTTP of bookmarks (spec §7 "Bookmarks"); every call needs a signed-in person (401 otherwise):
 * - `POST my/bookmarks` — `{ type: add|remove, object: user|entry|comment|feed, <object>_id }`
 *   → `{ status: 'added' | 'removed', payload: BookmarkPayload }`; 400 `bad_request`, 404 the
 *   object's `*_not_found`;
 * - `GET my/bookmarks/all` → `BookmarksOverview` (the newest few of each group, with totals);
 * - `GET my/bookmarks/users`, `/entries`, `/comments`, `/feeds` — `offset`, `limit` → a page, newest
 *   bookmark first.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookmarkBody,
  BookmarkPayload,
  BookmarksOverview,
  Comment,
  Entry,
  ErrorBody,
  Feed,
  Page,
  PageQuery,
  UserShort,
  WriteResultWith,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { BookmarksService } from './bookmarks.service.ts';

/** What the bookmarks routes are given by buildApp (services.ts). */
export interface BookmarksRoutesOptions {
  bookmarks: BookmarksService;
}

/** Schema of a paged list, but for its summary and item type. */
const LIST = { tags: ['bookmarks'], querystring: PageQuery };

/** Route plugin; register under `/v1` with its service. */
export const bookmarksRoutes: FastifyPluginAsyncTypebox<BookmarksRoutesOptions> = async (
  app,
  options,
) => {
  const { bookmarks } = options;

  app.post(
    '/my/bookmarks',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        operationId: 'toggleBookmark',
        summary: 'Add or remove a bookmark of a user, an entry, a comment or a feed (idempotent)',
        body: BookmarkBody,
        response: {
          200: WriteResultWith(BookmarkPayload),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => bookmarks.toggle(request.body, viewerOf(request).user_id),
  );

  app.get(
    '/my/bookmarks/all',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'The newest few bookmarks of each group, with totals',
        response: { 200: BookmarksOverview, 401: ErrorBody },
      },
    },
    async (request) => bookmarks.overview(viewerOf(request).user_id),
  );

  app.get(
    '/my/bookmarks/users',
    {
      onRequest: requireUser,
      schema: {
        ...LIST,
        summary: 'Bookmarked users, newest bookmark first',
        response: { 200: Page(UserShort), 401: ErrorBody },
      },
    },
    async (request) => bookmarks.users(viewerOf(request).user_id, request.query),
  );

  app.get(
    '/my/bookmarks/entries',
    {
      onRequest: requireUser,
      schema: {
        ...LIST,
        summary: 'Bookmarked entries, newest bookmark first',
        response: { 200: Page(Entry), 401: ErrorBody },
      },
    },
    async (request) => bookmarks.entries(viewerOf(request).user_id, request.query),
  );

  app.get(
    '/my/bookmarks/comments',
    {
      onRequest: requireUser,
      schema: {
        ...LIST,
        summary: 'Bookmarked comments, newest bookmark first',
        response: { 200: Page(Comment), 401: ErrorBody },
      },
    },
    async (request) => bookmarks.comments(viewerOf(request).user_id, request.query),
  );

  app.get(
    '/my/bookmarks/feeds',
    {
      onRequest: requireUser,
      schema: {
        ...LIST,
        summary: 'Bookmarked custom feeds, newest bookmark first',
        response: { 200: Page(Feed), 401: ErrorBody },
      },
    },
    async (request) => bookmarks.feeds(viewerOf(request).user_id, request.query),
  );
};

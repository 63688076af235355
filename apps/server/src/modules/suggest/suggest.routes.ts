/**
 * HTTP of the `@` and `#` suggestions (beyond the spec; docs/decisions/entry-media-and-suggestions.md "@ and # suggestions"):
 * - `GET suggest/users?prefix=` → `{ items: UserShort[] }`: up to 8 active users whose username
 *   starts with `prefix` (1–24 of `A-Z a-z 0-9 _`, no `@`), ignoring case;
 * - `GET suggest/tags?prefix=` → `{ items: Tag[] }`: up to 8 tags whose slug starts with
 *   `prefix` (1–24 letters, digits or `_` of any script, no `#`), ignoring case.
 * Signed-in only (401 for a guest: only people who write need them); any other prefix → 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  SuggestTags,
  SuggestTagsQuery,
  SuggestUsers,
  SuggestUsersQuery,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { SuggestService } from './suggest.service.ts';

/** What the suggestions routes are given by buildApp (services.ts). */
export interface SuggestRoutesOptions {
  suggest: SuggestService;
}

/** Route plugin; register under `/v1` with its service. */
export const suggestRoutes: FastifyPluginAsyncTypebox<SuggestRoutesOptions> = async (
  app,
  options,
) => {
  const { suggest } = options;

  app.get(
    '/suggest/users',
    {
      onRequest: requireUser,
      schema: {
        tags: ['suggest'],
        summary: 'Users whose username starts with a prefix (the `@` suggestions)',
        querystring: SuggestUsersQuery,
        response: { 200: SuggestUsers, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => suggest.users(request.query.prefix, viewerOf(request).user_id),
  );

  app.get(
    '/suggest/tags',
    {
      onRequest: requireUser,
      schema: {
        tags: ['suggest'],
        summary: 'Tags that start with a prefix (the `#` suggestions)',
        querystring: SuggestTagsQuery,
        response: { 200: SuggestTags, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => suggest.tags(request.query.prefix),
  );
};

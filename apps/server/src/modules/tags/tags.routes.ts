/**
 * HTTP of tag pages (spec §7 "Search, tags and help"):
 * - `GET tag/{slug}` → `Tag`; 404 `tag_not_found`;
 * - `GET tag/{slug}/entries` — `limit` (default 7, at most 50), `offset` → `Page<Entry>`: the
 *   tag's public entries, newest first; 404 `tag_not_found`.
 * - `POST tag/{slug}/report` `{ reason }` → `tag_reported` (signed in; spec §8 names the status,
 *   §7 lists no call: docs/decisions/profile-actions.md).
 * The slug is matched ignoring case; Cyrillic slugs arrive percent-encoded. The reads are public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Entry, ErrorBody, Page, PageQuery, ReportBody, Tag, WriteResult } from '@potok/common';
import Type from 'typebox';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { TagsService } from './tags.service.ts';

/** Path parameter of `tag/{slug}`: any string, so an unknown slug answers 404, not 400. */
const TagParams = Type.Object({ slug: Type.String() });

/** What the tags routes are given by buildApp (services.ts). */
export interface TagsRoutesOptions {
  tags: TagsService;
}

/** Route plugin; register under `/v1` with its service. */
export const tagsRoutes: FastifyPluginAsyncTypebox<TagsRoutesOptions> = async (app, options) => {
  const { tags } = options;

  app.get(
    '/tag/:slug',
    {
      schema: {
        tags: ['tags'],
        summary: 'One tag (the slug ignoring case)',
        params: TagParams,
        response: { 200: Tag, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => tags.get(request.params.slug),
  );

  app.get(
    '/tag/:slug/entries',
    {
      schema: {
        tags: ['tags'],
        summary: "A tag's public entries, newest first",
        params: TagParams,
        querystring: PageQuery,
        response: { 200: Page(Entry), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      tags.entries(request.params.slug, request.query, request.viewer?.user_id ?? null),
  );

  app.post(
    '/tag/:slug/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['tags'],
        operationId: 'reportTag',
        summary: 'Report a tag',
        params: TagParams,
        body: ReportBody,
        response: {
          200: WriteResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await tags.report(request.params.slug, request.body.reason, viewerOf(request).user_id);
      return { status: 'tag_reported' };
    },
  );
};

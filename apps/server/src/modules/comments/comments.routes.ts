/**
 * HTTP of the comments area (docs/contract.md):
 * - `POST entry/{uuid}/comments` → `{ status: 'comment_added', payload: Comment }`; 401 guest;
 *   400 `comment_empty`, `comment_text_too_long`, `comment_parent_not_found`,
 *   `entry_comments_disabled`, `bad_request`; 403 `forbidden` (a cross-site cookie request, as
 *   on every write); 404 `entry_not_found`.
 * - `GET entry/{uuid}/comments?last_id=` → `Page<Comment>` (root comments with id > last_id,
 *   oldest first, 20 a page, subtrees nested in `replies`); 404 `entry_not_found`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Comment,
  CommentCreateBody,
  CommentsQuery,
  ErrorBody,
  Page,
  WriteResultWith,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { createEntriesRepository } from '../entries/entries.repository.ts';
import { EntryParams } from '../entries/entries.routes.ts';
import { createEntriesService } from '../entries/entries.service.ts';
import { createCommentsRepository } from './comments.repository.ts';
import { createCommentsService } from './comments.service.ts';

/** Route plugin; register under `/v1`. */
export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const comments = createCommentsService({
    repository: createCommentsRepository(app.db),
    entries: createEntriesService({ repository: createEntriesRepository(app.db) }),
  });

  app.post(
    '/entry/:uuid/comments',
    {
      onRequest: requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Comment on an entry or reply to a comment',
        params: EntryParams,
        body: CommentCreateBody,
        response: {
          200: WriteResultWith(Comment),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const payload = await comments.add(
        request.params.uuid,
        viewerOf(request).user_id,
        request.body,
      );
      return { status: 'comment_added', payload };
    },
  );

  app.get(
    '/entry/:uuid/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'A page of root comments, oldest first, with their replies',
        params: EntryParams,
        querystring: CommentsQuery,
        response: { 200: Page(Comment), 404: ErrorBody },
      },
    },
    async (request) =>
      comments.list(
        request.params.uuid,
        request.query.last_id ?? 0,
        request.viewer?.user_id ?? null,
      ),
  );
};

/**
 * HTTP of the comments area (docs/contract.md):
 * - `POST entry/{uuid}/comments` → `{ status: 'comment_added', payload: Comment }`; 401 guest;
 *   400 `comment_empty`, `comment_text_too_long`, `comment_parent_not_found`,
 *   `entry_comments_disabled`, `bad_request`; 403 `forbidden` (a cross-site cookie request, as
 *   on every write); 404 `entry_not_found`.
 * - `GET entry/{uuid}/comments?last_id=` → `Page<Comment>` (root comments with id > last_id,
 *   oldest first, 20 a page, each with its first 20 replies depth first nested in `replies`,
 *   `replies_more` on each comment); 404 `entry_not_found`; 400 `bad_request`.
 * - `GET comment/{id}/replies?last_id=` → `Page<Comment>` (the comment's direct replies with
 *   id > last_id, each with its replies, depth first, 20 comments in all; `total_items` = its
 *   direct replies); 404 `comment_not_found`; 400 `bad_request` for an id or cursor that is not
 *   a whole number in range.
 * - `GET comment/{id}` → `CommentInThread` (the comment, its first 20 replies and its ancestors
 *   root first); 404 `comment_not_found` (also for a deleted comment); 400 `bad_request`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Comment,
  CommentCreateBody,
  CommentInThread,
  CommentParams,
  CommentRepliesQuery,
  CommentsQuery,
  ErrorBody,
  Page,
  WriteResultWith,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { EntryParams } from '../entries/entries.routes.ts';
import type { CommentsService } from './comments.service.ts';

/** What the comments routes are given by buildApp (services.ts). */
export interface CommentsRoutesOptions {
  comments: CommentsService;
}

/** Route plugin; register under `/v1` with its service. */
export const commentsRoutes: FastifyPluginAsyncTypebox<CommentsRoutesOptions> = async (
  app,
  options,
) => {
  const { comments } = options;

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
        request.body,
        viewerOf(request).user_id,
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
        response: { 200: Page(Comment), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      comments.list(
        request.params.uuid,
        request.query.last_id ?? 0,
        request.viewer?.user_id ?? null,
      ),
  );

  app.get(
    '/comment/:id/replies',
    {
      schema: {
        tags: ['comments'],
        summary: 'The next replies under a comment: 20, depth first, after its reply last_id',
        params: CommentParams,
        querystring: CommentRepliesQuery,
        response: { 200: Page(Comment), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      comments.replies(
        request.params.id,
        request.query.last_id ?? 0,
        request.viewer?.user_id ?? null,
      ),
  );

  app.get(
    '/comment/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'A comment with its first replies and its ancestors up to the root comment',
        params: CommentParams,
        response: { 200: CommentInThread, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => comments.get(request.params.id, request.viewer?.user_id ?? null),
  );
};

/**
 * HTTP of the comments area (docs/contract.md):
 * - `POST entry/{uuid}/comments` → `{ status: 'comment_added', payload: Comment }`; 401 guest;
 *   400 `comment_empty`, `comment_text_too_long`, `comment_parent_not_found`,
 *   `entry_comments_disabled`, `bad_request`; 403 `forbidden` (a cross-site cookie request, as
 *   on every write), `user_cant_attach_images`, `not_owned` (someone else's file); 404
 *   `entry_not_found`, `file_not_found`; 415 `unsupported_type` (a WebP or a video: a comment
 *   takes one gif, jpeg or png); 422 `idempotency_key_reused`. Idempotent with an
 *   `Idempotency-Key` header (lib/idempotency.ts), which over 200 characters is a 400
 *   `bad_request`.
 * - `GET entry/{uuid}/comments?last_id=` → `Page<Comment>` (root comments with id > last_id,
 *   oldest first, 20 a page, each with its first 20 replies depth first nested in `replies`,
 *   `replies_more` on each comment); 404 `entry_not_found`; 400 `bad_request`.
 * - `GET comment/{id}/replies?last_id=` → `Page<Comment>` (the comment's direct replies with
 *   id > last_id, each with its replies, depth first, 20 comments in all; `total_items` = its
 *   direct replies); 404 `comment_not_found`; 400 `bad_request` for an id or cursor that is not
 *   a whole number in range.
 * - `GET comment/{id}` → `CommentInThread` (the comment, its first 20 replies and its ancestors
 *   root first); 404 `comment_not_found` (also for a deleted comment); 400 `bad_request`.
 * - `POST comment/{id}` (edit) → `{ status: 'comment_edited', payload: Comment }`; 400
 *   `comment_empty`, `comment_text_too_long`, `bad_request`; 401; 403 `not_owned`,
 *   `user_cant_edit_comments`; 404 `comment_not_found` (unknown or deleted); `files` as at
 *   `POST entry/{uuid}/comments` (its image replaced, `[]` takes it away).
 * - `GET comment/{id}/history?offset=` → `Page<HistoryItem>`; 404.
 * - `DELETE comment/{id}` → `{ status: 'comment_deleted' }`; 401; 403 `not_owned`,
 *   `user_cant_delete_comments`; 404.
 * - `POST comment/{id}/hide`, `/unhide` (the entry's author) → `{ status: 'comment_hidden' |
 *   'comment_unhidden' }`; 401; 403 `not_owned`; 404.
 * - `POST comment/{id}/report` with `{ reason }` → `{ status: 'comment_reported' }`; 400
 *   `report_reason_not_valid`, `report_own_content`; 401; 404.
 * Bodies come as JSON or as form data (`application/x-www-form-urlencoded`, app.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Comment,
  CommentCreateBody,
  CommentEditBody,
  CommentInThread,
  CommentParams,
  CommentRepliesQuery,
  CommentsQuery,
  ErrorBody,
  HistoryItem,
  HistoryQuery,
  Page,
  ReportBody,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { IdempotencyKeyHeaders, idempotent } from '../../lib/idempotency.ts';
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
        headers: IdempotencyKeyHeaders,
        body: CommentCreateBody,
        response: {
          200: WriteResultWith(Comment),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    idempotent(async (request) => {
      const payload = await comments.add(
        request.params.uuid,
        request.body,
        viewerOf(request).user_id,
      );
      return { status: 'comment_added' as const, payload };
    }),
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

  /** Every status a signed-in write about one comment can answer. */
  const writeErrors = {
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    429: ErrorBody,
  };

  app.post(
    '/comment/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['comments'],
        operationId: 'editComment',
        summary: 'Edit one of my comments (the previous version goes to its history)',
        params: CommentParams,
        body: CommentEditBody,
        response: { 200: WriteResultWith(Comment), ...writeErrors, 415: ErrorBody },
      },
    },
    async (request) => {
      const payload = await comments.edit(
        request.params.id,
        request.body,
        viewerOf(request).user_id,
      );
      return { status: 'comment_edited', payload };
    },
  );

  app.get(
    '/comment/:id/history',
    {
      schema: {
        tags: ['comments'],
        operationId: 'getCommentHistory',
        summary: "A comment's earlier versions, newest first",
        params: CommentParams,
        querystring: HistoryQuery,
        response: { 200: Page(HistoryItem), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => comments.history(request.params.id, request.query.offset ?? 0),
  );

  app.delete(
    '/comment/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['comments'],
        operationId: 'deleteComment',
        summary: 'Delete one of my comments',
        params: CommentParams,
        response: { 200: WriteResult, ...writeErrors },
      },
    },
    async (request) => {
      await comments.remove(request.params.id, viewerOf(request).user_id);
      return { status: 'comment_deleted' };
    },
  );

  for (const action of ['hide', 'unhide'] as const) {
    app.post(
      `/comment/:id/${action}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['comments'],
          operationId: action === 'hide' ? 'hideComment' : 'unhideComment',
          summary:
            action === 'hide'
              ? 'Hide a comment under my entry (shown collapsed to everyone)'
              : 'Show again a comment I hid under my entry',
          params: CommentParams,
          response: { 200: WriteResult, ...writeErrors },
        },
      },
      async (request) => {
        const hide = action === 'hide';
        await comments.setHidden(request.params.id, hide, viewerOf(request).user_id);
        return { status: hide ? 'comment_hidden' : 'comment_unhidden' };
      },
    );
  }

  app.post(
    '/comment/:id/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['comments'],
        operationId: 'reportComment',
        summary: "Report someone else's comment",
        params: CommentParams,
        body: ReportBody,
        response: { 200: WriteResult, ...writeErrors },
      },
    },
    async (request) => {
      await comments.report(request.params.id, request.body.reason, viewerOf(request).user_id);
      return { status: 'comment_reported' };
    },
  );
};

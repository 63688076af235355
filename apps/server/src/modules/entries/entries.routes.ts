/**
 * HTTP of the entries area (docs/contract.md; DESIGN.md §4, §5):
 * - `POST entry` → `{ status: 'entry_added', payload: Entry }`; 400 `entry_empty_text`,
 *   `entry_text_too_long`, `bad_request` (also for an `Idempotency-Key` over 200 characters);
 *   401 guest; 403 `user_cant_attach_images`, and `not_owned` or 404 `file_not_found` for a
 *   file of `files` that is someone else's or unknown; 422 `idempotency_key_reused`. Idempotent with an `Idempotency-Key` header
 *   (lib/idempotency.ts): a repeat within a day answers the first answer.
 * - `GET entry/{uuid}` → `Entry`; 404 `entry_not_found` (malformed, unknown or deleted).
 * - `DELETE entry/{uuid}` → `{ status: 'entry_deleted' }`; 401 guest; 403 `not_owned`,
 *   `user_cant_delete_entries`; 404 `entry_not_found`.
 * - `POST entry/{uuid}` (edit) → `{ status: 'entry_edited', payload: Entry }`; 400 as
 *   `POST entry` (files too); 401; 403 `not_owned`, `user_cant_edit_entries`; 404.
 * - `GET entry/{uuid}/history?offset=` → `Page<HistoryItem>` (earlier versions, newest first).
 * - `POST entry/{uuid}/pin`, `/unpin` → `{ status: 'entry_pinned' | 'entry_unpinned' }`; 401;
 *   403 `not_owned`; 404.
 * - `POST entry/{uuid}/react`, `DELETE entry/{uuid}/react` with `{ react }` →
 *   `{ status: 'reaction_added' | 'reaction_removed', payload: reactions }`; 400
 *   `reaction_not_valid`; 401; 404.
 * - `POST entry/{uuid}/report` with `{ reason }` → `{ status: 'entry_reported' }`; 400
 *   `report_reason_not_valid`, `report_own_content`; 401; 404.
 * Bodies come as JSON or as form data (`application/x-www-form-urlencoded`, app.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Entry,
  EntryCreateBody,
  EntryEditBody,
  ErrorBody,
  HistoryItem,
  HistoryQuery,
  Page,
  ReactBody,
  ReactionsPayload,
  ReportBody,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import Type from 'typebox';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { AppError, briefError } from '../../lib/errors.ts';
import { IdempotencyKeyHeaders, idempotent } from '../../lib/idempotency.ts';
import type { EntriesService } from './entries.service.ts';

/**
 * What a react call whose body or address the schema refused answers: `reaction_not_valid` when
 * the only fault is a `react` outside the set of reactions (the enum), else the schema's own
 * refusal (400 `bad_request`).
 */
function reactionRefusal(error: Error & { validation?: { instancePath?: string }[] }): Error {
  const faults = error.validation ?? [];
  const onlyTheName = faults.length > 0 && faults.every((fault) => fault.instancePath === '/react');
  return onlyTheName ? new AppError('reaction_not_valid', 'No such reaction.') : error;
}

/** Path parameter of `entry/{uuid}`: any string, so a malformed uuid answers 404, not 400. */
export const EntryParams = Type.Object({ uuid: Type.String() });

/** What the entries routes are given by buildApp (services.ts). */
export interface EntriesRoutesOptions {
  entries: EntriesService;
}

/** Route plugin; register under `/v1` with its service. */
export const entriesRoutes: FastifyPluginAsyncTypebox<EntriesRoutesOptions> = async (
  app,
  options,
) => {
  const { entries } = options;

  app.post(
    '/entry',
    {
      onRequest: requireUser,
      schema: {
        tags: ['entries'],
        summary: 'Publish an entry',
        headers: IdempotencyKeyHeaders,
        body: EntryCreateBody,
        response: {
          200: WriteResultWith(Entry),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    idempotent(async (request) => {
      const payload = await entries.create(request.body, viewerOf(request).user_id);
      // Open tabs learn of it (modules/events `new_entries`); best effort, never awaited.
      if (!payload.state.is_hidden_from_feed) {
        app.events
          .publish({ type: 'entry.posted', entry_id: payload.uuid, author: payload.user.username })
          .catch((error: unknown) =>
            request.log.warn({ error: briefError(error) }, 'entry.posted not published'),
          );
      }
      return { status: 'entry_added' as const, payload };
    }),
  );

  app.get(
    '/entry/:uuid',
    {
      schema: {
        tags: ['entries'],
        summary: 'One entry',
        params: EntryParams,
        response: { 200: Entry, 404: ErrorBody },
      },
    },
    async (request) => entries.get(request.params.uuid, request.viewer?.user_id ?? null),
  );

  app.delete(
    '/entry/:uuid',
    {
      onRequest: requireUser,
      schema: {
        tags: ['entries'],
        summary: 'Delete one of my entries',
        params: EntryParams,
        response: {
          200: WriteResult,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await entries.remove(request.params.uuid, viewerOf(request).user_id);
      return { status: 'entry_deleted' };
    },
  );

  app.post(
    '/entry/:uuid',
    {
      onRequest: requireUser,
      schema: {
        tags: ['entries'],
        operationId: 'editEntry',
        summary: 'Edit one of my entries (the previous version goes to its history)',
        params: EntryParams,
        body: EntryEditBody,
        response: {
          200: WriteResultWith(Entry),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const payload = await entries.edit(
        request.params.uuid,
        request.body,
        viewerOf(request).user_id,
      );
      return { status: 'entry_edited', payload };
    },
  );

  app.get(
    '/entry/:uuid/history',
    {
      schema: {
        tags: ['entries'],
        operationId: 'getEntryHistory',
        summary: "An entry's earlier versions, newest first",
        params: EntryParams,
        querystring: HistoryQuery,
        response: { 200: Page(HistoryItem), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => entries.history(request.params.uuid, request.query.offset ?? 0),
  );

  for (const action of ['pin', 'unpin'] as const) {
    app.post(
      `/entry/:uuid/${action}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['entries'],
          operationId: action === 'pin' ? 'pinEntry' : 'unpinEntry',
          summary:
            action === 'pin'
              ? 'Pin one of my entries to the top of my profile (replaces the pinned one)'
              : 'Unpin one of my entries',
          params: EntryParams,
          response: {
            200: WriteResult,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request) => {
        const viewerId = viewerOf(request).user_id;
        if (action === 'pin') {
          await entries.pin(request.params.uuid, viewerId);
          return { status: 'entry_pinned' };
        }
        await entries.unpin(request.params.uuid, viewerId);
        return { status: 'entry_unpinned' };
      },
    );
  }

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/entry/:uuid/react',
      onRequest: requireUser,
      // A name outside the enum answers `reaction_not_valid` (the catalogue's status for it),
      // every other refusal of the schema `bad_request` as elsewhere.
      attachValidation: true,
      schema: {
        tags: ['entries'],
        operationId: method === 'POST' ? 'addEntryReaction' : 'removeEntryReaction',
        summary: method === 'POST' ? 'React to an entry' : 'Take back my reaction to an entry',
        params: EntryParams,
        body: ReactBody,
        response: {
          200: WriteResultWith(ReactionsPayload),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
      handler: async (request) => {
        if (request.validationError) throw reactionRefusal(request.validationError);
        const add = method === 'POST';
        const payload = await entries.react(
          request.params.uuid,
          request.body.react,
          add,
          viewerOf(request).user_id,
        );
        return { status: add ? 'reaction_added' : 'reaction_removed', payload };
      },
    });
  }

  app.post(
    '/entry/:uuid/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['entries'],
        operationId: 'reportEntry',
        summary: "Report someone else's entry",
        params: EntryParams,
        body: ReportBody,
        response: {
          200: WriteResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await entries.report(request.params.uuid, request.body.reason, viewerOf(request).user_id);
      return { status: 'entry_reported' };
    },
  );
};

/**
 * HTTP of the entries area (docs/contract.md; DESIGN.md §4, §5):
 * - `POST entry` → `{ status: 'entry_added', payload: Entry }`; 400 `entry_empty_text`,
 *   `entry_text_too_long`, `bad_request`; 401 guest.
 * - `GET entry/{uuid}` → `Entry`; 404 `entry_not_found` (malformed, unknown or deleted).
 * - `DELETE entry/{uuid}` → `{ status: 'entry_deleted' }`; 401 guest; 403 `not_owned`;
 *   404 `entry_not_found`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Entry, EntryCreateBody, ErrorBody, WriteResult, WriteResultWith } from '@potok/common';
import Type from 'typebox';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import type { EntriesService } from './entries.service.ts';

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
        body: EntryCreateBody,
        response: {
          200: WriteResultWith(Entry),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const payload = await entries.create(request.body, viewerOf(request).user_id);
      return { status: 'entry_added', payload };
    },
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
};

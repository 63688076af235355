/**
 * HTTP of the personal data export (DESIGN.md §5 "GDPR"; spec §2 "Settings" GDPR screen, whose
 * call the spec leaves unshown — docs/decisions/data-export.md):
 *
 * | call | answer |
 * | --- | --- |
 * | POST settings/gdpr `{ password }` (form data or JSON) | 200 `application/zip`, `Content-Disposition: attachment; filename="potok-<username>-<YYYY-MM-DD>.zip"`, streamed |
 *
 * Refusals answer JSON `{ status, message }` and no archive: guest 401 `unauthorized`; missing
 * password 400 `password_empty`; wrong password 400 `password_invalid`; an export of the same
 * account already running, or more than EXPORT_RATE_LIMIT exports an hour, 429
 * `too_many_requests`. The password is checked before a byte of the archive is sent.
 *
 * The hourly budget is the route's own rate limit (lib/rate-limits.ts): counted per account in
 * the shared `rate_limits` table on PostgreSQL, so several server processes give an account one
 * budget, and in the process's memory on the embedded database. It is spent after the body is
 * checked (`preHandler`), wrong passwords included, so the call guesses a password no faster
 * than login does.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATA_EXPORT_TYPE, DataExportBody, dataExportFileName, ErrorBody } from '@potok/common';
import type { FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../../lib/auth-guard.ts';
import { AppError } from '../../lib/errors.ts';
import { EXPORT_RATE_LIMIT, type ExportService } from './export.service.ts';

/** What the export routes are given by buildApp (services.ts). */
export interface ExportRoutesOptions {
  exports: ExportService;
}

/** Longest body the call reads, bytes (a password of 256 four-byte characters, encoded). */
export const EXPORT_BODY_LIMIT = 8 * 1024;

/**
 * Refuses a body with a field other than `password`, or with `password` given twice (form data
 * parses a repeated key into an array): 400 `bad_request`, as the other settings writes do.
 * Without it the schema would drop the unknown field (`removeAdditional`).
 */
async function onlyPassword(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('bad_request', 'The body must be form data or a JSON object.');
  }
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'password')
      throw new AppError('bad_request', `Unknown field: ${key.slice(0, 64)}.`);
    if (Array.isArray(value)) throw new AppError('bad_request', 'The password is given twice.');
  }
}

/** Route plugin; register under `/v1` with its service. */
export const exportRoutes: FastifyPluginAsyncTypebox<ExportRoutesOptions> = async (
  app,
  options,
) => {
  const service = options.exports;

  app.post(
    '/settings/gdpr',
    {
      onRequest: requireUser,
      preValidation: onlyPassword,
      config: {
        rateLimit: {
          max: EXPORT_RATE_LIMIT.max,
          timeWindow: EXPORT_RATE_LIMIT.windowMs,
          keyGenerator: (request: FastifyRequest) => `user:${viewerOf(request).user_id}`,
          hook: 'preHandler',
        },
      },
      bodyLimit: EXPORT_BODY_LIMIT,
      // The archive is mostly compressed already (deflated JSON, images, video).
      compress: false,
      schema: {
        tags: ['data export'],
        operationId: 'downloadDataExport',
        summary: 'Download an archive of all my data (needs my password)',
        description:
          'A zip archive, streamed: `README.txt` (what each file holds, in Russian and English), ' +
          '`profile.json`, `entries.json` (with their edit history), `comments.json`, ' +
          '`reactions.json`, `bookmarks.json`, `subscriptions.json`, `feeds.json`, ' +
          '`notifications.json`, `logins.json`, `reports.json`, `files.json` and ' +
          '`media/<uuid>.<ext>`, the originals of my uploads. Dates are ISO 8601 UTC. A wrong ' +
          'password is 400 `password_invalid` (JSON, no archive); one export of an account runs ' +
          'at a time (429 `too_many_requests` while one does). Read the answer as binary ' +
          '(a Blob), not as text.',
        security: [{ cookie: [] }, { bearer: [] }],
        body: DataExportBody,
        response: {
          200: {
            description: `The archive (${DATA_EXPORT_TYPE}), sent as an attachment.`,
            headers: {
              'content-disposition': {
                type: 'string',
                description: 'attachment; filename="potok-<username>-<YYYY-MM-DD>.zip"',
              },
            },
            content: { [DATA_EXPORT_TYPE]: { schema: { type: 'string', format: 'binary' } } },
          },
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const archive = await service.start({
        userId: viewer.user_id,
        sessionId: request.sessionId,
        password: request.body.password,
        log: request.log,
      });
      const fileName = dataExportFileName(archive.username, archive.date);
      reply
        .header('content-type', DATA_EXPORT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      // A stream is sent as it is (never serialised); the schema's 200 types only the document.
      return reply.send(archive.stream as never);
    },
  );
};
